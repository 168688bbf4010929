/**
 * A text search answered from the in-process index (docs/decisions/2026-11-27-search-index.md): the same total,
 * page and aggregations as the statement of ../search-sql.ts, computed the same way and with the same arithmetic
 * (PostgreSQL's ts_rank and pg_trgm's word similarity are mirrored in ./ts-rank.ts and ./pg-trgm.ts, rounded to
 * `real` where the statement rounds), so the page is identical to the last tie-break. The statement stays the
 * answer for what the index does not hold (see `supports`).
 */
import { PRICE_RANGES, type SortKey } from "../../../../domain/catalog-query.ts";
import { MIN_SCORE, type ProductSearchSql } from "../search-sql.ts";
import { dayOf, FIELD_WEIGHTS, SEARCH_WEIGHTS, type Day, type IndexedProduct, type IndexStore, type PackedVectors } from "./store.ts";
import { addOrTerm, finishOr, prepareRankQuery, tsRank, type Positions, type RankOperand, type RankQuery } from "./ts-rank.ts";
import { trigramCodes, wordSimilarity, wordSimilarityAtLeast } from "./pg-trgm.ts";

const NOT_SELLABLE_EARLY = new Set(["virtual", "downloadable"]);

export interface SearchAnswer {
  total: number;
  ids: number[];
  option_buckets: [number, number][];
  price_buckets: [number, number][];
}

/** What an answer reads from the database. */
export interface AnswerReads {
  /** pg_trgm's word similarity of the text to some products' search names (those the index cannot compute: non-ASCII) */
  similarity(text: string, ids: number[]): Promise<Map<number, number>>;
}

/** What the index answers: text searches, ranked or sorted by what the listing row holds. */
export function supports(q: ProductSearchSql): boolean {
  return (
    q.terms !== undefined &&
    q.terms.terms.length > 0 &&
    q.terms.terms.length <= 8 &&
    !q.skus?.length &&
    !q.brand &&
    !q.bestsellery &&
    !q.rankEveryRow &&
    q.sort !== "most_viewed" &&
    q.sort !== "bestsellers"
  );
}

const fround = Math.fround;

interface Row {
  slot: number;
  p: IndexedProduct;
  rel: number;
  whole: boolean;
  /** the exact score, once computed */
  score: number;
  finalPrice: number;
  discount: number;
}

