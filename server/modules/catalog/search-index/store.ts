/**
 * What the in-process search index holds (docs/decisions/2026-11-27-search-index.md): every listed product's row of
 * catalog_listing and catalog_search, with its two tsvectors packed for matching (posting lists by lexeme) and for
 * ranking (each product's lexemes with their positions), and the trigrams of its search name.
 *
 * The packed part ("base") is built once from one read of both tables. A product written later gets a new slot
 * whose vectors are kept unpacked (the "overlay"); its old slot is dead. When the overlay grows large the whole
 * store is read again in the background and swapped in.
 */
import { NameWords } from "./name-words.ts";
import { orEntryTerm, parseTsVector, rankWeightsOf, scanTsVector, type Positions, type RankWeights } from "./ts-rank.ts";

/** The search statement's ts_rank weights (D, C, B, A) for the two vectors (../search-sql.ts). */
export const SEARCH_WEIGHTS = [0.1, 0.5, 0.9, 1.0] as const;
export const FIELD_WEIGHTS = [0.3, 0.6, 0.8, 1.0] as const;
import { trigramCodes, trigramSequence } from "./pg-trgm.ts";

/** Days since 2000-01-01 (the SQL reads dates as such numbers, so comparing them is comparing dates). */
export type Day = number;

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
  sales_score: number | null;
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

/** The columns of ProductRow, read FROM PRODUCT_FROM. */
export const PRODUCT_COLUMNS = `l.product_id, l.type_id, l.category_ids, l.option_ids, l.position, l.price, l.special_price,
  l.special_from_date - DATE '2000-01-01' AS special_from, l.special_to_date - DATE '2000-01-01' AS special_to,
  l.news_from_date - DATE '2000-01-01' AS news_from, l.news_to_date - DATE '2000-01-01' AS news_to,
  l.book_premiere - DATE '2000-01-01' AS premiere, l.magazine_id, pop.sales_score, l.in_stock, l.reduction, l.reduction_percent::int AS reduction_percent,
  s.sku, s.ean, s.isbn, s.issn, s.search_name, s.title, s.search_vector::text AS search_vector, s.field_vector::text AS field_vector`;

export const PRODUCT_FROM = `catalog_listing l JOIN catalog_search s ON s.product_id = l.product_id
  LEFT JOIN product_popularity pop ON pop.product_id = l.product_id`;

const EPOCH = Date.UTC(2000, 0, 1);
/** "YYYY-MM-DD" as a Day. */
export function dayOf(iso: string): Day {
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - EPOCH) / 86_400_000);
}

/** The title column of catalog_search, from the search name (migration 0039: the words, single spaces, trimmed). */
export function titleOf(searchName: string): string {
  return searchName.replace(/[^a-z0-9]+/g, " ").trim();
}

/** A 32-bit hash (FNV-1a) of a string, to compare titles without holding them. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 0;
}

const nullable = (v: number | null) => (v === null ? Number.NaN : v);

/**
 * The listing rows, column by column (typed arrays outside the JavaScript heap, NaN for NULL), one slot per product
 * version: what the search statement's conditions, orders and facets read. Codes are matched by the database.
 */
/** The typed arrays of Columns with one value per slot, but `alive` (a taken store's slots start alive). */
const SLOT_ARRAYS = [
  "id",
  "type",
  "position",
  "price",
  "specialPrice",
  "specialFrom",
  "specialTo",
  "newsFrom",
  "newsTo",
  "premiere",
  "magazineId",
  "salesScore",
  "inStock",
  "reduction",
  "reductionPercent",
  "titleHash",
  "catStart",
  "catCount",
  "optStart",
  "optCount",
] as const;
type SlotArray = (typeof SLOT_ARRAYS)[number];

export class Columns {
  length = 0;
  private capacity = 0;
  id = new Int32Array(0);
  type = new Uint8Array(0);
  position = new Int32Array(0);
  price = new Float64Array(0);
  specialPrice = new Float64Array(0);
  specialFrom = new Float64Array(0);
  specialTo = new Float64Array(0);
  newsFrom = new Float64Array(0);
  newsTo = new Float64Array(0);
  premiere = new Float64Array(0);
  magazineId = new Float64Array(0);
  salesScore = new Float64Array(0);
  inStock = new Uint8Array(0);
  reduction = new Uint8Array(0);
  reductionPercent = new Int16Array(0);
  titleHash = new Int32Array(0);
  alive = new Uint8Array(0);
  /** categories of slot i: cats[catStart[i] .. catStart[i] + catCount[i]); options likewise */
  catStart = new Int32Array(0);
  catCount = new Int32Array(0);
  optStart = new Int32Array(0);
  optCount = new Int32Array(0);
  readonly cats = new Grow(int32(1 << 12), int32);
  readonly opts = new Grow(int32(1 << 12), int32);
  readonly searchName: string[] = [];
  /** product types by number (type holds the number) */
  readonly types: string[] = [];

