/** Pure rules of the URL dispatcher: which path it looks up, which it never handles, where "not found" goes. */

/** Prefixes the server answers itself; a miss there is a plain 404, never a page. */
const RESERVED = /^(api|img|assets)(\/|$)/;
/** A missing file (favicon.ico, a stale chunk.js) is a plain 404 too; ".html" paths are pages (legacy URLs). */
const FILE = /\.(?!html?$)(?=[0-9]*[a-z])[a-z0-9]{1,8}$/i;

/**
 * The map key of a request path: percent-decoded, without leading and trailing slashes (the query is not
 * part of a pathname). Null when the path is not valid percent-encoding.
 */
export function dispatchPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return decoded.replace(/^\/+|\/+$/g, "");
}

export function isReservedPath(path: string): boolean {
  return RESERVED.test(path) || FILE.test(path);
}

/** /page-not-found?nf={path without leading slash}; slashes stay readable. */
export function notFoundLocation(path: string): string {
  return `/page-not-found?nf=${encodeURIComponent(path).replace(/%2F/gi, "/")}`;
}
