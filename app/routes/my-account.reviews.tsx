import type { Route } from "./+types/my-account.reviews";
import { accountMeta } from "../features/account/account-meta.ts";
import { MyReviewsPage } from "../features/review/MyReviewsPage.tsx";
import "../features/product/product.css";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "navReviews");

export default function Page() {
  return <MyReviewsPage />;
}
