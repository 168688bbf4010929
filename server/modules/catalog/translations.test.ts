/**
 * The catalogue's own labels in the shopper's language (docs/decisions/2026-11-26-catalogue-translations.md): categories,
 * attributes and their options, subscription periods and first issues, configurable, bundle and download options
 * answer in English, German or Italian with `lang`, in Polish without it (the answers unchanged) and wherever a
 * translation is missing; no cache serves one language's answer to another.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES } from "../../../scripts/catalogue/fixtures.ts";
import { translateSeededCatalogue } from "../../../scripts/catalogue/generate.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { valueOr } from "../../http/outcome.ts";
import { CatalogService } from "./service.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t?.close());

const get = async (url: string): Promise<{ status: number; body: any }> => {
  const res = await t.app.inject(url);
  return { status: res.statusCode, body: res.json() };
};
const result = async (url: string) => {
  const res = await get(url);
  expect(res.status, `${url}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return res.body.result;
};
const slugOf = async (urlPath: string) => (await result(`/api/catalog/category?url_path=${encodeURIComponent(urlPath)}`)).slug as string;
/** After a write to the catalogue: this process's reference data is cached for a minute. */
const written = () => t.app.services.catalog.invalidate();

describe("category names and texts", () => {
  it("answer in English and German with lang, and exactly as before without it or with lang=pl", async () => {
    const slug = await slugOf("prasa");
    const polish = await result(`/api/catalog/category?slug=${slug}`);
    expect(polish.name).toBe("Prasa");
    expect(polish.description).toMatch(/najnowsze wydania/);
    expect(await result(`/api/catalog/category?slug=${slug}&lang=pl`)).toEqual(polish);

    const en = await result(`/api/catalog/category?slug=${slug}&lang=en`);
    expect(en.name).toBe("Press");
    expect(en.description).toMatch(/latest issues/);
    expect(en.meta_title).toBe("Press | Kiosk");
    expect(en.children_data.map((c: { name: string }) => c.name)).toContain("Weeklies");
    // everything but the texts is the same category
    expect({ ...en, name: 0, description: 0, meta_title: 0, meta_description: 0, meta_keywords: 0, children_data: 0 }).toEqual({
      ...polish,
      name: 0,
      description: 0,
      meta_title: 0,
      meta_description: 0,
      meta_keywords: 0,
      children_data: 0,
    });

    const de = await result(`/api/catalog/category?url_path=prasa/tygodniki/tygodniki-opinii&lang=de`);
    expect(de.name).toBe("Meinungsmagazine");
    expect(de.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(["Presse", "Wochenzeitschriften"]);
    expect(de.meta_title).toBe("Meinungsmagazine – Wochenzeitschriften | Kiosk");

    const it_ = await result(`/api/catalog/categories/${polish.id}?lang=it`);
    expect(it_.name).toBe("Stampa");
  });

  it("name the category tree (the menu) in the language asked for", async () => {
    const names = (tree: { children_data: { name: string }[] }) => tree.children_data.map((c) => c.name);
    const pl = names(await result("/api/catalog/categories?depth=1"));
    const en = names(await result("/api/catalog/categories?depth=1&lang=en"));
    const de = names(await result("/api/catalog/categories?depth=1&lang=de"));
    expect(pl).toContain("Książki");
    expect(en).toContain("Books");
    expect(de).toContain("Bücher");
    expect(en).toHaveLength(pl.length);
    // and the Polish tree again: the English one did not replace it
    expect(names(await result("/api/catalog/categories?depth=1"))).toEqual(pl);
  });

  it("refuse a language the shop does not speak", async () => {
    for (const url of ["/api/catalog/categories?lang=fr", "/api/catalog/search?lang=xx", "/api/catalog/product?sku=KS-000001&lang=EN"]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });
});

describe("attributes, options and filters", () => {
  it("label attributes and their options (yes and no, colours) in English and German", async () => {
    const attrs = async (lang: string) => {
      const list = (await result(`/api/catalog/attributes?attribute_code=erin_recommends,color${lang ? `&lang=${lang}` : ""}`)) as {
        attribute_code: string;
        frontend_label: string;
        options: { label: string }[];
      }[];
      return Object.fromEntries(list.map((a) => [a.attribute_code, { label: a.frontend_label, options: a.options.map((o) => o.label) }]));
    };
    const pl = await attrs("");
    expect(pl.erin_recommends).toEqual({ label: "Polecane przez redakcję", options: ["Tak", "Nie"] });
    expect(pl.color!.options).toContain("Czarny");
    const en = await attrs("en");
    expect(en.erin_recommends).toEqual({ label: "Editors' pick", options: ["Yes", "No"] });
    expect(en.color!.label).toBe("Colour");
    expect(en.color!.options).toContain("Black");
    const de = await attrs("de");
    expect(de.erin_recommends).toEqual({ label: "Empfehlung der Redaktion", options: ["Ja", "Nein"] });
    expect(de.color!.options).toContain("Schwarz");
  });

  it("give a search's filter values, filter labels and price ranges in the language asked for", async () => {
    const search = async (lang?: string) =>
      result(`/api/catalog/search?size=1&includeFields=sku${lang ? `&lang=${lang}` : ""}`) as Promise<{
        aggregations: Record<string, { buckets: { key: unknown; label: string }[] }>;
        attributeMetadata: { attribute_code: string; frontend_label: string; options: { label: string }[] }[];
        items: unknown[];
      }>;
    const [pl, en, de] = [await search(), await search("en"), await search("de")];
    const labels = (r: typeof pl, code: string) => r.aggregations[code]?.buckets.map((b) => b.label) ?? [];
    expect(labels(pl, "erin_recommends").sort()).toEqual(["Nie", "Tak"]);
    expect(labels(en, "erin_recommends").sort()).toEqual(["No", "Yes"]);
    expect(labels(de, "erin_recommends").sort()).toEqual(["Ja", "Nein"]);
    expect(labels(en, "publication_form")).toContain("Print edition");
    expect(labels(pl, "publication_form")).toContain("Wydanie papierowe");
    expect(en.attributeMetadata.find((a) => a.attribute_code === "erin_recommends")?.frontend_label).toBe("Editors' pick");
    expect(labels(pl, "price").at(-1)).toMatch(/i więcej$/);
    expect(labels(en, "price").at(-1)).toMatch(/and more$/);
    // the same products and counts in every language
    const counts = (r: typeof pl) => Object.fromEntries(Object.entries(r.aggregations).map(([k, a]) => [k, a.buckets.map((b) => b.key)]));
    expect(counts(en)).toEqual(counts(pl));
    expect(en.items).toEqual(pl.items);
  });

  it("filter by an option's label in Polish or in any of its translations", async () => {
    const total = async (value: string) => (await result(`/api/catalog/search?size=1&includeFields=sku&color=${encodeURIComponent(value)}`)).total as number;
    const black = await total("Czarny");
    expect(black).toBeGreaterThan(0);
    expect(await total("Black")).toBe(black);
    expect(await total("schwarz")).toBe(black);
    expect((await get("/api/catalog/search?color=Noir")).body.result.error).toBe("INVALID_FILTER");
  });

  it("take the language in a POST search's body too", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/catalog/search", payload: { size: 1, includeFields: ["sku"], lang: "de" } });
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(body.result.aggregations.erin_recommends.buckets.map((b: { label: string }) => b.label).sort()).toEqual(["Ja", "Nein"]);
  });
});

describe("product documents", () => {
  it("offer a subscription's periods and first issues in the language asked for", async () => {
    const sku = FIXTURES.natGeoSubscription.sku;
    const doc = async (lang = "") => result(`/api/catalog/product?sku=${sku}${lang ? `&lang=${lang}` : ""}`);
    const [pl, en, de, it_] = [await doc(), await doc("en"), await doc("de"), await doc("it")];
    const periods = (d: { number_options: { label: string }[] }) => d.number_options.map((n) => n.label);
    expect(periods(pl)).toEqual(["3 wydania", "6 wydań", "12 wydań"]);
    expect(periods(en)).toEqual(["3 issues", "6 issues", "12 issues"]);
    expect(periods(de)).toEqual(["3 Ausgaben", "6 Ausgaben", "12 Ausgaben"]);
    expect(periods(it_)).toEqual(["3 numeri", "6 numeri", "12 numeri"]);
    expect(pl.starting_numbers[0].label).toMatch(/^Nr \d+\/\d{4}$/);
    expect(en.starting_numbers[0].label).toBe(pl.starting_numbers[0].label.replace("Nr ", "No. "));
    // the product's own texts stay Polish
    expect(en.name).toBe(pl.name);
    expect(en.description).toBe(pl.description);
    expect(en.category.map((c: { name: string }) => c.name)).toContain("Magazine subscriptions");
  });

  it("name a configurable product's options and their values (colours, sizes) in the language asked for", async () => {
    const de = await result(`/api/catalog/product?sku=${FIXTURES.tshirt.sku}&lang=de`);
    const options = de.configurable_options as { label: string; values: { label: string }[] }[];
    expect(options.map((o) => o.label)).toEqual(["Farbe", "Größe"]);
    expect(options[0]!.values.map((v) => v.label)).toEqual(["Schwarz", "Weiß"]);
    expect(options[1]!.values.map((v) => v.label)).toContain("XL");
    const pl = await result(`/api/catalog/product?sku=${FIXTURES.tshirt.sku}`);
    expect((pl.configurable_options as { label: string }[]).map((o) => o.label)).toEqual(["Kolor", "Rozmiar"]);
  });

  it("title a bundle's options and a download in the language asked for", async () => {
    const bundle = await result(`/api/catalog/product?sku=${FIXTURES.bundle.sku}&lang=en`);
    expect(bundle.bundle_options.map((o: { title: string }) => o.title)).toEqual(["Summer", "Winter", "Spring", "Add to the bundle"]);
    // the parts are products: their names stay Polish
    expect(bundle.bundle_options[0].product_links[0].name).toBe(FIXTURES.activeSpecial.name);
    const ebook = await result(`/api/catalog/product?sku=${FIXTURES.downloadable.sku}&lang=it`);
    for (const link of ebook.downloadable_links as { title: string; file_format: string }[]) {
      expect(link.title).toBe(`File ${link.file_format.toUpperCase()}`);
    }
  });

  it("map a path to a category named in the language asked for (POST /api/url/map)", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/url/map", payload: { url: "ksiazki", lang: "de" } });
    expect(res.json().result).toMatchObject({ _type: "category", _source: { name: "Bücher" } });
    const pl = await t.app.inject({ method: "POST", url: "/api/url/map", payload: { url: "ksiazki" } });
    expect(pl.json().result._source.name).toBe("Książki");
  });
});

