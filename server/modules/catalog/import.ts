/**
 * Products as CSV, out and in (docs/decisions/2026-11-26-catalogue-csv.md, docs/api.md §18): the back office's bulk
 * export and import, and the command line's load (scripts/catalog-import.ts). One file format both ways:
 *
 *   sku,type,name,price,special_price,special_from_date,special_to_date,qty,is_in_stock,status,visibility,categories,attributes,
 *   tax_class,isbn,author,publisher[,description]
 *
 * Prices in zloty with a dot or a comma ("12.99"), dates YYYY-MM-DD, is_in_stock 1/0, status 1 (on) or 2 (off),
 * visibility 1-4, categories as category ids joined by "|", attributes as `code=option label` joined by "|".
 *
 * The import changes existing products found by sku, and creates a simple or virtual product for a sku it does not
 * know when the row says what a new product needs (import-create.ts; tax_class, isbn, author, publisher and
 * description are set only then: the panel changes them later). Every row is checked first (a failure names the file's line,
 * the column, a stable code and a Polish sentence); one failure and nothing is written. Otherwise all rows are
 * applied in one transaction through `applyStaffProductPatch`, the panel's own edit, so a price change feeds the
 * Omnibus history exactly as a panel edit does. A row equal to what is stored writes nothing.
 */
import type { Database } from "../../db/client.ts";
import type { InTransaction } from "../../db/in-transaction.ts";
import { applyStaffProductPatch, type StaffProduct, type StaffProductPatch } from "./back-office.ts";
import { syncBrands } from "./brands.ts";
import { CREATABLE_TYPES, insertNewProducts, NEW_SKU, parseIsbn, type NewProduct } from "./import-create.ts";
import { refreshListing } from "./listing-index.ts";

export const CSV_COLUMNS = [
  "sku",
  "type",
  "name",
  "price",
  "special_price",
  "special_from_date",
  "special_to_date",
  "qty",
  "is_in_stock",
  "status",
  "visibility",
  "categories",
  "attributes",
  "tax_class",
  "isbn",
  "author",
  "publisher",
  "description",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/** The export's columns: all but the description (long HTML; a new product's description is plain text). */
export const EXPORT_COLUMNS = CSV_COLUMNS.filter((c) => c !== "description");
/** Set only when a product is created (the panel changes them). */
const CREATE_ONLY = ["tax_class", "isbn", "author", "publisher", "description"] as const;

/** The most rows one import takes (the shop's whole catalogue and some). */
export const IMPORT_MAX_ROWS = 200_000;

export interface ImportError {
  /** The file's line (the header is line 1). */
  row: number;
  column: CsvColumn | null;
  code: string;
  message: string;
}

export interface ImportReport {
  applied: boolean;
  rows: number;
  changed: number;
  /** Of `changed`, the products the file created. */
  created: number;
  errors: ImportError[];
  /** What changed, product by product (the audit log keeps it). */
  changes: { sku: string; before: Partial<StaffProduct> & { categories?: number[]; attributes?: string[] }; after: Record<string, unknown> }[];
}

// ---- CSV text (RFC 4180: quotes double inside quoted fields; CRLF or LF) ----

/** One field as CSV: quoted when it holds a comma, quote or line break; a leading =+-@ is quoted with an apostrophe (spreadsheet formulas). */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let s = typeof value === "boolean" ? (value ? "1" : "0") : String(value);
  if (/^[=+\-@\t\r]/.test(s) && typeof value === "string") s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The records of a CSV text with the line each began on; a byte-order mark is dropped. */
export function parseCsv(text: string): { fields: string[]; line: number }[] {
  const out: { fields: string[]; line: number }[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let field = "";
  let fields: string[] = [];
  let start = 1;
  let quoted = false;
  let any = false;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === "\n") line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === "") {
      quoted = true;
      any = true;
    } else if (c === ",") {
      fields.push(field);
      field = "";
      any = true;
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      fields.push(field);
      if (any || field !== "") out.push({ fields, line: start });
      fields = [];
      field = "";
      any = false;
      line++;
      start = line;
    } else {
      field += c;
      any = true;
    }
  }
  if (any || field !== "") {
    fields.push(field);
    out.push({ fields, line: start });
  }
  return out;
}

