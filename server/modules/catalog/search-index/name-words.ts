/**
 * The words of the packed search names, each distinct word kept once (a vocabulary), so that what pg-trgm.ts asks of
 * a name's words is asked of each distinct word once per search instead of once per name holding it.
 *
 * A text search tests the names that hold enough of its trigrams (answer.ts matchText). Most of those tested for a
 * text like "zadanie" or "cienia wydanie" do not reach the threshold: they hold the text's trigrams in words far
 * apart ("z" here, "wydanie" there); many others reach it through one word ("prenumerata" for "prenumerator").
 * `mayReach` and `leastSimilarity` (pg-trgm.ts) tell both from the name's words without the walk. Here each word's
 * share of the text's trigrams, and its longest run of them, is counted once per search, for the few distinct words
 * that hold any, and a name is then read as its words' ids, a few reads a name.
 * docs/decisions/2026-11-27-search-index.md, "The names' words, counted once a word" and "A run of the text's
 * trigrams, scored without the walk".
 */
import { TRIGRAMS, isWordStart, stretchesMayReach, wordStretches, type WordStretches } from "./pg-trgm.ts";

/** each trigram's last run (to count it once a run) */
const seenInRun = new Int32Array(TRIGRAMS);
let runNo = 0;

/** The most distinct trigrams marked in `text` that the cut holds in a row. */
function longestRun(cut: Uint16Array, text: Uint8Array): number {
  let best = 0;
  let run = 0;
  if (runNo > 0x7fff0000) {
    seenInRun.fill(0);
    runNo = 0;
  }
  runNo++;
  for (let i = 0; i < cut.length; i++) {
    const g = cut[i]!;
    if (text[g] !== 1) {
      run = 0;
      runNo++;
      continue;
    }
    if (seenInRun[g] !== runNo) {
      seenInRun[g] = runNo;
      if (++run > best) best = run;
    }
  }
  return best;
}

export class NameWords {
  /** each packed slot's words as vocabulary ids, in order: ids[start[slot] .. start[slot + 1]) */
  private readonly ids: Int32Array;
  private readonly start: Int32Array;
  /** each vocabulary word's distinct trigrams */
  private readonly distinct: Uint16Array;
  /** trigram code → the vocabulary words holding it, each once: words[gramStart[g] .. gramStart[g + 1]) */
  private readonly gramStart: Int32Array;
  private readonly words: Int32Array;
  /** each vocabulary word's cut (its trigram codes in order) */
  private readonly cuts: readonly Uint16Array[];
  /** this search's trigrams held per vocabulary word (`hold`), and the words it set */
  private readonly held: Uint16Array;
  private touched: Int32Array;
  private nTouched = 0;
  /** this search's longest run per vocabulary word (`hold`): the most distinct text trigrams in a row, none other between */
  private readonly runs: Uint16Array;
  /** the text `hold` was last given, marked per trigram code (1), and its distinct trigrams */
  private readonly text = new Uint8Array(TRIGRAMS);
  private query: readonly number[] = [];
  /** the words' stretches against it (`mayReach`), made when first asked: the hold they were made in, by word */
  private holdNo = 0;
  private readonly stretchesAt: Int32Array;
  private readonly stretches: WordStretches[] = [];