  private grow(): void {
    const n = Math.max(1024, this.capacity * 2);
    const more = <T extends Int32Array | Uint8Array | Int16Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(n);
      b.set(a as never);
      return b;
    };
    this.id = more(this.id, (k) => new Int32Array(k));
    this.type = more(this.type, (k) => new Uint8Array(k));
    this.position = more(this.position, (k) => new Int32Array(k));
    for (const f of ["price", "specialPrice", "specialFrom", "specialTo", "newsFrom", "newsTo", "premiere", "magazineId", "salesScore"] as const)
      this[f] = more(this[f], (k) => new Float64Array(k));
    this.inStock = more(this.inStock, (k) => new Uint8Array(k));
    this.reduction = more(this.reduction, (k) => new Uint8Array(k));
    this.reductionPercent = more(this.reductionPercent, (k) => new Int16Array(k));
    this.titleHash = more(this.titleHash, (k) => new Int32Array(k));
    this.alive = more(this.alive, (k) => new Uint8Array(k));
    for (const f of ["catStart", "catCount", "optStart", "optCount"] as const) this[f] = more(this[f], (k) => new Int32Array(k));
    this.capacity = n;
  }

  /**
   * The first `slots` slots as read (every one alive), for another thread's store (IndexStore.base): plain data that
   * a message copies, since each thread's store marks and appends slots of its own.
   */
  snapshot(slots: number): ColumnsSnapshot {
    const arrays = Object.fromEntries(SLOT_ARRAYS.map((f) => [f, this[f].slice(0, slots)])) as Pick<Columns, SlotArray>;
    const catsEnd = slots ? this.catStart[slots - 1]! + this.catCount[slots - 1]! : 0;
    const optsEnd = slots ? this.optStart[slots - 1]! + this.optCount[slots - 1]! : 0;
    return {
      ...arrays,
      length: slots,
      cats: this.cats.data.slice(0, catsEnd),
      opts: this.opts.data.slice(0, optsEnd),
      searchName: this.searchName.slice(0, slots),
      types: [...this.types],
    };
  }

  /** Columns from a snapshot (`snapshot`), every slot alive. */
  static restore(s: ColumnsSnapshot): Columns {
    const c = new Columns();
    c.length = c.capacity = s.length;
    for (const f of SLOT_ARRAYS) (c as Record<SlotArray, unknown>)[f] = s[f];
    c.alive = new Uint8Array(s.length).fill(1);
    c.cats.adopt(s.cats);
    c.opts.adopt(s.opts);
    c.searchName.push(...s.searchName);
    c.types.push(...s.types);
    return c;
  }

  /** Appends a row as a new (alive) slot; returns the slot. */
  push(r: ProductRow): number {
    if (this.length === this.capacity) this.grow();
    const i = this.length++;
    this.id[i] = r.product_id;
    let type = this.types.indexOf(r.type_id);
    if (type < 0) type = this.types.push(r.type_id) - 1;
    this.type[i] = type;
    this.position[i] = r.position;
    this.price[i] = r.price;
    this.specialPrice[i] = nullable(r.special_price);
    this.specialFrom[i] = nullable(r.special_from);
    this.specialTo[i] = nullable(r.special_to);
    this.newsFrom[i] = nullable(r.news_from);
    this.newsTo[i] = nullable(r.news_to);
    this.premiere[i] = nullable(r.premiere);
    this.magazineId[i] = nullable(r.magazine_id);
    this.salesScore[i] = nullable(r.sales_score);
    this.inStock[i] = r.in_stock ? 1 : 0;
    this.reduction[i] = r.reduction ? 1 : 0;
    this.reductionPercent[i] = r.reduction_percent;
    this.titleHash[i] = hash32(r.title);
    this.alive[i] = 1;
    this.catStart[i] = this.cats.length;
    this.catCount[i] = r.category_ids.length;
    this.cats.append(r.category_ids);
    this.optStart[i] = this.opts.length;
    this.optCount[i] = r.option_ids.length;
    this.opts.append(r.option_ids);
    this.searchName.push(r.search_name);
    return i;
  }
}

