/** /robots.txt: everything may be crawled except the API and private or endless pages; points at the sitemap. */
import { robotsTxt } from "../../../server/modules/seo/index.ts";
import { storeBase } from "../../lib/store.ts";

/** The answer to GET /robots.txt. */
export function robotsResponse(request: Request): Response {
  // Served at the root too (server/storefront.ts); the pages' lines get the store-code prefix, the API's not.
  const base = storeBase();
  const text = robotsTxt(new URL(request.url).origin + base).replace(/^(Allow|Disallow): (\/.*)$/gm, (line, field: string, path: string) =>
    path.startsWith("/api/") ? line : `${field}: ${base}${path}`,
  );
  return new Response(text, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
