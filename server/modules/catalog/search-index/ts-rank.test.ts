/**
 * tsRank answers exactly (===) what the database's ts_rank answers, for the catalogue's own vectors (search_vector and
 * field_vector, with the weights search-sql.ts uses) and queries shaped like toRankTsQuery's: single prefixes (short
 * ones matching many lexemes), single lexemes, OR groups, ANDs of groups mixing both, operands a document lacks, and the
 * same lexeme twice (as prefix and as lexeme, across groups, in queries long enough for the sort's partitioning).
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../../test/helper.ts";
import {
  parseTsVector,
  prepareRankQuery,
  tsRank,
  tsRankAndPacked,
  tsRankAndWithoutPair,
  vectorEntries,
  wordDistance,
  type PackedVector,
  type Positions,
  type PreparedRankQuery,
  type RankQuery,
  type RankWeights,
} from "./ts-rank.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
}, 120_000);
afterAll(async () => t?.close());

const SEARCH_WEIGHTS: RankWeights = [0.1, 0.5, 0.9, 1.0];
const FIELD_WEIGHTS: RankWeights = [0.3, 0.6, 0.8, 1.0];

/** The query's text as toRankTsQuery writes it: "(a | b) & c:*". */
function toText(query: RankQuery): string {
  return query.map((g) => (g.length === 1 && g[0]!.prefix ? `${g[0]!.lexeme}:*` : `(${g.map((o) => o.lexeme).join(" | ")})`)).join(" & ");
}

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Doc {
  id: number;
  search: Map<string, Positions>;
  field: Map<string, Positions>;
}

function buildQueries(docs: Doc[]): RankQuery[] {
  const rnd = random(2026);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const all = [...new Set(docs.flatMap((d) => [...d.search.keys(), ...d.field.keys()]))].filter((l) => /^[a-z0-9]+$/.test(l)).sort();
  const long = all.filter((l) => l.length >= 3);
  const docLexemes = (d: Doc) => [...new Set([...d.search.keys(), ...d.field.keys()])].filter((l) => /^[a-z0-9]+$/.test(l));
  const lex = (l: string) => ({ lexeme: l, prefix: false });
  const pre = (l: string) => ({ lexeme: l, prefix: true });
  // A word from one document (so that groups meet in it), from anywhere, or from nowhere.
  const word = (own: string[]) => {
    const r = rnd();
    return r < 0.6 ? pick(own) : r < 0.9 ? pick(all) : `zq${Math.floor(rnd() * 1000)}`;
  };
  const prefixOf = (w: string) => w.slice(0, Math.min(w.length, 2 + Math.floor(rnd() * 4)));
  const orGroup = (own: string[]) => Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => lex(word(own)));
  const group = (own: string[]) => (rnd() < 0.5 ? [pre(prefixOf(word(own)))] : orGroup(own));
  const queries: RankQuery[] = [];
  // Single prefixes: short ones (2-3 letters) matching many lexemes, and longer ones.
  for (let i = 0; i < 30; i++) queries.push([[pre(pick(long).slice(0, 2 + (i % 4)))]]);
  // Single lexemes, alone or as a one-lexeme group "(a)".
  for (let i = 0; i < 20; i++) queries.push([[lex(pick(all))]]);
  // OR groups of 2-4 lexemes, some from one document.
  for (let i = 0; i < 30; i++) queries.push([orGroup(docLexemes(pick(docs)))]);
  // ANDs of 2-3 groups mixing prefixes and OR groups.
  for (let i = 0; i < 80; i++) {
    const own = docLexemes(pick(docs));
    queries.push(Array.from({ length: 2 + Math.floor(rnd() * 2) }, () => group(own)));
  }
  // The same lexeme twice: as prefix and as lexeme across groups, in both orders, within a group, and in long queries
  // (7 or more operands, where the order of equal operands is the sort's partitioning's doing).
  for (let i = 0; i < 40; i++) {
    const own = docLexemes(pick(docs));
    const w = pick(own);
    const p = prefixOf(w);
    const shapes: RankQuery[] = [
      [[pre(w)], [lex(w), lex(word(own))]],
      [[lex(w), lex(word(own))], [pre(w)]],
      [[pre(p)], [lex(p), lex(w)], [pre(w)]],
      [[lex(w), lex(w)]],
      [[lex(w)], [lex(w)]],
      [orGroup(own).concat([lex(w)]), [pre(w)], orGroup(own).concat([lex(p), lex(w)]), [pre(p)]],
      [[pre(p)], orGroup(own).concat(orGroup(own)), [pre(w)], [lex(w), lex(p), lex(word(own)), lex(w)]],
    ];
    queries.push(shapes[i % shapes.length]!);
  }
  return queries;
}

