/** CMS HTML is sanitised before it is stored and again before it is served: only content tags survive. */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "b", "i", "a", "table", "thead", "tbody", "tr", "th", "td", "address", "br", "blockquote", "hr", "span"],
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

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
