/**
 * A text search answered from the in-process index (docs/decisions/2026-11-27-search-index.md): the same total,
 * page and aggregations as the statement of ../search-sql.ts, computed the same way and with the same arithmetic
 * (PostgreSQL's ts_rank and pg_trgm's word similarity are mirrored in ./ts-rank.ts and ./pg-trgm.ts, rounded to
 * `real` where the statement rounds), so the page is identical to the last tie-break. The statement stays the
 * answer for what the index does not hold (see `supports`).
 */
import { PRICE_RANGES, type SearchTerms, type SortKey } from "../../../../domain/catalog-query.ts";
import { MIN_SCORE, type ProductSearchSql } from "../search-sql.ts";
import {
  ALL_PRODUCTS,
  type Columns,
  dayOf,
  FIELD_WEIGHTS,
  hash32,
  SEARCH_WEIGHTS,
  titleOf,
  type Day,
  type IndexStore,
  type ListingView,
  type PackedVectors,
} from "./store.ts";
import {
  addOrTerm,
  finishOr,
  prepareRankQuery,
  tsRank,
  tsRankAndPacked,
  tsRankAndWithoutPair,
  type Positions,
  type RankOperand,
  type RankQuery,
} from "./ts-rank.ts";
import { codesSimilarity, codesSimilarityAtLeast, knownSimilarity, leastSimilarity, trigramCodes, wordSimilarity, wordSimilarityAtLeast } from "./pg-trgm.ts";

const NOT_SELLABLE_EARLY = new Set(["virtual", "downloadable"]);

export interface SearchAnswer {
  total: number;
  ids: number[];
  option_buckets: [number, number][];
  price_buckets: [number, number][];
}

/** What an answer reads from the database. */
export interface AnswerReads {
  /** the products whose sku, EAN, ISBN or ISSN the search names exactly (the statement's `exact`) */
  codes(terms: SearchTerms): Promise<number[]>;
  /** pg_trgm's word similarity of the text to some products' search names (those the index cannot compute: non-ASCII) */
  similarity(text: string, ids: number[]): Promise<Map<number, number>>;
}

/**
 * What the index answers: text searches, ranked or sorted by what the listing row holds, and listings without words
 * in any order but the views' (view counts change every few seconds and are not logged: the statement reads them).
 */
export function supports(q: ProductSearchSql): boolean {
  if (q.skus?.length || q.brand || q.bestsellery || q.rankEveryRow || q.sort === "most_viewed") return false;
  // without words every score is 0: the shop asks for "latest" instead of "relevance" (service.ts)
  if (q.terms === undefined) return q.sort !== "relevance";
  return q.terms.terms.length > 0 && q.terms.terms.length <= 8;
}

const fround = Math.fround;

/**
 * The buffers of one search, reused by the next: a search allocates no array as long as the catalogue (the slots)
 * does not grow, so answering does not feed the garbage collector megabytes per request (it did: a third of the
 * server's time went to collecting them at 100,000 products). Safe to share because everything after the search's
 * database reads runs synchronously (see `answer`).
 */
class Scratch {
  capacity = 0;
  /** per slot: the match groups found (a bit per word), whether matched */
  hits = new Uint8Array(0);
  seen = new Uint8Array(0);
  matched = new Int32Array(0);
  /** per slot: ts_rank's OR score of the two vectors, the trigrams shared with the text */
  searchOr = new Float64Array(0);
  fieldOr = new Float64Array(0);
  /** per slot: the AND query's operands each vector holds, a bit each (andPresence) */
  searchAnd = new Int32Array(0);
  fieldAnd = new Int32Array(0);
  trigrams = new Uint16Array(0);
  /** slots listed while counting, when few: the first word's postings, the names that reach the trigram threshold */
  few = new Int32Array(0);
  fewGrams = new Int32Array(0);
  /** the names the trigram matching walks (trigramCandidates): grown to the most a search needs */
  candidates = new Int32Array(0);
  /** per row (see Rows) */
  slot = new Int32Array(0);
  id = new Int32Array(0);
  rel = new Float64Array(0);
  low = new Float32Array(0);
  whole = new Uint8Array(0);
  /** per row of a view: in the search's base (cleared after each use) */
  marks = new Uint8Array(0);
  /** per slot: the search (numbered by `searches`) whose trigram matching found its name reaching the threshold */
  reached = new Int32Array(0);
  searches = 0;
  score = new Float64Array(0);
  finalPrice = new Float64Array(0);
  discount = new Int32Array(0);
  /** row lists: every row, the kept ones, the base set, the price facet's source */
  lists = [new Int32Array(0), new Int32Array(0), new Int32Array(0), new Int32Array(0)];

  /** at least `slots` long; grown by half again so that a few new slots do not grow it every time */
  fit(slots: number): this {
    if (slots <= this.capacity) return this;
    const n = Math.ceil(slots * 1.5);
    this.capacity = n;
    this.hits = new Uint8Array(n);
    this.seen = new Uint8Array(n);
    this.matched = new Int32Array(n);
    this.searchOr = new Float64Array(n);
    this.fieldOr = new Float64Array(n);
    this.searchAnd = new Int32Array(n);
    this.fieldAnd = new Int32Array(n);
    this.trigrams = new Uint16Array(n);
    this.few = new Int32Array(n);
    this.fewGrams = new Int32Array(n);
    this.slot = new Int32Array(n);
    this.id = new Int32Array(n);
    this.rel = new Float64Array(n);
    this.low = new Float32Array(n);
    this.whole = new Uint8Array(n);
    this.marks = new Uint8Array(n);
    this.reached = new Int32Array(n);
    this.searches = 0;
    this.score = new Float64Array(n);
    this.finalPrice = new Float64Array(n);
    this.discount = new Int32Array(n);
    this.lists = this.lists.map(() => new Int32Array(n));
    return this;
  }
}

const scratch = new Scratch();

