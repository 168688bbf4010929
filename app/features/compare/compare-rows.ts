/**
 * The compare table: products from the catalogue search, and the attribute rows shown side by side (a row
 * appears when at least one product has a value).
 */
import { productTile, TILE_FIELDS } from "../product/page-data.ts";
import type { ProductTile } from "../product/types.ts";

export interface CompareProduct extends ProductTile {
  type: string;
  publisher: string | null;
  isbn: string | null;
  ean: string | null;
  premiere: string | null;
  publicationForm: number[];
  series: number[];
  pressType: string | null;
  editions: number | null;
  shippingSchedule: string | null;
  manufacturer: string | null;
  color: number[];
  size: number[];
}

/** What a product's tile shows (its column heading), then the compared attributes. */
export const COMPARE_FIELDS = [
  ...TILE_FIELDS, // type_id among them
  "publisher",
  "isbn",
  "ean",
  "book_premiere",
  "publication_form",
  "publishing_series",
  "press_type",
  "editions_qty",
  "shipping_schedule",
  "manufacturer",
  "color",
  "size",
];

export const COMPARE_ROWS = [
  "type",
  "author",
  "publisher",
  "isbn",
  "ean",
  "premiere",
  "publicationForm",
  "series",
  "pressType",
  "editions",
  "shippingSchedule",
  "manufacturer",
  "color",
  "size",
  "stock",
] as const;
export type CompareRowKey = (typeof COMPARE_ROWS)[number];

/** Option labels: attribute code → option id → label. */
export type CompareLabels = Record<string, Record<number, string>>;

const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : typeof v === "number" ? [v] : []);

export function compareProduct(doc: Record<string, unknown>): CompareProduct {
  return {
    ...productTile(doc),
    type: String(doc.type_id ?? ""),
    publisher: text(doc.publisher),
    isbn: text(doc.isbn),
    ean: text(doc.ean),
    premiere: text(doc.book_premiere),
    publicationForm: ids(doc.publication_form),
    series: ids(doc.publishing_series),
    pressType: text(doc.press_type),
    editions: typeof doc.editions_qty === "number" ? doc.editions_qty : null,
    shippingSchedule: text(doc.shipping_schedule),
    manufacturer: text(doc.manufacturer),
    color: ids(doc.color),
    size: ids(doc.size),
  };
}

/** Products in the order of the compare list (the search answers in its own order). */
export function inListOrder<T extends { sku: string }>(skus: readonly string[], items: readonly T[]): T[] {
  const bySku = new Map(items.map((i) => [i.sku, i]));
  return skus.flatMap((s) => (bySku.has(s) ? [bySku.get(s)!] : []));
}

export interface CompareFormat {
  date(iso: string): string;
  type(typeId: string): string;
  stock(p: CompareProduct): string;
}

/** Rows of cell texts (null = no value), without rows that are empty for every product. */
export function compareRows(
  products: readonly CompareProduct[],
  labels: CompareLabels,
  format: CompareFormat,
): { key: CompareRowKey; values: (string | null)[] }[] {
  const names = (code: string, values: number[]) => (values.length ? values.map((v) => labels[code]?.[v] ?? String(v)).join(", ") : null);
  const cell = (p: CompareProduct, key: CompareRowKey): string | null => {
    switch (key) {
      case "type":
        return format.type(p.type);
      case "author":
        return p.author;
      case "publisher":
        return p.publisher;
      case "isbn":
        return p.isbn;
      case "ean":
        return p.ean;
      case "premiere":
        return p.premiere ? format.date(p.premiere) : null;
      case "publicationForm":
        return names("publication_form", p.publicationForm);
      case "series":
        return names("publishing_series", p.series);
      case "pressType":
        return p.pressType;
      case "editions":
        return p.editions === null ? null : String(p.editions);
      case "shippingSchedule":
        return p.shippingSchedule;
      case "manufacturer":
        return p.manufacturer;
      case "color":
        return names("color", p.color);
      case "size":
        return names("size", p.size);
      case "stock":
        return format.stock(p);
    }
  };
  return COMPARE_ROWS.map((key) => ({ key, values: products.map((p) => cell(p, key)) })).filter((row) => row.values.some((v) => v !== null));
}