export async function answer(store: IndexStore, q: ProductSearchSql, threshold: number, reads: AnswerReads): Promise<SearchAnswer> {
  const t = q.terms!;
  const today = dayOf(q.today);
  const lemmas = q.lemmas ?? new Map<string, string[]>();
  const safe = (term: string) => (lemmas.get(term) ?? []).filter((l) => /^[a-z0-9]+$/.test(l));
  // toMatchTsQuery: every term, by prefix or one of its lemmas; toRankTsQuery: its lemmas when it has some, else its prefix
  const matchGroups: RankOperand[][] = t.terms.map((term) => [{ lexeme: term, prefix: true }, ...safe(term).map((l) => ({ lexeme: l, prefix: false }))]);
  const rankQuery: RankQuery = t.terms.map((term) => {
    const own = safe(term);
    return own.length ? own.map((l) => ({ lexeme: l, prefix: false })) : [{ lexeme: term, prefix: true }];
  });
  const prepared = prepareRankQuery(rankQuery);
  const trigram = t.text.length >= 3;

  // Matching: the full-text match (every group), the name's trigram similarity, an exact code.
  const slots = store.products.length;
  const matched = new Matched(slots);
  const hits = new Uint8Array(slots);
  const need = matchGroups.length;
  matchGroups.forEach((group, g) => {
    const bit = 1 << g;
    for (const op of group) {
      const [from, to] = store.range(op.lexeme, op.prefix);
      const { postStart, postSlot } = store.search;
      for (let e = postStart[from]!, end = postStart[to]!; e < end; e++) hits[postSlot[e]!]! |= bit;
    }
  });
  const all = (1 << need) - 1;
  for (let slot = 0; slot < store.baseSlots; slot++) if (hits[slot] === all && store.alive[slot]) matched.add(slot);
  for (const [slot, v] of store.overlay) if (matchGroups.every((group) => group.some((op) => looseEntries(v.search, op).length > 0))) matched.add(slot);
  // The names the index cannot cut into trigrams (non-ASCII) are compared by the database.
  const asked =
    trigram && store.nonAscii.size
      ? await reads.similarity(
          t.text,
          [...store.nonAscii].map((slot) => store.products[slot]!.id),
        )
      : new Map<number, number>();
  const similarity = (p: IndexedProduct) => asked.get(p.id) ?? wordSimilarity(t.text, p.searchName);
  if (trigram) {
    for (const slot of trigramCandidates(store, t.text, threshold)) {
      if (matched.has(slot) || !store.alive[slot]) continue;
      const p = store.products[slot]!;
      if (asked.has(p.id) ? asked.get(p.id)! >= threshold : wordSimilarityAtLeast(t.text, p.searchName, threshold)) matched.add(slot);
    }
  }
  const skus = new Set([t.raw, t.raw.toUpperCase()]);
  const isCode = (p: IndexedProduct) =>
    skus.has(p.sku) || (t.code !== null && (p.ean === t.code || p.isbn === t.code)) || (t.issn !== null && p.issn === t.issn);
  const codeSlots = new Set<number>();
  for (const code of [...skus, t.code, t.issn]) {
    if (code) for (const slot of store.codes.get(code) ?? []) if (store.alive[slot] && isCode(store.products[slot]!)) codeSlots.add(slot);
  }
  for (const slot of codeSlots) matched.add(slot);

  // The listing's own conditions (the statement's WHERE).
  const active = (p: IndexedProduct) =>
    p.specialPrice !== null &&
    p.specialPrice >= 0 &&
    p.specialPrice < p.price &&
    (p.specialFrom === null || p.specialFrom <= today) &&
    (p.specialTo === null || p.specialTo >= today);
  const disjunctive = q.aggregate && (q.filters.length > 0 || q.priceRanges.length > 0);
  const types = q.typeIds?.length ? new Set(q.typeIds) : null;
  const rows: Row[] = [];
  for (let m = 0; m < matched.length; m++) {
    const slot = matched.slots[m]!;
    const p = store.products[slot]!;
    if (!q.includeOutOfStock && !(p.inStock || (p.premiere !== null && p.premiere > today && !NOT_SELLABLE_EARLY.has(p.typeId)))) continue;
    if (types && !types.has(p.typeId)) continue;
    if (q.categoryId !== undefined && !p.categoryIds.includes(q.categoryId)) continue;
    if (!disjunctive && !q.filters.every((f) => overlaps(p.optionIds, f.optionIds))) continue;
    if (q.news && !(p.newsTo !== null && p.newsTo >= today && (p.newsFrom === null || p.newsFrom <= today))) continue;
    const special = active(p);
    rows.push({
      slot,
      p,
      // a double from the start: a field that starts as a small integer and later holds a double changes every row's shape
      rel: Number.NaN,
      whole: true,
      score: Number.NaN,
      finalPrice: special ? p.specialPrice! : p.price,
      discount: p.reduction && special ? p.reductionPercent : -1,
    });
  }

  // The score's cheap part for every row (codes, title, the two ts_rank), as the statement adds them in float8.
  // An OR query (one word) is ranked posting by posting: the same terms added in the same order as per product.
  const searchOr = prepared.and ? null : orScores(store, store.search, prepared.operands);
  const fieldOr = prepared.and ? null : orScores(store, store.field, prepared.operands);
  const searchEntries = new SlotEntries(store, "search");
  const fieldEntries = new SlotEntries(store, "field");
  for (const r of rows) {
    const packed = r.slot < store.baseSlots;
    const ts1 = searchOr && packed ? searchOr[r.slot]! : tsRank(SEARCH_WEIGHTS, searchEntries.at(r.slot), prepared, searchEntries.size);
    const ts2 = fieldOr && packed ? fieldOr[r.slot]! : tsRank(FIELD_WEIGHTS, fieldEntries.at(r.slot), prepared, fieldEntries.size);
    r.rel = (codeSlots.has(r.slot) ? 10 : 0) + (trigram && r.p.title === t.text ? 5 : 0) + ts1 + 2 * ts2;
    r.whole = !trigram || holdsWords(r.p.searchName, t.text);
  }
  const lo = (r: Row) => (trigram ? fround(r.rel + (r.whole ? 0.9 : 0)) : fround(r.rel));
  const hi = (r: Row) => (trigram ? fround(r.rel + 0.9) : fround(r.rel));
  const exact = (r: Row) => {
    if (Number.isNaN(r.score)) {
      if (!trigram) r.score = fround(r.rel);
      else if (r.whole) r.score = fround(r.rel + 0.9);
      else {
        const ws = similarity(r.p);
        r.score = fround(r.rel + (ws >= threshold ? 0.9 * ws : 0));
      }
    }
    return r.score;
  };

  const inRanges = (price: number) => q.priceRanges.some((range) => (range.to === null ? price >= range.from : price >= range.from && price <= range.to));
  const common = (r: Row) => (!q.sale || r.discount >= 0) && (lo(r) >= MIN_SCORE || exact(r) >= MIN_SCORE);
  const groups = disjunctive ? q.filters.map((f) => (r: Row) => overlaps(r.p.optionIds, f.optionIds)) : [];
  const priceOk = (r: Row) => q.priceRanges.length === 0 || inRanges(r.finalPrice);
  const kept = rows.filter(common);
  const base = kept.filter((r) => groups.every((g) => g(r)) && priceOk(r));

  // Aggregations: as the statement counts them (disjunctive groups count their own values without their own filter).
  const optionBuckets = new OptionCounts();
  const priceBuckets = new Map<number, number>();
  if (q.aggregate) {
    const chosen = disjunctive ? q.filters.map((f) => new Set(f.allOptionIds ?? f.optionIds)) : [];
    const anyChosen = new Set(chosen.flatMap((c) => [...c]));
    for (const r of base) {
      const options = r.p.optionIds;
      for (let i = 0; i < options.length; i++) if (!anyChosen.has(options[i]!)) optionBuckets.add(options[i]!);
    }
    chosen.forEach((all, i) => {
      for (const r of kept) {
        if (!groups.every((g, j) => j === i || g(r)) || !priceOk(r)) continue;
        for (const o of r.p.optionIds) if (all.has(o)) optionBuckets.add(o);
      }
    });
    const priceSource = disjunctive && q.priceRanges.length ? kept.filter((r) => groups.every((g) => g(r))) : base;
    for (const r of priceSource) {
      const b = priceBucket(r.finalPrice);
      priceBuckets.set(b, (priceBuckets.get(b) ?? 0) + 1);
    }
  }

  const ids = q.sort === "relevance" ? relevancePage(base, q.start, q.size, lo, hi, exact) : sortedPage(base, q.sort, today, q.start, q.size);
  return { total: base.length, ids, option_buckets: optionBuckets.entries(), price_buckets: [...priceBuckets] };
}

