/** The file generator: a valid stored zip, an EPUB 3 with its mimetype first, a PDF whose cross-reference table is true. */
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { epubOf } from "./epub.ts";
import { FileCache, fileName, renderFile } from "./files.ts";
import { pdfOf } from "./pdf.ts";
import { rangeOf } from "./range.ts";
import { zip } from "./zip.ts";
import { readLink, signLink } from "./link-token.ts";

const book = { sku: "EB-000026", title: "Cisza nad fiordem (e-book)", author: "Ingrid Dahl", fragment: false, copyOf: "000000042" };

/** Reads a zip through its central directory, checking each local header against it. */
function unzip(buf: Buffer) {
  const end = buf.length - 22;
  expect(buf.readUInt32LE(end)).toBe(0x06054b50);
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const entries: { name: string; method: number; extra: number; data: Buffer; offset: number }[] = [];
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(at)).toBe(0x02014b50);
    const method = buf.readUInt16LE(at + 10);
    const crc = buf.readUInt32LE(at + 16);
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const offset = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString();
    expect(buf.readUInt32LE(offset)).toBe(0x04034b50);
    const extra = buf.readUInt16LE(offset + 28);
    const data = buf.subarray(offset + 30 + nameLen + extra, offset + 30 + nameLen + extra + size);
    expect(crc32(data) >>> 0).toBe(crc);
    entries.push({ name, method, extra, data, offset });
    at += 46 + nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return entries;
}

describe("zip", () => {
  it("writes stored entries whose headers, sizes and CRCs agree, in the given order", () => {
    const entries = unzip(
      zip([
        { name: "a.txt", data: "hello" },
        { name: "dir/żółw.bin", data: new Uint8Array([0, 1, 2, 255]) },
      ]),
    );
    expect(entries.map((e) => [e.name, e.method, e.data.toString("hex")])).toEqual([
      ["a.txt", 0, Buffer.from("hello").toString("hex")],
      ["dir/żółw.bin", 0, "000102ff"],
    ]);
  });
});

describe("EPUB", () => {
  it("has the uncompressed mimetype first, the container, the package with title and author, a nav and the chapters", () => {
    const entries = unzip(epubOf(book));
    expect(entries[0]).toMatchObject({ name: "mimetype", method: 0, extra: 0, offset: 0 });
    expect(entries[0]!.data.toString()).toBe("application/epub+zip");
    const names = entries.map((e) => e.name);
    expect(names).toEqual(["mimetype", "META-INF/container.xml", "OEBPS/content.opf", "OEBPS/nav.xhtml", "OEBPS/chapter-1.xhtml", "OEBPS/chapter-2.xhtml"]);
    const text = (n: string) => entries.find((e) => e.name === n)!.data.toString();
    expect(text("META-INF/container.xml")).toContain('full-path="OEBPS/content.opf"');
    const opf = text("OEBPS/content.opf");
    expect(opf).toContain("<dc:title>Cisza nad fiordem (e-book)</dc:title>");
    expect(opf).toContain("<dc:creator>Ingrid Dahl</dc:creator>");
    expect(opf).toContain('properties="nav"');
    expect(opf).toMatch(/<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/);
    expect(text("OEBPS/chapter-1.xhtml")).toContain("Egzemplarz zamówienia nr 000000042");
  });

  it("a sample is one chapter marked Fragment; the same facts give the same bytes", () => {
    const sample = unzip(epubOf({ ...book, fragment: true, copyOf: null }));
    expect(sample.map((e) => e.name)).not.toContain("OEBPS/chapter-2.xhtml");
    expect(sample.find((e) => e.name === "OEBPS/content.opf")!.data.toString()).toContain("– Fragment</dc:title>");
    expect(epubOf(book).equals(epubOf(book))).toBe(true);
    expect(epubOf(book).equals(epubOf({ ...book, sku: "EB-000027" }))).toBe(false);
  });

  it("escapes markup in titles", () => {
    const opf = unzip(epubOf({ ...book, title: 'A <b> & "c"' }))
      .find((e) => e.name === "OEBPS/content.opf")!
      .data.toString();
    expect(opf).toContain("<dc:title>A &lt;b&gt; &amp; &quot;c&quot;</dc:title>");
  });
});

