import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { finalPrice } from "../../domain/pricing.ts";
import { isValidIsbn13 } from "../../domain/tax-id.ts";
import { lowestPriceBefore, priceReduction, windowReduction } from "../../domain/omnibus.ts";
import { warsawStartOfDay } from "../../domain/warsaw-time.ts";
import { CMS_PAGES } from "../../server/modules/cms/index.ts";
import { FIXTURE_OMNIBUS, FIXTURE_ROWS, FIXTURES, PREORDER_DEMO } from "./fixtures.ts";
import { generateCatalogue, resetCatalogue } from "./generate.ts";
import { buildCatalogue, OWN_COVER_LIMIT } from "./build.ts";

const NOW = new Date("2026-03-15T10:00:00Z");
const TODAY = "2026-03-15";
const N = 400;
const SEED = 4242;

let db: Database;
let mediaDir: string;
const tmpDirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "kiosk-catalogue-"));
  tmpDirs.push(dir);
  return dir;
}

async function productHash(database: Database): Promise<string> {
  const rows = await database.query(
    `SELECT id, sku, type_id, name, price, special_price, special_from_date, special_to_date, status, visibility, tax_class_id,
            url_path, image, description, category_names, created_at, view_count, sales_count
       FROM products ORDER BY id`,
  );
  const history = await database.query(`SELECT product_id, price, valid_from, valid_to FROM price_history ORDER BY product_id, valid_from`);
  const links = await database.query(`SELECT product_id, category_id, position FROM product_categories ORDER BY product_id, category_id`);
  return createHash("sha256")
    .update(JSON.stringify([rows, history, links]))
    .digest("hex");
}

beforeAll(async () => {
  mediaDir = tempDir();
  db = await openDatabase({});
  const result = await generateCatalogue(db, { products: N, seed: SEED, mediaDir, now: NOW });
  expect(result.products).toBe(N);
}, 300_000);

afterAll(async () => {
  await db?.close();
  for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
});