// ---- export ----

interface ExportRow {
  id: number;
  sku: string;
  type_id: string;
  name: string;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  qty: number | null;
  is_in_stock: boolean | null;
  status: number;
  visibility: number;
  categories: string | null;
  attributes: string | null;
  tax_class_id: number;
  isbn: string | null;
  author: string | null;
  publisher: string | null;
}

const zloty = (grosze: number | null) => (grosze === null ? "" : (grosze / 100).toFixed(2));

/**
 * The whole catalogue as CSV text, in chunks of `batch` products (keyset on the id, so memory stays flat at 100k
 * products and the first bytes leave at once). The first chunk carries a byte-order mark and the header.
 */
export async function* exportCatalogueCsv(db: Pick<Database, "query">, batch = 2000): AsyncGenerator<string> {
  yield `\ufeff${EXPORT_COLUMNS.join(",")}\r\n`;
  let after = 0;
  for (;;) {
    const rows = await db.query<ExportRow>(
      `SELECT p.id, p.sku, p.type_id, p.name, p.price, p.special_price,
              to_char(p.special_from_date, 'YYYY-MM-DD') AS special_from_date, to_char(p.special_to_date, 'YYYY-MM-DD') AS special_to_date,
              s.qty, s.is_in_stock, p.status::int AS status, p.visibility::int AS visibility,
              (SELECT string_agg(pc.category_id::text, '|' ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id) AS categories,
              (SELECT string_agg(a.attribute_code || '=' || o.label, '|' ORDER BY a.attribute_code, o.label)
                 FROM product_attribute_values v JOIN attributes a ON a.id = v.attribute_id JOIN attribute_options o ON o.id = v.option_id
                WHERE v.product_id = p.id) AS attributes,
              p.tax_class_id, p.isbn, p.author, p.publisher
         FROM products p LEFT JOIN stock_items s ON s.product_id = p.id
        WHERE p.id > $1 ORDER BY p.id LIMIT $2`,
      [after, batch],
    );
    if (rows.length === 0) return;
    let chunk = "";
    for (const r of rows) {
      chunk += `${[
        csvField(r.sku),
        csvField(r.type_id),
        csvField(r.name),
        zloty(r.price),
        zloty(r.special_price),
        r.special_from_date ?? "",
        r.special_to_date ?? "",
        r.qty ?? "",
        r.is_in_stock === null ? "" : r.is_in_stock ? "1" : "0",
        r.status === 2 ? "2" : "1",
        r.visibility,
        csvField(r.categories ?? ""),
        csvField(r.attributes ?? ""),
        r.tax_class_id,
        csvField(r.isbn),
        csvField(r.author),
        csvField(r.publisher),
      ].join(",")}\r\n`;
    }
    yield chunk;
    after = rows[rows.length - 1]!.id;
    if (rows.length < batch) return;
  }
}

// ---- import: checking ----