/** A listing view's key: its category and stock flag (the day is the store's `viewsDay`). */
const viewKey = (category: number, includeOutOfStock: boolean) => `${category}:${includeOutOfStock}`;

/** How many AND rank columns a store keeps (IndexStore.andRanks): 400 kB each at 100,000 products. */
const AND_RANK_COLUMNS = 24;

/** The category of a listing view that holds every product. */
export const ALL_PRODUCTS = -1;

/**
 * A listing's rows for one category, day and stock flag (IndexStore.listingView): each row's slot, product id, price
 * paid that day and Omnibus discount (-1 without one), in the order the listing visits them, with what is derived
 * from all of them alone: the aggregations without any filter (when first asked), and each sort's order (when asked again).
 */
export interface ListingView {
  length: number;
  slot: Int32Array;
  id: Int32Array;
  finalPrice: Float64Array;
  discount: Int32Array;
  /** 0, 1, … length - 1 */
  rows: Int32Array;
  aggregations?: { option_buckets: [number, number][]; price_buckets: [number, number][] };
  /** the sorts asked once (a sort's full order is computed when it is asked again) */
  asked: Set<string>;
  /** per sort, every row in its order */
  orders: Map<string, Int32Array>;
  /** slot → row + 1 (0: not a row), made when a text search first reads the view (answer.ts rowsBySlot) */
  rowOf?: Int32Array;
}

/** One tsvector kind, packed: per lexeme the slots holding it (matching), per slot its lexemes and positions (ranking). */
export interface PackedVectors {
  /** slots of lexeme k: postSlot[postStart[k] .. postStart[k+1]), ascending */
  postStart: Int32Array;
  postSlot: Int32Array;
  /** each posting's term of ts_rank's OR score under the vector's weights (ts-rank.ts orEntryTerm) */
  postTerm: Float32Array;
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
  /** every slot's listing row (a dead slot keeps its own, unread) */
  readonly columns: Columns;
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
  /**
   * each packed slot's search name cut into trigrams once (pg-trgm.ts trigramSequence, in order, duplicates kept):
   * nameGrams[nameGramStart[i] .. nameGramStart[i+1]); empty for a name that is not ASCII
   */
  readonly nameGrams: Uint16Array;
  readonly nameGramStart: Int32Array;
  /** slots whose search name is not ASCII: their word similarity is asked of the database */
  readonly nonAscii = new Set<number>();
  /** category id → the packed slots listed under it (ascending), so a category's listing reads only its products */
  readonly categories = new Map<number, Int32Array>();
  /** hash32 of every packed product's sku, EAN, ISBN and ISSN, sorted: a search whose text names none of them asks the database for no code */
  private readonly codeHashes: Int32Array;
  /** the same for products written later (a code that left is kept: it only costs a lookup) */
  private readonly addedCodes = new Set<number>();
  deadSlots = 0;

  /** the packed slots whose name is not ASCII, as read (`nonAscii` changes with the writes; see `base`) */
  private readonly readNonAscii: number[];

  /** A store built from another thread's (`base`): the same packed data, shared, and columns of its own. */
  static fromBase(base: StoreBase): IndexStore {
    return new IndexStore({ ...base, columns: Columns.restore(base.columns) });
  }

  /**
   * What this store was built from, as it was read (every packed slot alive, no product written since): another
   * thread's store made from it (`fromBase`) and then given the writes since the same read answers as this one does.
   */
  base(): StoreBase {
    return {
      lexicon: this.lexicon,
      search: this.search,
      field: this.field,
      trigrams: this.trigrams,
      nameGrams: this.nameGrams,
      nameGramStart: this.nameGramStart,
      nonAscii: this.readNonAscii,
      codeHashes: this.codeHashes,
      columns: this.columns.snapshot(this.baseSlots),
    };
  }

