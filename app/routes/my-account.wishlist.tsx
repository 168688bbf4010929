import type { Route } from "./+types/my-account.wishlist";
import { accountMeta } from "../features/account/account-meta.ts";
import { WishlistPage } from "../features/wishlist/WishlistPage.tsx";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "navWishlist");

export default function Page() {
  return <WishlistPage />;
}