describe("a label without a translation", () => {
  it("answers in Polish in that language, and translated in the others", async () => {
    const slug = await slugOf("prasa");
    const yes = await t.db.query<{ id: number }>("SELECT id FROM attribute_options WHERE label = 'Tak'");
    try {
      await t.db.query(`UPDATE categories SET translations = translations - 'de' WHERE url_path = 'prasa'`);
      // English only, and an empty German text (counts as missing)
      await t.db.query(`UPDATE attribute_options SET translations = '{"en": {"label": "Yes"}, "de": {"label": " "}}' WHERE id = $1`, [yes[0]!.id]);
      await t.db.query(`UPDATE subscription_number_options SET translations = '{}' WHERE product_id = $1 AND numbers = 3`, [FIXTURES.natGeoSubscription.id]);
      written();
      const de = await result(`/api/catalog/category?slug=${slug}&lang=de`);
      expect(de.name).toBe("Prasa");
      expect(de.description).toMatch(/najnowsze wydania/);
      expect((await result(`/api/catalog/category?slug=${slug}&lang=en`)).name).toBe("Press");
      const erin = async (lang: string) =>
        ((await result(`/api/catalog/attributes?attribute_code=erin_recommends&lang=${lang}`)) as { options: { label: string }[] }[])[0]!.options.map(
          (o) => o.label,
        );
      expect(await erin("de")).toEqual(["Tak", "Nein"]);
      expect(await erin("en")).toEqual(["Yes", "No"]);
      expect(await erin("it")).toEqual(["Tak", "No"]);
      const periods = (await result(`/api/catalog/product?sku=${FIXTURES.natGeoSubscription.sku}&lang=en`)).number_options.map(
        (n: { label: string }) => n.label,
      );
      expect(periods).toEqual(["3 wydania", "6 issues", "12 issues"]);
    } finally {
      // the generator's texts again (written once more where they are missing)
      await t.db.query(`DELETE FROM catalog_meta WHERE key = 'translations'`);
      await t.db.query(`UPDATE attribute_options SET translations = '{}' WHERE id = $1`, [yes[0]!.id]);
      await t.db.query(`UPDATE categories SET translations = '{}' WHERE url_path = 'prasa'`);
      expect(await translateSeededCatalogue(t.db)).toBe(true);
      written();
    }
    expect((await result(`/api/catalog/category?slug=${slug}&lang=de`)).name).toBe("Presse");
    expect(((await result("/api/catalog/attributes?attribute_code=erin_recommends&lang=it")) as { options: { label: string }[] }[])[0]!.options[0]!.label).toBe(
      "Sì",
    );
  });
});

