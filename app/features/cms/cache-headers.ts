/**
 * Document headers for the pages' HTML: the loader's Cache-Control, varied by Cookie (the language lives
 * in a cookie), and never shared-cacheable when the response sets a cookie (a ?lng= language switch).
 */
export function htmlCacheHeaders({ loaderHeaders, parentHeaders }: { loaderHeaders: Headers; parentHeaders: Headers }): Headers {
  const headers = new Headers();
  const cacheControl = loaderHeaders.get("Cache-Control");
  const setsCookie = parentHeaders.has("Set-Cookie") || loaderHeaders.has("Set-Cookie");
  if (cacheControl) headers.set("Cache-Control", setsCookie ? "private, no-store" : cacheControl);
  if (cacheControl && !setsCookie) headers.set("Vary", "Cookie");
  return headers;
}