/** The rows that pass the listing's conditions, column by column (a row is an index into them). */
class Rows {
  length = 0;
  readonly slot: Int32Array;
  readonly id: Int32Array;
  /** the score's cheap part (codes, title, the two ts_rank), in float8 */
  readonly rel: Float64Array;
  /** `rel` rounded to float4 (real): the score's lower bound without the name, read by every row's test */
  readonly low: Float32Array;
  /** the name holds the text as words (the trigram part is then 0.9): 0 not asked yet, 1 no, 2 yes */
  readonly whole: Uint8Array;
  /** the exact score, once computed (NaN until then) */
  readonly score: Float64Array;
  readonly finalPrice: Float64Array;
  readonly discount: Int32Array;
  /** the search's own rows (in its buffers), or a listing view's (the score's columns are then unused) */
  constructor(buffers: Scratch, view?: ListingView) {
    this.slot = view?.slot ?? buffers.slot;
    this.id = view?.id ?? buffers.id;
    this.rel = buffers.rel;
    this.low = buffers.low;
    this.whole = buffers.whole;
    this.score = buffers.score;
    this.finalPrice = view?.finalPrice ?? buffers.finalPrice;
    this.discount = view?.discount ?? buffers.discount;
    this.length = view?.length ?? 0;
  }
}

/** A listing view of the rows just collected (copied out of the search's buffers). */
function viewOf(R: Rows): ListingView {
  const n = R.length;
  const rows = new Int32Array(n);
  for (let r = 0; r < n; r++) rows[r] = r;
  return {
    length: n,
    slot: R.slot.slice(0, n),
    id: R.id.slice(0, n),
    finalPrice: R.finalPrice.slice(0, n),
    discount: R.discount.slice(0, n),
    rows,
    asked: new Set(),
    orders: new Map(),
  };
}

/** The row indices of `from` for which `keep` holds, written to `into`. */
function where(from: Int32Array, into: Int32Array, keep: (r: number) => boolean): Int32Array {
  let n = 0;
  for (let i = 0; i < from.length; i++) if (keep(from[i]!)) into[n++] = from[i]!;
  return into.subarray(0, n);
}

