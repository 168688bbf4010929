/** The account area (/my-account and its sections): login required; rendered in the browser. */
import type { Route } from "./+types/my-account";
import { AccountLayout } from "../features/account/AccountLayout.tsx";
import { accountMeta } from "../features/account/account-meta.ts";

export const handle = { pageClass: "my-account" };

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "accountTitle");

export default function MyAccount() {
  return <AccountLayout />;
}
