import { describe, expect, it } from "vitest";
import { createStylesheetInliner } from "./inline-styles.server.ts";

const CSS: Record<string, string> = {
  "shell-a1.css": 'body{color:#123}.x::after{content:"</style>"}',
  "page-b2.css": "h1{font-weight:700}",
  "huge-c3.css": "p{margin:0}".repeat(5000),
};

const inline = createStylesheetInliner((file) => CSS[file] ?? null);

const head =
  '<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/><title>Zażółć | Kiosk</title>' +
  '<link rel="modulepreload" href="/assets/root-x.js" nonce="abc"/>' +
  '<link nonce="abc" rel="stylesheet" href="/assets/shell-a1.css#"/>' +
  '<link nonce="abc" rel="stylesheet" href="/assets/missing-d4.css"/>' +
  '<link nonce="abc" rel="stylesheet" href="/assets/huge-c3.css"/>' +
  '<link rel="stylesheet" href="/assets/page-b2.css" media="screen"/>' +
  '<link nonce="abc" rel="stylesheet" href="/assets/page-b2.css"/>' +
  '<meta property="og:title" content="Żółw &gt; kot"/></head>';
const body = "<body><p>Treść — ąę</p><script>1</script></body></html>";

const expected =
  '<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/><title>Zażółć | Kiosk</title>' +
  '<link rel="modulepreload" href="/assets/root-x.js" nonce="abc"/>' +
  '<style data-inlined="shell-a1.css">body{color:#123}.x::after{content:"<\\/style>"}</style><link nonce="abc" rel="stylesheet" href="/assets/shell-a1.css#" media="print"/>' +
  '<link nonce="abc" rel="stylesheet" href="/assets/missing-d4.css"/>' +
  '<link nonce="abc" rel="stylesheet" href="/assets/huge-c3.css"/>' +
  '<link rel="stylesheet" href="/assets/page-b2.css" media="screen"/>' +
  '<style data-inlined="page-b2.css">h1{font-weight:700}</style><link nonce="abc" rel="stylesheet" href="/assets/page-b2.css" media="print"/>' +
  '<meta property="og:title" content="Żółw &gt; kot"/>';

/** The document as React might write it: cut anywhere, even inside a character or "</head>". */
function chunked(html: string, cuts: number[]): Uint8Array[] {
  const bytes = Buffer.from(html);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    chunks.push(new Uint8Array(bytes.subarray(from, cut)));
    from = cut;
  }
  return chunks;
}

describe("inlineStylesheetsBytes", () => {
  it("inlines the built stylesheets within the budget, keeping the other links and bytes as they were", () => {
    const out = inline(chunked(head + body, []));
    expect(out.toString()).toBe(`${expected}</head>${body}`);
  });

  it("puts the given bytes last in the head", () => {
    const out = inline(chunked(head + body, []), Buffer.from('<script type="application/json">{}</script>'));
    expect(out.toString()).toBe(`${expected}<script type="application/json">{}</script></head>${body}`);
  });

  it("gives the same document wherever React cut its chunks", () => {
    const html = head + body;
    const size = Buffer.byteLength(html);
    const headEnd = Buffer.from(html).indexOf("</head>");
    for (const cuts of [[1], [50, 51], [headEnd + 3], [headEnd - 1, headEnd + 2, size - 3], [100, 200, 300, headEnd + 7], [95]]) {
      expect(inline(chunked(html, cuts)).toString()).toBe(`${expected}</head>${body}`);
    }
  });

  it("joins a document without a head as it is", () => {
    expect(inline(chunked(body, [10])).toString()).toBe(body);
  });
});
