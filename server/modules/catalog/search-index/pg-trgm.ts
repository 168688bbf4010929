/**
 * PostgreSQL pg_trgm's word similarity, computed in TypeScript with the same result to the bit: `wordSimilarity(q, t)`
 * is what `word_similarity(q, t)` returns (a float4, given here as the JS number equal to it) and
 * `wordSimilarityAtLeast(q, t, x)` is what `q <% t` answers when `pg_trgm.word_similarity_threshold` is x.
 *
 * How pg_trgm measures it, in short:
 * - A string is cut into words: runs of letters and digits (any other character separates words). Each word is padded
 *   with two spaces in front and one behind, and every three consecutive characters of the padded word are a trigram
 *   ("ab" gives "  a", " ab", "ab "). The text's trigrams are kept in order, duplicates included.
 * - The query's trigrams, de-duplicated, are the ones to find (n of them). For every stretch of consecutive trigrams of
 *   the text, the similarity is f / (n + u - f), where u is the number of distinct trigrams in the stretch and f the
 *   number of those that are also query trigrams; pg_trgm does not try every stretch but walks the text once, ending a
 *   stretch at each trigram found in the query, tries every later start for it and keeps the first best one (the next
 *   stretches begin there). The largest value met is the word similarity. Each quotient is a float4 division, hence
 *   `Math.fround`.
 *
 * The walk below is pg_trgm's, step for step (same bookkeeping of each trigram's last position, same order of
 * comparisons, same strict `>`), so that ties and the greedy start moves land where PostgreSQL's do. Where pg_trgm
 * sorts the trigrams of both strings together only to number the distinct ones, this keys them by their code (three
 * characters of 37 possible, under 51,000): the walk only uses those numbers as keys, so the result is the same.
 *
 * Limits: ASCII only. For a string holding a character above U+007F pg_trgm's answer depends on the database's
 * encoding and locale (which characters are letters, how trigrams of multi-byte characters are hashed), so
 * `wordSimilarity` returns NaN and `wordSimilarityAtLeast` false: the caller asks the database instead. Upper-case
 * ASCII letters are lowered, as pg_trgm lowers words before cutting them (outside a Turkish locale, where "I" lowers
 * differently).
 */

/** Code of each ASCII character in a trigram: 0 the padding space, 1..36 the digits and letters, -1 a separator. */
const CHAR_CODE = new Int8Array(128).fill(-1);
for (let c = 48; c <= 57; c++) CHAR_CODE[c] = c - 48 + 1; // 0-9
for (let c = 97; c <= 122; c++) CHAR_CODE[c] = c - 97 + 11; // a-z
for (let c = 65; c <= 90; c++) CHAR_CODE[c] = c - 65 + 11; // A-Z, lowered
const RADIX = 37;
/** how many trigram codes there are (each code is below it) */
export const TRIGRAMS = RADIX * RADIX * RADIX;
/** whether a trigram code is a word's padded first trigram ("  a"): where each word of a cut begins */
export const isWordStart = (code: number) => code < RADIX;

/** Per trigram code: whether it is a query trigram, and its last position in the current stretch (-1: none). */
const isQuery = new Uint8Array(TRIGRAMS);
const lastAt = new Int32Array(TRIGRAMS).fill(-1);
/**
 * The last walk's similarity. The walk writes it here instead of returning it: a fractional double returned from a
 * call is a new heap number, one per walk (hundreds of thousands a second under load), where a threshold's caller only
 * wants a yes or no.
 */
const walked = new Float64Array(1);

/** Scratch for a text cut by `wordSimilarity`, grown when a longer text comes. */
let textScratch = new Uint16Array(256);

/**
 * Cuts `s` into its trigram codes, in order and duplicates included (the text's side of the walk), written from
 * `out.codes[at]` on (replaced by a longer copy when full); the number written, or -1 for a string holding a
 * non-ASCII character.
 */
function cut(s: string, out: { codes: Uint16Array }, at: number): number {
  const len = s.length;
  let n = at;
  let i = 0;
  const push = (code: number) => {
    if (n >= out.codes.length) {
      const bigger = new Uint16Array(out.codes.length * 2);
      bigger.set(out.codes);
      out.codes = bigger;
    }
    out.codes[n++] = code;
  };
  while (i < len) {
    let ch = s.charCodeAt(i);
    if (ch > 127) return -1;
    if (CHAR_CODE[ch]! < 0) {
      i++;
      continue;
    }
    // a word: padded "  w ", trigrams slide over it
    let a = 0;
    let b = 0;
    while (i < len) {
      ch = s.charCodeAt(i);
      if (ch > 127) return -1;
      const c = CHAR_CODE[ch]!;
      if (c < 0) break;
      push((a * RADIX + b) * RADIX + c);
      a = b;
      b = c;
      i++;
    }
    push((a * RADIX + b) * RADIX);
  }
  return n - at;
}

/**
 * The text's trigram codes in order, duplicates included, for texts compared many times (an index keeps its names
 * cut once); null for a string holding a non-ASCII character.
 */
