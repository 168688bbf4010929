/**
 * Turns the server-sanitised HTML of an information page into what the storefront shows: links written
 * as "/<identifier>" point at /i/<identifier>, every <h2> gets an id for the table of contents, and
 * tables sit in a scrollable, keyboard-focusable region so they never widen a phone screen.
 * String transforms only: the input is sanitize-html output (double-quoted attributes, no scripts).
 */
import { slugify } from "../../../domain/slug.ts";

export interface CmsHeading {
  id: string;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Plain text of an HTML fragment: tags dropped, the common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\r\n\f]+/g, " ")
    .replace(/^ | $/g, "");
}

/** href="/zwroty", "/zwroty#x", "/zwroty?y" → "/i/zwroty…" when "zwroty" is an information page. */
export function rewriteCmsLinks(html: string, identifiers: Iterable<string>): string {
  const known = new Set(identifiers);
  return html.replace(/(<a\b[^>]*?\shref=")\/([a-z0-9-]+)\/?(?=["#?])/gi, (whole, start: string, identifier: string) =>
    known.has(identifier) ? `${start}/i/${identifier}` : whole,
  );
}

/** Gives each <h2> a stable, unique id (kept if it has one) and lists them for a table of contents. */
export function anchorHeadings(html: string): { html: string; headings: CmsHeading[] } {
  const headings: CmsHeading[] = [];
  const used = new Set<string>();
  const out = html.replace(/<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/gi, (_whole, attrs: string | undefined, inner: string) => {
    const text = htmlToText(inner);
    const existing = /\sid="([^"]+)"/.exec(attrs ?? "")?.[1];
    let id = existing ?? (slugify(text) || "sekcja");
    if (!existing) {
      const base = id;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    }
    used.add(id);
    headings.push({ id, text });
    return `<h2${existing ? attrs : `${attrs ?? ""} id="${id}"`}>${inner}</h2>`;
  });
  return { html: out, headings };
}

/** Wraps every table in a labelled region that scrolls sideways on narrow screens. */
export function wrapTables(html: string, label: string): string {
  const safeLabel = label.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return html
    .replace(/<table\b/gi, `<div class="cms-table" role="region" tabindex="0" aria-label="${safeLabel}"><table`)
    .replace(/<\/table>/gi, "</table></div>");
}

export function prepareCmsHtml(html: string, opts: { identifiers: Iterable<string>; tableLabel: string }): { html: string; headings: CmsHeading[] } {
  const anchored = anchorHeadings(rewriteCmsLinks(html, opts.identifiers));
  return { html: wrapTables(anchored.html, opts.tableLabel), headings: anchored.headings };
}
