import type { Route } from "./+types/my-account.orders";
import { accountMeta } from "../features/account/account-meta.ts";
import { OrdersPage } from "../features/account/OrdersPage.tsx";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "navOrders");

export default function Page() {
  return <OrdersPage />;
}
