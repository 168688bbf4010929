/**
 * What the in-process search index holds (docs/decisions/2026-11-27-search-index.md): every listed product's row of
 * catalog_listing and catalog_search, with its two tsvectors packed for matching (posting lists by lexeme) and for
 * ranking (each product's lexemes with their positions), and the trigrams of its search name.
 *
 * The packed part ("base") is built once from one read of both tables. A product written later gets a new slot
 * whose vectors are kept unpacked (the "overlay"); its old slot is dead. When the overlay grows large the whole
 * store is read again in the background and swapped in.
 */
import { parseTsVector, type Positions } from "./ts-rank.ts";
import { trigramCodes } from "./pg-trgm.ts";

/** Days since 2000-01-01 (the SQL reads dates as such numbers, so comparing them is comparing dates). */
export type Day = number;

/** A product's listing row and search columns, as the search statement reads them. */
export interface IndexedProduct {
  id: number;
  typeId: string;
  categoryIds: readonly number[];
  optionIds: readonly number[];
  position: number;
  price: number;
  specialPrice: number | null;
  specialFrom: Day | null;
  specialTo: Day | null;
  newsFrom: Day | null;
  newsTo: Day | null;
  premiere: Day | null;
  magazineId: number | null;
  inStock: boolean;
  reduction: boolean;
  reductionPercent: number;
  sku: string;
  ean: string | null;
  isbn: string | null;
  issn: string | null;
  searchName: string;
  title: string;
}

/** The rows as read from the database (one statement for the whole load, or for some products). */
export interface ProductRow {
  product_id: number;
  type_id: string;
  category_ids: number[];
  option_ids: number[];
  position: number;
  price: number;
  special_price: number | null;
  special_from: number | null;
  special_to: number | null;
  news_from: number | null;
  news_to: number | null;
  premiere: number | null;
  magazine_id: number | null;
  in_stock: boolean;
  reduction: boolean;
  reduction_percent: number;
  sku: string;
  ean: string | null;
  isbn: string | null;
  issn: string | null;
  search_name: string;
  title: string;
  search_vector: string;
  field_vector: string;
}

/** The columns of ProductRow, for `FROM catalog_listing l JOIN catalog_search s ON s.product_id = l.product_id`. */
export const PRODUCT_COLUMNS = `l.product_id, l.type_id, l.category_ids, l.option_ids, l.position, l.price, l.special_price,
  l.special_from_date - DATE '2000-01-01' AS special_from, l.special_to_date - DATE '2000-01-01' AS special_to,
  l.news_from_date - DATE '2000-01-01' AS news_from, l.news_to_date - DATE '2000-01-01' AS news_to,
  l.book_premiere - DATE '2000-01-01' AS premiere, l.magazine_id, l.in_stock, l.reduction, l.reduction_percent::int AS reduction_percent,
  s.sku, s.ean, s.isbn, s.issn, s.search_name, s.title, s.search_vector::text AS search_vector, s.field_vector::text AS field_vector`;

const EPOCH = Date.UTC(2000, 0, 1);
/** "YYYY-MM-DD" as a Day. */
export function dayOf(iso: string): Day {
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - EPOCH) / 86_400_000);
}

export function productOf(r: ProductRow): IndexedProduct {
  return {
    id: r.product_id,
    typeId: r.type_id,
    categoryIds: r.category_ids,
    optionIds: r.option_ids,
    position: r.position,
    price: r.price,
    specialPrice: r.special_price,
    specialFrom: r.special_from,
    specialTo: r.special_to,
    newsFrom: r.news_from,
    newsTo: r.news_to,
    premiere: r.premiere,
    magazineId: r.magazine_id,
    inStock: r.in_stock,
    reduction: r.reduction,
    reductionPercent: r.reduction_percent,
    sku: r.sku,
    ean: r.ean,
    isbn: r.isbn,
    issn: r.issn,
    searchName: r.search_name,
    title: r.title,
  };
}

/** One tsvector kind, packed: per lexeme the slots holding it (matching), per slot its lexemes and positions (ranking). */
export interface PackedVectors {
  /** slots of lexeme k: postSlot[postStart[k] .. postStart[k+1]), ascending */
  postStart: Int32Array;
  postSlot: Int32Array;
  /** entries of slot i: fwdLex[fwdStart[i] .. fwdStart[i+1]), ascending lexeme ids; positions of entry e: pos[posStart[e] .. posStart[e+1]) */
  fwdStart: Int32Array;
  fwdLex: Int32Array;
  posStart: Int32Array;
  pos: Uint16Array;
}

/** An overlay slot's vectors, unpacked. */
export interface LooseVectors {
  search: Map<string, Positions>;
  field: Map<string, Positions>;
}

export class IndexStore {
  /** every slot's product (dead slots keep theirs, unread) */
  readonly products: IndexedProduct[] = [];
  readonly alive: boolean[] = [];
  /** product id → its live slot */
  readonly slotOf = new Map<number, number>();
  /** the lexicon of the packed slots, sorted (so a prefix is a range of ids) */
  readonly lexicon: string[];
  readonly search: PackedVectors;
  readonly field: PackedVectors;
  /** slots below this are packed; the rest are overlay slots */
  readonly baseSlots: number;
  readonly overlay = new Map<number, LooseVectors>();
  /** trigram (pg-trgm.ts trigramCodes) → packed slots whose search name has it */
  readonly trigrams: Map<number, Int32Array>;
  /** slots whose search name is not ASCII: their word similarity is asked of the database */
  readonly nonAscii = new Set<number>();
  /** exact codes → slots (sku, ean, isbn, issn); checked against the live product when read */
  readonly codes = new Map<string, number[]>();
  deadSlots = 0;

