/**
 * The TypeScript word similarity against the database's own pg_trgm (PGlite, or PostgreSQL with DATABASE_URL): for
 * thousands of (query, name) pairs drawn from the seeded catalogue, `word_similarity` must be the same number to the
 * bit and `<%` the same answer at two thresholds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../../test/helper.ts";
import {
  codesSimilarity,
  codesSimilarityAtLeast,
  isWordStart,
  knownSimilarity,
  leastSimilarity,
  trigramCodes,
  trigramSequence,
  wordSimilarity,
  wordSimilarityAtLeast,
  mayReach,
} from "./pg-trgm.ts";
import { NameWords } from "./name-words.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
}, 120_000);
afterAll(async () => t?.close());

/** A small seeded generator, so a failure replays. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const wordsOf = (s: string) => s.split(/[^a-z0-9]+/).filter((w) => w.length > 0);

/** The most distinct trigrams of `query` that cut[from .. to) holds in a row, none other between: read plainly. */
function longestRun(query: readonly number[], cut: Uint16Array, from: number, to: number): number {
  const ofQuery = new Set(query);
  let best = 0;
  for (let i = from; i < to; i++) {
    const run = new Set<number>();
    for (let j = i; j < to && ofQuery.has(cut[j]!); j++) run.add(cut[j]!);
    best = Math.max(best, run.size);
  }
  return best;
}

/** The best f / (n + u - f) of every stretch of cut[from .. to), tried plainly (the walk tries some of them). */
function bestStretch(query: readonly number[], cut: Uint16Array, from: number, to: number): number {
  const ofQuery = new Set(query);
  let best = 0;
  for (let i = from; i < to; i++) {
    const all = new Set<number>();
    let f = 0;
    for (let j = i; j < to; j++) {
      const g = cut[j]!;
      if (!all.has(g)) {
        all.add(g);
        if (ofQuery.has(g)) f++;
      }
      best = Math.max(best, Math.fround(f / (query.length + all.size - f)));
    }
  }
  return best;
}

/** How many of `query`'s distinct trigrams cut[from .. to) holds. */
const heldOf = (query: readonly number[], cut: Uint16Array, from: number, to: number) => {
  const ofQuery = new Set(query);
  return new Set([...cut.subarray(from, to)].filter((g) => ofQuery.has(g))).size;
};

/** Queries a shopper might type for a name: its words, their prefixes, typos, two words, numbers. */
function queriesFor(name: string, vocabulary: string[], rnd: () => number): string[] {
  const words = wordsOf(name);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const out: string[] = [];
  if (words.length === 0) return [pick(vocabulary)];
  const w = pick(words);
  out.push(w);
  const long = words.filter((x) => x.length >= 4);
  if (long.length > 0) {
    const l = pick(long);
    out.push(l.slice(0, 3 + Math.floor(rnd() * (l.length - 3))));
    const i = Math.floor(rnd() * (l.length - 1));
    out.push(l.slice(0, i) + l[i + 1] + l[i] + l.slice(i + 2)); // two letters swapped
    out.push(l.slice(0, i) + l.slice(i + 1)); // a letter dropped
    out.push(l.slice(0, i + 1) + l.slice(i)); // a letter doubled
    out.push(l.slice(0, i) + "abcdefghijklmnopqrstuvwxyz"[Math.floor(rnd() * 26)] + l.slice(i + 1)); // a letter replaced
  }
  if (words.length >= 2) {
    const i = Math.floor(rnd() * (words.length - 1));
    out.push(`${words[i]} ${words[i + 1]}`);
    out.push(`${words[i + 1]} ${words[i]!.slice(0, 3)}`);
  }
  out.push(`${w} ${pick(vocabulary)}`);
  const digits = words.filter((x) => /[0-9]/.test(x));
  out.push(digits.length > 0 ? pick(digits) : String(Math.floor(rnd() * 1000)));
  out.push(`${pick(vocabulary)} ${String(Math.floor(rnd() * 100))}`);
  return out;
}