export function trigramSequence(s: string): Uint16Array | null {
  const out = { codes: new Uint16Array(Math.max(4, s.length + 8)) };
  const n = cut(s, out, 0);
  return n < 0 ? null : out.codes.slice(0, n);
}

/**
 * pg_trgm's walk over the text's trigrams trg[from .. to) (plain word similarity, not the strict one), for the query
 * whose distinct trigrams are `query`. With `threshold` set it stops as soon as a stretch reaches it, as the `<%`
 * operator does; the value returned is then only known to be at least the threshold. Keyed by trigram code where
 * pg_trgm numbers the distinct trigrams of both strings: the walk only uses them as keys, so the result is the same.
 */
function walk(query: ArrayLike<number>, trg: Uint16Array, from: number, to: number, threshold: number | undefined): void {
  for (let i = 0; i < query.length; i++) isQuery[query[i]!] = 1;
  const ulen1 = query.length;
  const last = lastAt;

  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let smlrMax = 0;

  for (let i = from; i < to; i++) {
    const t = trg[i]!;
    if (lower >= 0 || isQuery[t] === 1) {
      if (last[t]! < 0) {
        ulen2++;
        if (isQuery[t] === 1) count++;
      }
      last[t] = i;
    }
    if (isQuery[t] !== 1) continue;

    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let smlrCur = Math.fround(count / (ulen1 + ulen2 - count));

    // try moving the stretch's start forward for a greater similarity
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const smlrTmp = Math.fround(tmpCount / (ulen1 + tmpUlen2 - tmpCount));
      if (smlrTmp > smlrCur) {
        smlrCur = smlrTmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      if (threshold !== undefined && smlrCur >= threshold) break;
      const tt = trg[tmpLower]!;
      if (last[tt] === tmpLower) {
        tmpUlen2--;
        if (isQuery[tt] === 1) tmpCount--;
      }
    }

    if (smlrCur > smlrMax) smlrMax = smlrCur;
    if (threshold !== undefined && smlrMax >= threshold) break;

    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tt = trg[tmpLower]!;
      if (last[tt] === tmpLower) last[tt] = -1;
    }
  }
  // leave the tables clean for the next walk
  for (let i = from; i < to; i++) last[trg[i]!] = -1;
  for (let i = 0; i < query.length; i++) isQuery[query[i]!] = 0;
  walked[0] = smlrMax;
}

/**
 * What PostgreSQL's `word_similarity(query, text)` (pg_trgm) returns: the float4 as a JS number. NaN when either
 * string holds a non-ASCII character (ask the database then).
 */
export function wordSimilarity(query: string, text: string): number {
  const q = trigramCodes(query);
  const out = { codes: textScratch };
  const n = q ? cut(text, out, 0) : -1;
  textScratch = out.codes;
  if (n < 0) return Number.NaN;
  walk(q!, textScratch, 0, n, undefined);
  return walked[0]!;
}

/**
 * What `query <% text` answers with `pg_trgm.word_similarity_threshold` = `threshold` (0.6 unless set): whether
 * `word_similarity(query, text) >= threshold`, the float4 compared to the threshold as a double as pg_trgm does.
 * (The setting's built-in default is the float 0.6 widened to a double, 0.6000000238…; no float4 lies between that
 * and 0.6, so passing 0.6 answers the same.) False when either string holds a non-ASCII character (ask the database
 * then). The walk stops at the first stretch reaching the threshold, as `<%` does.
 */
export function wordSimilarityAtLeast(query: string, text: string, threshold = 0.6): boolean {
  const q = trigramCodes(query);
  const out = { codes: textScratch };
  const n = q ? cut(text, out, 0) : -1;
  textScratch = out.codes;
  if (n < 0) return false;
  walk(q!, textScratch, 0, n, threshold);
  return walked[0]! >= threshold;
}

/**
 * `wordSimilarity` for a query cut once (`trigramCodes`) and a text cut once (`trigramSequence`, or a stretch
 * trg[from .. to) of an array of such cuts): what a search asks of many names.
 */
export function codesSimilarity(query: readonly number[], trg: Uint16Array, from: number, to: number): number {
  walk(query, trg, from, to, undefined);
  return walked[0]!;
}

/** `codesSimilarity` compared to a threshold, the walk stopping as soon as a stretch reaches it. */
export function codesSimilarityAtLeast(query: readonly number[], trg: Uint16Array, from: number, to: number, threshold: number): boolean {
  walk(query, trg, from, to, threshold);
  return walked[0]! >= threshold;
}

