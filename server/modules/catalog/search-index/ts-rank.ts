/**
 * PostgreSQL's ts_rank(weights, vector, query) with normalization 0, computed in TypeScript to the bit: the number
 * returned is the float4 the database returns (read as float8). No I/O; the document's vector is reached through a
 * callback so that callers can keep vectors packed in memory.
 *
 * What PostgreSQL does, in our words:
 * - The query's operands are collected in the order the tsquery stores them (to_tsquery stores the operands of
 *   "a & (b | c)" as c, b, a: the reverse of the text), sorted by lexeme with PostgreSQL's own quicksort, and
 *   de-duplicated by lexeme only, keeping the first of each run: "abc:*" and "abc" count as one operand, and which one
 *   survives (with or without the prefix flag) depends on that order.
 * - A query whose top operator is AND, with two or more distinct operands, is scored by the proximity of the operands'
 *   positions (every pair of positions of different operands, closer pairs weigh more); otherwise each operand found
 *   adds a score for its occurrences, and the sum is divided by the number of distinct operands.
 * - A prefix operand stands for every lexeme of the vector that starts with it, visited in the vector's lexeme order.
 * - A negative AND score (no pair of positions at all) becomes 1e-20; an empty vector or query ranks 0.
 * - Arithmetic mirrors C: float ("f32") wherever the C code stores or combines floats, double where it mixes in a
 *   double constant or calls exp / sqrt, and a rounding to float when the double result is stored.
 */

/** One operand of a ranking tsquery: a lexeme, matched exactly or as a prefix ("noc:*"). */
export interface RankOperand {
  lexeme: string;
  prefix: boolean;
}

/** AND of OR-groups, as toRankTsQuery writes them: [[a], [b, c]] is "a & (b | c)"; [[x:*]] is "x:*". */
export type RankQuery = RankOperand[][];

/**
 * PostgreSQL's WordEntryPos values of one lexeme: the weight in the top 2 bits (3 = A, 2 = B, 1 = C, 0 = D), the
 * position in the low 14 bits, ascending as stored. An empty array stands for a lexeme stored without positions.
 */
export type Positions = Uint16Array;

/** The document's entries matching one operand, in the vector's lexeme order (a prefix operand can match several). */
export type EntriesOf = (operand: RankOperand) => readonly Positions[];

/** A query ready for tsRank: the operands as ts_rank visits them (sorted, one per lexeme) and the top operator. */
export interface PreparedRankQuery {
  /** True when the top operator is AND (two or more groups). */
  readonly and: boolean;
  readonly operands: readonly RankOperand[];
}

/** Weights D, C, B, A, as written in '{0.1, 0.5, 0.9, 1.0}'. */
export type RankWeights = readonly [number, number, number, number];

const f32 = Math.fround;

/** PostgreSQL's default weights (D, C, B, A), used in place of a negative weight. */
const DEFAULT_WEIGHTS = [f32(0.1), f32(0.2), f32(0.4), f32(1.0)] as const;

/** Positions hold 14 bits; the AND score takes a lexeme without positions to stand at the last one (16383). */
const MAX_ENTRY_POS = 1 << 14;
const POS_MASK = MAX_ENTRY_POS - 1;

/** The one position the OR score gives a lexeme without positions: position 0, weight D. */
const NO_POSITIONS_OR: Positions = Uint16Array.of(0);
/** The one position the AND score gives a lexeme without positions: position 16383, weight D. */
const NO_POSITIONS_AND: Positions = Uint16Array.of(MAX_ENTRY_POS - 1);

/** 1 / 1.6449... (pi^2 / 6, the limit of the sum of 1/i^2), the constant the OR score divides by. */
const ZETA2 = 1.64493406685;

const TINY_DISTANCE_WEIGHT = f32(1e-30);
const NO_PAIR_RANK = f32(1e-20);

/**
 * The weight of two positions `distance` apart, as PostgreSQL's word_distance: 1 / (1.005 + 0.05 e^(d/1.5 - 2))
 * computed in double and stored as float, and 1e-30 beyond 100. Distances 1..100 are tabulated.
 */
const DISTANCE_WEIGHT = (() => {
  const table = new Float64Array(101);
  for (let d = 1; d <= 100; d++) table[d] = f32(1.0 / (1.005 + 0.05 * Math.exp(d / 1.5 - 2)));
  return table;
})();

