/** /sitemap.xml (and ?page=N): written by features/seo/sitemap.server.ts. */
import type { Route } from "./+types/sitemap";
import { sitemapResponse } from "../features/seo/sitemap.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return sitemapResponse({ request, context });
}
