import type { Route } from "./+types/my-account.profile";
import { accountMeta } from "../features/account/account-meta.ts";
import { ProfilePage } from "../features/account/ProfilePage.tsx";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "accountTitle");

export default function MyAccountProfile() {
  return <ProfilePage />;
}
