import { describe, expect, it } from "vitest";
import { anchorHeadings, htmlToText, prepareCmsHtml, rewriteCmsLinks, wrapTables } from "./cms-html.ts";

const PAGES = ["regulamin", "zwroty", "dostawa", "polityka-prywatnosci"];

describe("rewriteCmsLinks", () => {
  it.each([
    ['<a href="/zwroty">zwroty</a>', '<a href="/i/zwroty">zwroty</a>'],
    ['<a href="/zwroty/">zwroty</a>', '<a href="/i/zwroty">zwroty</a>'],
    ['<a href="/dostawa#koszty">koszty</a>', '<a href="/i/dostawa#koszty">koszty</a>'],
    ['<a href="/regulamin?x=1">r</a>', '<a href="/i/regulamin?x=1">r</a>'],
    ['<a title="t" href="/polityka-prywatnosci" rel="x">p</a>', '<a title="t" href="/i/polityka-prywatnosci" rel="x">p</a>'],
  ])("rewrites %s", (input, expected) => {
    expect(rewriteCmsLinks(input, PAGES)).toBe(expected);
  });

  it.each([
    '<a href="/prenumerata">category path</a>',
    '<a href="/i/zwroty">already rewritten</a>',
    '<a href="/zwroty-2">another slug</a>',
    '<a href="/zwroty/formularz">deeper path</a>',
    '<a href="https://kiosk.example.pl/zwroty">absolute</a>',
    '<a href="mailto:sklep@kiosk.example.pl">mail</a>',
    "<p>/zwroty in text</p>",
    '<a data-href="/zwroty" href="#top">other attribute</a>',
  ])("leaves %s alone", (input) => {
    expect(rewriteCmsLinks(input, PAGES)).toBe(input);
  });

  it("rewrites every link of a fragment", () => {
    const html = '<p>Zobacz <a href="/zwroty">zwroty</a> i <a href="/dostawa">dostawę</a>.</p>';
    expect(rewriteCmsLinks(html, PAGES)).toBe('<p>Zobacz <a href="/i/zwroty">zwroty</a> i <a href="/i/dostawa">dostawę</a>.</p>');
  });
});

describe("anchorHeadings", () => {
  it("gives headings unique ids from their text and lists them", () => {
    const { html, headings } = anchorHeadings(
      "<h2>§ 1. Postanowienia ogólne</h2><p>a</p><h2>Zwrot &amp; <em>reklamacja</em></h2><h2>§ 1. Postanowienia ogólne</h2>",
    );
    expect(headings).toEqual([
      { id: "1-postanowienia-ogolne", text: "§ 1. Postanowienia ogólne" },
      { id: "zwrot-reklamacja", text: "Zwrot & reklamacja" },
      { id: "1-postanowienia-ogolne-2", text: "§ 1. Postanowienia ogólne" },
    ]);
    expect(html).toContain('<h2 id="1-postanowienia-ogolne">');
    expect(html).toContain('<h2 id="1-postanowienia-ogolne-2">');
  });

  it("keeps an existing id and ignores other heading levels", () => {
    const { html, headings } = anchorHeadings('<h2 id="own">A</h2><h3>B</h3>');
    expect(headings).toEqual([{ id: "own", text: "A" }]);
    expect(html).toBe('<h2 id="own">A</h2><h3>B</h3>');
  });
});

describe("wrapTables and text", () => {
  it("wraps tables in a labelled, focusable region with an escaped label", () => {
    const html = wrapTables("<table><tr><td>1</td></tr></table>", 'Tabela "A"');
    expect(html).toBe('<div class="cms-table" role="region" tabindex="0" aria-label="Tabela &#34;A&#34;"><table><tr><td>1</td></tr></table></div>');
  });

  it("decodes entities in plain text", () => {
    expect(htmlToText("<b>A&nbsp;&amp;&#39;B&#x142;</b>\n  c")).toBe("A\u00a0&'Bł c");
  });

  it("does all three at once", () => {
    const out = prepareCmsHtml('<h2>Koszty</h2><table></table><a href="/zwroty">z</a>', { identifiers: PAGES, tableLabel: "Tabela" });
    expect(out.headings).toEqual([{ id: "koszty", text: "Koszty" }]);
    expect(out.html).toBe(
      '<h2 id="koszty">Koszty</h2><div class="cms-table" role="region" tabindex="0" aria-label="Tabela"><table></table></div><a href="/i/zwroty">z</a>',
    );
  });
});
