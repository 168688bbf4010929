/**
 * The lemma tables of the search index (migration polish_search): before kiosk_refresh_listing() rebuilds
 * catalog_search, the catalogue's new words (names, categories, authors, publishers, series, forms; not the
 * descriptions) are lemmatised with the Polish dictionary (./polish-lemmas.ts), and every form of every lemma
 * found is stored folded in search_forms. kiosk_lemma_vector() then adds each indexed word's lemmas beside it, and
 * the search SQL looks a query word's lemmas up there. Words are lemmatised once (search_words), so indexing a
 * few products reads the dictionary only when they bring a word the catalogue did not have.
 */
import type { Database } from "../../db/client.ts";
import { foldWord } from "../../../domain/catalog-query.ts";
import { PolishLemmatizer } from "./polish-lemmas.ts";

type Db = Pick<Database, "query">;

/** Letters of Polish words (and of the foreign names a catalogue holds); everything else separates words. */
const WORD = /[\p{L}]+/gu;
const BATCH = 5000;

export interface LemmaIndexing {
  /** new words lemmatised */
  words: number;
  /** form rows written */
  forms: number;
  ms: number;
}

/** Lemmatises the words of the listable products (all, or `productIds`) that no earlier indexing saw. */
export async function indexWords(db: Db, productIds?: number[]): Promise<LemmaIndexing> {
  const started = performance.now();
  const rows = await db.query<{ t: string }>(
    `SELECT concat_ws(' ', p.name, p.category_names, p.author, p.publisher, p.meta_keyword, so.label, fo.label) AS t
       FROM products p
       LEFT JOIN attribute_options so ON so.id = p.publishing_series
       LEFT JOIN attribute_options fo ON fo.id = p.publication_form
      WHERE p.visibility IN (2, 3, 4) AND p.status IN (0, 1) AND ($1::int[] IS NULL OR p.id = ANY($1::int[]))`,
    [productIds ?? null],
  );
  const words = new Set<string>();
  for (const r of rows) for (const m of r.t.toLowerCase().matchAll(WORD)) if (m[0].length >= 3) words.add(m[0]);
  // the type words of kiosk_type_words() are part of the index too
  for (const w of ["pakiet", "zestaw", "prenumerata", "czasopismo", "numer", "dostęp", "cyfrowy"]) words.add(w);
  if (words.size === 0) return { words: 0, forms: 0, ms: 0 };
  const seen = await db.query<{ word: string }>("SELECT word FROM search_words WHERE word = ANY($1::text[])", [[...words]]);
  for (const s of seen) words.delete(s.word);
  if (words.size === 0) return { words: 0, forms: 0, ms: Math.round(performance.now() - started) };

  const lemmatizer = await PolishLemmatizer.load();
  const forms = new Map<string, Set<string>>();
  const lemmas = new Set<string>();
  const add = (form: string, lemma: string) => {
    const key = foldWord(form);
    if (!key) return;
    const set = forms.get(key) ?? new Set<string>();
    set.add(lemma);
    forms.set(key, set);
  };
  for (const w of words) {
    for (const l of lemmatizer.lemmasOf(w)) {
      lemmas.add(l);
      // the word itself, which the lemma's classes may not generate (a form the dictionary lists on its own)
      const folded = foldWord(l);
      if (/^[a-z0-9]+$/.test(folded)) add(w, folded);
    }
  }
  for (const lemma of lemmas) {
    const folded = foldWord(lemma);
    if (!/^[a-z0-9]+$/.test(folded)) continue;
    for (const form of lemmatizer.formsOf(lemma)) add(form, folded);
  }
  // A form whose only lemma is itself adds nothing to the index.
  const entries = [...forms].filter(([form, set]) => set.size > 1 || !set.has(form));
  for (let i = 0; i < entries.length; i += BATCH) {
    const batch = entries.slice(i, i + BATCH);
    await db.query(
      `INSERT INTO search_forms (form, lemmas)
       SELECT f.form, string_to_array(f.lemmas, ' ') FROM unnest($1::text[], $2::text[]) AS f(form, lemmas)
       ON CONFLICT (form) DO UPDATE SET lemmas = ARRAY(SELECT DISTINCT x FROM unnest(search_forms.lemmas || EXCLUDED.lemmas) AS x ORDER BY x)`,
      [batch.map(([form]) => form), batch.map(([, set]) => [...set].sort().join(" "))],
    );
  }
  const list = [...words];
  for (let i = 0; i < list.length; i += BATCH)
    await db.query("INSERT INTO search_words (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING", [list.slice(i, i + BATCH)]);
  return { words: list.length, forms: entries.length, ms: Math.round(performance.now() - started) };
}

/** True when the catalogue is listed but its words were never lemmatised (a database from before the lemmas). */
export async function lemmasMissing(db: Db): Promise<boolean> {
  const rows = await db.query<{ missing: boolean }>("SELECT EXISTS (SELECT 1 FROM catalog_search) AND NOT EXISTS (SELECT 1 FROM search_words) AS missing");
  return rows[0]?.missing === true;
}
