/**
 * Polish lemmas for search (docs/decisions/2026-11-27-polish-search.md), from the Polish Hunspell dictionary
 * (npm `dictionary-pl`, SJP.PL): its word list gives each lemma the suffix classes it takes, its affix file the
 * suffix rules of each class. Used when the catalogue is indexed, never on a request: the dictionary is read on
 * first use (~1 s, ~60 MB while held) and dropped by the caller when the indexing is done.
 *
 * - `lemmasOf(word)`: the lemmas a catalogue word (lower case, with diacritics) is a form of. Hunspell stemming
 *   (strip a suffix rule, the base must be a dictionary word carrying that rule's class) plus, because the
 *   dictionary lists many irregular forms as words of their own ("żurawia", "żurawiem" beside "żuraw"), a form
 *   that is a dictionary word plus one of the common inflection endings.
 * - `formsOf(lemma)`: every form of a lemma the same two ways; folded (no diacritics) they are the keys a
 *   shopper's query word is looked up by, so "zurawia" finds the lemma "zuraw".
 * Prefix rules (the negating "nie-") are not used: a negation is not the word.
 */
import { foldWord } from "../../../domain/catalog-query.ts";

interface SuffixRule {
  flag: string;
  strip: string;
  add: string;
  condition: RegExp | null;
}

/** Inflection endings of irregular forms that the dictionary lists as words of their own, longest first. */
const ENDINGS = ["owie", "iowi", "ami", "ach", "iem", "owi", "iom", "iów", "em", "om", "ów", "ia", "iu", "ie", "a", "u", "y", "i", "e", "ę", "ą"];
/** What a lemma's stem ends with: nothing ("żuraw"), or the ending of the base form ("czasopismo", "książka"). */
const LEMMA_ENDINGS = ["", "o", "a", "e", "y", "i"];
/** Words shorter than this are not lemmatised (their forms would collide with too many others). */
const MIN_LENGTH = 3;

export class PolishLemmatizer {
  /** lower-case word → the suffix classes it carries ("" for a form listed on its own) */
  private readonly words = new Map<string, string>();
  /** suffix rules by the text they add */
  private readonly byAdd = new Map<string, SuffixRule[]>();
  /** suffix rules by class */
  private readonly byFlag = new Map<string, SuffixRule[]>();
  private maxAdd = 0;

  constructor(aff: string, dic: string) {
    for (const line of aff.split("\n")) {
      if (!line.startsWith("SFX ")) continue;
      const parts = line.trim().split(/\s+/);
      // "SFX a Y 6" is a class header; rules are "SFX a strip add condition"
      if (parts.length < 5) continue;
      const [, flag, strip, add, cond] = parts as [string, string, string, string, string];
      const rule: SuffixRule = {
        flag,
        strip: strip === "0" ? "" : strip,
        add: (add === "0" ? "" : add).split("/")[0]!,
        condition: cond === "." ? null : new RegExp(`${cond}$`, "u"),
      };
      this.byAdd.set(rule.add, [...(this.byAdd.get(rule.add) ?? []), rule]);
      this.byFlag.set(flag, [...(this.byFlag.get(flag) ?? []), rule]);
      this.maxAdd = Math.max(this.maxAdd, rule.add.length);
    }
    const lines = dic.split("\n");
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!.trim();
      if (!line) continue;
      const slash = line.indexOf("/");
      const word = (slash === -1 ? line : line.slice(0, slash)).toLowerCase();
      const flags = slash === -1 ? "" : line.slice(slash + 1);
      const had = this.words.get(word);
      this.words.set(word, had ? had + flags : flags);
    }
  }

  /** Reads the dictionary from the `dictionary-pl` package. */
  static async load(): Promise<PolishLemmatizer> {
    const { default: dictionary } = await import("dictionary-pl");
    const decoder = new TextDecoder();
    return new PolishLemmatizer(decoder.decode(dictionary.aff), decoder.decode(dictionary.dic));
  }

  /** The lemmas of a word (lower case, diacritics kept); empty when the dictionary knows none. */
  lemmasOf(word: string): string[] {
    if (word.length < MIN_LENGTH) return [];
    const found = new Set<string>();
    const own = this.words.get(word);
    if (own) found.add(word);
    for (let k = 0; k <= Math.min(this.maxAdd, word.length - 1); k++) {
      const rules = this.byAdd.get(word.slice(word.length - k));
      if (!rules) continue;
      const stem = word.slice(0, word.length - k);
      for (const r of rules) {
        const base = stem + r.strip;
        if (base.length < MIN_LENGTH) continue;
        if (r.condition && !r.condition.test(base)) continue;
        if (this.words.get(base)?.includes(r.flag)) found.add(base);
      }
    }
    if (found.size === 0 || own === "") {
      // An irregular form listed on its own ("żurawiem", "czasopisma"): a lemma of the dictionary (a word carrying
      // suffix classes) plus an inflection ending, the lemma's own ending ("czasopism-o") put back.
      search: for (const e of ["", ...ENDINGS]) {
        if (!word.endsWith(e) || word.length - e.length < MIN_LENGTH) continue;
        const stem = word.slice(0, word.length - e.length);
        for (const back of LEMMA_ENDINGS) {
          const base = stem + back;
          if (base !== word && this.words.get(base)) {
            found.add(base);
            break search;
          }
        }
      }
    }
    if (own === "" && found.size > 1) found.delete(word);
    return [...found];
  }

  /** Every form of a lemma (lower case, diacritics kept), the lemma included. */
  formsOf(lemma: string): string[] {
    const forms = new Set([lemma]);
    for (const flag of this.words.get(lemma) ?? "") {
      for (const r of this.byFlag.get(flag) ?? []) {
        if (r.condition && !r.condition.test(lemma)) continue;
        if (!lemma.endsWith(r.strip)) continue;
        forms.add(lemma.slice(0, lemma.length - r.strip.length) + r.add);
      }
    }
    for (const e of ENDINGS) if (this.words.get(lemma + e) === "") forms.add(lemma + e);
    return [...forms];
  }
}

/** A word's lemmas folded as the index stores them ([a-z0-9] only); the word's own folded form is left out. */
export function foldedLemmas(lemmatizer: PolishLemmatizer, word: string): string[] {
  const own = foldWord(word);
  return [...new Set(lemmatizer.lemmasOf(word).map(foldWord))].filter((l) => l !== own && /^[a-z0-9]+$/.test(l));
}