/** Corner cases written by hand: short words, repeated trigrams, punctuation, empty strings. */
const HAND_PAIRS: Array<[string, string]> = [
  ["", ""],
  ["", "kawa"],
  ["kawa", ""],
  ["a", "a"],
  ["a", "b a c"],
  ["ab", "a-b ab"],
  ["aaa", "aaaa aaaaa"],
  ["abab", "ababababab"],
  ["kawa", "kawa"],
  ["kawa", "kawa kawa kawa"],
  ["kawa ziarnista", "kawa, ziarnista (1 kg)"],
  ["kwaa", "kawa"],
  ["kawaa", "kawa ziarnista"],
  ["word", "w.o.r.d word-play words"],
  ["12", "1,2 kg 12x"],
  ["x", "...x..."],
  ["zzz", "abc def"],
  ["anna", "ann anna nana annanna"],
  ["Kawa", "KAWA mielona"],
  ["lego 42", "lego technic 42115 / 42"],
  ["ta ta", "ta-ta-ta tata"],
  // a word that alone reaches the threshold, held whole or nearly, or a run of the text's trigrams (leastSimilarity)
  ["book wydanie", "nowe wydanie"],
  ["book wydanie", "wydaniem"],
  ["book wydanie", "swydanie wydani"],
  ["book wydanie", "WYDANIE-book"],
  ["nr wydanie", "wydanie wydaniex"],
  ["ab cdefgh", "xcdefgh cdefghx"],
];

interface DbRow {
  w: number;
  m03: boolean;
  m06: boolean;
}