export async function answer(store: IndexStore, q: ProductSearchSql, threshold: number, reads: AnswerReads): Promise<SearchAnswer> {
  // What the database tells comes first: from here on nothing awaits, so the shared buffers are this search's alone.
  const told = q.terms ? await readFor(store, q.terms, reads) : null;
  const c = store.columns;
  const buffers = scratch.fit(c.length);
  const today = dayOf(q.today);
  // the text's matches and the score's parts, or every live product for a listing without words
  const text = q.terms && told ? matchText(store, q.terms, q.lemmas, threshold, told, buffers) : null;

  // The listing's own conditions (the statement's WHERE).
  const active = (slot: number) => {
    const special = c.specialPrice[slot]!;
    const from = c.specialFrom[slot]!;
    const to = c.specialTo[slot]!;
    // NaN is NULL: every comparison with it is false
    return special >= 0 && special < c.price[slot]! && !(from > today) && !(to < today);
  };
  const notEarly = c.types.map((type) => NOT_SELLABLE_EARLY.has(type));
  const disjunctive = q.aggregate && (q.filters.length > 0 || q.priceRanges.length > 0);
  const types = q.typeIds?.length ? new Set(q.typeIds.map((type) => c.types.indexOf(type))) : null;
  const collected = new Rows(buffers);
  // (loops and plain functions below, not closures per row: this runs for every product of a listing)
  const conjunctive = disjunctive ? [] : q.filters.map((f) => f.optionIds);
  // a text search inside a category: its packed products as a bitset (a listing reads only the category's products)
  const inCategory = text && q.categoryId !== undefined ? store.categoryBits(q.categoryId) : null;
  const baseSlots = store.baseSlots;
  /** whether a slot is listed under the category, if any (`inCategory` for a text search's packed slots) */
  const inTheCategory = (slot: number) => {
    if (inCategory && slot < baseSlots) return (inCategory[slot >>> 5]! & (1 << (slot & 31))) !== 0;
    return q.categoryId === undefined || holds(c.cats.data, c.catStart[slot]!, c.catCount[slot]!, q.categoryId);
  };
  /** a slot passes the listing's conditions (`category`: the request's, or none for the whole catalogue's view) */
  const visit = (slot: number, category: boolean) => {
    if (!q.includeOutOfStock && !(c.inStock[slot] === 1 || (c.premiere[slot]! > today && !notEarly[c.type[slot]!]))) return;
    if (types && !types.has(c.type[slot]!)) return;
    if (category && !inTheCategory(slot)) return;
    for (let f = 0; f < conjunctive.length; f++) if (!overlaps(c, slot, conjunctive[f]!)) return;
    if (q.news && !(c.newsTo[slot]! >= today && !(c.newsFrom[slot]! > today))) return;
    const special = active(slot);
    const r = collected.length++;
    collected.slot[r] = slot;
    collected.id[r] = c.id[slot]!;
    collected.finalPrice[r] = special ? c.specialPrice[slot]! : c.price[slot]!;
    collected.discount[r] = c.reduction[slot] === 1 && special ? c.reductionPercent[slot]! : -1;
  };
  /** the rows of a listing without words: its category's products, or the whole catalogue's (`category` false) */
  const collectListing = (category: boolean) => {
    if (category && q.categoryId !== undefined) {
      // a category's packed products, then the products written since the store was read (the overlay)
      const listed = store.categories.get(q.categoryId);
      if (listed) for (let i = 0; i < listed.length; i++) if (c.alive[listed[i]!]) visit(listed[i]!, true);
      for (const slot of store.overlay.keys()) visit(slot, true);
    } else for (let slot = 0; slot < c.length; slot++) if (c.alive[slot]) visit(slot, false);
  };
  // A search without types, filters of its own or news flag reads a listing view: the rows every page, sort and price
  // range of a category share, visited once (store.ts listingView). A listing reads its category's; a text search
  // the whole catalogue's, each match found there by its slot. A text search builds that view only when its matches
  // are many (building it visits every product, and any write drops it): a narrow one visits its own few otherwise.
  const plain = !types && conjunctive.length === 0 && !q.news;
  const oos = Boolean(q.includeOutOfStock);
  const buildView = () => {
    collectListing(!text);
    return viewOf(collected);
  };
  let view: ListingView | null = null;
  if (plain && !text) view = store.listingView(q.categoryId ?? ALL_PRODUCTS, today, oos, buildView);
  else if (plain && text && text.matched.length * ANSWER_TUNING.viewForMatches >= c.length) view = store.listingView(ALL_PRODUCTS, today, oos, buildView);
  else if (plain) view = store.keptView(ALL_PRODUCTS, today, oos) ?? null;
  if (!view) {
    if (text) for (let m = 0; m < text.matched.length; m++) visit(text.matched.slots[m]!, true);
    else collectListing(true);
  }
  const R = view ? new Rows(buffers, view) : collected;
  const [all, keptInto, baseInto, priceInto] = buffers.lists as [Int32Array, Int32Array, Int32Array, Int32Array];
  let rows: Int32Array;
  if (view && text) {
    const rowOf = rowsBySlot(view, c.length);
    let n = 0;
    for (let m = 0; m < text.matched.length; m++) {
      const slot = text.matched.slots[m]!;
      const r = rowOf[slot]! - 1;
      if (r >= 0 && (q.categoryId === undefined || inTheCategory(slot))) all[n++] = r;
    }
    rows = all.subarray(0, n);
  } else if (view) rows = view.rows;
  else {
    for (let r = 0; r < R.length; r++) all[r] = r;
    rows = all.subarray(0, R.length);
  }
  const score = text?.score(R, rows) ?? null;

  const inRanges = (price: number) => q.priceRanges.some((range) => (range.to === null ? price >= range.from : price >= range.from && price <= range.to));
  const common = (r: number) =>
    (!q.sale || R.discount[r]! >= 0) && (score === null || R.low[r]! >= MIN_SCORE || score.lo(r) >= MIN_SCORE || score.exact(r) >= MIN_SCORE);
  const groups = disjunctive ? q.filters.map((f) => f.optionIds) : [];
  /** the row passes every chosen group but `except` */
  const inGroups = (r: number, except = -1) => {
    for (let g = 0; g < groups.length; g++) if (g !== except && !overlaps(c, R.slot[r]!, groups[g]!)) return false;
    return true;
  };
  const priceOk = (r: number) => q.priceRanges.length === 0 || inRanges(R.finalPrice[r]!);
  const kept = q.sale || score ? where(rows, keptInto, common) : rows;
  const base = groups.length || q.priceRanges.length ? where(kept, baseInto, (r) => inGroups(r) && priceOk(r)) : kept;

  const opts = c.opts.data;
  /** the rows' options and price buckets, counted plainly (no filter group of the request's own) */
  const plainAggregations = (over: Int32Array) => {
    const optionBuckets = new OptionCounts();
    const counts = new Int32Array(PRICE_RANGES.length);
    for (let j = 0; j < over.length; j++) {
      const slot = R.slot[over[j]!]!;
      optionBuckets.addEach(opts, c.optStart[slot]!, c.optStart[slot]! + c.optCount[slot]!);
      counts[priceBucket(R.finalPrice[over[j]!]!)]!++;
    }
    return { option_buckets: optionBuckets.entries(), price_buckets: priceEntries(counts) };
  };
  /**
   * The plain counts of `base` when it is most of the view's rows: the view's own counts (kept with it) less those of
   * its rows not in `base`, so a broad word counts the products it does not match instead of those it does.
   */
  const complementAggregations = (view: ListingView) => {
    view.aggregations ??= plainAggregations(view.rows);
    const optionBuckets = OptionCounts.of(view.aggregations.option_buckets);
    const counts = new Int32Array(PRICE_RANGES.length);
    for (const [b, n] of view.aggregations.price_buckets) counts[b] = n;
    const inBase = buffers.marks;
    for (let j = 0; j < base.length; j++) inBase[base[j]!] = 1;
    for (let r = 0; r < view.length; r++) {
      if (inBase[r] === 1) continue;
      const slot = R.slot[r]!;
      optionBuckets.removeEach(opts, c.optStart[slot]!, c.optStart[slot]! + c.optCount[slot]!);
      counts[priceBucket(R.finalPrice[r]!)]!--;
    }
    for (let j = 0; j < base.length; j++) inBase[base[j]!] = 0;
    return { option_buckets: optionBuckets.entries(), price_buckets: priceEntries(counts) };
  };
  // Aggregations: as the statement counts them (disjunctive groups count their own values without their own filter).
  const aggregations = () => {
    if (!disjunctive && view && base !== view.rows && base.length * 2 > view.length) return complementAggregations(view);
    if (!disjunctive) return plainAggregations(base);
    const optionBuckets = new OptionCounts();
    const chosen = disjunctive ? q.filters.map((f) => new Set(f.allOptionIds ?? f.optionIds)) : [];
    const anyChosen = new Set(chosen.flatMap((c) => [...c]));
    if (anyChosen.size === 0)
      for (let j = 0; j < base.length; j++) {
        const slot = R.slot[base[j]!]!;
        optionBuckets.addEach(opts, c.optStart[slot]!, c.optStart[slot]! + c.optCount[slot]!);
      }
    else
      for (const r of base) {
        const slot = R.slot[r]!;
        for (let i = c.optStart[slot]!, end = i + c.optCount[slot]!; i < end; i++) if (!anyChosen.has(opts[i]!)) optionBuckets.add(opts[i]!);
      }
    chosen.forEach((all, i) => {
      for (const r of kept) {
        if (!inGroups(r, i) || !priceOk(r)) continue;
        const slot = R.slot[r]!;
        for (let i = c.optStart[slot]!, end = i + c.optCount[slot]!; i < end; i++) if (all.has(opts[i]!)) optionBuckets.add(opts[i]!);
      }
    });
    const priceSource = disjunctive && q.priceRanges.length ? where(kept, priceInto, (r) => inGroups(r)) : base;
    const counts = new Int32Array(PRICE_RANGES.length);
    for (let j = 0; j < priceSource.length; j++) counts[priceBucket(R.finalPrice[priceSource[j]!]!)]!++;
    return { option_buckets: optionBuckets.entries(), price_buckets: priceEntries(counts) };
  };
  // a view's rows with no condition of the request's own (no sale, filter value or price range) share what they derive
  const whole = !text && view && base === rows ? view : null;
  if (q.aggregate && whole && !whole.aggregations) whole.aggregations = aggregations();
  const aggregated = !q.aggregate ? { option_buckets: [], price_buckets: [] } : (whole?.aggregations ?? aggregations());

  const ids =
    q.sort === "relevance" && score
      ? relevancePage(c, R, base, q.start, q.size, score)
      : whole
        ? viewPage(c, R, whole, q.sort, today, q.start, q.size)
        : sortedPage(c, R, base, q.sort, today, q.start, q.size);
  return { total: base.length, ids, ...aggregated };
}

/**
 * A row's score: bounds `Rows.low` ≤ `lo` ≤ score ≤ `hi` ≤ float4(rel + `nameMost`) (`low`, `hi` and the last cost
 * nothing more, `lo` a LIKE on the name), and the exact score (a trigram comparison at worst).
 */
