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
 * sorts the trigrams of both strings together only to number the distinct ones, this numbers them with a lookup
 * table: the walk only uses those numbers as keys, so the result is the same.
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
const TRIGRAMS = RADIX * RADIX * RADIX;

/** Per trigram code: the call (generation) that last numbered it, and the number it got in that call. */
const seenIn = new Int32Array(TRIGRAMS);
const numberOf = new Int32Array(TRIGRAMS);
let generation = 0;

// Scratch arrays, grown when a longer string comes: the text's trigram numbers, each number's "is a query
// trigram" flag and its last position in the current stretch.
let textTrigrams = new Int32Array(256);
let found = new Uint8Array(256);
let lastPos = new Int32Array(256);

/** Trigrams numbered so far in this call. */
let distinct = 0;
/** Distinct query trigrams (pg_trgm's ulen1). */
let queryDistinct = 0;
/** Trigrams of the text written to textTrigrams. */
let textLength = 0;

function growNumbers(needed: number): void {
  if (needed <= found.length) return;
  let size = found.length;
  while (size < needed) size *= 2;
  const f = new Uint8Array(size);
  f.set(found);
  found = f;
  lastPos = new Int32Array(size);
}

/** The number of a trigram in this call, numbering it if new. */
function numberTrigram(code: number): number {
  if (seenIn[code] === generation) return numberOf[code]!;
  seenIn[code] = generation;
  const n = distinct++;
  if (n >= found.length) growNumbers(n + 1);
  numberOf[code] = n;
  found[n] = 0;
  return n;
}

/** Numbers the query's trigrams and flags them as query trigrams. False if the query holds a non-ASCII character. */
function cutQuery(s: string): boolean {
  const len = s.length;
  let i = 0;
  while (i < len) {
    let ch = s.charCodeAt(i);
    if (ch > 127) return false;
    if (CHAR_CODE[ch]! < 0) {
      i++;
      continue;
    }
    // a word: padded "  w ", trigrams slide over it
    let a = 0;
    let b = 0;
    while (i < len) {
      ch = s.charCodeAt(i);
      if (ch > 127) return false;
      const c = CHAR_CODE[ch]!;
      if (c < 0) break;
      const code = (a * RADIX + b) * RADIX + c;
      const n = numberTrigram(code);
      if (found[n] === 0) {
        found[n] = 1;
        queryDistinct++;
      }
      a = b;
      b = c;
      i++;
    }
    const n = numberTrigram((a * RADIX + b) * RADIX);
    if (found[n] === 0) {
      found[n] = 1;
      queryDistinct++;
    }
  }
  return true;
}

function pushText(code: number): void {
  if (textLength >= textTrigrams.length) {
    const t = new Int32Array(textTrigrams.length * 2);
    t.set(textTrigrams);
    textTrigrams = t;
  }
  textTrigrams[textLength++] = numberTrigram(code);
}

/** Numbers the text's trigrams, in order, into textTrigrams. False if the text holds a non-ASCII character. */
function cutText(s: string): boolean {
  const len = s.length;
  let i = 0;
  while (i < len) {
    let ch = s.charCodeAt(i);
    if (ch > 127) return false;
    if (CHAR_CODE[ch]! < 0) {
      i++;
      continue;
    }
    let a = 0;
    let b = 0;
    while (i < len) {
      ch = s.charCodeAt(i);
      if (ch > 127) return false;
      const c = CHAR_CODE[ch]!;
      if (c < 0) break;
      pushText((a * RADIX + b) * RADIX + c);
      a = b;
      b = c;
      i++;
    }
    pushText((a * RADIX + b) * RADIX);
  }
  return true;
}

/** Numbers the query's and the text's trigrams; false if either is not ASCII. */
function prepare(query: string, text: string): boolean {
  generation++;
  if (generation === 0x7fffffff) {
    seenIn.fill(0);
    generation = 1;
  }
  distinct = 0;
  queryDistinct = 0;
  textLength = 0;
  return cutQuery(query) && cutText(text);
}

/**
 * pg_trgm's walk over the text's trigrams (plain word similarity, not the strict one). With `threshold` set it
 * stops as soon as a stretch reaches it, as the `<%` operator does; the value returned is then only known to be
 * at least the threshold.
 */
function walk(threshold: number | undefined): number {
  const ulen1 = queryDistinct;
  const len2 = textLength;
  const trg = textTrigrams;
  const isQuery = found;
  const last = lastPos;
  last.fill(-1, 0, distinct);

  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let smlrMax = 0;

  for (let i = 0; i < len2; i++) {
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
  return smlrMax;
}

/**
 * What PostgreSQL's `word_similarity(query, text)` (pg_trgm) returns: the float4 as a JS number. NaN when either
 * string holds a non-ASCII character (ask the database then).
 */
export function wordSimilarity(query: string, text: string): number {
  if (!prepare(query, text)) return Number.NaN;
  return walk(undefined);
}

/**
 * What `query <% text` answers with `pg_trgm.word_similarity_threshold` = `threshold` (0.6 unless set): whether
 * `word_similarity(query, text) >= threshold`, the float4 compared to the threshold as a double as pg_trgm does.
 * (The setting's built-in default is the float 0.6 widened to a double, 0.6000000238…; no float4 lies between that
 * and 0.6, so passing 0.6 answers the same.) False when either string holds a non-ASCII character (ask the database
 * then). The walk stops at the first stretch reaching the threshold, as `<%` does.
 */
export function wordSimilarityAtLeast(query: string, text: string, threshold = 0.6): boolean {
  if (!prepare(query, text)) return false;
  return walk(threshold) >= threshold;
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
