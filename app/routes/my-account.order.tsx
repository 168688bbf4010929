import type { Route } from "./+types/my-account.order";
import { accountMeta } from "../features/account/account-meta.ts";
import { OrderPage } from "../features/account/OrderPage.tsx";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "navOrders");

export default function Page({ params }: Route.ComponentProps) {
  return <OrderPage orderId={params.orderId} />;
}
