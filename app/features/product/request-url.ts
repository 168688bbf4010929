/**
 * The page URL behind a loader's request. On client navigations React Router's single fetch asks for
 * "/p/…/slug.data?_routes=…", and that is the URL loaders see: compare and redirect with the page's own.
 */
export function pageLocation(url: URL): { path: string; search: string } {
  const path = url.pathname.endsWith(".data") ? url.pathname.slice(0, -".data".length) : url.pathname;
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.toString();
  return { path, search: search ? `?${search}` : "" };
}