  /** Built by IndexBuilder: the products in slot order and their packed vectors. */
  constructor(built: BuiltStore) {
    this.readNonAscii = [...built.nonAscii];
    this.lexicon = built.lexicon;
    this.search = built.search;
    this.field = built.field;
    this.trigrams = built.trigrams;
    this.nameGrams = built.nameGrams;
    this.nameGramStart = built.nameGramStart;
    this.columns = built.columns;
    this.baseSlots = built.columns.length;
    this.codeHashes = built.codeHashes;
    for (let i = 0; i < this.baseSlots; i++) this.slotOf.set(this.columns.id[i]!, i);
    for (const slot of built.nonAscii) this.nonAscii.add(slot);
    const { cats, catStart, catCount } = this.columns;
    const sizes = new Map<number, number>();
    for (let i = 0; i < this.baseSlots; i++)
      for (let j = catStart[i]!, end = j + catCount[i]!; j < end; j++) sizes.set(cats.data[j]!, (sizes.get(cats.data[j]!) ?? 0) + 1);
    const filled = new Map<number, number>();
    for (const [category, n] of sizes) {
      this.categories.set(category, new Int32Array(n));
      filled.set(category, 0);
    }
    for (let i = 0; i < this.baseSlots; i++)
      for (let j = catStart[i]!, end = j + catCount[i]!; j < end; j++) {
        const category = cats.data[j]!;
        const at = filled.get(category)!;
        this.categories.get(category)![at] = i;
        filled.set(category, at + 1);
      }
  }

  /** per category asked by a text search: its packed slots as a bitset (bit `slot` of word `slot >>> 5`) */
  private readonly categoryBitsets = new Map<number, Uint32Array>();

  /**
   * The packed slots listed under `category` as a bitset, so that a text search inside a category tests each match
   * in one step instead of reading the match's categories. Built on first use (12.5 kB per category at 100,000
   * slots); packed slots never change their categories (a written product moves to a new slot), so it stays true.
   */
  categoryBits(category: number): Uint32Array {
    let bits = this.categoryBitsets.get(category);
    if (!bits) {
      bits = new Uint32Array((this.baseSlots + 31) >>> 5);
      const listed = this.categories.get(category);
      if (listed) for (let i = 0; i < listed.length; i++) bits[listed[i]! >>> 5]! |= 1 << (listed[i]! & 31);
      this.categoryBitsets.set(category, bits);
    }
    return bits;
  }

  /** AND ranks of packed vectors per operand set (see `andRanks`), least recently used first */
  private readonly andRankColumns = new Map<string, Float32Array>();

  /**
   * The memo of ts_rank's AND score of every packed slot's `kind` vector for one set of operands (`key`: their lexicon
   * ranges), NaN where not computed yet. A packed vector never changes, so a value holds for the store's life. The
   * score of a vector holding only some of a query's operands is the score for those alone (answer.ts), so the rows
   * of "x wydanie" that lack "x" share the column of "wydanie"'s own lemmas with every other search of that word.
   * At most AND_RANK_COLUMNS columns are kept (4 bytes per packed slot each).
   */
  /** scores read from the kept columns (for the tests) */
  andRankReads = 0;

  /** AND rank columns kept (for the tests) */
  get andRankColumnCount(): number {
    return this.andRankColumns.size;
  }

  private words: NameWords | null = null;

  /** The packed names' words (name-words.ts), cut once a store (SearchIndex cuts them as it starts on a store). */
  nameWords(): NameWords {
    this.words ??= new NameWords(this.nameGrams, this.nameGramStart, this.baseSlots);
    return this.words;
  }

  /** The kept column of `andRanks`, without keeping one when there is none. */
  keptAndRanks(kind: "search" | "field", key: string): Float32Array | null {
    return this.andRankColumns.has(`${kind}:${key}`) ? this.andRanks(kind, key) : null;
  }

  andRanks(kind: "search" | "field", key: string): Float32Array {
    const k = `${kind}:${key}`;
    let column = this.andRankColumns.get(k);
    if (column) this.andRankColumns.delete(k);
    else {
      column = new Float32Array(this.baseSlots).fill(Number.NaN);
      if (this.andRankColumns.size >= AND_RANK_COLUMNS) this.andRankColumns.delete(this.andRankColumns.keys().next().value!);
    }
    this.andRankColumns.set(k, column);
    return column;
  }