interface Score {
  /** the most the name's part can add (0.9 × a word similarity of at most 1; 0 when the text is too short for trigrams) */
  nameMost: number;
  /** at most `exact(r)`: enough to keep most rows at MIN_SCORE without reading their names */
  lo(r: number): number;
  /** at least `exact(r)` */
  hi(r: number): number;
  exact(r: number): number;
}

interface TextMatch {
  matched: Matched;
  /** the score's parts of the rows listed (once they are chosen from the matches) */
  score(R: Rows, rows: Int32Array): Score;
}

/** What the database tells a text search: the names' similarity it computes itself, and the exact codes. */
interface Told {
  /** pg_trgm's word similarity of the text to the names the index cannot cut into trigrams (non-ASCII) */
  asked: Map<number, number>;
  /** the products whose sku, EAN, ISBN or ISSN the text names exactly */
  codes: number[];
}

async function readFor(store: IndexStore, t: SearchTerms, reads: AnswerReads): Promise<Told> {
  const c = store.columns;
  const [asked, codes] = await Promise.all([
    t.text.length >= 3 && store.nonAscii.size
      ? reads.similarity(
          t.text,
          [...store.nonAscii].map((slot) => c.id[slot]!),
        )
      : new Map<number, number>(),
    // Most texts name no code at all: the store tells that without the database.
    store.mayHoldCode([t.raw, t.raw.toUpperCase(), t.code, t.issn]) ? reads.codes(t) : [],
  ]);
  return { asked, codes };
}

