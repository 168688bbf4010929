import type { Route } from "./+types/my-account.gift-cards";
import { accountMeta } from "../features/account/account-meta.ts";
import { GiftCardsPage } from "../features/giftcard/GiftCardsPage.tsx";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "navGiftCards");

export default function Page() {
  return <GiftCardsPage />;
}
