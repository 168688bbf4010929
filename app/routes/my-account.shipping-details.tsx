import type { Route } from "./+types/my-account.shipping-details";
import { accountMeta } from "../features/account/account-meta.ts";
import { AddressBook } from "../features/account/AddressBook.tsx";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "navAddresses");

export default function Page() {
  return <AddressBook />;
}