export function wordDistance(distance: number): number {
  return distance > 100 ? TINY_DISTANCE_WEIGHT : DISTANCE_WEIGHT[distance]!;
}

/** Lexeme order of tsvectors and of ts_rank's operand sort: byte-wise, a prefix before the longer word. */
function compareLexemes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Sorts in place exactly as PostgreSQL's qsort does (the order of equal elements matters to ts_rank, which keeps the
 * first of equal operands): insertion sort below 7 elements, a check for an already sorted run, median-of-three (or
 * of nine above 40) pivot and a three-way partition, recursing on the smaller side.
 */
function pgQsort<T>(xs: T[], cmp: (a: T, b: T) => number): void {
  const swap = (i: number, j: number) => {
    const t = xs[i]!;
    xs[i] = xs[j]!;
    xs[j] = t;
  };
  const swapN = (i: number, j: number, n: number) => {
    for (let k = 0; k < n; k++) swap(i + k, j + k);
  };
  const c = (i: number, j: number) => cmp(xs[i]!, xs[j]!);
  const med3 = (a: number, b: number, d: number) => (c(a, b) < 0 ? (c(b, d) < 0 ? b : c(a, d) < 0 ? d : a) : c(b, d) > 0 ? b : c(a, d) < 0 ? a : d);
  const sort = (start: number, count: number): void => {
    let a = start;
    let n = count;
    for (;;) {
      if (n < 7) {
        for (let pm = a + 1; pm < a + n; pm++) for (let pl = pm; pl > a && c(pl - 1, pl) > 0; pl--) swap(pl, pl - 1);
        return;
      }
      let presorted = true;
      for (let pm = a + 1; pm < a + n; pm++) {
        if (c(pm - 1, pm) > 0) {
          presorted = false;
          break;
        }
      }
      if (presorted) return;
      let pm = a + Math.floor(n / 2);
      if (n > 7) {
        let pl = a;
        let pn = a + n - 1;
        if (n > 40) {
          const d = Math.floor(n / 8);
          pl = med3(pl, pl + d, pl + 2 * d);
          pm = med3(pm - d, pm, pm + d);
          pn = med3(pn - 2 * d, pn - d, pn);
        }
        pm = med3(pl, pm, pn);
      }
      swap(a, pm);
      let pa = a + 1;
      let pb = pa;
      let pc = a + n - 1;
      let pd = pc;
      for (;;) {
        while (pb <= pc) {
          const r = c(pb, a);
          if (r > 0) break;
          if (r === 0) {
            swap(pa, pb);
            pa++;
          }
          pb++;
        }
        while (pb <= pc) {
          const r = c(pc, a);
          if (r < 0) break;
          if (r === 0) {
            swap(pc, pd);
            pd--;
          }
          pc--;
        }
        if (pb > pc) break;
        swap(pb, pc);
        pb++;
        pc--;
      }
      const pn = a + n;
      let d1 = Math.min(pa - a, pb - pa);
      swapN(a, pb - d1, d1);
      d1 = Math.min(pd - pc, pn - pd - 1);
      swapN(pb, pn - d1, d1);
      d1 = pb - pa;
      const d2 = pd - pc;
      if (d1 <= d2) {
        if (d1 > 1) sort(a, d1);
        if (d2 <= 1) return;
        a = pn - d2;
        n = d2;
      } else {
        if (d2 > 1) sort(pn - d2, d2);
        if (d1 <= 1) return;
        n = d1;
      }
    }
  };
  sort(0, xs.length);
}

/**
 * The operands ts_rank visits for a query, as PostgreSQL's SortAndUniqItems finds them: in the tsquery's storage
 * order (the reverse of the text), sorted by lexeme, the first of equal lexemes kept (whatever its prefix flag).
 */
export function prepareRankQuery(query: RankQuery): PreparedRankQuery {
  const groups = query.filter((g) => g.length > 0);
  const stored: RankOperand[] = [];
  for (let g = groups.length - 1; g >= 0; g--) {
    const group = groups[g]!;
    for (let i = group.length - 1; i >= 0; i--) stored.push(group[i]!);
  }
  pgQsort(stored, (a, b) => compareLexemes(a.lexeme, b.lexeme));
  const operands: RankOperand[] = [];
  for (const op of stored) {
    if (operands.length === 0 || operands[operands.length - 1]!.lexeme !== op.lexeme) operands.push(op);
  }
  return { and: groups.length >= 2, operands };
}