  constructor(rows: readonly ProductRow[]) {
    const n = rows.length;
    const ids = new Map<string, number>();
    const idOf = (lexeme: string) => {
      let id = ids.get(lexeme);
      if (id === undefined) {
        id = ids.size;
        ids.set(lexeme, id);
      }
      return id;
    };
    const parsed: [Map<string, Positions>, Map<string, Positions>][] = [];
    const grams = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const r = rows[i]!;
      const p = productOf(r);
      this.products.push(p);
      this.alive.push(true);
      this.slotOf.set(p.id, i);
      const sv = parseTsVector(r.search_vector);
      const fv = parseTsVector(r.field_vector);
      for (const k of sv.keys()) idOf(k);
      for (const k of fv.keys()) idOf(k);
      parsed.push([sv, fv]);
      const codes = trigramCodes(p.searchName);
      if (!codes) this.nonAscii.add(i);
      for (const g of codes ?? []) {
        const list = grams.get(g);
        if (list) list.push(i);
        else grams.set(g, [i]);
      }
      this.addCodes(p, i);
    }
    this.lexicon = [...ids.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const rank = new Map<string, number>();
    for (const [k, l] of this.lexicon.entries()) rank.set(l, k);
    this.search = pack(
      parsed.map((v) => v[0]),
      rank,
      this.lexicon.length,
    );
    this.field = pack(
      parsed.map((v) => v[1]),
      rank,
      this.lexicon.length,
    );
    this.trigrams = new Map([...grams].map(([g, slots]) => [g, Int32Array.from(slots)]));
    this.baseSlots = n;
  }

  private addCodes(p: IndexedProduct, slot: number): void {
    for (const code of [p.sku, p.ean, p.isbn, p.issn]) {
      if (!code) continue;
      const list = this.codes.get(code);
      if (list) list.push(slot);
      else this.codes.set(code, [slot]);
    }
  }

  /** A product was written: `row` is its new state, or null when it is no longer listed. */
  apply(productId: number, row: ProductRow | null): void {
    const old = this.slotOf.get(productId);
    if (old !== undefined) {
      this.alive[old] = false;
      this.overlay.delete(old);
      this.nonAscii.delete(old);
      this.slotOf.delete(productId);
      this.deadSlots++;
    }
    if (!row) return;
    const slot = this.products.length;
    const p = productOf(row);
    this.products.push(p);
    this.alive.push(true);
    this.slotOf.set(productId, slot);
    this.overlay.set(slot, { search: parseTsVector(row.search_vector), field: parseTsVector(row.field_vector) });
    if (!trigramCodes(p.searchName)) this.nonAscii.add(slot);
    this.addCodes(p, slot);
  }

  /** The lexeme ids [from, to) of the packed lexicon holding `word` (a prefix: all that start with it). */
  range(word: string, prefix: boolean): [number, number] {
    const lex = this.lexicon;
    let lo = 0;
    let hi = lex.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (lex[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    if (!prefix) return lex[lo] === word ? [lo, lo + 1] : [lo, lo];
    let end = lo;
    while (end < lex.length && lex[end]!.startsWith(word)) end++;
    return [lo, end];
  }
}

/** Packs each slot's vector: lexeme ids in lexicon order (the vector's own order), positions as stored. */
function pack(vectors: readonly Map<string, Positions>[], rank: ReadonlyMap<string, number>, lexemes: number): PackedVectors {
  let entries = 0;
  let positions = 0;
  const counts = new Int32Array(lexemes + 1);
  for (const v of vectors)
    for (const [k, p] of v) {
      entries++;
      positions += p.length;
      counts[rank.get(k)! + 1]!++;
    }
  const fwdStart = new Int32Array(vectors.length + 1);
  const fwdLex = new Int32Array(entries);
  const posStart = new Int32Array(entries + 1);
  const pos = new Uint16Array(positions);
  const postStart = new Int32Array(lexemes + 1);
  for (let k = 0; k < lexemes; k++) postStart[k + 1] = postStart[k]! + counts[k + 1]!;
  const fill = postStart.slice(0, lexemes);
  const postSlot = new Int32Array(entries);
  let e = 0;
  let q = 0;
  for (let i = 0; i < vectors.length; i++) {
    fwdStart[i] = e;
    const ordered = [...vectors[i]!].map(([k, p]) => [rank.get(k)!, p] as const).sort((a, b) => a[0] - b[0]);
    for (const [k, p] of ordered) {
      fwdLex[e] = k;
      posStart[e] = q;
      pos.set(p, q);
      q += p.length;
      e++;
      postSlot[fill[k]!++] = i;
    }
  }
  fwdStart[vectors.length] = e;
  posStart[entries] = q;
  return { postStart, postSlot, fwdStart, fwdLex, posStart, pos };
}