  /** Cuts the packed names `nameGrams[nameGramStart[s] .. nameGramStart[s + 1])` of slots 0 .. `slots` into words. */
  constructor(nameGrams: Uint16Array, nameGramStart: Int32Array, slots: number) {
    const byCut = new Map<string, number>();
    const cuts: string[] = [];
    let nIds = 0;
    let ids = new Int32Array(Math.max(16, slots * 8));
    const start = new Int32Array(slots + 1);
    for (let slot = 0; slot < slots; slot++) {
      start[slot] = nIds;
      const from = nameGramStart[slot]!;
      const to = nameGramStart[slot + 1]!;
      for (let i = from; i < to; ) {
        let end = i + 1;
        while (end < to && !isWordStart(nameGrams[end]!)) end++;
        const cut = String.fromCharCode(...nameGrams.subarray(i, end));
        let id = byCut.get(cut);
        if (id === undefined) {
          id = cuts.length;
          cuts.push(cut);
          byCut.set(cut, id);
        }
        if (nIds === ids.length) {
          const bigger = new Int32Array(ids.length * 2);
          bigger.set(ids);
          ids = bigger;
        }
        ids[nIds++] = id;
        i = end;
      }
    }
    start[slots] = nIds;
    this.ids = ids.slice(0, nIds);
    this.start = start;
    this.cuts = cuts.map((cut) => Uint16Array.from(cut, (ch) => ch.charCodeAt(0)));

    // each word's distinct trigrams, as the distinct characters of its cut
    const grams = cuts.map((cut) => [...new Set(cut)].map((ch) => ch.charCodeAt(0)));
    const distinct = Uint16Array.from(grams, (g) => g.length);
    // the words per trigram: counted, then placed
    const perGram = new Int32Array(TRIGRAMS + 1);
    for (const g of grams) for (const code of g) perGram[code + 1]!++;
    for (let g = 0; g < TRIGRAMS; g++) perGram[g + 1]! += perGram[g]!;
    const words = new Int32Array(perGram[TRIGRAMS]!);
    const at = perGram.slice(0, TRIGRAMS);
    grams.forEach((g, w) => {
      for (const code of g) words[at[code]!++] = w;
    });
    this.distinct = distinct;
    this.gramStart = perGram;
    this.words = words;
    this.held = new Uint16Array(cuts.length);
    this.runs = new Uint16Array(cuts.length);
    this.stretchesAt = new Int32Array(cuts.length);
    this.touched = new Int32Array(64);
  }

  /** distinct words of the names */
  get size(): number {
    return this.distinct.length;
  }

  /**
   * Counts, for every word, how many of the text's distinct trigrams `query` it holds, and its longest run of them
   * (`bestRun`), until the next call.
   */
  hold(query: readonly number[]): void {
    for (let i = 0; i < this.nTouched; i++) {
      this.held[this.touched[i]!] = 0;
      this.runs[this.touched[i]!] = 0;
    }
    this.nTouched = 0;
    for (let q = 0; q < query.length; q++) {
      const g = query[q]!;
      for (let e = this.gramStart[g]!, end = this.gramStart[g + 1]!; e < end; e++) {
        const w = this.words[e]!;
        if (this.held[w]!++ === 0) {
          if (this.nTouched === this.touched.length) {
            const bigger = new Int32Array(this.touched.length * 2);
            bigger.set(this.touched);
            this.touched = bigger;
          }
          this.touched[this.nTouched++] = w;
        }
      }
    }
    for (let q = 0; q < this.query.length; q++) this.text[this.query[q]!] = 0;
    this.query = query;
    for (let q = 0; q < query.length; q++) this.text[query[q]!] = 1;
    for (let i = 0; i < this.nTouched; i++) {
      const w = this.touched[i]!;
      this.runs[w] = longestRun(this.cuts[w]!, this.text);
    }
    if (++this.holdNo === 0x7fffffff) {
      this.stretchesAt.fill(0);
      this.holdNo = 1;
    }
  }

  /**
   * The most distinct trigrams of the text `hold` was last given that one of the slot's words holds in a row, with
   * no other trigram between them (pg-trgm.ts `knownSimilarity`): 0 when none holds any.
   */
  bestRun(slot: number): number {
    let best = 0;
    for (let i = this.start[slot]!, end = this.start[slot + 1]!; i < end; i++) {
      const run = this.runs[this.ids[i]!]!;
      if (run > best) best = run;
    }
    return best;
  }

  /**
   * pg-trgm.ts `mayReach` for the slot's name against the text `hold` was last given (n distinct trigrams): false when
   * no stretch of the name can reach `threshold`. The same bound (`stretchesMayReach`), each word's part of it made
   * once a search.
   */
  mayReach(slot: number, n: number, threshold: number): boolean {
    const first = this.start[slot]!;
    return stretchesMayReach(
      this.start[slot + 1]! - first,
      (k) => this.held[this.ids[first + k]!]!,
      (k) => this.distinct[this.ids[first + k]!]! - this.held[this.ids[first + k]!]!,
      (k) => this.stretchesOf(this.ids[first + k]!, n),
      n,
      threshold,
    );
  }

  /** The word's `WordStretches` against the text `hold` was last given, made once a hold. */
  private stretchesOf(word: number, n: number): WordStretches {
    if (this.stretchesAt[word] !== this.holdNo) {
      this.stretches[word] = wordStretches(this.cuts[word]!, this.text, n);
      this.stretchesAt[word] = this.holdNo;
    }
    return this.stretches[word]!;
  }
}