  /** listing views (see `listingView`) by `viewKey`, all of day `viewsDay` */
  private readonly views = new Map<string, ListingView>();
  private viewsDay = Number.NaN;
  /** listing views built since the store was read (for the tests) */
  viewsBuilt = 0;

  /**
   * The rows of a listing without words, filters of their own or news flag, for one category (`ALL_PRODUCTS`: every
   * product), one day and one stock flag: built by `build` on first use and kept until a product listed under that
   * category is written (`apply`) or the day changes, so that every page, sort and price range of a category reads
   * the same rows instead of visiting all of its products again. docs/decisions/2026-11-27-search-index.md
   */
  listingView(category: number, day: Day, includeOutOfStock: boolean, build: () => ListingView): ListingView {
    if (day !== this.viewsDay) {
      this.views.clear();
      this.viewsDay = day;
    }
    const key = viewKey(category, includeOutOfStock);
    let view = this.views.get(key);
    if (!view) {
      view = build();
      this.views.set(key, view);
      this.viewsBuilt++;
    }
    return view;
  }

  /** The view `listingView` would give if it is kept (same day), without building one. */
  keptView(category: number, day: Day, includeOutOfStock: boolean): ListingView | undefined {
    return day === this.viewsDay ? this.views.get(viewKey(category, includeOutOfStock)) : undefined;
  }

  private dropViews(category: number): void {
    this.views.delete(viewKey(category, false));
    this.views.delete(viewKey(category, true));
  }

  /** A product was written: `row` is its new state, or null when it is no longer listed. */
  apply(productId: number, row: ProductRow | null): void {
    const old = this.slotOf.get(productId);
    // the views of every category it was or now is listed under, and of the whole catalogue
    if (this.views.size > 0) {
      const { cats, catStart, catCount } = this.columns;
      if (old !== undefined) for (let j = catStart[old]!, end = j + catCount[old]!; j < end; j++) this.dropViews(cats.data[j]!);
      for (const category of row?.category_ids ?? []) this.dropViews(category);
      this.dropViews(ALL_PRODUCTS);
    }
    if (old !== undefined) {
      this.columns.alive[old] = 0;
      this.overlay.delete(old);
      this.nonAscii.delete(old);
      this.slotOf.delete(productId);
      this.deadSlots++;
    }
    if (!row) return;
    const slot = this.columns.push(row);
    this.slotOf.set(productId, slot);
    this.overlay.set(slot, { search: parseTsVector(row.search_vector), field: parseTsVector(row.field_vector) });
    if (!trigramCodes(row.search_name)) this.nonAscii.add(slot);
    for (const code of codesOf(row)) this.addedCodes.add(hash32(code));
  }

  /**
   * False when no listed product's sku, EAN, ISBN or ISSN can equal any of `values` (their hashes are not held), so
   * the exact lookup would find nothing; true when one may (a hash can collide: the database then answers exactly).
   */
  mayHoldCode(values: readonly (string | null)[]): boolean {
    const held = this.codeHashes;
    for (const v of values) {
      if (v === null) continue;
      const h = hash32(v);
      if (this.addedCodes.has(h) || held[lowerBound(held, h)] === h) return true;
    }
    return false;
  }

  /** The lexeme ids [from, to) of the packed lexicon holding `word` (a prefix: all that start with it). */
  range(word: string, prefix: boolean): [number, number] {
    const lex = this.lexicon;
    const lo = lowerBound(lex, word);
    if (!prefix) return lex[lo] === word ? [lo, lo + 1] : [lo, lo];
    let end = lo;
    while (end < lex.length && lex[end]!.startsWith(word)) end++;
    return [lo, end];
  }
}

interface BuiltStore {
  columns: Columns;
  lexicon: string[];
  search: PackedVectors;
  field: PackedVectors;
  trigrams: Map<number, Int32Array>;
  nameGrams: Uint16Array;
  nameGramStart: Int32Array;
  nonAscii: number[];
  codeHashes: Int32Array;
}

/** The listing columns of a store's packed slots, as a message carries them (Columns.snapshot). */
export type ColumnsSnapshot = Pick<Columns, SlotArray | "length"> & {
  cats: Int32Array<ArrayBuffer>;
  opts: Int32Array<ArrayBuffer>;
  searchName: string[];
  types: string[];
};