describe("a demo catalogue seeded before translations", () => {
  it("gets the generator's translations once at start, and a translated catalogue is left alone", async () => {
    const snapshot = async () =>
      t.db.query<{ t: string; n: string }>(
        `SELECT 'categories' AS t, md5(string_agg(translations::text, ',' ORDER BY id)) AS n FROM categories
         UNION ALL SELECT 'options', md5(string_agg(translations::text, ',' ORDER BY id)) FROM attribute_options
         UNION ALL SELECT 'attributes', md5(string_agg(translations::text, ',' ORDER BY id)) FROM attributes
         UNION ALL SELECT 'periods', md5(string_agg(translations::text, ',' ORDER BY id)) FROM subscription_number_options
         UNION ALL SELECT 'starts', md5(string_agg(translations::text, ',' ORDER BY id)) FROM subscription_starting_numbers
         UNION ALL SELECT 'configurable', md5(string_agg(translations::text, ',' ORDER BY id)) FROM configurable_options
         UNION ALL SELECT 'bundles', md5(string_agg(translations::text, ',' ORDER BY id)) FROM bundle_options
         UNION ALL SELECT 'downloads', md5(string_agg(translations::text, ',' ORDER BY id)) FROM downloadable_links`,
      );
    const seeded = await snapshot();
    expect(await translateSeededCatalogue(t.db)).toBe(false); // marked: nothing to do
    const tables = [
      "categories",
      "attributes",
      "attribute_options",
      "subscription_number_options",
      "subscription_starting_numbers",
      "configurable_options",
      "bundle_options",
      "downloadable_links",
    ];
    for (const table of tables) await t.db.query(`UPDATE ${table} SET translations = '{}'`);
    await t.db.query(`DELETE FROM catalog_meta WHERE key = 'translations'`);
    expect(await translateSeededCatalogue(t.db)).toBe(true);
    expect(await snapshot()).toEqual(seeded);
    written();
  });
});

