/** CMS HTML is sanitised before it is stored and again before it is served: only content tags survive. */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "address",
    "br",
    "blockquote",
    "hr",
    "span",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"], th: ["scope", "colspan"], td: ["colspan"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/**
 * Sanitising a page took most of a rendered CMS page's CPU (sanitize-html parses the whole document), and
 * the same stored text gives the same result: results are kept by their input text, so an edited page is a
 * new key and nothing can go stale. A handful of pages of bounded size; the oldest entry goes first.
 */
const memo = new Map<string, string>();
const MEMO_ENTRIES = 64;
const MEMO_MAX_INPUT = 200_000;

export function sanitizeCmsHtml(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  if (html.length <= MEMO_MAX_INPUT) {
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
    memo.set(html, clean);
  }
  return clean;
}