describe("products", () => {
  it("has exactly N products with ids 1..N", async () => {
    const [row] = await db.query<{ n: number; min: number; max: number }>(`SELECT count(*)::int AS n, min(id) AS min, max(id) AS max FROM products`);
    expect(row).toEqual({ n: N, min: 1, max: N });
  });

  it("has all eight product types", async () => {
    const rows = await db.query<{ type_id: string }>(`SELECT DISTINCT type_id FROM products ORDER BY 1`);
    expect(rows.map((r) => r.type_id)).toEqual(["bundle", "configurable", "downloadable", "grouped", "simple", "single_number", "subscription", "virtual"]);
  });

  it("contains every fixture with its type and status", async () => {
    for (const [key, f] of Object.entries(FIXTURES)) {
      const [row] = await db.query<{ id: number; type_id: string; status: number; name: string }>(
        `SELECT id, type_id, status, name FROM products WHERE sku = $1`,
        [f.sku],
      );
      expect(row, key).toEqual({ id: f.id, type_id: f.type, status: f.status, name: f.name });
    }
    const [zolw] = await db.query<{ isbn: string; ean: string }>(`SELECT isbn, ean FROM products WHERE sku = $1`, [FIXTURES.zolwBook.sku]);
    expect(zolw).toEqual({ isbn: "9788324631766", ean: "9788324631766" });
    const [hidden] = await db.query<{ visibility: number }>(`SELECT visibility FROM products WHERE sku = $1`, [FIXTURES.notVisible.sku]);
    expect(hidden?.visibility).toBe(1);
    const [oos] = await db.query<{ qty: number; is_in_stock: boolean }>(
      `SELECT s.qty, s.is_in_stock FROM stock_items s JOIN products p ON p.id = s.product_id WHERE p.sku = $1`,
      [FIXTURES.outOfStock.sku],
    );
    expect(oos).toEqual({ qty: 0, is_in_stock: false });
    const [collection] = await db.query<{ is_recurring_payment: boolean; is_gift_included: boolean; tax_class_id: number }>(
      `SELECT is_recurring_payment, is_gift_included, tax_class_id FROM products WHERE sku = $1`,
      [FIXTURES.recurringCollection.sku],
    );
    expect(collection).toEqual({ is_recurring_payment: true, is_gift_included: true, tax_class_id: 3 });
  });

  it("gives the special-price fixtures active, expired and future windows", async () => {
    const rows = await db.query<{ sku: string; price: number; special_price: number; special_from_date: string; special_to_date: string }>(
      `SELECT sku, price, special_price, special_from_date, special_to_date FROM products WHERE sku = ANY($1::text[])`,
      [[FIXTURES.activeSpecial.sku, FIXTURES.expiredSpecial.sku, FIXTURES.futureSpecial.sku]],
    );
    const by = new Map(rows.map((r) => [r.sku, r]));
    const source = (sku: string) => {
      const r = by.get(sku);
      if (!r) throw new Error(`missing ${sku}`);
      expect(r.special_price).toBeLessThan(r.price);
      return { price: r.price, specialPrice: r.special_price, specialFromDate: r.special_from_date, specialToDate: r.special_to_date };
    };
    expect(finalPrice(source(FIXTURES.activeSpecial.sku), NOW)).toBe(by.get(FIXTURES.activeSpecial.sku)?.special_price);
    expect(finalPrice(source(FIXTURES.expiredSpecial.sku), NOW)).toBe(by.get(FIXTURES.expiredSpecial.sku)?.price);
    expect(String(by.get(FIXTURES.expiredSpecial.sku)?.special_to_date) < TODAY).toBe(true);
    expect(finalPrice(source(FIXTURES.futureSpecial.sku), NOW)).toBe(by.get(FIXTURES.futureSpecial.sku)?.price);
    expect(String(by.get(FIXTURES.futureSpecial.sku)?.special_from_date) > TODAY).toBe(true);
  });

  it("puts the National Geographic subscription in Prenumerata magazynów and keeps 'geographic' to the fixtures", async () => {
    const cats = await db.query<{ name: string }>(
      `SELECT c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id JOIN products p ON p.id = pc.product_id WHERE p.sku = $1`,
      [FIXTURES.natGeoSubscription.sku],
    );
    expect(cats.map((c) => c.name)).toContain("Prenumerata magazynów");
    const geo = await db.query<{ sku: string }>(`SELECT sku FROM products WHERE name ILIKE '%geographic%' ORDER BY sku`);
    expect(geo.map((r) => r.sku)).toEqual([FIXTURES.natGeoIssue.sku, FIXTURES.natGeoSubscription.sku].sort());
  });

  it("has the demo pre-order (premiering 2027-01-24, no stock) and sells announcements only as pre-orders, never on backorder", async () => {
    const [demo] = await db.query<{ book_premiere: string; qty: number; is_in_stock: boolean; backorders: number; type_id: string }>(
      `SELECT p.book_premiere::text AS book_premiere, s.qty, s.is_in_stock, s.backorders, p.type_id
         FROM products p JOIN stock_items s ON s.product_id = p.id WHERE p.name = $1`,
      [PREORDER_DEMO.name],
    );
    expect(demo).toEqual({ book_premiere: "2027-01-24", qty: 0, is_in_stock: false, backorders: 0, type_id: "simple" });
    const [counts] = await db.query<{ announcements: number; backorders: number }>(
      `SELECT count(*) FILTER (WHERE p.book_premiere > $1::date AND p.type_id = 'simple')::int AS announcements,
              count(*) FILTER (WHERE s.backorders > 0)::int AS backorders
         FROM products p JOIN stock_items s ON s.product_id = p.id`,
      [TODAY],
    );
    expect(counts?.announcements).toBeGreaterThan(1);
    expect(counts?.backorders).toBe(0);
  });

  it("names every subscription product 'Prenumerata …'", async () => {
    const bad = await db.query(`SELECT sku, name FROM products WHERE type_id = 'subscription' AND name NOT LIKE 'Prenumerata%'`);
    expect(bad).toEqual([]);
  });

  it("links configurable children (visibility 1) to their parent, with options and the union of attribute values", async () => {
    const children = await db.query<{ sku: string; visibility: number; parent_sku: string | null }>(
      `SELECT c.sku, c.visibility, p.sku AS parent_sku
         FROM product_super_links l JOIN products c ON c.id = l.child_id JOIN products p ON p.id = l.parent_id
        WHERE p.sku = $1 ORDER BY l.position`,
      [FIXTURES.tshirt.sku],
    );
    expect(children.map((c) => c.sku)).toEqual([...FIXTURES.tshirt.childSkus]);
    expect(children.every((c) => c.visibility === 1)).toBe(true);

    const orphans = await db.query(
      `SELECT p.sku FROM products p WHERE p.visibility = 1 AND p.sku <> $1
          AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)`,
      [FIXTURES.notVisible.sku],
    );
    expect(orphans).toEqual([]);
    const visibleChildren = await db.query(`SELECT c.sku FROM product_super_links l JOIN products c ON c.id = l.child_id WHERE c.visibility <> 1`);
    expect(visibleChildren).toEqual([]);
    const childless = await db.query(
      `SELECT sku FROM products p WHERE type_id = 'configurable' AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.parent_id = p.id)`,
    );
    expect(childless).toEqual([]);
    const options = await db.query<{ product_id: number; attrs: number[] }>(
      `SELECT product_id, array_agg(attribute_id ORDER BY position) AS attrs FROM configurable_options GROUP BY product_id`,
    );
    const configurables = await db.query(`SELECT id FROM products WHERE type_id = 'configurable'`);
    expect(options.length).toBe(configurables.length);
    expect(options.every((o) => o.attrs.join() === "93,142")).toBe(true);
    const missingOnParent = await db.query(
      `SELECT l.parent_id, v.attribute_id, v.option_id
         FROM product_super_links l JOIN product_attribute_values v ON v.product_id = l.child_id
        WHERE NOT EXISTS (SELECT 1 FROM product_attribute_values pv
                           WHERE pv.product_id = l.parent_id AND pv.attribute_id = v.attribute_id AND pv.option_id = v.option_id)`,
    );
    expect(missingOnParent).toEqual([]);
  });

  it("gives every product a stock row, a tax class with a rule, a category and (but one) a price history ending at its current price", async () => {
    const noStock = await db.query(`SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM stock_items s WHERE s.product_id = p.id)`);
    expect(noStock).toEqual([]);
    const noRule = await db.query(`SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM tax_rules r WHERE p.tax_class_id = ANY(r.product_tax_class_ids))`);
    expect(noRule).toEqual([]);
    const noCategory = await db.query(`SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id)`);
    expect(noCategory).toEqual([]);

    const rows = await db.query<{
      id: number;
      price: number;
      special_price: number | null;
      special_from_date: string | null;
      special_to_date: string | null;
      open: number[];
    }>(
      `SELECT p.id, p.price, p.special_price, p.special_from_date, p.special_to_date,
              coalesce((SELECT array_agg(h.price) FROM price_history h WHERE h.product_id = p.id AND h.valid_to IS NULL), '{}') AS open
         FROM products p`,
    );
    for (const r of rows) {
      const effective = finalPrice(
        { price: r.price, specialPrice: r.special_price, specialFromDate: r.special_from_date, specialToDate: r.special_to_date },
        NOW,
      );
      // the Omnibus fixture without any history (FIXTURE_OMNIBUS.noHistory)
      expect(r.open, `product ${r.id}`).toEqual(r.id === FIXTURES.downloadable.id ? [] : [effective]);
    }
    const overlapping = await db.query(
      `SELECT a.product_id FROM price_history a JOIN price_history b ON a.product_id = b.product_id AND a.id < b.id
        WHERE tstzrange(a.valid_from, a.valid_to) && tstzrange(b.valid_from, b.valid_to)`,
    );
    expect(overlapping).toEqual([]);
  });

  it("starts active special prices at Warsaw midnight and sometimes has a lower price in the 30 days before (Omnibus)", async () => {
    const rows = await db.query<{
      id: number;
      special_price: number;
      special_from_date: string;
      history: { price: number; valid_from: string; valid_to: string | null }[];
    }>(
      `SELECT p.id, p.special_price, p.special_from_date,
              json_agg(json_build_object('price', h.price, 'valid_from', h.valid_from, 'valid_to', h.valid_to) ORDER BY h.valid_from) AS history
         FROM products p JOIN price_history h ON h.product_id = p.id
        WHERE p.special_price IS NOT NULL AND p.special_from_date <= $1::date AND (p.special_to_date IS NULL OR p.special_to_date >= $1::date)
        GROUP BY p.id`,
      [TODAY],
    );
    expect(rows.length).toBeGreaterThan(5);
    let dips = 0;
    for (const r of rows) {
      const periods = r.history.map((h) => ({ price: h.price, validFrom: new Date(h.valid_from), validTo: h.valid_to ? new Date(h.valid_to) : null }));
      const start = warsawStartOfDay(r.special_from_date);
      const open = periods[periods.length - 1];
      expect(open?.validFrom.getTime(), `product ${r.id}`).toBe(start.getTime());
      const lowest = lowestPriceBefore(periods, start);
      if (lowest !== null && lowest < r.special_price) dips++;
    }
    expect(dips).toBeGreaterThan(0);
  });

  it("exercises every Omnibus case with fixtures, and lists in 'Okazje dnia' exactly the reductions (domain/omnibus.ts)", async () => {
    const rows = await db.query<{
      id: number;
      sku: string;
      type_id: string;
      price: number;
      special_price: number | null;
      special_from_date: string | null;
      special_to_date: string | null;
      history: { price: number; valid_from: string; valid_to: string | null }[] | null;
      okazje: boolean;
      parent: boolean;
    }>(
      `SELECT p.id, p.sku, p.type_id, p.price, p.special_price, p.special_from_date, p.special_to_date,
              (SELECT json_agg(json_build_object('price', h.price, 'valid_from', h.valid_from, 'valid_to', h.valid_to)) FROM price_history h WHERE h.product_id = p.id) AS history,
              EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id AND c.url_path = 'promocje/okazje-dnia') AS okazje,
              EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id) AS parent
         FROM products p`,
    );
    const decide = (r: (typeof rows)[number]) =>
      priceReduction(
        { price: r.price, specialPrice: r.special_price, specialFromDate: r.special_from_date, specialToDate: r.special_to_date },
        r.history?.map((h) => ({ price: h.price, validFrom: new Date(h.valid_from), validTo: h.valid_to ? new Date(h.valid_to) : null })) ?? null,
        NOW,
      );
    const bySku = new Map(rows.map((r) => [r.sku, { row: r, decision: decide(r) }]));
    const of = (sku: string) => bySku.get(sku)!;
    expect(of(FIXTURE_OMNIBUS.reduction).decision).toMatchObject({ specialActive: true, isReduction: true, lowest30d: 3999, finalPrice: 2999, percent: 25 });
    const bundle = of(FIXTURE_OMNIBUS.notBelowLowBundle);
    expect(bundle.row.type_id).toBe("bundle");
    expect(bundle.decision).toMatchObject({ specialActive: true, isReduction: false });
    expect(bundle.decision.lowest30d).toBeLessThan(bundle.decision.finalPrice);
    expect(of(FIXTURE_OMNIBUS.childReduction).decision).toMatchObject({ isReduction: true, lowest30d: 6999, finalPrice: 5999, percent: 14 });
    expect(of(FIXTURE_OMNIBUS.childNotBelowLow).decision).toMatchObject({ specialActive: true, isReduction: false, lowest30d: 5499, finalPrice: 5999 });
    const noHistory = of(FIXTURE_OMNIBUS.noHistory);
    expect(noHistory.row.history).toBeNull();
    expect(noHistory.decision).toMatchObject({ specialActive: true, isReduction: false, lowest30d: null, finalPrice: 2299 });

    // the random catalogue has both kinds among simple products too
    const simple = rows.filter((r) => r.type_id === "simple" && r.id > FIXTURE_ROWS).map(decide);
    expect(simple.filter((d) => d.isReduction).length).toBeGreaterThan(3);
    expect(simple.filter((d) => d.specialActive && !d.isReduction).length).toBeGreaterThan(0);

    for (const r of rows.filter((x) => !x.parent)) {
      const running = decide(r).isReduction;
      if (running) expect(r.okazje, `${r.sku} is reduced today`).toBe(true);
      if (r.okazje)
        expect(
          windowReduction(
            { price: r.price, specialPrice: r.special_price, specialFromDate: r.special_from_date, specialToDate: r.special_to_date },
            r.history?.map((h) => ({ price: h.price, validFrom: new Date(h.valid_from), validTo: h.valid_to ? new Date(h.valid_to) : null })) ?? null,
            NOW,
          ).isReduction,
          r.sku,
        ).toBe(true);
    }
  });

  it("writes valid ISBN-13s (978-83) for books", async () => {
    const rows = await db.query<{ isbn: string; ean: string }>(`SELECT isbn, ean FROM products WHERE sku LIKE 'KS-%'`);
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) {
      expect(r.isbn.startsWith("97883")).toBe(true);
      expect(isValidIsbn13(r.isbn)).toBe(true);
      expect(r.ean).toBe(r.isbn);
    }
    const [dupes] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT isbn FROM products WHERE isbn IS NOT NULL GROUP BY isbn HAVING count(*) > 1) d`,
    );
    expect(dupes?.n).toBe(0);
  });

  it("has products in every price-filter range", async () => {
    const rows = await db.query<{ b: number; n: number }>(
      `SELECT CASE WHEN price < 5000 THEN 0 WHEN price < 10000 THEN 1 WHEN price < 15000 THEN 2 ELSE 3 END AS b, count(*)::int AS n
         FROM products WHERE visibility IN (2, 3, 4) AND status = 1 GROUP BY 1 ORDER BY 1`,
    );
    expect(rows.map((r) => r.b)).toEqual([0, 1, 2, 3]);
  });
});

describe("categories and URLs", () => {
  it("has root, main and the special list, and a tree four levels below the main category", async () => {
    const special = await db.query<{ id: number; level: number; path: string }>(`SELECT id, level, path FROM categories WHERE id IN (1, 2, 2333) ORDER BY id`);
    expect(special).toEqual([
      { id: 1, level: 0, path: "1" },
      { id: 2, level: 1, path: "1/2" },
      { id: 2333, level: 2, path: "1/2/2333" },
    ]);
    const [depth] = await db.query<{ max: number }>(`SELECT max(level)::int AS max FROM categories`);
    expect(depth?.max).toBe(5);
    const inconsistent = await db.query(
      `SELECT c.id FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
        WHERE c.id <> 1 AND (p.id IS NULL OR c.level <> p.level + 1 OR c.path <> p.path || '/' || c.id)`,
    );
    expect(inconsistent).toEqual([]);
    const [kryminal] = await db.query<{ url_path: string }>(`SELECT url_path FROM categories WHERE name = 'Kryminał polski'`);
    expect(kryminal?.url_path).toBe("ksiazki/kryminal-i-sensacja/kryminal-polski");
  });

  it("has the special category kinds", async () => {
    const one = async (where: string) => (await db.query<{ name: string }>(`SELECT name FROM categories WHERE ${where} ORDER BY id`)).map((r) => r.name);
    expect(await one(`special_group = 'subscriptions'`)).toEqual(["Prenumerata"]);
    expect(await one(`special_group = 'renewable'`)).toEqual(["Prenumerata kolekcji"]);
    expect((await one(`special_group = 'simple'`)).length).toBeGreaterThan(0);
    expect((await one(`special_group = 'gift'`)).length).toBeGreaterThan(0);
    expect((await one(`hide_prices`)).length).toBeGreaterThan(0);
    expect(await one(`is_premium_subscription`)).toEqual(["Prenumerata Premium"]);
    const [landing] = await db.query<{ cate_landing_img: string }>(`SELECT cate_landing_img FROM categories WHERE is_landing`);
    expect(landing?.cate_landing_img).toBe("/catalog/category/landing-kolekcje.svg");
    expect(existsSync(join(mediaDir, "catalog/category/landing-kolekcje.svg"))).toBe(true);
  });

  it("maps every category, visible product and CMS page, with some 301 redirects", async () => {
    const missing = await db.query(
      `SELECT 'p' AS t, p.id FROM products p WHERE p.visibility <> 1 AND NOT EXISTS (SELECT 1 FROM url_rewrites u WHERE u.request_path = p.url_path AND u.entity_type = 'product' AND u.entity_id = p.id)
       UNION ALL
       SELECT 'c', c.id FROM categories c WHERE c.level >= 2 AND NOT EXISTS (SELECT 1 FROM url_rewrites u WHERE u.request_path = c.url_path AND u.entity_type = 'category' AND u.entity_id = c.id)`,
    );
    expect(missing).toEqual([]);
    const redirects = await db.query<{ target_path: string; ok: boolean }>(
      `SELECT target_path, EXISTS (SELECT 1 FROM url_rewrites t WHERE t.request_path = u.target_path AND t.redirect_type = 0) AS ok
         FROM url_rewrites u WHERE redirect_type = 301`,
    );
    expect(redirects.length).toBeGreaterThanOrEqual(20);
    expect(redirects.every((r) => r.ok)).toBe(true);
    const cms = await db.query<{ request_path: string }>(`SELECT request_path FROM url_rewrites WHERE entity_type = 'cms_page' ORDER BY entity_id`);
    expect(cms.map((r) => r.request_path)).toEqual(CMS_PAGES.map((p) => `i/${p.identifier}`));
  });
});

describe("CMS", () => {
  it("has the pages, the hierarchy, JSON blocks and banners for every slot", async () => {
    const pages = await db.query<{ id: number; identifier: string }>(`SELECT id, identifier FROM cms_pages ORDER BY id`);
    expect(pages).toEqual(CMS_PAGES.map((p, i) => ({ id: i + 1, identifier: p.identifier })));
    const hierarchy = await db.query<{ parent_id: number | null; request_url: string }>(`SELECT parent_id, request_url FROM cms_hierarchy ORDER BY id`);
    expect(hierarchy[0]?.parent_id).toBeNull();
    expect(hierarchy.slice(1).map((h) => h.request_url)).toEqual(CMS_PAGES.map((p) => `i/${p.identifier}`));
    const blocks = await db.query<{ identifier: string; content: Record<string, unknown> }>(`SELECT identifier, content FROM cms_blocks`);
    const block = (id: string) => blocks.find((b) => b.identifier === id)?.content;
    expect(Array.isArray(block("footer-links")?.columns)).toBe(true);
    // the figures are the delivery rules' placeholders, expanded when the block is served (cms-terms.test.ts)
    expect(JSON.stringify(block("home-usp"))).toContain("Darmowa dostawa od {{free_delivery_threshold}}");
    expect(block("newsletter-popup")?.coupon).toBe("10%");

    for (const slot of ["mainpl", "second", "logos"]) {
      const rows = await db.query<{ from_date: string | null; to_date: string | null; image_desktop: string | null; url_desktop: string | null }>(
        `SELECT from_date, to_date, image_desktop, url_desktop FROM banners WHERE slot = $1`,
        [slot],
      );
      const current = rows.filter((b) => (b.from_date === null || b.from_date <= TODAY) && (b.to_date === null || b.to_date >= TODAY));
      expect(current.length, slot).toBeGreaterThanOrEqual(2);
      expect(
        rows.some((b) => b.to_date !== null && b.to_date < TODAY),
        slot,
      ).toBe(true);
      expect(
        rows.some((b) => b.from_date !== null && b.from_date > TODAY),
        slot,
      ).toBe(true);
      for (const b of rows) {
        const image = b.image_desktop ?? b.url_desktop;
        expect(image && existsSync(join(mediaDir, image)), `${slot} ${image}`).toBe(true);
      }
    }
  });

  it("records the seeding in catalog_meta", async () => {
    const [meta] = await db.query<{ value: string }>(`SELECT value FROM catalog_meta WHERE key = 'seeded'`);
    expect(JSON.parse(meta?.value ?? "null")).toEqual({ products: N, seed: SEED, at: NOW.toISOString() });
  });
});

describe("covers", () => {
  it("writes an SVG for every product image and gallery entry", async () => {
    const files = await db.query<{ file: string }>(`SELECT image AS file FROM products UNION SELECT file FROM product_media`);
    expect(files.length).toBeGreaterThan(N);
    for (const { file } of files) {
      expect(existsSync(join(mediaDir, file)), file).toBe(true);
    }
    const [row] = await db.query<{ image: string }>(`SELECT image FROM products WHERE sku = $1`, [FIXTURES.zolwBook.sku]);
    expect(row?.image).toBe("/catalog/product/k/s/ks-000001.svg");
    const svg = readFileSync(join(mediaDir, row?.image ?? ""), "utf8");
    expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg [^>]*width="600" height="800"/);
    expect(svg).toContain("Żółw, który");
    expect(svg).not.toMatch(/font-family="(?!DejaVu Sans, sans-serif")/);
  });
});

describe("determinism", () => {
  it("refuses to generate into a non-empty catalogue", async () => {
    await expect(generateCatalogue(db, { products: N, seed: SEED, mediaDir, now: NOW })).rejects.toThrow(/not empty/);
  });

  it("produces identical rows for the same seed and now, and different ones for another seed", async () => {
    const other = await openDatabase({});
    try {
      await generateCatalogue(other, { products: N, seed: SEED, mediaDir: tempDir(), now: NOW });
      expect(await productHash(other)).toBe(await productHash(db));
      await resetCatalogue(other);
      const [empty] = await other.query<{ n: number }>(`SELECT count(*)::int AS n FROM products`);
      expect(empty?.n).toBe(0);
      await generateCatalogue(other, { products: N, seed: SEED + 1, mediaDir: tempDir(), now: NOW });
      expect(await productHash(other)).not.toBe(await productHash(db));
    } finally {
      await other.close();
    }
  }, 300_000);
});

describe("large catalogues (in memory, no database)", () => {
  it("keeps exactly N products and points every image at a written file or a hard link to a pool cover", () => {
    const n = OWN_COVER_LIMIT + 1500;
    const built = buildCatalogue({ products: n, seed: SEED, now: NOW });
    expect(built.tables.products.length).toBe(n);
    const written = new Set(built.files.filter((f) => f.kind !== "link").map((f) => f.path));
    const links = new Map(built.files.flatMap((f) => (f.kind === "link" ? [[f.path, f.target] as const] : [])));
    for (const f of links.values()) expect(written.has(f)).toBe(true);
    for (const p of built.tables.products) {
      expect(written.has(p.image as string) || links.has(p.image as string), p.sku).toBe(true);
      if (p.id > OWN_COVER_LIMIT && !p.sku.startsWith("TS-")) expect(links.get(p.image as string)).toMatch(/^\/catalog\/product\/pool\//);
    }
    for (const m of built.tables.product_media) expect(written.has(m.file as string) || links.has(m.file as string)).toBe(true);
    expect(written.size).toBeLessThan(n * 2);
  });
});