/** The products a text matches (every word, the name's trigram similarity, an exact code) and how they score. */
function matchText(
  store: IndexStore,
  t: SearchTerms,
  lemmaMap: ReadonlyMap<string, readonly string[]> | undefined,
  threshold: number,
  told: Told,
  buffers: Scratch,
): TextMatch {
  const c = store.columns;
  const lemmas = lemmaMap ?? new Map<string, string[]>();
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
  const matched = new Matched(buffers, c.length);
  const hits = buffers.hits.fill(0, 0, c.length);
  const need = matchGroups.length;
  const { postStart, postSlot } = store.search;
  const ranges = matchGroups.map((group) => group.map((op) => store.range(op.lexeme, op.prefix)));
  // Only a slot the first word's postings hold can hold every word. When they are few, they are listed (and sorted)
  // instead of reading every slot afterwards; the matches come in the same ascending order either way.
  let firstPostings = 0;
  for (const [from, to] of ranges[0] ?? []) firstPostings += postStart[to]! - postStart[from]!;
  const listed = firstPostings * FEW < store.baseSlots ? buffers.few : null;
  let nListed = 0;
  ranges.forEach((group, g) => {
    const bit = 1 << g;
    for (const [from, to] of group)
      if (listed && g === 0)
        for (let e = postStart[from]!, end = postStart[to]!; e < end; e++) {
          const slot = postSlot[e]!;
          if (hits[slot] === 0) listed[nListed++] = slot;
          hits[slot] = 1;
        }
      else for (let e = postStart[from]!, end = postStart[to]!; e < end; e++) hits[postSlot[e]!]! |= bit;
  });
  const all = (1 << need) - 1;
  if (listed) {
    const slots = listed.subarray(0, nListed).sort();
    for (let i = 0; i < nListed; i++) if (hits[slots[i]!] === all && c.alive[slots[i]!]) matched.add(slots[i]!);
  } else for (let slot = 0; slot < store.baseSlots; slot++) if (hits[slot] === all && c.alive[slot]) matched.add(slot);
  for (const [slot, v] of store.overlay) if (matchGroups.every((group) => group.some((op) => looseEntries(v.search, op).length > 0))) matched.add(slot);
  const asked = told.asked;
  // a packed name is read as cut when the index was built; the text is cut once per search
  const textGrams = trigram ? trigramCodes(t.text) : null;
  const { nameGrams, nameGramStart } = store;
  const shared = trigram ? trigramCounts(store, t.text, threshold, buffers.trigrams, buffers.fewGrams) : null;
  // the packed names' words, with this text's trigrams each holds (and in a row): read instead of walks below
  const words = textGrams && shared ? store.nameWords() : null;
  words?.hold(textGrams!);
  const similarity = (slot: number) => {
    const told = asked.get(c.id[slot]!);
    if (told !== undefined) return told;
    if (!textGrams || slot >= store.baseSlots) return wordSimilarity(t.text, c.searchName[slot]!);
    // a name whose share of the text's trigrams lies in one run is scored without the walk (pg-trgm.ts knownSimilarity)
    const known =
      words && !(store.nonAscii.size > 0 && store.nonAscii.has(slot))
        ? knownSimilarity(words.bestRun(slot), shared!.counts[slot]!, textGrams.length)
        : Number.NaN;
    return Number.isNaN(known) ? codesSimilarity(textGrams, nameGrams, nameGramStart[slot]!, nameGramStart[slot + 1]!) : known;
  };
  /** a packed, ASCII name sharing too few of the text's trigrams: its word similarity cannot reach the threshold */
  const cannotReach = (slot: number) => shared !== null && slot < store.baseSlots && shared.counts[slot]! < shared.least && !store.nonAscii.has(slot);
  // The names the trigram matching below finds reaching the threshold, by this search's number (no clearing per search).
  if (buffers.searches === 0x7fffffff) {
    buffers.reached.fill(0);
    buffers.searches = 0;
  }
  const searchNo = ++buffers.searches;
  const { reached } = buffers;
  if (shared) {
    // A name holding enough of the text's trigrams in a row reaches the threshold (pg-trgm.ts leastSimilarity): no
    // walk. For "x wydanie" that is every name with "wydanie", for "prenumerator" every name with "prenumerata". A
    // name whose words cannot reach it however a stretch is cut (pg-trgm.ts mayReach) is not walked either: the text's
    // trigrams held in words far apart ("zadanie": 11,000 names with a "z" here and "wydanie" there, none reaching
    // it). Both are read from the name's words' ids, each distinct word's share of the text's trigrams counted once a
    // search (name-words.ts): reading every trigram of every name instead cost as much as the walks it saved.
    const candidates = trigramCandidates(store, shared, matched, buffers);
    for (let i = 0; i < candidates.length; i++) {
      const slot = candidates[i]!;
      if (matched.has(slot) || !c.alive[slot]) continue;
      const id = c.id[slot]!;
      const reaches = asked.has(id)
        ? asked.get(id)! >= threshold
        : textGrams && slot < store.baseSlots
          ? leastSimilarity(words!.bestRun(slot), textGrams.length) >= threshold ||
            (words!.mayReach(slot, textGrams.length, threshold) &&
              codesSimilarityAtLeast(textGrams, nameGrams, nameGramStart[slot]!, nameGramStart[slot + 1]!, threshold))
          : wordSimilarityAtLeast(t.text, c.searchName[slot]!, threshold);
      if (reaches) {
        matched.add(slot);
        reached[slot] = searchNo;
      }
    }
  }
  const codeSlots = new Set<number>();
  for (const id of told.codes) {
    const slot = store.slotOf.get(id);
    if (slot !== undefined) codeSlots.add(slot);
  }
  for (const slot of codeSlots) matched.add(slot);

  const score = (R: Rows, rows: Int32Array): Score => {
    // The score's cheap part for every row (codes, title, the two ts_rank), as the statement adds them in float8.
    // An OR query (one word) is ranked posting by posting: the same terms added in the same order as per product.
    const searchOr = prepared.and ? null : orScores(store, store.search, prepared.operands, buffers.searchOr);
    const fieldOr = prepared.and ? null : orScores(store, store.field, prepared.operands, buffers.fieldOr);
    const textHash = hash32(t.text);
    const searchEntries = new SlotEntries(store, "search");
    const fieldEntries = new SlotEntries(store, "field");
    // An AND query (two or more operands) ranks a packed slot where its vectors lie: the operands' lexicon ranges.
    const andRanges =
      prepared.and && prepared.operands.length >= 2 ? Int32Array.from(prepared.operands.flatMap((op) => store.range(op.lexeme, op.prefix))) : null;
    const nOperands = prepared.operands.length;
    // which operands each packed vector holds: one holding fewer than two has no pair to rank (andPresence)
    const searchAnd = andRanges ? andPresence(store, store.search, andRanges, nOperands, buffers.searchAnd) : null;
    const fieldAnd = andRanges ? andPresence(store, store.field, andRanges, nOperands, buffers.fieldAnd) : null;
    // The operands a packed vector holds, per set of them: their ranges, and once many rows hold that set, the
    // store's memo of its AND rank (IndexStore.andRanks). ts_rank's AND arithmetic reads only the entries of operands
    // the vector holds, in the query's order, so ranking with the held ones alone gives the same float.
    const subsets = { search: new Map<number, HeldOperands>(), field: new Map<number, HeldOperands>() };
    const heldOperands = (kind: "search" | "field", bits: number): HeldOperands => {
      let held = subsets[kind].get(bits);
      if (!held) {
        const ranges: number[] = [];
        for (let i = 0; i < nOperands; i++) if (bits & (1 << i)) ranges.push(andRanges![2 * i]!, andRanges![2 * i + 1]!);
        const key = ranges.join(",");
        held = { ranges: Int32Array.from(ranges), n: ranges.length / 2, key, rows: 0, memo: store.keptAndRanks(kind, key) };
        subsets[kind].set(bits, held);
      }
      return held;
    };
    /** one vector's ts_rank for a slot: the OR score summed per posting, the packed AND rank, or ts_rank over its entries */
    const rankOf = (
      kind: "search" | "field",
      weights: typeof SEARCH_WEIGHTS | typeof FIELD_WEIGHTS,
      v: PackedVectors,
      or: Float64Array | null,
      present: Int32Array | null,
      entries: SlotEntries,
      slot: number,
    ) => {
      if (slot < store.baseSlots && or) return finishOr(or[slot]!, nOperands);
      if (slot < store.baseSlots && andRanges) {
        const first = v.fwdStart[slot]!;
        const end = v.fwdStart[slot + 1]!;
        if (present === null) return tsRankAndPacked(weights, v, first, end, andRanges, nOperands);
        const bits = present[slot]!;
        if ((bits & (bits - 1)) === 0) return tsRankAndWithoutPair(first, end);
        const held = heldOperands(kind, bits);
        if (held.memo) {
          const known = held.memo[slot]!;
          if (!Number.isNaN(known)) {
            store.andRankReads++;
            return known;
          }
        }
        const rank = tsRankAndPacked(weights, v, first, end, held.ranges, held.n);
        if (!held.memo && ++held.rows >= ANSWER_TUNING.andMemoAfter) held.memo = store.andRanks(kind, held.key);
        if (held.memo) held.memo[slot] = rank;
        return rank;
      }
      return tsRank(weights, entries.at(slot), prepared, entries.size);
    };
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      const slot = R.slot[r]!;
      const ts1 = rankOf("search", SEARCH_WEIGHTS, store.search, searchOr, searchAnd, searchEntries, slot);
      const ts2 = rankOf("field", FIELD_WEIGHTS, store.field, fieldOr, fieldAnd, fieldEntries, slot);
      const title = trigram && c.titleHash[slot] === textHash && titleOf(c.searchName[slot]!) === t.text;
      R.rel[r] = (codeSlots.size > 0 && codeSlots.has(slot) ? 10 : 0) + (title ? 5 : 0) + ts1 + 2 * ts2;
      R.low[r] = R.rel[r]!;
      R.score[r] = Number.NaN;
      R.whole[r] = 0;
    }
    /** asked only of the rows whose bounds matter (a LIKE on the name per row cost a third of a broad search) */
    const whole = (r: number) => {
      let w = R.whole[r]!;
      if (w === 0) {
        w = holdsWords(c.searchName[R.slot[r]!]!, t.text) ? 2 : 1;
        R.whole[r] = w;
      }
      return w === 2;
    };
    return {
      nameMost: trigram ? 0.9 : 0,
      // A name the matching found reaching the threshold scores at least rel + 0.9 × threshold (`exact`): no walk to tell
      // that it passes MIN_SCORE (in 10 s of the mixed bench, 434,600 of 810,000 walks).
      lo: (r) => {
        const rel = R.rel[r]!;
        if (!trigram) return fround(rel);
        if (reached[R.slot[r]!] === searchNo) return fround(rel + 0.9 * threshold);
        return whole(r) ? fround(rel + 0.9) : fround(rel);
      },
      hi: (r) => {
        const rel = R.rel[r]!;
        if (!trigram) return fround(rel);
        const slot = R.slot[r]!;
        if (shared && shared.size > 0 && slot < store.baseSlots && !(store.nonAscii.size > 0 && store.nonAscii.has(slot))) {
          // the word similarity is at most the share of the text's trigrams the name holds (padded by a float4 step);
          // a name holding the text as words holds all of them
          const share = Math.min(1, shared.counts[slot]! / shared.size + 1e-6);
          return share < threshold ? fround(rel) : fround(rel + 0.9 * share);
        }
        return fround(rel + 0.9);
      },
      exact: (r) => {
        let score = R.score[r]!;
        if (Number.isNaN(score)) {
          const rel = R.rel[r]!;
          if (!trigram) score = fround(rel);
          else if (whole(r)) score = fround(rel + 0.9);
          else if (cannotReach(R.slot[r]!)) score = fround(rel);
          else {
            const ws = similarity(R.slot[r]!);
            score = fround(rel + (ws >= threshold ? 0.9 * ws : 0));
          }
          R.score[r] = score;
        }
        return score;
      },
    };
  };
  return { matched, score };
}