/** The Polish sentence of each code (the panel and the command line show them). */
export const IMPORT_MESSAGES = {
  IMPORT_EMPTY: "Plik jest pusty albo ma tylko nagłówek.",
  IMPORT_TOO_MANY_ROWS: `Plik ma za dużo wierszy (najwięcej ${IMPORT_MAX_ROWS.toLocaleString("pl-PL")}).`,
  IMPORT_HEADER_INVALID: `Pierwszy wiersz musi zawierać nagłówki kolumn: ${CSV_COLUMNS.join(", ")}.`,
  IMPORT_COLUMN_UNKNOWN: "Nieznana kolumna w nagłówku.",
  IMPORT_ROW_SHAPE: "Wiersz ma inną liczbę kolumn niż nagłówek.",
  IMPORT_SKU_MISSING: "Brak SKU.",
  IMPORT_SKU_DUPLICATE: "To SKU występuje w pliku więcej niż raz.",
  IMPORT_SKU_UNKNOWN: "Nie ma produktu o tym SKU. Aby go dodać, podaj w wierszu typ (simple albo virtual), nazwę, cenę, klasę VAT (tax_class) i kategorie.",
  IMPORT_SKU_INVALID: "Nowe SKU może mieć tylko litery, cyfry, kropkę, myślnik i podkreślenie (najwyżej 64 znaki).",
  IMPORT_TYPE_NOT_CREATABLE: "Importem można dodać tylko produkt typu simple albo virtual; inne typy dodaje się w panelu.",
  IMPORT_TAX_CLASS_INVALID: "Klasa VAT musi być numerem klasy produktów sklepu (np. 1 książki, 2 prasa, 3 towary).",
  IMPORT_CATEGORY_REQUIRED: "Nowy produkt musi mieć co najmniej jedną kategorię.",
  IMPORT_ISBN_INVALID: "ISBN musi mieć 10 albo 13 cyfr z poprawną cyfrą kontrolną.",
  IMPORT_TEXT_INVALID: "Tekst jest za długi (autor i wydawca najwyżej 255 znaków, opis najwyżej 20 000).",
  IMPORT_CREATE_ONLY: "Tę kolumnę import ustawia tylko nowym produktom; istniejący produkt zmienia się w panelu.",
  IMPORT_TYPE_MISMATCH: "Typu produktu nie można zmienić importem.",
  IMPORT_NAME_INVALID: "Nazwa nie może być pusta ani dłuższa niż 255 znaków.",
  IMPORT_PRICE_INVALID: "Cena musi być kwotą w złotych, np. 12.99.",
  IMPORT_SPECIAL_PRICE_INVALID: "Cena promocyjna musi być kwotą w złotych niższą od ceny.",
  IMPORT_DATE_INVALID: "Data musi mieć postać RRRR-MM-DD.",
  IMPORT_WINDOW_INVALID: "Promocja nie może kończyć się przed początkiem.",
  IMPORT_QTY_INVALID: "Stan musi być liczbą całkowitą.",
  IMPORT_FLAG_INVALID: "Dostępność musi być 1 (tak) albo 0 (nie).",
  IMPORT_STATUS_INVALID: "Status musi być 1 (włączony) albo 2 (wyłączony).",
  IMPORT_VISIBILITY_INVALID: "Widoczność musi być liczbą od 1 do 4.",
  IMPORT_CATEGORY_UNKNOWN: "Nie ma kategorii o tym numerze.",
  IMPORT_ATTRIBUTE_UNKNOWN: "Nie ma cechy o tym kodzie (zapis: kod=wartość).",
  IMPORT_OPTION_UNKNOWN: "Ta cecha nie ma takiej wartości.",
} as const;
export type ImportCode = keyof typeof IMPORT_MESSAGES;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Zloty as written ("12.99", "12,99", "12") in grosze; undefined when it is not an amount. */
export function parseZlotyCell(text: string): number | undefined {
  const t = text.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return undefined;
  return Math.round(Number(t) * 100);
}