describe("caches", () => {
  const cachedService = () =>
    new CatalogService(t.db, { CATALOG_SHOW_OUT_OF_STOCK: false, CATALOG_CHILD_TO_PARENT: true, CATALOG_SEARCH_CACHE_SECONDS: 60 }, undefined, {
      versionCheckMs: 0,
    });

  it("never serve one language's product document, search answer or category tree to another", async () => {
    const s = cachedService();
    const colour = async (lang?: "en" | "de") =>
      (valueOr(await s.product({ sku: FIXTURES.tshirt.sku, lang })).product.configurable_options as { label: string }[])[0]!.label;
    expect(await colour()).toBe("Kolor");
    expect(await colour("en")).toBe("Colour");
    expect(await colour("de")).toBe("Farbe");
    expect(await colour()).toBe("Kolor");
    expect(await colour("en")).toBe("Colour");

    const json = async (lang?: "en" | "de") => {
      const body = JSON.parse(valueOr(await s.searchJson({ size: 3, includeFields: ["sku", "category"], lang })).toString());
      return body.result as { items: { category: { name: string }[] }[]; aggregations: Record<string, { buckets: { label: string }[] }> };
    };
    const yes = (r: Awaited<ReturnType<typeof json>>) => r.aggregations.erin_recommends!.buckets.map((b) => b.label).sort();
    expect(yes(await json("de"))).toEqual(["Ja", "Nein"]);
    expect(yes(await json())).toEqual(["Nie", "Tak"]);
    expect(yes(await json("en"))).toEqual(["No", "Yes"]);
    expect(yes(await json("de"))).toEqual(["Ja", "Nein"]);
    const categoryNames = (r: Awaited<ReturnType<typeof json>>) => r.items.flatMap((i) => i.category.map((c) => c.name));
    expect(categoryNames(await json("en"))).not.toEqual(categoryNames(await json()));

    const menu = async (lang?: "en") => valueOr(await s.categoryTree(undefined, 1, lang)).children_data.map((c) => c.name);
    expect(await menu("en")).toContain("Books");
    expect(await menu()).toContain("Książki");
    expect(await menu("en")).toContain("Books");

    // a listing's tiles hold no translated label: every language shares the Polish documents
    const tiles = async (lang?: "en") => valueOr(await s.search({ size: 5, includeFields: ["sku", "name", "price_incl_tax"], lang })).items;
    expect(await tiles("en")).toEqual(await tiles());
  });
});