describe("PDF", () => {
  it("has a true cross-reference table, one page per chapter, and the title in its information", () => {
    const pdf = pdfOf(book).toString("latin1");
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBe(8); // catalog, pages, font, info, and a page and its content per chapter
    for (const [i, o] of offsets.entries()) expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    expect(pdf).toContain("/Count 2");
    for (const m of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = m.index! + m[0].length;
      expect(pdf.slice(start + Number(m[1]), start + Number(m[1]) + 9)).toBe("endstream");
    }
    const title = Buffer.from(`\ufeff${book.title}`, "utf16le").swap16().toString("hex").toUpperCase();
    expect(pdf).toContain(`/Title <${title}>`);
    expect(pdf).toContain("(Cisza nad fiordem \\(e-book\\)) Tj");
    // Polish letters through the font's own codes: ł is code 7 (/lslash), ó WinAnsi's 0363
    expect(pdf).toContain("/Differences [1 /aogonek /Aogonek /cacute /Cacute /eogonek /Eogonek /lslash /Lslash");
    expect(pdf).toContain("(Rozdzia\\007 1) Tj");
    expect(pdfOf({ ...book, title: "Żółw" }).toString("latin1")).toContain("(\\020\\363\\007w) Tj");
    expect(pdfOf({ ...book, fragment: true }).toString("latin1")).toContain("/Count 1");
  });
});

describe("files", () => {
  it("renders with a content ETag, caches within its size, and names files in ASCII", () => {
    const a = renderFile(book, "epub");
    expect(a.etag).toBe(renderFile(book, "epub").etag);
    expect(a.contentType).toBe("application/epub+zip");
    const cache = new FileCache(a.bytes.length * 2 + 10);
    for (const sku of ["EB-1", "EB-2", "EB-3", "EB-4"]) cache.get({ ...book, sku }, "epub");
    expect(cache.size).toBe(2);
    expect(fileName({ ...book, title: "Żółta łódź: część 1" }, "pdf")).toBe("zolta-lodz-czesc-1-eb-000026.pdf");
  });

  it("reads ranges as RFC 9110 says", () => {
    expect(rangeOf(undefined, 100, undefined, "e")).toEqual({ kind: "full" });
    expect(rangeOf("bytes=0-9", 100, undefined, "e")).toEqual({ kind: "partial", start: 0, end: 9 });
    expect(rangeOf("bytes=90-", 100, undefined, "e")).toEqual({ kind: "partial", start: 90, end: 99 });
    expect(rangeOf("bytes=-10", 100, undefined, "e")).toEqual({ kind: "partial", start: 90, end: 99 });
    expect(rangeOf("bytes=50-500", 100, undefined, "e")).toEqual({ kind: "partial", start: 50, end: 99 });
    expect(rangeOf("bytes=100-", 100, undefined, "e")).toEqual({ kind: "unsatisfiable" });
    expect(rangeOf("bytes=0-1,5-6", 100, undefined, "e")).toEqual({ kind: "full" });
    expect(rangeOf("bytes=0-9", 100, '"old"', '"new"')).toEqual({ kind: "full" });
  });

  it("signs links that cannot be altered", () => {
    const t = signLink("s".repeat(32), { grantId: 7, customerId: 9, expires: 1000 });
    expect(readLink("s".repeat(32), t)).toEqual({ grantId: 7, customerId: 9, expires: 1000 });
    expect(readLink("t".repeat(32), t)).toBeNull();
    expect(readLink("s".repeat(32), t.replace(/^7\./, "8."))).toBeNull();
  });
});