/** Weights as PostgreSQL takes them: float4, a negative one replaced by the default, one above 1 refused. */
function rankWeights(weights: RankWeights, out: Float64Array): Float64Array {
  for (let i = 0; i < 4; i++) {
    const w = f32(weights[i]!);
    if (w > 1) throw new RangeError("weight out of range");
    out[i] = w >= 0 ? w : DEFAULT_WEIGHTS[i]!;
  }
  return out;
}

/** The OR score, as PostgreSQL's calc_rank_or. */
function rankOr(w: Float64Array, entriesOf: EntriesOf, operands: readonly RankOperand[]): number {
  let res = 0;
  for (const operand of operands) {
    const entries = entriesOf(operand);
    for (let e = 0; e < entries.length; e++) res = addOrTerm(res, orEntryTerm(w, entries[e]!));
  }
  return finishOr(res, operands.length);
}

/**
 * One entry's term of the OR score (calc_rank_or's per-lexeme part, a float): it depends only on the entry's
 * positions and the weights, so an index can keep it per posting and sum a query's terms posting by posting.
 * `w`: the weights as rankWeightsOf gives them.
 */
export function orEntryTerm(w: Float64Array, positions: Positions): number {
  const post = positions.length > 0 ? positions : NO_POSITIONS_OR;
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < post.length; j++) {
    const wp = w[post[j]! >> 14]!;
    resj = f32(resj + f32(wp / ((j + 1) * (j + 1))));
    if (wp > wjm) {
      wjm = wp;
      jm = j;
    }
  }
  return f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1))));
}

/** The running OR score with one more entry's term, rounded as calc_rank_or rounds it (operands in order, then entries). */
export function addOrTerm(res: number, term: number): number {
  return f32(res + term / ZETA2);
}

/** The OR score from its running sum: divided by the number of distinct operands. */
export function finishOr(res: number, operands: number): number {
  return operands > 0 ? f32(res / operands) : res;
}

/** Weights as ts_rank takes them (float4; a negative one replaced by the default), for orEntryTerm. */
export function rankWeightsOf(weights: RankWeights): Float64Array {
  return rankWeights(weights, new Float64Array(4));
}

