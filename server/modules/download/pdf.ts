/**
 * A PDF of a product, written by hand (PDF 1.4): one page per chapter, Helvetica, the title on top, Polish letters
 * through the font's encoding (below); the document information carries the exact title and author in UTF-16.
 * Deterministic: no dates, no random ids.
 */
import { chaptersOf, displayTitle, type BookFacts } from "./text.ts";

/**
 * Polish letters the standard encoding lacks get codes 1–16 of the font's own encoding (a /Differences array
 * naming their glyphs); ó, Ó, the quotes and the dashes are in WinAnsi. Anything else loses its marks.
 */
const POLISH = ["ą", "Ą", "ć", "Ć", "ę", "Ę", "ł", "Ł", "ń", "Ń", "ś", "Ś", "ź", "Ź", "ż", "Ż"];
const GLYPHS = "/aogonek /Aogonek /cacute /Cacute /eogonek /Eogonek /lslash /Lslash /nacute /Nacute /sacute /Sacute /zacute /Zacute /zdotaccent /Zdotaccent";
const WIN_ANSI: Record<string, number> = { ó: 0xf3, Ó: 0xd3, "„": 0x84, "”": 0x94, "“": 0x93, "–": 0x96, "—": 0x97 };

/** The text as the page's font codes (one byte per character). */
function encode(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const polish = POLISH.indexOf(ch);
    if (polish >= 0) out.push(polish + 1);
    else if (WIN_ANSI[ch] !== undefined) out.push(WIN_ANSI[ch]);
    else {
      const plain = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out.push(/^[\x20-\x7e]$/.test(plain) ? plain.charCodeAt(0) : 0x3f);
    }
  }
  return out;
}

/** A literal string of font codes: printable ASCII as is (with \\, \( and \) escaped), the rest in octal. */
const literal = (s: string) =>
  `(${encode(s)
    .map((c) =>
      c === 0x5c || c === 0x28 || c === 0x29
        ? `\\${String.fromCharCode(c)}`
        : c >= 0x20 && c <= 0x7e
          ? String.fromCharCode(c)
          : `\\${c.toString(8).padStart(3, "0")}`,
    )
    .join("")})`;

/** A text string in UTF-16BE with its byte-order mark, as hex: any title, exactly. */
const utf16 = (s: string) => {
  const bytes = [0xfe, 0xff];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    bytes.push(c >> 8, c & 0xff);
  }
  return `<${Buffer.from(bytes).toString("hex").toUpperCase()}>`;
};

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function pageContent(title: string, heading: string, paragraphs: string[]): string {
  const ops: string[] = [
    "BT",
    "/F1 18 Tf",
    "72 770 Td",
    `${literal(title)} Tj`,
    "/F1 14 Tf",
    "0 -32 Td",
    `${literal(heading)} Tj`,
    "/F1 11 Tf",
    "14 TL",
    "0 -10 Td",
  ];
  for (const p of paragraphs) {
    ops.push("T*");
    for (const line of wrap(p, 80)) ops.push(`T* ${literal(line)} Tj`);
  }
  ops.push("ET");
  return `${ops.join("\n")}\n`;
}

export function pdfOf(book: BookFacts): Buffer {
  const title = displayTitle(book);
  const chapters = chaptersOf(book);
  // 1 catalog, 2 pages, 3 font, 4 info, then a page and its content per chapter
  const pageIds = chapters.map((_, i) => 5 + i * 2);
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${chapters.length} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [1 ${GLYPHS}] >> >>`,
    `<< /Title ${utf16(title)}${book.author ? ` /Author ${utf16(book.author)}` : ""} /Subject ${utf16(book.sku)} /Producer (Kiosk) >>`,
  ];
  for (const [i, c] of chapters.entries()) {
    const stream = pageContent(title, c.heading, c.paragraphs);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`);
    objects.push(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}endstream`);
  }
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
