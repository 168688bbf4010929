import type { Route } from "./+types/my-account.download";
import { accountMeta } from "../features/account/account-meta.ts";
import { DownloadsPage } from "../features/downloads/DownloadsPage.tsx";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "navDownloads");

export default function Page() {
  return <DownloadsPage />;
}
