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

/**
 * What a word of a name offers a stretch against a text (n distinct trigrams), for `stretchesMayReach`: `held` and
 * `others` are its distinct trigrams of the text and distinct others; `best` is the most a stretch within the word
 * scores (f / (n + m), from one of the text's trigrams to one); `suffixes` holds (f, m) of the word from each of its
 * text trigrams to its end, `prefixes` (f, m) from its start to each, as flat pairs.
 */
export interface WordStretches {
  held: number;
  others: number;
  best: number;
  suffixes: number[];
  prefixes: number[];
}

/** Per trigram code: the scan (numbered) that last counted it, so each counts once a scan. */
const countedIn = new Int32Array(TRIGRAMS);
let scanNo = 0;
const newScan = () => {
  if (scanNo === 0x7fffffff) {
    countedIn.fill(0);
    scanNo = 0;
  }
  return ++scanNo;
};

/**
 * Reads the cut from `from` one step at a time (1 or -1) to its end, counting the distinct text trigrams read (f) and
 * the distinct others (m), and tells `at` both at each text trigram; returns them at the end.
 */
function tally(cut: ArrayLike<number>, text: Uint8Array, from: number, step: 1 | -1, at: (f: number, m: number) => void): { f: number; m: number } {
  const scan = newScan();
  let f = 0;
  let m = 0;
  for (let k = from; k >= 0 && k < cut.length; k += step) {
    const g = cut[k]!;
    if (countedIn[g] !== scan) {
      countedIn[g] = scan;
      if (text[g] === 1) f++;
      else m++;
    }
    if (text[g] === 1) at(f, m);
  }
  return { f, m };
}

/** `WordStretches` of one word's cut (its trigram codes in order), `text` marking the text's trigrams (1). */
export function wordStretches(cut: ArrayLike<number>, text: Uint8Array, n: number): WordStretches {
  const out: WordStretches = { held: 0, others: 0, best: 0, suffixes: [], prefixes: [] };
  const all = tally(cut, text, 0, 1, (f, m) => out.prefixes.push(f, m));
  out.held = all.f;
  out.others = all.m;
  if (all.f === 0) return out;
  tally(cut, text, cut.length - 1, -1, (f, m) => out.suffixes.push(f, m));
  for (let p = 0; p < cut.length; p++)
    if (text[cut[p]!] === 1)
      tally(cut, text, p, 1, (f, m) => {
        if (f / (n + m) > out.best) out.best = f / (n + m);
      });
  return out;
}

/**
 * False when no stretch of a name can reach `threshold` against a text of n distinct trigrams, so the walk need not
 * run; true when one may. A stretch scores f / (n + m), f the distinct text trigrams it holds and m the distinct others
 * (pg_trgm's f / (n + u - f) with u = f + m). One that starts or ends on a trigram not of the text scores less than
 * the same without it, so only stretches from a text trigram to a text trigram count. Such a stretch lies within one
 * word (at most that word's `best`), or runs from a suffix of word i over the words between, covered whole, to a
 * prefix of word j: it holds at most the suffix's, the words' and the prefix's text trigrams summed (and at most n),
 * and at least the others of each of those parts. A bound read from the words' summaries, where the walk reads each
 * trigram again for each text trigram it meets. It rejects the names that hold enough of the text's trigrams in all,
 * but in words too far apart ("kresow wydanie" against a name with "wydanie", a word starting with "k" and other
 * words between them) or next to a word's other trigrams ("prozy wydanie" against "pomorze wydanie": the "  p" of
 * "pomorze" comes with its seven others).
 */
export function stretchesMayReach(
  words: number,
  held: (k: number) => number,
  others: (k: number) => number,
  stretches: (k: number) => WordStretches,
  n: number,
  threshold: number,
): boolean {
  if (n === 0) return false;
  // a margin under the threshold for float4's rounding of the walk's quotient: the bound only says "no"
  const at = threshold - 1e-6;
  for (let i = 0; i < words; i++) {
    const heldI = held(i);
    if (heldI === 0) continue;
    const from = stretches(i);
    if (from.best >= at) return true;
    let inner = 0;
    let innerOthers = 0;
    for (let j = i + 1; j < words; j++) {
      if (j > i + 1) {
        inner += held(j - 1);
        innerOthers = Math.max(innerOthers, others(j - 1));
      }
      const heldJ = held(j);
      if (heldJ === 0 || Math.min(n, heldI + inner + heldJ) / (n + innerOthers) < at) continue;
      const to = stretches(j);
      const { suffixes } = from;
      const { prefixes } = to;
      for (let s = 0; s < suffixes.length; s += 2)
        for (let p = 0; p < prefixes.length; p += 2) {
          const f = Math.min(n, suffixes[s]! + inner + prefixes[p]!);
          if (f / (n + Math.max(suffixes[s + 1]!, prefixes[p + 1]!, innerOthers)) >= at) return true;
        }
    }
  }
  return false;
}

/**
 * `stretchesMayReach` for the cut trg[from .. to) against the text's distinct trigrams `query`, read from the
 * trigrams (name-words.ts reads the same from the names' words).
 */
export function mayReach(query: readonly number[], trg: Uint16Array, from: number, to: number, threshold: number): boolean {
  const n = query.length;
  if (n === 0) return false;
  for (let i = 0; i < n; i++) isQuery[query[i]!] = 1;
  // the words: each starts at its padded first trigram ("  a")
  const words: WordStretches[] = [];
  for (let start = from; start < to; ) {
    let end = start + 1;
    while (end < to && !isWordStart(trg[end]!)) end++;
    words.push(wordStretches(trg.subarray(start, end), isQuery, n));
    start = end;
  }
  for (let i = 0; i < n; i++) isQuery[query[i]!] = 0;
  return stretchesMayReach(
    words.length,
    (k) => words[k]!.held,
    (k) => words[k]!.others,
    (k) => words[k]!,
    n,
    threshold,
  );
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