const validDay = (d: string) => DAY.test(d) && !Number.isNaN(Date.parse(d)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

interface Planned {
  line: number;
  id: number;
  sku: string;
  patch: StaffProductPatch & { name?: string };
  categories?: number[];
  attributes?: { attributeId: number; optionIds: number[]; labels: string[] }[];
  attributeText?: string[];
}

interface Current extends StaffProduct {
  categories: number[];
  attributes: string[];
  tax_class_id: number;
  isbn: string | null;
  author: string | null;
  publisher: string | null;
}

/**
 * Checks the file and, when every row is right, applies it in one transaction. A report either way: `applied`
 * false with the rows' errors (nothing written), or true with what changed.
 */
export async function importCatalogueCsv(db: Database, text: string, now: Date, inTransaction?: InTransaction): Promise<ImportReport> {
  const records = parseCsv(text);
  const fail = (errors: ImportError[]): ImportReport => ({
    applied: false,
    rows: Math.max(0, records.length - 1),
    changed: 0,
    created: 0,
    errors,
    changes: [],
  });
  const err = (row: number, column: CsvColumn | null, code: ImportCode): ImportError => ({ row, column, code, message: IMPORT_MESSAGES[code] });
  if (records.length < 2) return fail([err(1, null, "IMPORT_EMPTY")]);
  if (records.length - 1 > IMPORT_MAX_ROWS) return fail([err(1, null, "IMPORT_TOO_MANY_ROWS")]);

  const header = records[0]!.fields.map((h) => h.trim().toLowerCase());
  const index = new Map<string, number>();
  const headerErrors: ImportError[] = [];
  header.forEach((h, i) => {
    if (!(CSV_COLUMNS as readonly string[]).includes(h))
      headerErrors.push({ ...err(1, null, "IMPORT_COLUMN_UNKNOWN"), message: `Nieznana kolumna „${h}” w nagłówku.` });
    else index.set(h, i);
  });
  if (!index.has("sku")) headerErrors.push(err(1, "sku", "IMPORT_HEADER_INVALID"));
  if (headerErrors.length) return fail(headerErrors);
  const has = (c: CsvColumn) => index.has(c);

  return db.transaction(async (tx) => {
    const rows = records.slice(1);
    const skus = rows.map((r) => (r.fields[index.get("sku")!] ?? "").replace(/^'(?=[=+\-@\t\r])/, "").trim());
    const current = await loadCurrent(tx, [...new Set(skus.filter(Boolean))]);
    const categoryIds = new Set(has("categories") ? (await tx.query<{ id: number }>("SELECT id FROM categories")).map((c) => c.id) : []);
    const options = has("attributes") ? await loadOptions(tx) : new Map<string, { id: number; options: Map<string, number> }>();
    const taxClasses = new Set((await tx.query<{ id: number }>("SELECT id FROM tax_classes WHERE type = 'product'")).map((c) => c.id));
    const created: NewProduct[] = [];

    const errors: ImportError[] = [];
    const plans: Planned[] = [];
    const seen = new Set<string>();
    rows.forEach((record, n) => {
      const line = record.line;
      const before = errors.length;
      const e = (column: CsvColumn | null, code: ImportCode) => errors.push(err(line, column, code));
      if (record.fields.length !== header.length) {
        e(null, "IMPORT_ROW_SHAPE");
        return;
      }
      // a leading apostrophe before =+-@ is the export's guard against spreadsheet formulas (csvField)
      const cell = (c: CsvColumn) => (has(c) ? record.fields[index.get(c)!]!.replace(/^'(?=[=+\-@\t\r])/, "") : undefined);
      const sku = skus[n]!;
      if (!sku) {
        e("sku", "IMPORT_SKU_MISSING");
        return;
      }
      if (seen.has(sku)) {
        e("sku", "IMPORT_SKU_DUPLICATE");
        return;
      }
      seen.add(sku);
      const p = current.get(sku) ?? newProduct(sku, cell("type")?.trim());
      if (!p) {
        e("sku", "IMPORT_SKU_UNKNOWN");
        return;
      }
      const creating = p.id === 0;
      if (creating && !NEW_SKU.test(sku)) e("sku", "IMPORT_SKU_INVALID");
      if (creating && !(CREATABLE_TYPES as readonly string[]).includes(p.type_id)) e("type", "IMPORT_TYPE_NOT_CREATABLE");
      // a new product's name and price (a column the file leaves out; an empty cell is refused below)
      if (creating && cell("name") === undefined) e("name", "IMPORT_NAME_INVALID");
      if (creating && cell("price") === undefined) e("price", "IMPORT_PRICE_INVALID");
      // tax class, ISBN, author, publisher, description: a new product's; an existing one's as stored, or the panel
      const extra: Pick<NewProduct, "tax_class" | "isbn" | "author" | "publisher" | "description"> = {
        tax_class: p.tax_class_id,
        isbn: p.isbn,
        author: p.author,
        publisher: p.publisher,
        description: "",
      };
      for (const c of CREATE_ONLY) {
        const raw = cell(c);
        const t = raw?.trim() ?? "";
        if (c === "tax_class") {
          const v = /^\d{1,4}$/.test(t) ? Number(t) : Number.NaN;
          if (creating ? !taxClasses.has(v) : t !== "" && v !== p.tax_class_id) e(c, creating ? "IMPORT_TAX_CLASS_INVALID" : "IMPORT_CREATE_ONLY");
          else if (creating) extra.tax_class = v;
        } else if (c === "isbn") {
          const v = t === "" ? null : parseIsbn(t);
          if (v === undefined) e(c, "IMPORT_ISBN_INVALID");
          else if (!creating && t !== "" && v !== (p.isbn ?? "").replace(/[\s-]/g, "").toUpperCase()) e(c, "IMPORT_CREATE_ONLY");
          else if (creating) extra.isbn = v;
        } else if (c === "description") {
          if (t.length > 20_000) e(c, "IMPORT_TEXT_INVALID");
          else if (!creating && t !== "") e(c, "IMPORT_CREATE_ONLY");
          else extra.description = raw ?? "";
        } else {
          if (t.length > 255) e(c, "IMPORT_TEXT_INVALID");
          else if (!creating && t !== "" && t !== (p[c] ?? "")) e(c, "IMPORT_CREATE_ONLY");
          else if (creating) extra[c] = t === "" ? null : t;
        }
      }

      const patch: Planned["patch"] = {};
      const type = cell("type")?.trim();
      if (type !== undefined && type !== "" && type !== p.type_id) e("type", "IMPORT_TYPE_MISMATCH");
      const name = cell("name");
      if (name !== undefined) {
        const t = name.trim();
        if (t === "" || t.length > 255) e("name", "IMPORT_NAME_INVALID");
        else if (t !== p.name) patch.name = t;
      }
      const priceText = cell("price");
      let price = p.price;
      if (priceText !== undefined) {
        const v = parseZlotyCell(priceText);
        if (v === undefined) e("price", "IMPORT_PRICE_INVALID");
        else price = v;
      }
      const specialText = cell("special_price");
      let special = p.special_price;
      if (specialText !== undefined) {
        if (specialText.trim() === "") special = null;
        else {
          const v = parseZlotyCell(specialText);
          if (v === undefined) e("special_price", "IMPORT_SPECIAL_PRICE_INVALID");
          else special = v;
        }
      }
      if (special !== null && special >= price && !errors.slice(before).some((x) => x.column === "price" || x.column === "special_price")) {
        e("special_price", "IMPORT_SPECIAL_PRICE_INVALID");
      }
      const dates: Record<"special_from_date" | "special_to_date", string | null> = {
        special_from_date: p.special_from_date,
        special_to_date: p.special_to_date,
      };
      for (const c of ["special_from_date", "special_to_date"] as const) {
        const t = cell(c)?.trim();
        if (t === undefined) continue;
        if (t === "") dates[c] = null;
        else if (!validDay(t)) e(c, "IMPORT_DATE_INVALID");
        else dates[c] = t;
      }
      if (dates.special_from_date && dates.special_to_date && dates.special_from_date > dates.special_to_date) e("special_to_date", "IMPORT_WINDOW_INVALID");
      if (price !== p.price) patch.price = price;
      if (special !== p.special_price) patch.special_price = special;
      if (dates.special_from_date !== p.special_from_date) patch.special_from_date = dates.special_from_date;
      if (dates.special_to_date !== p.special_to_date) patch.special_to_date = dates.special_to_date;

      const qtyText = cell("qty")?.trim();
      if (qtyText !== undefined && qtyText !== "") {
        if (!/^-?\d{1,9}$/.test(qtyText)) e("qty", "IMPORT_QTY_INVALID");
        else if (Number(qtyText) !== p.qty) patch.qty = Number(qtyText);
      }
      const stockText = cell("is_in_stock")?.trim();
      if (stockText !== undefined && stockText !== "") {
        if (stockText !== "1" && stockText !== "0") e("is_in_stock", "IMPORT_FLAG_INVALID");
        else if ((stockText === "1") !== p.is_in_stock) patch.is_in_stock = stockText === "1";
      }
      const statusText = cell("status")?.trim();
      if (statusText !== undefined && statusText !== "") {
        if (statusText !== "1" && statusText !== "2") e("status", "IMPORT_STATUS_INVALID");
        else if (Number(statusText) !== (p.status === 2 ? 2 : 1)) patch.status = Number(statusText) as 1 | 2;
      }
      const visText = cell("visibility")?.trim();
      if (visText !== undefined && visText !== "") {
        if (!/^[1-4]$/.test(visText)) e("visibility", "IMPORT_VISIBILITY_INVALID");
        else if (Number(visText) !== p.visibility) patch.visibility = Number(visText) as 1 | 2 | 3 | 4;
      }

      const plan: Planned = { line, id: p.id, sku, patch };
      const catText = cell("categories");
      if (catText !== undefined) {
        const ids = [
          ...new Set(
            catText
              .split("|")
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ];
        if (ids.some((s) => !/^\d{1,9}$/.test(s) || !categoryIds.has(Number(s)))) e("categories", "IMPORT_CATEGORY_UNKNOWN");
        else if (creating && ids.length === 0) e("categories", "IMPORT_CATEGORY_REQUIRED");
        else {
          const wanted = ids.map(Number).sort((a, b) => a - b);
          if (wanted.join("|") !== p.categories.join("|")) plan.categories = wanted;
        }
      }
      const attrText = cell("attributes");
      if (attrText !== undefined) {
        const pairs = [
          ...new Set(
            attrText
              .split("|")
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ];
        const byAttr = new Map<number, { attributeId: number; optionIds: number[]; labels: string[] }>();
        let bad = false;
        for (const pair of pairs) {
          const eq = pair.indexOf("=");
          const attr = eq > 0 ? options.get(pair.slice(0, eq).trim()) : undefined;
          if (!attr) {
            e("attributes", "IMPORT_ATTRIBUTE_UNKNOWN");
            bad = true;
            break;
          }
          const optionId = attr.options.get(
            pair
              .slice(eq + 1)
              .trim()
              .toLowerCase(),
          );
          if (optionId === undefined) {
            e("attributes", "IMPORT_OPTION_UNKNOWN");
            bad = true;
            break;
          }
          const entry = byAttr.get(attr.id) ?? { attributeId: attr.id, optionIds: [], labels: [] };
          entry.optionIds.push(optionId);
          entry.labels.push(pair);
          byAttr.set(attr.id, entry);
        }
        if (!bad) {
          const text = pairs.map((x) => x.replace(/\s*=\s*/, "=")).sort();
          const stored = [...p.attributes].sort();
          if (text.join("|").toLowerCase() !== stored.join("|").toLowerCase()) {
            plan.attributes = [...byAttr.values()];
            plan.attributeText = text;
          }
        }
      }
      if (creating) {
        if (catText === undefined) e("categories", "IMPORT_CATEGORY_REQUIRED");
        if (errors.length === before) {
          created.push({
            line,
            sku,
            type: p.type_id as NewProduct["type"],
            name: patch.name ?? "",
            price,
            special_price: special,
            special_from_date: dates.special_from_date,
            special_to_date: dates.special_to_date,
            qty: patch.qty ?? 0,
            // in stock unless the file says otherwise: a physical product with nothing counted is not
            is_in_stock: stockText === "1" ? true : stockText === "0" ? false : p.type_id !== "simple" || (patch.qty ?? 0) > 0,
            status: patch.status ?? 1,
            visibility: patch.visibility ?? 4,
            categories: plan.categories ?? [],
            attributes: (plan.attributes ?? []).map(({ attributeId, optionIds }) => ({ attributeId, optionIds })),
            ...extra,
          });
        }
        return;
      }
      if (errors.length === before && (Object.keys(patch).length || plan.categories || plan.attributes)) plans.push(plan);
    });
    if (errors.length) return fail(errors);

    const changes: ImportReport["changes"] = [];
    for (const plan of plans) {
      const before = current.get(plan.sku)!;
      if (Object.keys(plan.patch).length) {
        const outcome = await applyStaffProductPatch(tx, plan.id, plan.patch, now);
        // Checked above; a refusal here means the rules moved apart: stop, and the transaction writes nothing.
        if (!outcome.ok) throw new Error(`import line ${plan.line}: ${outcome.code} ${outcome.message}`);
      }
      if (plan.categories) {
        await tx.query("DELETE FROM product_categories WHERE product_id = $1 AND NOT (category_id = ANY($2::int[]))", [plan.id, plan.categories]);
        await tx.query(
          `INSERT INTO product_categories (product_id, category_id, position) SELECT $1, c, 0 FROM unnest($2::int[]) AS c
           ON CONFLICT DO NOTHING`,
          [plan.id, plan.categories],
        );
      }
      if (plan.attributes) {
        await tx.query("DELETE FROM product_attribute_values WHERE product_id = $1", [plan.id]);
        const optionIds = plan.attributes.flatMap((a) => a.optionIds);
        const attributeIds = plan.attributes.flatMap((a) => a.optionIds.map(() => a.attributeId));
        await tx.query(
          `INSERT INTO product_attribute_values (product_id, attribute_id, option_id)
           SELECT $1, a, o FROM unnest($2::int[], $3::int[]) AS x(a, o) ON CONFLICT DO NOTHING`,
          [plan.id, attributeIds, optionIds],
        );
      }
      const after: Record<string, unknown> = { ...plan.patch };
      if (plan.categories) after.categories = plan.categories;
      if (plan.attributeText) after.attributes = plan.attributeText;
      const was: Record<string, unknown> = {};
      for (const k of Object.keys(after)) was[k] = (before as unknown as Record<string, unknown>)[k];
      changes.push({ sku: plan.sku, before: was as ImportReport["changes"][number]["before"], after });
    }
    await insertNewProducts(tx, created, now);
    for (const n of created) {
      const { line: _line, ...after } = n;
      changes.push({ sku: n.sku, before: {}, after: { created: true, ...after } });
    }
    const report: ImportReport = { applied: true, rows: rows.length, changed: plans.length + created.length, created: created.length, errors: [], changes };
    // the caller's audit row commits with the rows (docs/decisions/2026-11-26-audit-atomic.md)
    if (inTransaction) await inTransaction(tx, { before: null, after: report });
    return report;
  });
}

/** A sku the shop does not know, as a product to create (id 0) when its row names a type; else undefined. */
function newProduct(sku: string, type: string | undefined): Current | undefined {
  if (!type) return undefined;
  return {
    id: 0,
    sku,
    type_id: type,
    name: "",
    url_path: "",
    status: 1,
    visibility: 4,
    price: 0,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    qty: 0,
    is_in_stock: true,
    categories: [],
    attributes: [],
    tax_class_id: 0,
    isbn: null,
    author: null,
    publisher: null,
  } as Current;
}

/**
 * The import and, when it applied anything, the listing index of the changed products (the panel's service and the
 * command line both call this). Other processes' page caches follow through the page-version triggers.
 */
export async function runCatalogueImport(db: Database, text: string, now: Date, inTransaction?: InTransaction): Promise<ImportReport> {
  const report = await importCatalogueCsv(db, text, now, inTransaction);
  if (report.applied && report.changed > 0) {
    await refreshAfterImport(
      db,
      report.changes.map((c) => c.sku),
      now,
    );
    if (report.created > 0) {
      // the new products' authors and publishers get their pages (brands.ts)
      const created = report.changes.filter((c) => c.after.created === true).map((c) => c.sku);
      const ids = await db.query<{ id: number }>("SELECT id FROM products WHERE sku = ANY($1::text[])", [created]);
      await syncBrands(
        db,
        ids.map((r) => r.id),
      );
    }
  }
  return report;
}

/** After an applied import: the listing index of the changed products and their configurable parents. */
export async function refreshAfterImport(db: Database, skus: string[], now: Date): Promise<void> {
  if (skus.length === 0) return;
  const ids = await db.query<{ id: number }>(
    `SELECT p.id FROM products p WHERE p.sku = ANY($1::text[])
     UNION SELECT l.parent_id FROM product_super_links l JOIN products c ON c.id = l.child_id WHERE c.sku = ANY($1::text[])`,
    [skus],
  );
  const all = ids.map((r) => r.id);
  // Large loads in slices, so one statement does not hold a huge array.
  for (let i = 0; i < all.length; i += 5000) await refreshListing(db, all.slice(i, i + 5000), now);
}

async function loadCurrent(tx: Pick<Database, "query">, skus: string[]): Promise<Map<string, Current>> {
  const out = new Map<string, Current>();
  for (let i = 0; i < skus.length; i += 5000) {
    const rows = await tx.query<Current>(
      `SELECT p.id, p.sku, p.name, p.type_id, p.url_path, p.status::int AS status, p.visibility::int AS visibility, p.price, p.special_price,
              to_char(p.special_from_date, 'YYYY-MM-DD') AS special_from_date, to_char(p.special_to_date, 'YYYY-MM-DD') AS special_to_date,
              s.qty, s.is_in_stock, p.tax_class_id, p.isbn, p.author, p.publisher,
              coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id), '{}') AS categories,
              coalesce((SELECT array_agg(a.attribute_code || '=' || o.label) FROM product_attribute_values v
                         JOIN attributes a ON a.id = v.attribute_id JOIN attribute_options o ON o.id = v.option_id WHERE v.product_id = p.id), '{}') AS attributes
         FROM products p LEFT JOIN stock_items s ON s.product_id = p.id WHERE p.sku = ANY($1::text[])`,
      [skus.slice(i, i + 5000)],
    );
    for (const r of rows) out.set(r.sku, { ...r, categories: r.categories.map(Number), attributes: r.attributes });
  }
  return out;
}

async function loadOptions(tx: Pick<Database, "query">): Promise<Map<string, { id: number; options: Map<string, number> }>> {
  const rows = await tx.query<{ attribute_id: number; attribute_code: string; option_id: number | null; label: string | null }>(
    `SELECT a.id AS attribute_id, a.attribute_code, o.id AS option_id, o.label
       FROM attributes a LEFT JOIN attribute_options o ON o.attribute_id = a.id ORDER BY a.id, o.sort_order, o.id`,
  );
  const out = new Map<string, { id: number; options: Map<string, number> }>();
  for (const r of rows) {
    const entry = out.get(r.attribute_code) ?? { id: r.attribute_id, options: new Map<string, number>() };
    if (r.option_id !== null && r.label !== null && !entry.options.has(r.label.toLowerCase())) entry.options.set(r.label.toLowerCase(), r.option_id);
    out.set(r.attribute_code, entry);
  }
  return out;
}