/** The AND (proximity) score, as PostgreSQL's calc_rank_and; -1 when no pair of positions counted. */
function rankAnd(w: Float64Array, entriesOf: EntriesOf, operands: readonly RankOperand[]): number {
  const size = operands.length;
  if (size < 2) return rankOr(w, entriesOf, operands);
  // pos[i]: the positions of operand i's last entry seen so far (a prefix operand's later entries replace earlier ones).
  const pos: (Positions | undefined)[] = new Array(size);
  let res = -1;
  for (let i = 0; i < size; i++) {
    const entries = entriesOf(operands[i]!);
    for (let e = 0; e < entries.length; e++) {
      const own = entries[e]!;
      const post = own.length > 0 ? own : NO_POSITIONS_AND;
      pos[i] = post;
      for (let k = 0; k < i; k++) {
        const ct = pos[k];
        if (ct === undefined) continue;
        const eitherNull = post === NO_POSITIONS_AND || ct === NO_POSITIONS_AND;
        for (let l = 0; l < post.length; l++) {
          const a = post[l]!;
          const wa = w[a >> 14]!;
          const pa = a & POS_MASK;
          for (let p = 0; p < ct.length; p++) {
            const b = ct[p]!;
            let dist = Math.abs(pa - (b & POS_MASK));
            if (dist !== 0 || eitherNull) {
              if (dist === 0) dist = MAX_ENTRY_POS;
              const curw = f32(Math.sqrt(f32(f32(wa * w[b >> 14]!) * wordDistance(dist))));
              res = res < 0 ? curw : f32(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res;
}

const scratchWeights = new Float64Array(4);

/**
 * A document's vector as the index packs it: entries [first, end) of `lex` hold ascending lexicon ids (the lexicon is
 * sorted as PostgreSQL orders a vector's lexemes), and entry e's positions are pos[posStart[e] .. posStart[e + 1]).
 */
export interface PackedVector {
  readonly fwdLex: Int32Array;
  readonly posStart: Int32Array;
  readonly pos: Uint16Array;
}

/** Per operand: where its last entry's positions start and end, and whether it had none (scratch of rankAndPacked). */
let lastStart = new Int32Array(8);
let lastEnd = new Int32Array(8);
let lastState = new Uint8Array(8);

/**
 * ts_rank(weights, vector, query) for an AND query of two or more operands over a packed vector, the operands given
 * as their lexicon-id ranges [ranges[2i], ranges[2i + 1]) in the prepared query's order: calc_rank_and's arithmetic,
 * as rankAnd, with the positions read where they lie (rankAnd through `EntriesOf` takes an array per entry, and a
 * broad AND search ranks tens of thousands of rows). `first === end` is an empty vector (0).
 */
export function tsRankAndPacked(weights: RankWeights, v: PackedVector, first: number, end: number, ranges: Int32Array, operands: number): number {
  if (first === end || operands === 0) return 0;
  if (operands < 2) throw new RangeError("tsRankAndPacked: an AND of two or more operands");
  const w = rankWeights(weights, scratchWeights);
  if (lastState.length < operands) {
    lastStart = new Int32Array(operands);
    lastEnd = new Int32Array(operands);
    lastState = new Uint8Array(operands);
  }
  // 0: no entry seen yet; 1: positions in v.pos; 2: an entry without positions (NO_POSITIONS_AND)
  lastState.fill(0, 0, operands);
  const { fwdLex, posStart, pos } = v;
  const nullPos = NO_POSITIONS_AND[0]!;
  let res = -1;
  for (let i = 0; i < operands; i++) {
    const from = ranges[2 * i]!;
    const to = ranges[2 * i + 1]!;
    let lo = first;
    let hi = end;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (fwdLex[mid]! < from) lo = mid + 1;
      else hi = mid;
    }
    for (let e = lo; e < end && fwdLex[e]! < to; e++) {
      const ownStart = posStart[e]!;
      const ownNull = posStart[e + 1]! === ownStart;
      const ownEnd = ownNull ? ownStart + 1 : posStart[e + 1]!;
      lastStart[i] = ownStart;
      lastEnd[i] = ownEnd;
      lastState[i] = ownNull ? 2 : 1;
      for (let k = 0; k < i; k++) {
        const state = lastState[k]!;
        if (state === 0) continue;
        const ctNull = state === 2;
        const eitherNull = ownNull || ctNull;
        const ctStart = lastStart[k]!;
        const ctEnd = lastEnd[k]!;
        for (let l = ownStart; l < ownEnd; l++) {
          const a = ownNull ? nullPos : pos[l]!;
          const wa = w[a >> 14]!;
          const pa = a & POS_MASK;
          for (let p = ctStart; p < ctEnd; p++) {
            const b = ctNull ? nullPos : pos[p]!;
            let dist = Math.abs(pa - (b & POS_MASK));
            if (dist !== 0 || eitherNull) {
              if (dist === 0) dist = MAX_ENTRY_POS;
              const curw = f32(Math.sqrt(f32(f32(wa * w[b >> 14]!) * wordDistance(dist))));
              res = res < 0 ? curw : f32(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res < 0 ? NO_PAIR_RANK : res;
}

/**
 * What tsRankAndPacked answers for the vector fwd[first .. end) when it holds entries of fewer than two of the
 * operands: no pair of entries of two different operands is scored, so 0 for an empty vector and the no-pair rank
 * otherwise, whatever the weights and positions.
 */
export function tsRankAndWithoutPair(first: number, end: number): number {
  return first === end ? 0 : NO_PAIR_RANK;
}

/**
 * ts_rank(weights, vector, query) with normalization 0, as PostgreSQL computes it, for one document reached through
 * `entriesOf`. Pass a PreparedRankQuery (prepareRankQuery) when ranking many documents for one query.
 * `vectorSize` is the number of lexemes in the vector: PostgreSQL ranks an empty vector 0 before anything else (an
 * AND query would otherwise score 1e-20); leave it out when the vector is known not to be empty.
 */
export function tsRank(weights: RankWeights, entriesOf: EntriesOf, query: RankQuery | PreparedRankQuery, vectorSize = 1): number {
  const prepared = Array.isArray(query) ? prepareRankQuery(query) : (query as PreparedRankQuery);
  if (vectorSize === 0 || prepared.operands.length === 0) return 0;
  const w = rankWeights(weights, scratchWeights);
  const res = prepared.and ? rankAnd(w, entriesOf, prepared.operands) : rankOr(w, entriesOf, prepared.operands);
  return res < 0 ? NO_PAIR_RANK : res;
}

/**
 * A tsvector from PostgreSQL's text output ("'abc':1A,5 'def':2B 'ghi'"): lexeme → positions, in the vector's order.
 * Weight D has no letter; a lexeme without positions gets an empty array.
 */
export function parseTsVector(text: string): Map<string, Positions> {
  const out = new Map<string, Positions>();
  let current = "";
  const positions: number[] = [];
  const flush = () => {
    if (current !== "" || positions.length) out.set(current, Uint16Array.from(positions));
    positions.length = 0;
  };
  let started = false;
  scanTsVector(
    text,
    (lexeme) => {
      if (started) flush();
      started = true;
      current = lexeme;
    },
    (packed) => positions.push(packed),
  );
  if (started) flush();
  return out;
}

/**
 * Walks a tsvector's text output without building a map: `lexeme` for each lexeme in the vector's order, then
 * `position` for each of its positions (PostgreSQL's packed form: weight in the top 2 bits, position below).
 */
export function scanTsVector(text: string, lexeme: (l: string) => void, position: (packed: number) => void): void {
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text.charCodeAt(i) === 32) i++;
    if (i >= n) break;
    if (text[i] !== "'") throw new SyntaxError(`tsvector: quote expected at ${i} in ${text}`);
    i++;
    // the common case: no quote doubled, no backslash, so the lexeme is a slice of the text
    let end = i;
    while (end < n && text[end] !== "'" && text[end] !== "\\") end++;
    let word: string;
    if (end < n && text[end] === "'" && text[end + 1] !== "'") {
      word = text.slice(i, end);
      i = end + 1;
    } else {
      word = "";
      for (;;) {
        if (i >= n) throw new SyntaxError(`tsvector: unterminated lexeme in ${text}`);
        const ch = text[i]!;
        if (ch === "'") {
          if (text[i + 1] === "'") {
            word += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (ch === "\\" && i + 1 < n) {
          word += text[i + 1];
          i += 2;
          continue;
        }
        word += ch;
        i++;
      }
    }
    lexeme(word);
    if (text[i] === ":") {
      i++;
      for (;;) {
        let p = 0;
        const start = i;
        let c = text.charCodeAt(i);
        while (i < n && c >= 48 && c <= 57) {
          p = p * 10 + (c - 48);
          c = text.charCodeAt(++i);
        }
        if (i === start) throw new SyntaxError(`tsvector: position expected at ${i} in ${text}`);
        let weight = 0;
        if (c === 65 || c === 97) weight = 3;
        else if (c === 66 || c === 98) weight = 2;
        else if (c === 67 || c === 99) weight = 1;
        else if (c === 68 || c === 100) weight = 0;
        else weight = -1;
        if (weight >= 0) i++;
        position((Math.max(weight, 0) << 14) | Math.min(p, POS_MASK));
        if (text[i] !== ",") break;
        i++;
      }
    }
  }
}

/**
 * EntriesOf over a parsed vector (parseTsVector): an exact operand finds its lexeme, a prefix operand every lexeme that
 * starts with it, in the vector's order. Lexemes are taken in the Map's order, which is the vector's.
 */
export function vectorEntries(vector: ReadonlyMap<string, Positions>): EntriesOf {
  const lexemes = [...vector.keys()];
  const none: readonly Positions[] = [];
  return (operand) => {
    if (!operand.prefix) {
      const own = vector.get(operand.lexeme);
      return own === undefined ? none : [own];
    }
    const prefix = operand.lexeme;
    let lo = 0;
    let hi = lexemes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareLexemes(lexemes[mid]!, prefix) < 0) lo = mid + 1;
      else hi = mid;
    }
    const out: Positions[] = [];
    for (let i = lo; i < lexemes.length && lexemes[i]!.startsWith(prefix); i++) out.push(vector.get(lexemes[i]!)!);
    return out;
  };
}