/** Vectors packed as the index packs them (store.ts): one sorted lexicon, each vector's entries by lexicon id. */
function pack(vectors: ReadonlyMap<string, Positions>[]) {
  const lexicon = [...new Set(vectors.flatMap((v) => [...v.keys()]))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const id = new Map(lexicon.map((l, i) => [l, i]));
  const fwdStart = [0];
  const fwdLex: number[] = [];
  const posStart = [0];
  const pos: number[] = [];
  for (const v of vectors) {
    for (const [l, p] of [...v].sort((a, b) => id.get(a[0])! - id.get(b[0])!)) {
      fwdLex.push(id.get(l)!);
      pos.push(...p);
      posStart.push(pos.length);
    }
    fwdStart.push(fwdLex.length);
  }
  const packed: PackedVector = { fwdLex: Int32Array.from(fwdLex), posStart: Int32Array.from(posStart), pos: Uint16Array.from(pos) };
  /** the operands' lexicon-id ranges, as IndexStore.range gives them */
  const ranges = (q: PreparedRankQuery) =>
    Int32Array.from(
      q.operands.flatMap((op) => {
        let lo = 0;
        while (lo < lexicon.length && lexicon[lo]! < op.lexeme) lo++;
        if (!op.prefix) return lexicon[lo] === op.lexeme ? [lo, lo + 1] : [lo, lo];
        let end = lo;
        while (end < lexicon.length && lexicon[end]!.startsWith(op.lexeme)) end++;
        return [lo, end];
      }),
    );
  /** ts_rank of vector i through the packed path */
  const rank = (weights: RankWeights, i: number, q: PreparedRankQuery, r: Int32Array) =>
    tsRankAndPacked(weights, packed, fwdStart[i]!, fwdStart[i + 1]!, r, q.operands.length);
  /** how many of the operands vector i holds an entry of (the index counts them from its postings: answer.ts andPresence) */
  const held = (i: number, r: Int32Array) => {
    const own = fwdLex.slice(fwdStart[i]!, fwdStart[i + 1]!);
    let n = 0;
    for (let k = 0; 2 * k < r.length; k++) if (own.some((l) => l >= r[2 * k]! && l < r[2 * k + 1]!)) n++;
    return n;
  };
  /** what the index answers for vector i when it holds fewer than two operands, without reading its entries */
  const withoutPair = (i: number) => tsRankAndWithoutPair(fwdStart[i]!, fwdStart[i + 1]!);
  /** vector i ranked with only the operands it holds (answer.ts heldOperands, whose ranks the store keeps) */
  const rankHeld = (weights: RankWeights, i: number, r: Int32Array) => {
    const own = fwdLex.slice(fwdStart[i]!, fwdStart[i + 1]!);
    const kept: number[] = [];
    for (let k = 0; 2 * k < r.length; k++) if (own.some((l) => l >= r[2 * k]! && l < r[2 * k + 1]!)) kept.push(r[2 * k]!, r[2 * k + 1]!);
    return tsRankAndPacked(weights, packed, fwdStart[i]!, fwdStart[i + 1]!, Int32Array.from(kept), kept.length / 2);
  };
  return { rank, ranges, held, withoutPair, rankHeld };
}

it("answers what the database's ts_rank answers, to the bit", async () => {
  const rows = await t.db.query<{ id: number; s: string; f: string }>(
    "SELECT product_id AS id, search_vector::text AS s, field_vector::text AS f FROM catalog_search ORDER BY product_id",
  );
  const docs: Doc[] = rows.map((r) => ({ id: Number(r.id), search: parseTsVector(r.s), field: parseTsVector(r.f) }));
  expect(docs.length).toBeGreaterThan(100);
  const queries = buildQueries(docs);
  const texts = queries.map(toText);

  // One statement for every (query, document) pair.
  const ranks = await t.db.query<{ i: number; id: number; s: number; f: number }>(
    `SELECT u.i::int AS i, c.product_id AS id,
            ts_rank('{0.1, 0.5, 0.9, 1.0}', c.search_vector, q.tq)::float8 AS s,
            ts_rank('{0.3, 0.6, 0.8, 1.0}', c.field_vector, q.tq)::float8 AS f
       FROM unnest($1::text[]) WITH ORDINALITY AS u(q, i)
      CROSS JOIN LATERAL (SELECT to_tsquery('simple', u.q) AS tq) q
      CROSS JOIN catalog_search c`,
    [texts],
  );
  expect(ranks.length).toBe(queries.length * docs.length);

  const byId = new Map(docs.map((d) => [d.id, { d, search: vectorEntries(d.search), field: vectorEntries(d.field) }]));
  const prepared = queries.map(prepareRankQuery);
  // The index's own path for AND queries: the same vectors packed, ranked where their positions lie.
  const packedSearch = pack(docs.map((d) => d.search));
  const packedField = pack(docs.map((d) => d.field));
  const rankAnd = prepared.map((q) => q.and && q.operands.length >= 2);
  const searchRanges = prepared.map((q) => packedSearch.ranges(q));
  const fieldRanges = prepared.map((q) => packedField.ranges(q));
  const docIndex = new Map(docs.map((d, i) => [d.id, i]));
  let packedPairs = 0;
  let withoutPairs = 0;
  let heldOnly = 0;
  const mismatches: string[] = [];
  let pairs = 0; // (query, document) pairs, each compared on both vectors
  let nonZero = 0;
  let tiny = 0;
  for (const r of ranks) {
    const doc = byId.get(Number(r.id))!;
    const i = Number(r.i) - 1;
    const s = tsRank(SEARCH_WEIGHTS, doc.search, prepared[i]!, doc.d.search.size);
    const f = tsRank(FIELD_WEIGHTS, doc.field, prepared[i]!, doc.d.field.size);
    // The unprepared query answers the same.
    if (pairs % 97 === 0) expect(tsRank(SEARCH_WEIGHTS, doc.search, queries[i]!, doc.d.search.size)).toBe(s);
    pairs++;
    if (Number(r.s) > 1e-19) nonZero++;
    if (Number(r.s) === Math.fround(1e-20)) tiny++;
    if (s !== Number(r.s)) mismatches.push(`search ${texts[i]} doc ${r.id}: ${s} vs ${r.s}`);
    if (f !== Number(r.f)) mismatches.push(`field ${texts[i]} doc ${r.id}: ${f} vs ${r.f}`);
    if (rankAnd[i]) {
      packedPairs++;
      const at = docIndex.get(Number(r.id))!;
      const ps = packedSearch.rank(SEARCH_WEIGHTS, at, prepared[i]!, searchRanges[i]!);
      const pf = packedField.rank(FIELD_WEIGHTS, at, prepared[i]!, fieldRanges[i]!);
      if (ps !== Number(r.s)) mismatches.push(`packed search ${texts[i]} doc ${r.id}: ${ps} vs ${r.s}`);
      if (pf !== Number(r.f)) mismatches.push(`packed field ${texts[i]} doc ${r.id}: ${pf} vs ${r.f}`);
      // a vector holding fewer than two of the operands: the rank without reading it
      for (const [v, ranges, db, kind] of [
        [packedSearch, searchRanges[i]!, Number(r.s), "search"],
        [packedField, fieldRanges[i]!, Number(r.f), "field"],
      ] as const) {
        if (v.held(at, ranges) >= 2) {
          // ranked with only the operands it holds: the same float when it lacks some of them
          if (v.held(at, ranges) < ranges.length / 2) heldOnly++;
          const weights = kind === "search" ? SEARCH_WEIGHTS : FIELD_WEIGHTS;
          if (v.rankHeld(weights, at, ranges) !== db)
            mismatches.push(`${kind} ${texts[i]} doc ${r.id} with its operands only: ${v.rankHeld(weights, at, ranges)} vs ${db}`);
          continue;
        }
        withoutPairs++;
        if (v.withoutPair(at) !== db) mismatches.push(`${kind} ${texts[i]} doc ${r.id} without a pair: ${v.withoutPair(at)} vs ${db}`);
      }
    }
  }
  console.log(
    `ts-rank: ${queries.length} queries x ${docs.length} documents, ${pairs} (query, document) pairs compared on both vectors (${nonZero} non-zero search ranks, ${tiny} at 1e-20; ${packedPairs} AND pairs also packed, ${heldOnly} ranked with the operands they hold of more), ${mismatches.length} mismatches`,
  );
  expect(mismatches.slice(0, 20)).toEqual([]);
  expect(pairs).toBeGreaterThanOrEqual(5000);
  expect(packedPairs).toBeGreaterThanOrEqual(2000);
  expect(withoutPairs).toBeGreaterThanOrEqual(1000);
  expect(heldOnly, "vectors holding two operands of three or more").toBeGreaterThanOrEqual(50);
  expect(nonZero).toBeGreaterThan(1000);
}, 120_000);

it("keeps the last-written of two equal operands, as the database stores and sorts them", async () => {
  const vector = "'abc':1 'abcd':3A,7B 'abx':5C";
  const cases: RankQuery[] = [
    [[{ lexeme: "abc", prefix: true }], [{ lexeme: "abc", prefix: false }]],
    [[{ lexeme: "abc", prefix: false }], [{ lexeme: "abc", prefix: true }]],
    [
      [
        { lexeme: "abc", prefix: false },
        { lexeme: "abx", prefix: false },
      ],
      [{ lexeme: "abc", prefix: true }],
    ],
    [[{ lexeme: "ab", prefix: true }], [{ lexeme: "abcd", prefix: false }]],
  ];
  for (const q of cases) {
    const [row] = await t.db.query<{ r: number }>("SELECT ts_rank('{0.1, 0.5, 0.9, 1.0}', $1::tsvector, to_tsquery('simple', $2))::float8 AS r", [
      vector,
      toText(q),
    ]);
    expect(tsRank(SEARCH_WEIGHTS, vectorEntries(parseTsVector(vector)), q), toText(q)).toBe(Number(row!.r));
  }
  // Lexemes stored without positions (an AND query counts them at position 16383), on both paths.
  const bare = "'abc' 'abcd':3A,7B 'abd' 'abx':5C";
  const packed = pack([parseTsVector(bare)]);
  for (const q of cases) {
    const prepared = prepareRankQuery(q);
    const [row] = await t.db.query<{ r: number }>("SELECT ts_rank('{0.1, 0.5, 0.9, 1.0}', $1::tsvector, to_tsquery('simple', $2))::float8 AS r", [
      bare,
      toText(q),
    ]);
    expect(tsRank(SEARCH_WEIGHTS, vectorEntries(parseTsVector(bare)), prepared), toText(q)).toBe(Number(row!.r));
    if (prepared.operands.length >= 2) expect(packed.rank(SEARCH_WEIGHTS, 0, prepared, packed.ranges(prepared)), toText(q)).toBe(Number(row!.r));
  }
  // two lexemes without positions, and one without beside one with
  for (const [a, b] of [
    ["abc", "abd"],
    ["abd", "abx"],
    ["abcd", "abd"],
  ] as const) {
    const both = prepareRankQuery([[{ lexeme: a, prefix: false }], [{ lexeme: b, prefix: false }]]);
    const [row] = await t.db.query<{ r: number }>("SELECT ts_rank('{0.1, 0.5, 0.9, 1.0}', $1::tsvector, to_tsquery('simple', $2))::float8 AS r", [
      bare,
      `${a} & ${b}`,
    ]);
    expect(Number(row!.r)).toBeGreaterThan(0);
    expect(tsRank(SEARCH_WEIGHTS, vectorEntries(parseTsVector(bare)), both), `${a} & ${b}`).toBe(Number(row!.r));
    expect(packed.rank(SEARCH_WEIGHTS, 0, both, packed.ranges(both)), `${a} & ${b}`).toBe(Number(row!.r));
  }
  // An empty vector ranks 0, even for an AND query (which would otherwise rank 1e-20).
  expect(tsRank(SEARCH_WEIGHTS, () => [], [[{ lexeme: "a", prefix: false }], [{ lexeme: "b", prefix: false }]], 0)).toBe(0);
  expect(tsRank(SEARCH_WEIGHTS, () => [], [[{ lexeme: "a", prefix: false }], [{ lexeme: "b", prefix: false }]])).toBe(Math.fround(1e-20));
});

it("tabulates distance weights that do not hang on the last bits of exp", () => {
  // The database's exp comes from its C library (glibc, or musl under PGlite), ours from V8: the weights agree as long
  // as a few units in the last place of exp never move the float result, which holds for every distance 1..100.
  const buf = new Float64Array(1);
  const bits = new BigInt64Array(buf.buffer);
  const nudge = (x: number, k: number) => {
    buf[0] = x;
    bits[0]! += BigInt(k);
    return buf[0]!;
  };
  for (let d = 1; d <= 100; d++) {
    const e = Math.exp(d / 1.5 - 2);
    for (const k of [-4, -3, -2, -1, 1, 2, 3, 4]) expect(Math.fround(1.0 / (1.005 + 0.05 * nudge(e, k))), `distance ${d}`).toBe(wordDistance(d));
  }
  expect(wordDistance(101)).toBe(Math.fround(1e-30));
  expect(wordDistance(16384)).toBe(Math.fround(1e-30));
});
