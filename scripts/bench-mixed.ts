/**
 * The mixed, uncached catalogue suite of `npm run bench -- --suite mixed` (issue 23, docs/benchmarks.md): at least
 * 1,000 distinct searches and listings drawn from the catalogue itself, measured with the search cache off
 * (`CATALOG_SEARCH_CACHE_SECONDS=0`), so every request computes its match set, page, total and aggregations. The
 * product documents on its pages are cached per product as the shop's default (a document is shared by every search
 * that shows it); `CATALOG_DOCUMENT_CACHE_SECONDS=0` in the bench's environment builds them for every request too.
 *
 * - words: taken from a sample of product names spread over the whole catalogue; the most frequent ones are the
 *   broad words (thousands of matches), the ones seen once the narrow ones, and two words of one name a phrase;
 * - searches: each word alone, some sorted by price, some on a deep page (start 100 or 500), some inside a category;
 * - listings: every category, with aggregations, with a price range, with a filter value its own aggregations
 *   offered, sorted by price or newest, and deep pages (start 200 and 2,000).
 *
 * Every path is distinct, and the suite hands them out round robin over all connections (one shared counter), so
 * no two connections ask for the same thing at once and the server's single-flight cannot merge them.
 *
 * The mixed row runs twice (scripts/bench.ts): first on a process that has built no document yet, and again after
 * the searches and listings rows, with the documents its cache kept (a running shop's state); both compute every
 * match set, page, total and aggregation afresh.
 */

/** A deterministic pseudo-random sequence (mulberry32), so two runs draw the same requests. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface MixedRequests {
  searches: string[];
  listings: string[];
  /** the most frequent word of the sample (the broadest search) */
  broadest: string;
}

/** The suite's searches and listings interleaved (a fixed stride through both), so the two kinds alternate. */
export function interleaved({ searches, listings }: Pick<MixedRequests, "searches" | "listings">): string[] {
  const all = [...searches, ...listings];
  return all
    .map((p, i) => ({ p, k: (i * 7919) % all.length }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.p);
}

type Json = (path: string) => Promise<any>;

const SEARCH = "/api/catalog/search";

/**
 * Builds the suite's paths from the running shop: `json` reads an API path, `categories` are the category ids to
 * list. `count` is how many of each kind (searches, listings) to draw at least.
 */
export async function mixedRequests(json: Json, categories: number[], count = 600): Promise<MixedRequests> {
  const rnd = random(23);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

  // A sample of names from across the catalogue: 30 pages of 100, spread over the newest-first order.
  const first = await json(`${SEARCH}?size=1&sort=latest&aggregations=false&includeFields=name`);
  const total = Number(first.result.total);
  const names: string[] = [];
  for (let i = 0; i < 30; i++) {
    const start = Math.floor((i * Math.max(0, total - 100)) / 30);
    const page = await json(`${SEARCH}?size=100&start=${start}&sort=latest&aggregations=false&includeFields=name`);
    for (const item of page.result.items as { name?: string }[]) if (item.name) names.push(item.name);
  }
  const counts = new Map<string, number>();
  const phrases: string[] = [];
  for (const name of names) {
    const words = [...new Set(name.toLowerCase().match(/\p{L}{4,}/gu) ?? [])];
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    if (words.length >= 2) {
      const i = Math.floor(rnd() * (words.length - 1));
      phrases.push(`${words[i]} ${words[i + 1]}`);
    }
  }
  const byFrequency = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  const broad = byFrequency.slice(0, 40);
  const medium = byFrequency.filter((w) => (counts.get(w) ?? 0) >= 3 && !broad.includes(w));
  const narrow = byFrequency.filter((w) => counts.get(w) === 1);

  const searches = new Set<string>();
  const search = (query: string, extra = "") => searches.add(`${SEARCH}?query=${encodeURIComponent(query)}&size=20${extra}`);
  for (const w of broad) {
    search(w);
    search(w, "&sort=price_asc");
    search(w, "&start=100");
    search(w, `&category=${pick(categories)}`);
  }
  for (let guard = 0; searches.size < count && guard < count * 20; guard++) {
    const r = rnd();
    const word = r < 0.35 ? pick(narrow) : r < 0.75 ? pick(medium) : pick(phrases);
    if (!word) continue;
    const s = rnd();
    search(word, s < 0.6 ? "" : s < 0.75 ? "&sort=price_desc" : s < 0.9 ? "&start=20" : `&category=${pick(categories)}`);
  }

  const listings = new Set<string>();
  const list = (category: number, extra = "") => listings.add(`${SEARCH}?category=${category}&size=50${extra}`);
  for (const c of categories) {
    list(c);
    list(c, "&price=0-49.99&sort=price_asc");
  }
  // Filter values each category's own aggregations offer (a shopper can only click those).
  const offered: { category: number; key: string; value: string }[] = [];
  for (const c of categories.slice(0, 60)) {
    const page = await json(`${SEARCH}?category=${c}&size=1&includeFields=sku`);
    for (const [code, agg] of Object.entries((page.result.aggregations ?? {}) as Record<string, { buckets: { key: number }[] }>)) {
      if (code !== "price" && agg.buckets?.length) {
        for (const b of agg.buckets.slice(0, 3)) offered.push({ category: c, key: code === "size" ? "filter[size]" : code, value: String(b.key) });
      }
    }
  }
  for (let guard = 0; listings.size < count && guard < count * 20; guard++) {
    const c = pick(categories);
    const r = rnd();
    if (r < 0.3 && offered.length) {
      const f = pick(offered);
      list(f.category, `&${encodeURIComponent(f.key)}=${f.value}${rnd() < 0.5 ? "&sort=price_asc" : ""}`);
    } else if (r < 0.5) list(c, `&start=${pick([200, 500, 2000])}`);
    else if (r < 0.7) list(c, `&sort=${pick(["price_asc", "price_desc", "latest", "bestsellers"])}`);
    else list(c, `&price=${pick(["0-49.99", "50-99.99", "100-199.99"])}&sort=${pick(["price_asc", "latest"])}`);
  }
  return { searches: [...searches], listings: [...listings], broadest: broad[0] ?? "historia" };
}

/** The ids of the categories the suite lists: the running shop's tree from level 2 down. */
export async function suiteCategories(json: Json): Promise<number[]> {
  const categories: number[] = [];
  const walk = (c: { id: number; level: number; children_data: unknown[] }) => {
    if (c.level >= 2) categories.push(Number(c.id));
    (c.children_data as (typeof c)[]).forEach(walk);
  };
  walk((await json("/api/catalog/categories")).result);
  return categories;
}

/** The suite's paths, interleaved, drawn from the shop running at `url`. */
export async function suitePaths(url: URL): Promise<string[]> {
  const json: Json = async (path) => (await fetch(new URL(path, url))).json();
  return interleaved(await mixedRequests(json, await suiteCategories(json)));
}
