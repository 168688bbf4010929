/**
 * The bytes of a downloadable file, made on demand from its product (docs/decisions/2026-11-26-downloads.md): no
 * file is stored; the same facts give the same bytes, so the ETag is a hash of the content. Rendered files are
 * kept in a small in-memory cache bounded by total size.
 */
import { createHash } from "node:crypto";
import { epubOf } from "./epub.ts";
import { pdfOf } from "./pdf.ts";
import type { BookFacts } from "./text.ts";

export type FileFormat = "epub" | "pdf";
export const FILE_FORMATS: readonly FileFormat[] = ["epub", "pdf"];
export const isFileFormat = (f: string): f is FileFormat => (FILE_FORMATS as readonly string[]).includes(f);

export const CONTENT_TYPES: Record<FileFormat, string> = {
  epub: "application/epub+zip",
  pdf: "application/pdf",
};

export interface RenderedFile {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

export function renderFile(book: BookFacts, format: FileFormat): RenderedFile {
  const bytes = format === "epub" ? epubOf(book) : pdfOf(book);
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
  return { bytes, contentType: CONTENT_TYPES[format], etag };
}

/** A cache of rendered files, least recently used out first once `maxBytes` are held. */
export class FileCache {
  private readonly entries = new Map<string, RenderedFile>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes = 8 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  get(book: BookFacts, format: FileFormat): RenderedFile {
    const key = JSON.stringify([book.sku, book.title, book.author, book.fragment, book.copyOf ?? null, format]);
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const file = renderFile(book, format);
    this.entries.set(key, file);
    this.bytes += file.bytes.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes || this.entries.size === 1) break;
      this.entries.delete(k);
      this.bytes -= v.bytes.length;
    }
    return file;
  }

  get size() {
    return this.entries.size;
  }
}

/** The file name offered to the browser: ASCII, from the title and sku. */
export function fileName(book: BookFacts, format: FileFormat): string {
  const slug = book.title
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "plik"}-${book.sku.toLowerCase()}${book.fragment ? "-fragment" : ""}.${format}`;
}