/**
 * What a store was built from, for another thread of the process (IndexStore.base, IndexStore.fromBase): the packed
 * vectors, trigrams and code hashes sit in SharedArrayBuffers, which a message shares instead of copying (about 150 MB
 * at 100,000 products, held once however many threads search); the lexicon and the columns are copied (about 25 MB).
 */
export type StoreBase = Omit<BuiltStore, "columns"> & { columns: ColumnsSnapshot };

/** The first index of a sorted array whose value is not below `v` (the array's length when every value is). */
function lowerBound<T extends number | string>(sorted: ArrayLike<T>, v: T): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A product's exact codes, as the statement's `exact` lookup compares them. */
function codesOf(r: ProductRow): string[] {
  return [r.sku, r.ean, r.isbn, r.issn].filter((c): c is string => c !== null);
}

/** A typed array that grows (the build's lists live outside the JavaScript heap, whose limit is small). */
class Grow<T extends Int32Array | Uint16Array> {
  length = 0;
  data: T;
  private readonly make: (n: number) => T;
  constructor(data: T, make: (n: number) => T) {
    this.data = data;
    this.make = make;
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = v;
  }
  append(vs: ArrayLike<number>): void {
    while (this.length + vs.length > this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data.set(vs, this.length);
    this.length += vs.length;
  }
  done(): T {
    return this.data.slice(0, this.length) as T;
  }
  /** Holds `data` as its content (grown by copying, like any other). */
  adopt(data: T): void {
    this.data = data.length ? data : this.make(16);
    this.length = data.length;
  }
}

/** Typed arrays in SharedArrayBuffers: a message to another thread shares them instead of copying (StoreBase). */
const shared = {
  int32: (n: number) => new Int32Array(new SharedArrayBuffer(4 * n)),
  float32: (n: number) => new Float32Array(new SharedArrayBuffer(4 * n)),
  uint16: (n: number) => new Uint16Array(new SharedArrayBuffer(2 * n)),
  /** a shared copy of `a`'s first `n` values */
  copy<T extends Int32Array | Uint16Array>(a: T, n: number): T {
    const b = (a instanceof Int32Array ? shared.int32(n) : shared.uint16(n)) as T;
    b.set(a.subarray(0, n) as never);
    return b;
  },
};

const int32 = (n: number) => new Int32Array(n);
const uint16 = (n: number) => new Uint16Array(n);

/** One vector kind while it is read: per product its lexemes (temporary ids, in the vector's order) and positions. */
class VectorsBuilder {
  readonly docStart = new Grow(int32(1024), int32);
  readonly lex = new Grow(int32(1 << 16), int32);
  readonly posEnd = new Grow(int32(1 << 16), int32);
  readonly pos = new Grow(uint16(1 << 17), uint16);

  private idOf: (lexeme: string) => number = () => 0;
  private open = false;
  private readonly onLexeme = (lexeme: string) => {
    if (this.open) this.posEnd.push(this.pos.length);
    this.lex.push(this.idOf(lexeme));
    this.open = true;
  };
  private readonly onPosition = (packed: number) => this.pos.push(packed);

  /** One product's vector, from its text output (scanned in place: no map, no array per lexeme). */
  add(text: string, idOf: (lexeme: string) => number): void {
    this.docStart.push(this.lex.length);
    this.idOf = idOf;
    this.open = false;
    scanTsVector(text, this.onLexeme, this.onPosition);
    if (this.open) this.posEnd.push(this.pos.length);
  }

