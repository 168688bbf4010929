/**
 * Inlines the page's stylesheets into the server-rendered document, so the first paint waits for no
 * other request (on a slow phone connection each blocking stylesheet costs a round trip: Lighthouse's
 * "render-blocking requests"). Each `<link rel="stylesheet">` that React Router rendered for a built
 * asset gets its CSS in a `<style>` just before it, and the link itself becomes `media="print"`: it still
 * exists where hydration expects it, but no longer blocks rendering. React leaves the extra <style>
 * elements in <head> alone (React 19 tolerates foreign nodes there); links of routes visited later load
 * as usual. The CSS files contain no relative url(), so moving their text is safe.
 */
import { readFileSync } from "node:fs";

const CLIENT_ASSETS = new URL("../client/assets/", import.meta.url);
const cssFiles = new Map<string, string | null>();
/** At most this much CSS is inlined per page; the rest stays linked. */
const MAX_INLINE_BYTES = 48_000;

function cssOf(file: string): string | null {
  let css = cssFiles.get(file);
  if (css === undefined) {
    try {
      css = readFileSync(new URL(file, CLIENT_ASSETS), "utf8").replaceAll("</style", "<\\/style");
    } catch {
      css = null; // not built (development server): keep the link
    }
    cssFiles.set(file, css);
  }
  return css;
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/**
 * The document React wrote in `chunks`, joined into one buffer with the styles inlined (and `endOfHead`, if
 * given, put last in the head). Only the head is
 * decoded and encoded again; the rest is copied once, as the bytes React wrote.
 */
export function inlineStylesheetsBytes(chunks: Uint8Array[], endOfHead?: Buffer): Buffer {
  // The head ends in one of the first chunks: join chunks until "</head>" shows (it may straddle two).
  let n = 0;
  let start: Buffer = Buffer.alloc(0);
  let headEnd = -1;
  while (n < chunks.length && headEnd === -1) {
    start = n === 0 ? Buffer.from(chunks[0]!.buffer, chunks[0]!.byteOffset, chunks[0]!.byteLength) : Buffer.concat([start, chunks[n]!]);
    n++;
    headEnd = start.indexOf("</head>");
  }
  if (headEnd === -1) return Buffer.concat(chunks);
  const head = Buffer.from(inlineInHead(start.toString("utf8", 0, headEnd)));
  return Buffer.concat([head, ...(endOfHead ? [endOfHead] : []), start.subarray(headEnd), ...chunks.slice(n)]);
}

function inlineInHead(head: string): string {
  let budget = MAX_INLINE_BYTES;
  return head.replace(STYLESHEET_LINK, (link) => {
    const href = /\bhref="\/assets\/([\w.-]+\.css)#?"/.exec(link)?.[1];
    if (!href || /\bmedia=/.test(link)) return link;
    const css = cssOf(href);
    if (css === null || css.length > budget) return link;
    budget -= css.length;
    return `<style data-inlined="${href}">${css}</style>${link.replace(/\s*\/?>$/, ' media="print"/>')}`;
  });
}