/**
 * The best k rows of `rows` in the order `compare` (negative: the first comes first), kept in a binary heap with the
 * worst of them on top: O(n log k), never a sort of every row.
 */
class FirstK {
  readonly heap: number[] = [];
  private readonly k: number;
  private readonly compare: (a: number, b: number) => number;
  constructor(k: number, compare: (a: number, b: number) => number) {
    this.k = k;
    this.compare = compare;
  }
  get full(): boolean {
    return this.heap.length === this.k;
  }
  /** the worst row kept (while full, a row must come before it to be kept) */
  get worst(): number {
    return this.heap[0]!;
  }
  offer(r: number): void {
    const heap = this.heap;
    if (heap.length < this.k) {
      heap.push(r);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (this.compare(heap[i]!, heap[parent]!) <= 0) break;
        // (swaps through a variable: a destructuring swap allocated an array per step, a third of a search's garbage)
        const kept = heap[i]!;
        heap[i] = heap[parent]!;
        heap[parent] = kept;
        i = parent;
      }
    } else if (this.k > 0 && this.compare(r, heap[0]!) < 0) {
      heap[0] = r;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        let worst = i;
        if (l < heap.length && this.compare(heap[l]!, heap[worst]!) > 0) worst = l;
        if (l + 1 < heap.length && this.compare(heap[l + 1]!, heap[worst]!) > 0) worst = l + 1;
        if (worst === i) break;
        const kept = heap[i]!;
        heap[i] = heap[worst]!;
        heap[worst] = kept;
        i = worst;
      }
    }
  }
  /** the rows kept, first first */
  sorted(): number[] {
    return [...this.heap].sort(this.compare);
  }
}

/** The k-th largest of `values[r]` over the rows (k ≤ rows), by a min-heap of the k largest: no sort of every row. */
function kthLargest(rows: Int32Array, k: number, values: Float32Array): number {
  const heap = new Float64Array(k);
  let n = 0;
  for (let i = 0; i < rows.length; i++) {
    const v = values[rows[i]!]!;
    if (n < k) {
      let j = n++;
      while (j > 0) {
        const parent = (j - 1) >> 1;
        if (heap[parent]! <= v) break;
        heap[j] = heap[parent]!;
        j = parent;
      }
      heap[j] = v;
    } else if (v > heap[0]!) {
      let j = 0;
      for (;;) {
        const l = 2 * j + 1;
        if (l >= k) break;
        const child = l + 1 < k && heap[l + 1]! < heap[l]! ? l + 1 : l;
        if (heap[child]! >= v) break;
        heap[j] = heap[child]!;
        j = child;
      }
      heap[j] = v;
    }
  }
  return heap[0]!;
}

/**
 * The first k = start + size by score (then sales, then id): only rows whose upper bound reaches the k-th best lower
 * bound can be among them, so only those get the exact score.
 */
function relevancePage(c: Columns, R: Rows, base: Int32Array, start: number, size: number, score: Score): number[] {
  const k = start + size;
  if (k === 0 || base.length === 0) return [];
  // The k-th best `low` (no name read) is at most the k-th best score: a row whose upper bound is below it cannot be
  // among the first k. The heap then passes over each row whose upper bound is below its worst kept score, so only
  // a few rows get their exact score (the LIKE on the name, at worst a trigram comparison).
  const low = R.low;
  const floor = base.length >= k ? kthLargest(base, k, low) : Number.NEGATIVE_INFINITY;
  // score DESC, sales DESC NULLS LAST, id DESC: the statement's ORDER BY (NaN is NULL)
  const tie = (a: number, b: number) => nullsLastDesc(c.salesScore[R.slot[a]!]!, c.salesScore[R.slot[b]!]!) || R.id[b]! - R.id[a]!;
  const first = new FirstK(k, (a, b) => cmp(R.score[b]!, R.score[a]!) || tie(a, b));
  /** the heap is full and the row cannot beat its worst even at its upper bound (a tie at it loses on sales and id) */
  const hopeless = (r: number, hi: number) => {
    if (!first.full) return false;
    const worst = first.worst;
    return hi < R.score[worst]! || (hi === R.score[worst]! && tie(r, worst) > 0);
  };
  // First the rows whose bound without the name reaches the floor (at least k: the heap fills with good rows), then
  // the rest; a row that is hopeless is passed over without its exact score.
  // (backwards, as in sortedPage: ties end with the newest id first)
  for (let i = base.length - 1; i >= 0; i--) {
    const r = base[i]!;
    if (low[r]! < floor || hopeless(r, score.hi(r))) continue;
    score.exact(r);
    first.offer(r);
  }
  // (most rows of a broad word are passed over by the bound that reads no name: float4(rel + nameMost) ≥ hi)
  for (let i = base.length - 1; i >= 0; i--) {
    const r = base[i]!;
    if (low[r]! >= floor) continue;
    const most = fround(R.rel[r]! + score.nameMost);
    if (most < floor || hopeless(r, most)) continue;
    const hi = score.hi(r);
    if (hi < floor || hopeless(r, hi)) continue;
    score.exact(r);
    first.offer(r);
  }
  return first
    .sorted()
    .slice(start, k)
    .map((r) => R.id[r]!);
}

/**
 * A page of a listing view's rows. The first page asked in a sort is taken as any other (the first rows kept in a
 * heap); from the second on, the sort's order of every row is computed once and each page is a slice of it. A full
 * sort costs about ten heaps, so a sort asked once does not pay for it. The order is total (ids break ties), so both
 * give the same page.
 */
function viewPage(c: Columns, R: Rows, view: ListingView, sort: SortKey, today: Day, start: number, size: number): number[] {
  let order = view.orders.get(sort);
  if (!order) {
    if (!view.asked.has(sort)) {
      view.asked.add(sort);
      return sortedPage(c, R, view.rows, sort, today, start, size);
    }
    order = view.rows.slice().sort(orderOf(c, R, sort, today));
    view.orders.set(sort, order);
  }
  return Array.from(order.subarray(start, start + size), (r) => R.id[r]!);
}