/**
 * The first k = start + size by score (then sales, then id): only rows whose upper bound reaches the k-th best lower
 * bound can be among them, so only those get the exact score.
 */
function relevancePage(base: Row[], start: number, size: number, lo: (r: Row) => number, hi: (r: Row) => number, exact: (r: Row) => number): number[] {
  const k = start + size;
  if (k === 0 || base.length === 0) return [];
  const kth = (values: Float64Array) => (values.length >= k ? values.sort()[values.length - k]! : Number.NEGATIVE_INFINITY);
  const floor = kth(Float64Array.from(base, lo));
  const candidates = base.filter((r) => hi(r) >= floor);
  const cut = kth(Float64Array.from(candidates, exact));
  const page = candidates.filter((r) => r.score >= cut);
  page.sort((a, b) => b.score - a.score || nullsLastDesc(a.p.salesScore, b.p.salesScore) || b.p.id - a.p.id);
  return page.slice(start, k).map((r) => r.p.id);
}

function sortedPage(base: Row[], sort: SortKey, today: Day, start: number, size: number): number[] {
  const byId = (a: Row, b: Row) => b.p.id - a.p.id;
  const compare: (a: Row, b: Row) => number = (() => {
    switch (sort) {
      case "price_asc":
        return (a: Row, b: Row) => a.finalPrice - b.finalPrice || byId(a, b);
      case "price_desc":
        return (a: Row, b: Row) => b.finalPrice - a.finalPrice || byId(a, b);
      case "premiere":
        return (a: Row, b: Row) => nullsLastDesc(a.p.premiere, b.p.premiere) || byId(a, b);
      case "released":
        return (a: Row, b: Row) => {
          const aSoon = a.p.premiere !== null && a.p.premiere > today;
          const bSoon = b.p.premiere !== null && b.p.premiere > today;
          if (aSoon !== bSoon) return aSoon ? 1 : -1;
          if (aSoon && a.p.premiere !== b.p.premiere) return a.p.premiere! - b.p.premiere!;
          return nullsLastDesc(a.p.premiere, b.p.premiere) || byId(a, b);
        };
      case "position":
        return (a: Row, b: Row) => a.p.position - b.p.position || byId(a, b);
      case "magazine_id":
        return (a: Row, b: Row) => nullsLastAsc(a.p.magazineId, b.p.magazineId) || byId(a, b);
      case "discount":
        return (a: Row, b: Row) => b.discount - a.discount || byId(a, b);
      default:
        return byId;
    }
  })();
  return base
    .sort(compare)
    .slice(start, start + size)
    .map((r) => r.p.id);
}