  /** Renumbers the lexemes in lexicon order (a product's lexemes keep their order: the vector's is the lexicon's). */
  pack(rank: Int32Array, lexemes: number, weights: RankWeights): PackedVectors {
    const w = rankWeightsOf(weights);
    const docs = this.docStart.length;
    const fwdStart = shared.int32(docs + 1);
    fwdStart.set(this.docStart.data.subarray(0, docs));
    const entries = this.lex.length;
    fwdStart[docs] = entries;
    const fwdLex = shared.int32(entries);
    const src = this.lex.data;
    for (let e = 0; e < entries; e++) fwdLex[e] = rank[src[e]!]!;
    const posStart = shared.int32(entries + 1);
    posStart.set(this.posEnd.data.subarray(0, entries), 1);
    const postStart = shared.int32(lexemes + 1);
    for (let e = 0; e < entries; e++) postStart[fwdLex[e]! + 1]!++;
    for (let k = 0; k < lexemes; k++) postStart[k + 1]! += postStart[k]!;
    const fill = postStart.slice(0, lexemes);
    const postSlot = shared.int32(entries);
    const postTerm = shared.float32(entries);
    const pos = shared.copy(this.pos.data, this.pos.length);
    for (let i = 0; i < docs; i++)
      for (let e = fwdStart[i]!; e < fwdStart[i + 1]!; e++) {
        const at = fill[fwdLex[e]!]!++;
        postSlot[at] = i;
        postTerm[at] = orEntryTerm(w, pos.subarray(posStart[e]!, posStart[e + 1]!));
      }
    return { postStart, postSlot, postTerm, fwdStart, fwdLex, posStart, pos };
  }
}

/** Reads the store's rows chunk by chunk (`add`), keeping only packed data, then builds it (`build`). */
export class IndexBuilder {
  private readonly columns = new Columns();
  private readonly ids = new Map<string, number>();
  private readonly search = new VectorsBuilder();
  private readonly field = new VectorsBuilder();
  private readonly gramCode = new Grow(int32(1 << 16), int32);
  private readonly gramSlot = new Grow(int32(1 << 16), int32);
  private readonly nonAscii: number[] = [];
  private readonly nameGrams = new Grow(uint16(1 << 17), uint16);
  private readonly nameGramStart = new Grow(int32(1 << 16), int32);
  private readonly codeHashes = new Grow(int32(1 << 16), int32);
  private readonly idOf = (lexeme: string) => {
    let id = this.ids.get(lexeme);
    if (id === undefined) {
      id = this.ids.size;
      // a copy of its own: the lexeme is a slice of its product's vector text, and a slice keeps the whole text it
      // was cut from (the lexicon then held about 58 MB of vector text at 100k products instead of 2)
      this.ids.set(Buffer.from(lexeme, "utf8").toString("utf8"), id);
    }
    return id;
  };

  add(rows: readonly ProductRow[]): void {
    for (const r of rows) {
      const slot = this.columns.push(r);
      this.search.add(r.search_vector, this.idOf);
      this.field.add(r.field_vector, this.idOf);
      const codes = trigramCodes(r.search_name);
      if (!codes) this.nonAscii.push(slot);
      if (this.nameGramStart.length === 0) this.nameGramStart.push(0);
      const sequence = trigramSequence(r.search_name);
      if (sequence) this.nameGrams.append(sequence);
      this.nameGramStart.push(this.nameGrams.length);
      for (const code of codesOf(r)) this.codeHashes.push(hash32(code));
      for (const g of codes ?? []) {
        this.gramCode.push(g);
        this.gramSlot.push(slot);
      }
    }
  }

  build(): IndexStore {
    const lexicon = [...this.ids.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const rank = new Int32Array(lexicon.length);
    for (const [k, l] of lexicon.entries()) rank[this.ids.get(l)!] = k;
    this.ids.clear();
    const trigrams = new Map<number, Int32Array>();
    const codes = this.gramCode.data;
    const slots = this.gramSlot.data;
    const counts = new Map<number, number>();
    for (let i = 0; i < this.gramCode.length; i++) counts.set(codes[i]!, (counts.get(codes[i]!) ?? 0) + 1);
    const fill = new Map<number, number>();
    // every trigram's slots in one shared buffer
    const all = shared.int32(this.gramCode.length);
    let start = 0;
    for (const [g, n] of counts) {
      trigrams.set(g, all.subarray(start, start + n));
      start += n;
      fill.set(g, 0);
    }
    for (let i = 0; i < this.gramCode.length; i++) {
      const g = codes[i]!;
      const at = fill.get(g)!;
      trigrams.get(g)![at] = slots[i]!;
      fill.set(g, at + 1);
    }
    return new IndexStore({
      columns: this.columns,
      lexicon,
      search: this.search.pack(rank, lexicon.length, SEARCH_WEIGHTS),
      field: this.field.pack(rank, lexicon.length, FIELD_WEIGHTS),
      trigrams,
      nameGrams: shared.copy(this.nameGrams.data, this.nameGrams.length),
      nameGramStart: this.nameGramStart.length ? shared.copy(this.nameGramStart.data, this.nameGramStart.length) : Int32Array.of(0),
      nonAscii: this.nonAscii,
      codeHashes: shared.copy(this.codeHashes.data, this.codeHashes.length).sort(),
    });
  }
}
