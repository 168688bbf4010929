/**
 * The browser build's helper for dynamic imports (`__vitePreload`), smaller than Vite's own.
 *
 * Vite wraps every `import()` of the browser build in its helper, which first loads the imported chunk's CSS
 * (a panel's or a lazy part's stylesheet) and then the chunk. Its helper also preloads JavaScript, reads a
 * CSP nonce from `<meta property="csp-nonce">` and resolves URLs for relative bases; none of that applies here:
 * module preload is off (`build.modulePreload: false`, vite.config.ts), so Vite passes only CSS files; the
 * shop's CSP allows the shop's own stylesheets without a nonce (`style-src 'self'`, server/storefront.ts) and
 * the page has no such meta; the base is absolute. Vite's helper was 0.6 kB gzipped in the shell, on every
 * page (docs/benchmarks.md, 2026-11-27, branch jsbudget4).
 *
 * What it keeps, as Vite's does: each stylesheet is added once (`<link rel="stylesheet" crossorigin>` in the
 * head), not if the page already has it (the root's and the route's CSS); the chunk loads after every
 * stylesheet has loaded or failed; a failed stylesheet or chunk dispatches the cancelable `vite:preloadError`
 * event on window with the error as `payload`, and unless a listener cancels it the import rejects with it.
 */
export function cssPreloadHelperCode(base: string): string {
  return `const seen = {};
function fail(err) {
  const event = new Event("vite:preloadError", { cancelable: true });
  event.payload = err;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw err;
}
function stylesheet(dep) {
  const href = new URL(${JSON.stringify(base)} + dep, location.href).href;
  if (href in seen) return seen[href];
  for (const link of document.querySelectorAll('link[rel="stylesheet"]')) if (link.href === href) return (seen[href] = undefined);
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.crossOrigin = "";
  link.href = href;
  document.head.appendChild(link);
  return (seen[href] = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = () => reject(new Error("Unable to preload CSS for " + href));
  }).finally(() => {
    seen[href] = undefined;
  }));
}
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => Promise.resolve(stylesheet(dep)).then(() => null, (err) => ({ err })))).then((settled) => {
    for (const failed of settled) if (failed) fail(failed.err);
    return load().catch(fail);
  });
`;
}
