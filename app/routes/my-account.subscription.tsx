import type { Route } from "./+types/my-account.subscription";
import { accountMeta } from "../features/account/account-meta.ts";
import { SubscriptionsPage } from "../features/subscriptions/SubscriptionsPage.tsx";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "navSubscriptions");

export default function Page() {
  return <SubscriptionsPage />;
}