/** Counts per option id, in a dense array (option ids are small numbers). */
class OptionCounts {
  private counts = new Int32Array(1024);
  private readonly seen: number[] = [];
  add(option: number): void {
    if (option >= this.counts.length || option < 0) {
      if (option < 0) throw new RangeError(`option id ${option}`);
      const bigger = new Int32Array(Math.max(option + 1, this.counts.length * 2));
      bigger.set(this.counts);
      this.counts = bigger;
    }
    if (this.counts[option]!++ === 0) this.seen.push(option);
  }
  entries(): [number, number][] {
    return this.seen.map((o) => [o, this.counts[o]!]);
  }
}

/** Whether a name holds the text as whole words: `' ' || name || ' ' LIKE '% text %'`, without building strings. */
function holdsWords(name: string, text: string): boolean {
  for (let at = name.indexOf(text); at >= 0; at = name.indexOf(text, at + 1)) {
    const end = at + text.length;
    if ((at === 0 || name.charCodeAt(at - 1) === 32) && (end === name.length || name.charCodeAt(end) === 32)) return true;
  }
  return false;
}

/** DESC NULLS LAST */
function nullsLastDesc(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}

/** ASC NULLS LAST */
function nullsLastAsc(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

function overlaps(a: readonly number[], b: readonly number[]): boolean {
  return a.some((x) => b.includes(x));
}

/** The statement's price bucket: the first range whose start is above the price, less one. */
function priceBucket(price: number): number {
  for (let i = 1; i < PRICE_RANGES.length; i++) if (price < PRICE_RANGES[i]!.from) return i - 1;
  return PRICE_RANGES.length - 1;
}

/**
 * ts_rank's OR score of every packed slot for some operands (in their sorted order), summed posting by posting: for
 * each slot the terms come in the order calc_rank_or adds them (operand by operand, then lexeme by lexeme).
 */
function orScores(store: IndexStore, v: PackedVectors, operands: readonly RankOperand[]): Float64Array {
  const res = new Float64Array(store.baseSlots);
  for (const op of operands) {
    const [from, to] = store.range(op.lexeme, op.prefix);
    for (let k = from; k < to; k++)
      for (let e = v.postStart[k]!, end = v.postStart[k + 1]!; e < end; e++) {
        const slot = v.postSlot[e]!;
        res[slot] = addOrTerm(res[slot]!, v.postTerm[e]!);
      }
  }
  for (let slot = 0; slot < res.length; slot++) res[slot] = finishOr(res[slot]!, operands.length);
  return res;
}

/** The slots matched, in the order found, each once. */
class Matched {
  readonly slots: Int32Array;
  private readonly seen: Uint8Array;
  length = 0;
  constructor(size: number) {
    this.slots = new Int32Array(size);
    this.seen = new Uint8Array(size);
  }
  add(slot: number): void {
    if (this.seen[slot]) return;
    this.seen[slot] = 1;
    this.slots[this.length++] = slot;
  }
  has(slot: number): boolean {
    return this.seen[slot] === 1;
  }
}

/**
 * A slot's entries for one operand, in lexeme order, for ts_rank; `at(slot)` moves to a slot and `size` is how many
 * lexemes its vector holds (ts_rank of an empty vector is 0). An operand's lexicon range is looked up once per search.
 */
class SlotEntries {
  private readonly store: IndexStore;
  private readonly kind: "search" | "field";
  private readonly ranges = new Map<RankOperand, readonly [number, number]>();
  private slot = 0;
  private loose: ReadonlyMap<string, Positions> | undefined;
  size = 0;

  constructor(store: IndexStore, kind: "search" | "field") {
    this.store = store;
    this.kind = kind;
  }

  at(slot: number): (op: RankOperand) => Positions[] {
    this.slot = slot;
    this.loose = this.store.overlay.get(slot)?.[this.kind];
    const v = this.store[this.kind];
    this.size = this.loose ? this.loose.size : v.fwdStart[slot + 1]! - v.fwdStart[slot]!;
    return this.entries;
  }

  private readonly entries = (op: RankOperand): Positions[] => {
    if (this.loose) return looseEntries(this.loose, op);
    let range = this.ranges.get(op);
    if (!range) {
      range = this.store.range(op.lexeme, op.prefix);
      this.ranges.set(op, range);
    }
    const [from, to] = range;
    const v = this.store[this.kind];
    const end = v.fwdStart[this.slot + 1]!;
    let i = v.fwdStart[this.slot]!;
    let j = end;
    while (i < j) {
      const mid = (i + j) >>> 1;
      if (v.fwdLex[mid]! < from) i = mid + 1;
      else j = mid;
    }
    const out: Positions[] = [];
    for (; i < end && v.fwdLex[i]! < to; i++) out.push(v.pos.subarray(v.posStart[i]!, v.posStart[i + 1]!));
    return out;
  };
}

function looseEntries(vector: ReadonlyMap<string, Positions>, op: RankOperand): Positions[] {
  if (!op.prefix) {
    const p = vector.get(op.lexeme);
    return p ? [p] : [];
  }
  const out: Positions[] = [];
  for (const [lexeme, p] of vector) if (lexeme.startsWith(op.lexeme)) out.push(p);
  return out;
}

/**
 * Slots whose search name may reach the threshold: word similarity is at most the share of the query's trigrams the
 * name holds at all, so a name holding fewer cannot match. Overlay slots and non-ASCII names are all candidates.
 */
function trigramCandidates(store: IndexStore, text: string, threshold: number): number[] {
  const grams = trigramCodes(text) ?? [];
  const out: number[] = [];
  if (grams.length === 0) return out;
  const counts = new Uint16Array(store.baseSlots);
  for (const g of grams) {
    const slots = store.trigrams.get(g);
    if (slots) for (let i = 0; i < slots.length; i++) counts[slots[i]!]!++;
  }
  // a small margin below the threshold: the exact test decides
  const least = Math.max(1, Math.floor(threshold * grams.length - 1e-9));
  for (let slot = 0; slot < counts.length; slot++) if (counts[slot]! >= least) out.push(slot);
  for (const slot of store.overlay.keys()) out.push(slot);
  for (const slot of store.nonAscii) if (slot < store.baseSlots) out.push(slot);
  return out;
}