/**
 * What a name's runs of the text's trigrams tell of its word similarity to the text, without the walk. A run is a
 * stretch of the name's trigrams, consecutive and all of them the text's; `run` is the most distinct trigrams one run
 * holds (within one word: name-words.ts `bestRun`), `held` how many of the text's `textTrigrams` (n) distinct trigrams
 * the name holds in all.
 * - At least `Math.fround(run / n)` (`leastSimilarity`): when the walk reaches the run's last trigram it tries every
 *   start from its current one on, and its start is then not past the run's first trigram (a start moves only for a
 *   greater similarity, and dropping one of the run's trigrams lowers f and u alike, which never raises
 *   f / (n + u - f)); so it scores the run alone, f = u = run: run / n. "prenumerator" against a name with
 *   "prenumerata": ten of its 13 trigrams in a row, at least 0.77, so it reaches 0.6 with no walk. (A name holding
 *   whole a word of the text that alone reaches the threshold is one case.)
 * - At most `Math.fround(held / n)`: a stretch holds f ≤ held of the text's trigrams and u ≥ f distinct ones.
 * So when one run holds all the name holds (run = held), the similarity is known (`knownSimilarity`). For "wydania"
 * against a name with "wydanie": the six trigrams "  w" … "ani" in a row, 6 / 8, where the ranking otherwise walked
 * each of the 73,000 names the word matches that tie on their rank.
 */
export function leastSimilarity(run: number, textTrigrams: number): number {
  return run > 0 ? Math.fround(run / textTrigrams) : 0;
}

/** The word similarity when one run holds all of the text's trigrams the name holds (see `leastSimilarity`), else NaN. */
export function knownSimilarity(run: number, held: number, textTrigrams: number): number {
  return run > 0 && run === held ? leastSimilarity(run, textTrigrams) : Number.NaN;
}

/** Per trigram code: the word (numbered per call of `mayReach`) it was last counted in, so each counts once per word. */
const seenIn = new Int32Array(TRIGRAMS);
let wordStamp = 0;
let wordQuery = new Int32Array(64);
let wordOther = new Int32Array(64);

/**
 * False when no stretch of the cut trg[from .. to) can reach `threshold` against the query's distinct trigrams
 * `query` (n of them), so the walk need not run; true when one may. A stretch scores f / (n + m), f the distinct
 * query trigrams it holds and m the distinct others (pg-trgm's f / (n + u - f) with u = f + m). A stretch over the
 * name's words i .. j holds at most the sum of each word's own query trigrams (and at most n), and at least the other
 * trigrams of any word it covers whole (those between i and j): a bound that reads each trigram once, where the walk
 * may read a word's trigrams again for each query trigram it meets. It rejects the names that hold enough of the
 * text's trigrams in all but in words too far apart ("kresów wydanie" against a name with "wydanie", a word starting
 * with "k" and other words between them).
 */
export function mayReach(query: readonly number[], trg: Uint16Array, from: number, to: number, threshold: number): boolean {
  const n = query.length;
  if (n === 0) return false;
  for (let i = 0; i < n; i++) isQuery[query[i]!] = 1;
  // each word's distinct query trigrams and distinct others (a word starts at its padded first trigram, "  a")
  let words = 0;
  for (let i = from; i < to; i++) {
    const t = trg[i]!;
    if (isWordStart(t) || words === 0) {
      if (words >= wordQuery.length) {
        const q = new Int32Array(words * 2);
        q.set(wordQuery);
        wordQuery = q;
        const o = new Int32Array(words * 2);
        o.set(wordOther);
        wordOther = o;
      }
      wordQuery[words] = 0;
      wordOther[words] = 0;
      words++;
      wordStamp++;
      if (wordStamp === 0x7fffffff) {
        seenIn.fill(0);
        wordStamp = 1;
      }
    }
    if (seenIn[t] === wordStamp) continue;
    seenIn[t] = wordStamp;
    if (isQuery[t] === 1) wordQuery[words - 1]!++;
    else wordOther[words - 1]!++;
  }
  for (let i = 0; i < n; i++) isQuery[query[i]!] = 0;
  // a margin under the threshold for float4's rounding of the walk's quotient: the bound only says "no"
  const at = threshold - 1e-6;
  for (let i = 0; i < words; i++) {
    if (wordQuery[i] === 0) continue;
    let f = 0;
    let m = 0;
    for (let j = i; j < words; j++) {
      f += wordQuery[j]!;
      if (j > i + 1 && wordOther[j - 1]! > m) m = wordOther[j - 1]!;
      if (Math.min(f, n) / (n + m) >= at) return true;
    }
  }
  return false;
}

/**
 * The distinct trigrams of a string, as numbers (the same cut as above: words of ASCII letters and digits, padded),
 * for an index of names by trigram: a name holding fewer than `threshold` × the query's trigrams cannot reach the
 * threshold (the similarity is at most the share of the query's trigrams found). Null for a non-ASCII string.
 */
export function trigramCodes(s: string): number[] | null {
  const out = new Set<number>();
  const len = s.length;
  let i = 0;
  while (i < len) {
    let ch = s.charCodeAt(i);
    if (ch > 127) return null;
    if (CHAR_CODE[ch]! < 0) {
      i++;
      continue;
    }
    let a = 0;
    let b = 0;
    while (i < len) {
      ch = s.charCodeAt(i);
      if (ch > 127) return null;
      const c = CHAR_CODE[ch]!;
      if (c < 0) break;
      out.add((a * RADIX + b) * RADIX + c);
      a = b;
      b = c;
      i++;
    }
    out.add((a * RADIX + b) * RADIX);
  }
  return [...out];
}
