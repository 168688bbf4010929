/**
 * Inlines the page's stylesheets into the server-rendered document, so the first paint waits for no
 * other request (on a slow phone connection each blocking stylesheet costs a round trip: Lighthouse's
 * "render-blocking requests"). Each `<link rel="stylesheet">` that React Router rendered for a built
 * asset gets its CSS in a `<style>` just before it, and the link itself becomes `media="print"`: it still
 * exists where hydration expects it, but no longer blocks rendering. React leaves the extra <style>
 * elements in <head> alone (React 19 tolerates foreign nodes there); links of routes visited later load
 * as usual. The CSS files contain no relative url(), so moving their text is safe.
 *
 * The work is done on the bytes React wrote: only the `<link>` tags of the head are decoded, and each
 * stylesheet's `<style>` element is encoded once per process (the built files do not change while it
 * runs), so a page costs one copy of its bytes.
 */
import { readFileSync } from "node:fs";

const CLIENT_ASSETS = new URL("../client/assets/", import.meta.url);
/** At most this much CSS (in characters) is inlined per page; the rest stays linked. */
const MAX_INLINE_BYTES = 48_000;

function readBuiltCss(file: string): string | null {
  try {
    return readFileSync(new URL(file, CLIENT_ASSETS), "utf8");
  } catch {
    return null; // not built (development server): keep the link
  }
}

/** A built stylesheet as a `<style>` element: its CSS length (for the budget) and the element's bytes. */
type StyleElement = { cssLength: number; bytes: Buffer } | null;

const HEAD_END = Buffer.from("</head>");
const LINK_START = Buffer.from("<link");
const TAG_END = ">".charCodeAt(0);
const EMPTY = Buffer.alloc(0);

/** An inliner reading the built CSS through `readCss` (tests give their own). */
export function createStylesheetInliner(readCss: (file: string) => string | null) {
  /** By file name: bounded by the build's stylesheets (the link tags themselves carry the request's nonce). */
  const styles = new Map<string, StyleElement>();

  function styleFor(file: string): StyleElement {
    let style = styles.get(file);
    if (style === undefined) {
      const css = readCss(file)?.replaceAll("</style", "<\\/style");
      style = css == null ? null : { cssLength: css.length, bytes: Buffer.from(`<style data-inlined="${file}">${css}</style>`) };
      styles.set(file, style);
    }
    return style;
  }

  /**
   * The document React wrote in `chunks`, joined into one buffer with the styles inlined (and `endOfHead`,
   * if given, put last in the head).
   */
  return function inlineStylesheetsBytes(chunks: Uint8Array[], endOfHead?: Buffer): Buffer {
    // The head ends in one of the first chunks: join chunks until "</head>" shows (it may straddle two).
    let n = 0;
    let start: Buffer = EMPTY;
    let headEnd = -1;
    while (n < chunks.length && headEnd === -1) {
      const chunk = chunks[n]!;
      start = n === 0 ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : Buffer.concat([start, chunk]);
      n++;
      headEnd = start.indexOf(HEAD_END);
    }
    if (headEnd === -1) return Buffer.concat(chunks);
    const parts: Uint8Array[] = [];
    let budget = MAX_INLINE_BYTES;
    let copied = 0;
    for (let at = start.indexOf(LINK_START); at !== -1 && at < headEnd; at = start.indexOf(LINK_START, at + 1)) {
      const end = start.indexOf(TAG_END, at);
      if (end === -1 || end > headEnd) break;
      const link = start.toString("utf8", at, end + 1);
      if (!/^<link\b[^>]*\brel="stylesheet"/.test(link) || /\bmedia=/.test(link)) continue;
      const href = /\bhref="\/assets\/([\w.-]+\.css)#?"/.exec(link)?.[1];
      const style = href ? styleFor(href) : null;
      if (!style || style.cssLength > budget) continue;
      budget -= style.cssLength;
      parts.push(start.subarray(copied, at), style.bytes, Buffer.from(link.replace(/\s*\/?>$/, ' media="print"/>')));
      copied = end + 1;
    }
    parts.push(start.subarray(copied, headEnd));
    if (endOfHead) parts.push(endOfHead);
    parts.push(start.subarray(headEnd));
    for (let i = n; i < chunks.length; i++) parts.push(chunks[i]!);
    return Buffer.concat(parts);
  };
}

export const inlineStylesheetsBytes = createStylesheetInliner(readBuiltCss);