function sortedPage(c: Columns, R: Rows, base: Int32Array, sort: SortKey, today: Day, start: number, size: number): number[] {
  const first = new FirstK(start + size, orderOf(c, R, sort, today));
  // backwards: rows are in product id order, and every order ends with the newest id first, so the rows that tie (and
  // the whole of "latest") arrive in their final order and seldom displace a kept one
  for (let i = base.length - 1; i >= 0; i--) first.offer(base[i]!);
  return first
    .sorted()
    .slice(start, start + size)
    .map((r) => R.id[r]!);
}

/** The statement's ORDER BY for a sort (every one ends with the newest id first). */
function orderOf(c: Columns, R: Rows, sort: SortKey, today: Day): (a: number, b: number) => number {
  type Row = number;
  const byId = (a: Row, b: Row) => R.id[b]! - R.id[a]!;
  const premiere = (r: Row) => c.premiere[R.slot[r]!]!;
  switch (sort) {
    case "price_asc":
      return (a: Row, b: Row) => cmp(R.finalPrice[a]!, R.finalPrice[b]!) || byId(a, b);
    case "price_desc":
      return (a: Row, b: Row) => cmp(R.finalPrice[b]!, R.finalPrice[a]!) || byId(a, b);
    case "premiere":
      return (a: Row, b: Row) => nullsLastDesc(premiere(a), premiere(b)) || byId(a, b);
    case "released":
      return (a: Row, b: Row) => {
        const aSoon = premiere(a) > today;
        const bSoon = premiere(b) > today;
        if (aSoon !== bSoon) return aSoon ? 1 : -1;
        if (aSoon && premiere(a) !== premiere(b)) return cmp(premiere(a), premiere(b));
        return nullsLastDesc(premiere(a), premiere(b)) || byId(a, b);
      };
    case "position":
      return (a: Row, b: Row) => cmp(c.position[R.slot[a]!]!, c.position[R.slot[b]!]!) || byId(a, b);
    case "magazine_id":
      return (a: Row, b: Row) => nullsLastAsc(c.magazineId[R.slot[a]!]!, c.magazineId[R.slot[b]!]!) || byId(a, b);
    case "discount":
      return (a: Row, b: Row) => R.discount[b]! - R.discount[a]! || byId(a, b);
    case "bestsellers":
      return (a: Row, b: Row) => nullsLastDesc(c.salesScore[R.slot[a]!]!, c.salesScore[R.slot[b]!]!) || byId(a, b);
    default:
      return byId;
  }
}

