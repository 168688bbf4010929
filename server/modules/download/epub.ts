/**
 * An EPUB 3 of a product (docs/decisions/2026-11-26-downloads.md): `mimetype` stored first, META-INF/container.xml,
 * the package document, a navigation document and one XHTML page per chapter. Deterministic: the same product gives
 * the same bytes.
 */
import { chaptersOf, displayTitle, type BookFacts } from "./text.ts";
import { zip } from "./zip.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A fixed modification date: the file must not change from one request to the next. */
const MODIFIED = "2026-01-01T00:00:00Z";

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

const page = (title: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="pl" lang="pl">
<head><meta charset="UTF-8"/><title>${esc(title)}</title></head>
<body>
${body}
</body>
</html>
`;

export function epubOf(book: BookFacts): Buffer {
  const title = displayTitle(book);
  const chapters = chaptersOf(book);
  const files = chapters.map((c, i) => ({
    id: `ch${i + 1}`,
    href: `chapter-${i + 1}.xhtml`,
    xhtml: page(c.heading, `<section epub:type="chapter">\n<h1>${esc(c.heading)}</h1>\n${c.paragraphs.map((p) => `<p>${esc(p)}</p>`).join("\n")}\n</section>`),
    heading: c.heading,
  }));
  const nav = page(
    title,
    `<h1>${esc(title)}</h1>\n<nav epub:type="toc" id="toc">\n<ol>\n${files.map((f) => `<li><a href="${f.href}">${esc(f.heading)}</a></li>`).join("\n")}\n</ol>\n</nav>`,
  );
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="pl">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:kiosk:${esc(book.sku)}${book.fragment ? ":fragment" : ""}</dc:identifier>
    <dc:title>${esc(title)}</dc:title>
${book.author ? `    <dc:creator>${esc(book.author)}</dc:creator>\n` : ""}    <dc:language>pl</dc:language>
    <dc:publisher>Kiosk</dc:publisher>
    <meta property="dcterms:modified">${MODIFIED}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
${files.map((f) => `    <item id="${f.id}" href="${f.href}" media-type="application/xhtml+xml"/>`).join("\n")}
  </manifest>
  <spine>
${files.map((f) => `    <itemref idref="${f.id}"/>`).join("\n")}
  </spine>
</package>
`;
  return zip([
    { name: "mimetype", data: "application/epub+zip" },
    { name: "META-INF/container.xml", data: CONTAINER },
    { name: "OEBPS/content.opf", data: opf },
    { name: "OEBPS/nav.xhtml", data: nav },
    ...files.map((f) => ({ name: `OEBPS/${f.href}`, data: f.xhtml })),
  ]);
}
