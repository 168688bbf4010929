import type { Route } from "./+types/my-account.recently-viewed";
import { accountMeta } from "../features/account/account-meta.ts";
import { RecentlyViewedPage } from "../features/account/EmptySections.tsx";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "navRecentlyViewed");

export default function Page() {
  return <RecentlyViewedPage />;
}