/** Counts per option id, in a dense array (option ids are small numbers). */
class OptionCounts {
  private counts = new Int32Array(1024);
  private readonly seen: number[] = [];
  /** counts given as entries (`entries()` of other counts) */
  static of(entries: readonly (readonly [number, number])[]): OptionCounts {
    const counts = new OptionCounts();
    for (const [option, n] of entries) counts.add(option, n);
    return counts;
  }
  add(option: number, n = 1): void {
    if (option >= this.counts.length || option < 0) {
      if (option < 0) throw new RangeError(`option id ${option}`);
      const bigger = new Int32Array(Math.max(option + 1, this.counts.length * 2));
      bigger.set(this.counts);
      this.counts = bigger;
    }
    if (this.counts[option] === 0) this.seen.push(option);
    this.counts[option]! += n;
  }
  /** adds list[from .. end) */
  addEach(list: Int32Array, from: number, end: number): void {
    let counts = this.counts;
    for (let i = from; i < end; i++) {
      const option = list[i]!;
      if (option >= counts.length || option < 0) {
        this.add(option);
        counts = this.counts;
      } else if (counts[option]!++ === 0) this.seen.push(option);
    }
  }
  /** takes list[from .. end) away (options counted before) */
  removeEach(list: Int32Array, from: number, end: number): void {
    const counts = this.counts;
    for (let i = from; i < end; i++) counts[list[i]!]!--;
  }
  /** the options counted, in the order first counted, with their counts (none taken away to 0) */
  entries(): [number, number][] {
    const out: [number, number][] = [];
    for (const o of this.seen) if (this.counts[o]! > 0) out.push([o, this.counts[o]!]);
    return out;
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

/**
 * ASC: -1, 0 or 1 (0 for NaN, as a difference's NaN sorts). The comparators return these rather than a difference of
 * two doubles: a fractional difference returned from a call is a new heap number, and the heap and the sorts call
 * them for every row (with the array swaps, most of what a search allocated).
 */
function cmp(x: number, y: number): number {
  return x > y ? 1 : x < y ? -1 : 0;
}

/** DESC NULLS LAST (NaN is NULL) */
function nullsLastDesc(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1;
  if (Number.isNaN(b)) return -1;
  return cmp(b, a);
}

/** ASC NULLS LAST (NaN is NULL) */
function nullsLastAsc(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1;
  if (Number.isNaN(b)) return -1;
  return cmp(a, b);
}

/** Whether a slot's options hold one of `wanted` (`option_ids && wanted`). */
function overlaps(c: Columns, slot: number, wanted: readonly number[]): boolean {
  const opts = c.opts.data;
  for (let i = c.optStart[slot]!, end = i + c.optCount[slot]!; i < end; i++) if (wanted.includes(opts[i]!)) return true;
  return false;
}

/** Whether list[start .. start + count) holds `value`. */
function holds(list: Int32Array, start: number, count: number, value: number): boolean {
  for (let i = start, end = start + count; i < end; i++) if (list[i] === value) return true;
  return false;
}

/** Price buckets counted (by bucket) as the answer lists them: the buckets holding a price, in order. */
function priceEntries(counts: Int32Array): [number, number][] {
  const out: [number, number][] = [];
  for (let b = 0; b < counts.length; b++) if (counts[b]! > 0) out.push([b, counts[b]!]);
  return out;
}

/** A view's row of each slot, plus one (0: not a row), made when a text search first reads the view. */
function rowsBySlot(view: ListingView, slots: number): Int32Array {
  if (!view.rowOf || view.rowOf.length < slots) {
    const rowOf = new Int32Array(slots);
    for (let r = 0; r < view.length; r++) rowOf[view.slot[r]!] = r + 1;
    view.rowOf = rowOf;
  }
  return view.rowOf;
}

/** The statement's price bucket: the first range whose start is above the price, less one. */
function priceBucket(price: number): number {
  for (let i = 1; i < RANGE_FROM.length; i++) if (price < RANGE_FROM[i]!) return i - 1;
  return RANGE_FROM.length - 1;
}
const RANGE_FROM = Float64Array.from(PRICE_RANGES, (range) => range.from);

/**
 * ts_rank's OR score of every packed slot for some operands (in their sorted order) before its division by their
 * number (`finishOr`, applied to the rows read rather than to every slot), summed posting by posting: for each slot
 * the terms come in the order calc_rank_or adds them (operand by operand, then lexeme by lexeme).
 */
function orScores(store: IndexStore, v: PackedVectors, operands: readonly RankOperand[], buffer: Float64Array): Float64Array {
  const res = buffer.subarray(0, store.baseSlots).fill(0);
  for (const op of operands) {
    const [from, to] = store.range(op.lexeme, op.prefix);
    for (let k = from; k < to; k++)
      for (let e = v.postStart[k]!, end = v.postStart[k + 1]!; e < end; e++) {
        const slot = v.postSlot[e]!;
        res[slot] = addOrTerm(res[slot]!, v.postTerm[e]!);
      }
  }
  return res;
}

/**
 * For an AND query of `operands` operands (lexicon ranges as tsRankAndPacked takes them): per packed slot of the
 * vectors `v`, a bit for each operand the slot's vector holds, from the postings. ts_rank's AND arithmetic only scores
 * pairs of entries of two different operands, so a vector holding fewer than two of them ranks as if it had no pair
 * (tsRankAndWithoutPair) and its entries need not be read: for "x wydanie", tens of thousands of names matched by their
 * trigrams alone. Null past 31 operands (the bits of an Int32).
 */
function andPresence(store: IndexStore, v: PackedVectors, ranges: Int32Array, operands: number, buffer: Int32Array): Int32Array | null {
  if (operands > 31) return null;
  const held = buffer.subarray(0, store.baseSlots).fill(0);
  const { postStart, postSlot } = v;
  for (let i = 0; i < operands; i++) {
    const bit = 1 << i;
    for (let k = ranges[2 * i]!, to = ranges[2 * i + 1]!; k < to; k++)
      for (let e = postStart[k]!, end = postStart[k + 1]!; e < end; e++) held[postSlot[e]!]! |= bit;
  }
  return held;
}

/** The operands some packed vectors hold (a subset of an AND query's), for their AND rank. */
interface HeldOperands {
  /** their lexicon ranges, in the query's order (tsRankAndPacked's `ranges`), and how many */
  ranges: Int32Array;
  n: number;
  /** the ranges as text: the memo's key */
  key: string;
  /** rows of this search ranked without the memo */
  rows: number;
  memo: Float32Array | null;
}

/** Thresholds the tests change to reach a path with their small catalogue. */
export const ANSWER_TUNING = {
  /**
   * When a search ranks this many rows holding one set of an AND query's operands, their ranks are kept in the
   * store's memo of that set (IndexStore.andRanks) for the searches after it: a broad word's rows, not a narrow
   * word's few. The tests set it to 1 to compare memo-read answers with the statement's.
   */
  andMemoAfter: 1000,
  /** a text search matching at least the slots divided by this builds the whole catalogue's view when it is not kept */
  viewForMatches: 4,
};

/** The slots matched, in the order found, each once. */
class Matched {
  readonly slots: Int32Array;
  private readonly seen: Uint8Array;
  length = 0;
  constructor(buffers: Scratch, slots: number) {
    this.slots = buffers.matched;
    this.seen = buffers.seen.fill(0, 0, slots);
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
 * How many of the text's trigrams each packed name holds, and the least a name needs to reach the threshold: word
 * similarity is at most the share of the text's trigrams the name holds at all.
 */
/** The text's trigrams held per packed slot (`counts`), how many the text has (`size`), and the least that can reach the threshold. */
interface SharedTrigrams {
  counts: Uint16Array;
  size: number;
  least: number;
  /** the packed slots whose count reached `least`, ascending; null when too many were (every slot is read instead) */
  reached: Int32Array | null;
}

function trigramCounts(store: IndexStore, text: string, threshold: number, buffer: Uint16Array, reached: Int32Array): SharedTrigrams {
  const grams = trigramCodes(text) ?? [];
  const counts = buffer.subarray(0, store.baseSlots).fill(0);
  // The similarity is float4(count) / float4(size) >= threshold, so a name needs count >= threshold × size, less a
  // margin for float4's rounding (a relative 6e-8: under 1e-4 for any text) so the exact test decides the edge.
  const least = grams.length ? Math.max(1, Math.ceil(threshold * grams.length - 1e-4)) : Number.POSITIVE_INFINITY;
  // The names that reach `least` are listed as they reach it (a count passes it once), while they stay few.
  const limit = Math.floor(store.baseSlots / FEW);
  let nReached = 0;
  for (const g of grams) {
    const slots = store.trigrams.get(g);
    if (slots)
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        if (++counts[slot]! === least && nReached <= limit) reached[nReached++] = slot;
      }
  }
  return { counts, size: grams.length, least, reached: nReached <= limit ? reached.subarray(0, nReached).sort() : null };
}

/** Under a slot count divided by this, slots are listed and sorted rather than every slot read (a scan is cheap). */
const FEW = 32;

/**
 * Slots whose search name may reach the threshold, but for the packed ones the words matched already (a broad word's
 * names mostly are). Overlay slots and non-ASCII names are all candidates.
 */
function trigramCandidates(store: IndexStore, shared: SharedTrigrams, matched: Matched, buffers: Scratch): Int32Array {
  const { counts, least, reached } = shared;
  const most = (reached ? reached.length : counts.length) + store.overlay.size + store.nonAscii.size;
  if (buffers.candidates.length < most) buffers.candidates = new Int32Array(Math.ceil(most * 1.5));
  const out = buffers.candidates;
  let n = 0;
  if (reached) {
    for (let i = 0; i < reached.length; i++) if (!matched.has(reached[i]!)) out[n++] = reached[i]!;
  } else for (let slot = 0; slot < counts.length; slot++) if (counts[slot]! >= least && !matched.has(slot)) out[n++] = slot;
  for (const slot of store.overlay.keys()) out[n++] = slot;
  for (const slot of store.nonAscii) if (slot < store.baseSlots) out[n++] = slot;
  return out.subarray(0, n);
}
