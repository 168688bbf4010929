/** /robots.txt: everything may be crawled except the API and private or endless pages; points at the sitemap. */
import type { Route } from "./+types/robots";
import { robotsTxt } from "../../server/modules/seo/sitemap.ts";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