/** word_similarity as float8 and `<%` at thresholds 0.3 and 0.6, for each pair, in order. */
async function fromDatabase(pairs: Array<[string, string]>): Promise<DbRow[]> {
  const rows: DbRow[] = [];
  for (let start = 0; start < pairs.length; start += 2000) {
    const chunk = pairs.slice(start, start + 2000);
    const qs = chunk.map((p) => p[0]);
    const ts = chunk.map((p) => p[1]);
    const sql = `SELECT p.n, word_similarity(p.q, p.t)::float8 AS w, p.q <% p.t AS m
                   FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(q, t, n) ORDER BY p.n`;
    const at = (threshold: string) =>
      t.db.transaction(async (tx) => {
        await tx.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${threshold}`);
        const setting = await tx.query<{ v: string }>("SELECT current_setting('pg_trgm.word_similarity_threshold') AS v");
        expect(Number(setting[0]?.v)).toBe(Number(threshold));
        return tx.query<{ w: number; m: boolean }>(sql, [qs, ts]);
      });
    const r06 = await at("0.6");
    const r03 = await at("0.3");
    expect(r06.length).toBe(chunk.length);
    expect(r03.length).toBe(chunk.length);
    for (let i = 0; i < chunk.length; i++) {
      expect(r03[i]!.w).toBe(r06[i]!.w);
      rows.push({ w: Number(r06[i]!.w), m06: r06[i]!.m, m03: r03[i]!.m });
    }
  }
  return rows;
}

describe("wordSimilarity (pg_trgm's word_similarity in TypeScript)", () => {
  it("gives what the database gives for thousands of catalogue names and shopper queries", async () => {
    const names = (await t.db.query<{ search_name: string }>("SELECT search_name FROM catalog_search ORDER BY product_id")).map((r) => r.search_name);
    expect(names.length).toBeGreaterThan(100);
    const asciiNames = names.filter((n) => !/[\u0080-\uffff]/.test(n));
    const vocabulary = [...new Set(asciiNames.flatMap(wordsOf))];
    const rnd = random(2026);
    const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;

    const pairs: Array<[string, string]> = [...HAND_PAIRS];
    for (const name of asciiNames) {
      for (const q of queriesFor(name, vocabulary, rnd)) {
        pairs.push([q, name]); // the name the query was drawn from
        pairs.push([q, pick(asciiNames)]); // and two others, mostly poor matches
        pairs.push([q, pick(asciiNames)]);
      }
    }
    // and strings over a tiny alphabet, full of repeated trigrams and one-letter words, where the walk's bookkeeping matters
    const tiny = "aab  1-";
    const noise = (max: number) => Array.from({ length: 1 + Math.floor(rnd() * max) }, () => pick([...tiny])).join("");
    for (let i = 0; i < 3000; i++) pairs.push([noise(6), noise(24)]);
    expect(pairs.length).toBeGreaterThanOrEqual(5000);

    const db = await fromDatabase(pairs);
    const mismatches: string[] = [];
    let above06 = 0;
    let above03 = 0;
    let reachedByRun = 0;
    let knownByRun = 0;
    let refusedByBound = 0;
    for (let i = 0; i < pairs.length; i++) {
      const [q, text] = pairs[i]!;
      const { w, m06, m03 } = db[i]!;
      const mine = wordSimilarity(q, text);
      if (mine !== w) mismatches.push(`word_similarity(${JSON.stringify(q)}, ${JSON.stringify(text)}): database ${w}, ours ${mine}`);
      if (wordSimilarityAtLeast(q, text, 0.6) !== m06) mismatches.push(`${JSON.stringify(q)} <% ${JSON.stringify(text)} at 0.6: database ${m06}`);
      if (wordSimilarityAtLeast(q, text, 0.3) !== m03) mismatches.push(`${JSON.stringify(q)} <% ${JSON.stringify(text)} at 0.3: database ${m03}`);
      // the index's path: the query and the name cut once, the name read as a stretch of a longer array of cuts
      const qc = trigramCodes(q);
      const seq = trigramSequence(text);
      if (qc && seq) {
        const before = trigramSequence(pairs[(i + 1) % pairs.length]![1]) ?? new Uint16Array(0);
        const packed = Uint16Array.from([...before, ...seq, ...before]);
        const [from, to] = [before.length, before.length + seq.length];
        // a run of the query's trigrams: the similarity is at least run / n, and exactly held / n when one run holds
        // all the text holds (the index then skips the walk)
        const run = longestRun(qc, packed, from, to);
        if (leastSimilarity(run, qc.length) > w)
          mismatches.push(`${JSON.stringify(text)} holds ${run} of ${JSON.stringify(q)}'s trigrams in a row, more than the database's ${w}`);
        const known = knownSimilarity(run, heldOf(qc, packed, from, to), qc.length);
        if (!Number.isNaN(known)) {
          knownByRun++;
          if (known !== w) mismatches.push(`${JSON.stringify(q)} against ${JSON.stringify(text)}: known ${known}, database ${w}`);
        }
        for (const [x, m] of [
          [0.6, m06],
          [0.3, m03],
        ] as const) {
          if (leastSimilarity(run, qc.length) < x) continue;
          reachedByRun++;
          if (!m) mismatches.push(`${JSON.stringify(text)} holds a run of ${JSON.stringify(q)} reaching ${x}, but the database says it does not reach it`);
        }
        // the bound that skips the walk never refuses a text that reaches the threshold
        for (const [x, m] of [
          [0.6, m06],
          [0.3, m03],
        ] as const) {
          if (mayReach(qc, packed, from, to, x)) continue;
          refusedByBound++;
          if (m) mismatches.push(`${JSON.stringify(q)} <% ${JSON.stringify(text)} at ${x}, but mayReach says no stretch can reach it`);
        }
        if (codesSimilarityAtLeast(qc, packed, from, to, 0.6) !== m06)
          mismatches.push(`${JSON.stringify(q)} <% ${JSON.stringify(text)} cut once, at 0.6: database ${m06}`);
        if (codesSimilarityAtLeast(qc, packed, from, to, 0.3) !== m03)
          mismatches.push(`${JSON.stringify(q)} <% ${JSON.stringify(text)} cut once, at 0.3: database ${m03}`);
      }
      if (m06) above06++;
      if (m03) above03++;
    }
    console.info(
      `pg-trgm: ${pairs.length} pairs compared on ${t.db.kind} (${names.length} names, ${names.length - asciiNames.length} not ASCII; ` +
        `${above06} at 0.6, ${above03} at 0.3, ${reachedByRun} reached by a run, ${knownByRun} known by a run, ${refusedByBound} refused by the bound), ${mismatches.length} mismatches`,
    );
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(reachedByRun).toBeGreaterThan(pairs.length / 20);
    expect(knownByRun).toBeGreaterThan(pairs.length / 20);
    expect(refusedByBound).toBeGreaterThan(pairs.length / 20);
    // the pairs reach both sides of both thresholds
    expect(above06).toBeGreaterThan(pairs.length / 10);
    expect(above03 - above06).toBeGreaterThan(pairs.length / 20);
    expect(pairs.length - above03).toBeGreaterThan(pairs.length / 10);
  }, 120_000);

  it("answers mayReach and the longest run the same from the names' words as from their trigrams, and knows the similarity the walk gives when one run holds the text's trigrams (name-words.ts)", async () => {
    const names = (await t.db.query<{ search_name: string }>("SELECT search_name FROM catalog_search ORDER BY product_id")).map((r) => r.search_name);
    const rnd = random(23);
    const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
    // the catalogue's names (a name not ASCII has no cut: no words), and strings over a tiny alphabet full of
    // one-letter words and repeated trigrams
    const tiny = "aab  1-";
    const noise = (max: number) => Array.from({ length: 1 + Math.floor(rnd() * max) }, () => pick([...tiny])).join("");
    const texts = [...names, ...Array.from({ length: 500 }, () => noise(24)), "wydanie z podrozy, wydanie", "z", ""];
    const cuts = texts.map((text) => trigramSequence(text) ?? new Uint16Array(0));
    const nameGrams = Uint16Array.from(cuts.flatMap((cut) => [...cut]));
    const nameGramStart = Int32Array.from([0, ...cuts.map((_, i) => cuts.slice(0, i + 1).reduce((n, cut) => n + cut.length, 0))]);
    const words = new NameWords(nameGrams, nameGramStart, texts.length);
    expect(words.size).toBeLessThan(cuts.reduce((n, cut) => n + cut.length, 0));

    const vocabulary = [...new Set(names.filter((n) => !/[\u0080-\uffff]/.test(n)).flatMap((n) => wordsOf(n.toLowerCase())))];
    const queries = ["zadanie", "kresow wydanie", "wydanie", "z", "aab", "a 1", ...vocabulary.slice(0, 40)];
    for (let i = 0; i < 60; i++) queries.push(`${pick(vocabulary)} ${pick(vocabulary)}`, pick(vocabulary).slice(1), noise(6));
    const mismatches: string[] = [];
    let refused = 0;
    let runs = 0;
    let known = 0;
    for (const q of queries) {
      const qc = trigramCodes(q);
      if (!qc) continue;
      words.hold(qc);
      for (let slot = 0; slot < texts.length; slot++) {
        const [from, to] = [nameGramStart[slot]!, nameGramStart[slot + 1]!];
        // the longest run within one of the name's words (a run across two is not counted)
        let within = 0;
        for (let start = from; start < to; ) {
          let end = start + 1;
          while (end < to && !isWordStart(nameGrams[end]!)) end++;
          within = Math.max(within, longestRun(qc, nameGrams, start, end));
          start = end;
        }
        const run = words.bestRun(slot);
        if (run !== within) mismatches.push(`${JSON.stringify(texts[slot])} holds ${within} of ${JSON.stringify(q)}'s trigrams in a row in a word, not ${run}`);
        if (run > 0) runs++;
        const similarity = knownSimilarity(run, heldOf(qc, nameGrams, from, to), qc.length);
        if (Number.isNaN(similarity)) continue;
        known++;
        const walked = codesSimilarity(qc, nameGrams, from, to);
        if (similarity !== walked) mismatches.push(`${JSON.stringify(q)} against ${JSON.stringify(texts[slot])}: known ${similarity}, walked ${walked}`);
      }
      for (const x of [0.6, 0.3]) {
        for (let slot = 0; slot < texts.length; slot++) {
          const [from, to] = [nameGramStart[slot]!, nameGramStart[slot + 1]!];
          const may = mayReach(qc, nameGrams, from, to, x);
          if (words.mayReach(slot, qc.length, x) !== may) mismatches.push(`mayReach(${JSON.stringify(q)}, ${JSON.stringify(texts[slot])}, ${x}) is ${may}`);
          if (may) continue;
          refused++;
          // a name the bound refuses has no stretch reaching the threshold, nor does the walk find one
          // (every stretch tried for one refusal in five: the walk for all)
          if ((refused % 5 === 0 && bestStretch(qc, nameGrams, from, to) >= x) || codesSimilarityAtLeast(qc, nameGrams, from, to, x))
            mismatches.push(`${JSON.stringify(texts[slot])} refused for ${JSON.stringify(q)} at ${x}, but it reaches it`);
        }
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
    // both answers were asked on both sides
    expect(refused).toBeGreaterThan(1000);
    expect(runs).toBeGreaterThan(1000);
    expect(known).toBeGreaterThan(1000);
  }, 120_000);

  it("answers NaN / false for a string that is not ASCII, and 1 for a word of the text", () => {
    expect(wordSimilarity("kawa", "kawa żółta")).toBeNaN();
    expect(wordSimilarityAtLeast("żółta", "kawa", 0.6)).toBe(false);
    expect(wordSimilarity("kawa", "mielona kawa 500 g")).toBe(1);
    expect(wordSimilarityAtLeast("kawa", "mielona kawa 500 g", 0.6)).toBe(true);
    expect(wordSimilarity("", "kawa")).toBe(0);
  });

  it("takes a run of the text's trigrams as a floor of the similarity, and as the similarity when the run holds all the name holds", () => {
    const at = (q: string, text: string) => {
      const qc = trigramCodes(q)!;
      const cut = trigramSequence(text)!;
      const run = longestRun(qc, cut, 0, cut.length);
      return {
        least: leastSimilarity(run, qc.length),
        known: knownSimilarity(run, heldOf(qc, cut, 0, cut.length), qc.length),
        walked: wordSimilarity(q, text),
      };
    };
    // "prenumerator": 13 distinct trigrams, "prenumerata" holds 10 of them in a row ("  p" … "rat"): 10 / 13, and no more
    expect(at("prenumerator", "prenumerata roczna")).toEqual({ least: Math.fround(10 / 13), known: Math.fround(10 / 13), walked: Math.fround(10 / 13) });
    // "book wydanie": "wydanie" holds 8 of 13 in a row (≥ 0.6); "  b" of "biblioteka" is one more held apart: not known
    expect(at("book wydanie", "biblioteka, wydanie")).toMatchObject({ least: Math.fround(8 / 13), known: Number.NaN });
    expect(at("book wydanie", "biblioteka, wydanie").walked).toBeGreaterThanOrEqual(Math.fround(8 / 13));
    // "wydania" against "wydanie": "  w" … "ani" in a row, 6 of 8
    expect(at("wydania", "nowe wydanie")).toEqual({ least: 0.75, known: 0.75, walked: 0.75 });
    expect(leastSimilarity(0, 8)).toBe(0);
    expect(knownSimilarity(0, 0, 8)).toBeNaN();
  });

  it("skips the walk for a name whose words lie too far apart to reach the threshold, never for one that reaches it", () => {
    const q = trigramCodes("kresow wydanie")!;
    const at = (text: string) => {
      const cut = trigramSequence(text)!;
      return { may: mayReach(q, cut, 0, cut.length, 0.6), reaches: codesSimilarityAtLeast(q, cut, 0, cut.length, 0.6) };
    };
    // 15 trigrams; "wydanie" holds 8 (8 / 15 < 0.6), "krakow" 3 more ("  k", " kr", "ow "), but "gazeta lokalna" lies
    // between them: a stretch holding all 11 holds at least 8 others (11 / 23)
    expect(at("wydanie gazeta lokalna krakow")).toEqual({ may: false, reaches: false });
    // next to each other the bound cannot tell (9 / 15 with nothing between), and the walk decides
    expect(at("krakow wydanie").may).toBe(true);
    expect(at("kresowe wydanie")).toEqual({ may: true, reaches: true });
    // "prozy wydanie": 14 trigrams; "wydanie" holds 8 (8 / 14 < 0.6), and "pomorze" next to it one more, "  p", but
    // only with its seven others ("pomorze" whole: 9 / 21); nothing shorter holds nine
    const prozy = trigramCodes("prozy wydanie")!;
    const pomorze = trigramSequence("pomorze wydanie")!;
    expect(mayReach(prozy, pomorze, 0, pomorze.length, 0.6)).toBe(false);
    expect(codesSimilarityAtLeast(prozy, pomorze, 0, pomorze.length, 0.6)).toBe(false);
    const prozaWydanie = trigramSequence("proza wydanie")!;
    expect(mayReach(prozy, prozaWydanie, 0, prozaWydanie.length, 0.6)).toBe(true);
    expect(at("wydanie kresowe, tom 2")).toEqual({ may: true, reaches: true });
  });
});
