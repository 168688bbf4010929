/**
 * Omnibus (domain/omnibus.ts priceReduction; docs/decisions/2026-11-22-omnibus.md): only a price below the lowest
 * price of the 30 days before it is styled as a reduction. KS-000020 (29,99 zł after 39,99 zł) is red, with the
 * regular price struck through, "−25%" and the 30-day low before the reduction; the bundle PAK-000023, whose
 * "special price" was undercut in the 30 days before, is a plain price with its 30-day low as information, no red,
 * no strike-through, no badge, no schema.org strikethrough price, and is not listed under "Promocje" ("Pakiety" is
 * no longer below it); the white
 * T-shirt in M (54,99 zł in the 30 days before) is plain while the white S is reduced (configurable children).
 */
import type { Locator, Page } from "@playwright/test";
import { escapeRegExp, expect, plain, productPath, test, type ApiProduct } from "./fixtures.ts";

const TRUE_SALE = "KS-000020";
const FALSE_SALE = "PAK-000023";
const TSHIRT = "TS-000004";
const CHILD_NOT_BELOW_LOW = "TS-000004-M-BIA";

type PriceDoc = { final_price_incl_tax: number; price_incl_tax: number; is_discounted: boolean; discount_percent: number; lowest_price_30d: number | null };

/** "29,99 zł" with plain spaces, as `plain` leaves the page's text. */
const pln = (value: number) => `${value.toFixed(2).replace(".", ",")} zł`;

const priceBox = (page: Page): Locator => page.locator("main .pdp-price");

/** The JSON-LD Product of the page. */
async function productLd(page: Page): Promise<Record<string, any>> {
  const docs = await page.locator('script[type="application/ld+json"]').allTextContents();
  return docs.map((d) => JSON.parse(d) as Record<string, any>).find((d) => JSON.stringify(d["@type"]).includes("Product"))!;
}

async function expectReduced(page: Page, p: PriceDoc) {
  const box = priceBox(page);
  await expect(box.locator(".price-now.sale")).toHaveCount(1);
  expect(plain(await box.locator(".price-now").textContent())).toContain(pln(p.final_price_incl_tax));
  expect(plain(await box.locator(".price-regular s").textContent())).toBe(pln(p.price_incl_tax));
  expect(plain(await box.locator(".omnibus").textContent())).toBe(`Najniższa cena z 30 dni przed obniżką: ${pln(p.lowest_price_30d!)}`);
  await expect(box.locator(".pdp-badge")).toContainText(`-${p.discount_percent}%`);
}

async function expectPlain(page: Page, p: PriceDoc) {
  const box = priceBox(page);
  expect(plain(await box.locator(".price-now").textContent())).toBe(pln(p.final_price_incl_tax));
  await expect(box.locator(".sale")).toHaveCount(0);
  await expect(box.locator("s")).toHaveCount(0);
  await expect(box.locator(".price-regular")).toHaveCount(0);
  await expect(box.locator(".pdp-badge")).toHaveCount(0);
  await expect(box).not.toContainText("przed obniżką");
  // the 30-day low stays as information
  expect(plain(await box.locator(".omnibus").textContent())).toBe(`Najniższa cena z 30 dni przed zmianą ceny: ${pln(p.lowest_price_30d!)}`);
  // a plain price is not red
  const colour = await box.locator(".price-now").evaluate((el) => getComputedStyle(el).color);
  const sale = await page.evaluate(() => {
    const probe = document.createElement("span");
    probe.className = "price-now sale";
    document.body.append(probe);
    const c = getComputedStyle(probe).color;
    probe.remove();
    return c;
  });
  expect(colour).not.toBe(sale);
}

test("Omnibus: a true reduction is styled as one, a special price that is not below its 30-day low is a plain price", async ({
  page,
  open,
  api,
  axe,
  shot,
}) => {
  const reduced = await api<ApiProduct & PriceDoc>(`/api/catalog/product?sku=${TRUE_SALE}`);
  const bundle = await api<ApiProduct & PriceDoc>(`/api/catalog/product?sku=${FALSE_SALE}`);
  expect(reduced.is_discounted).toBe(true);
  expect(bundle.is_discounted, `${FALSE_SALE}'s special price is not below its 30-day low`).toBe(false);
  expect(bundle.final_price_incl_tax).toBeLessThan(bundle.price_incl_tax);

  await test.step(`${TRUE_SALE}: red price, struck-through regular price, −${reduced.discount_percent}% against the 30-day low`, async () => {
    await open(productPath(reduced));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(reduced.name);
    await expectReduced(page, reduced);
    const offer = (await productLd(page)).offers;
    expect(offer.priceSpecification).toContainEqual(
      expect.objectContaining({ priceType: "https://schema.org/StrikethroughPrice", price: reduced.lowest_price_30d!.toFixed(2) }),
    );
    await shot("omnibus-01-true-reduction");
    await axe("true reduction");
  });

  await test.step(`${FALSE_SALE} (a bundle): a plain price, its 30-day low as information, no strikethrough price in schema.org`, async () => {
    await open(productPath(bundle));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(bundle.name);
    await expectPlain(page, bundle);
    // nor is it filed under "Promocje"
    await expect(page.getByRole("navigation", { name: "Okruszki" })).toContainText("Pakiety");
    await expect(page.getByRole("navigation", { name: "Okruszki" })).not.toContainText("Promocje");
    const offer = (await productLd(page)).offers;
    expect(offer.price).toBe(bundle.final_price_incl_tax.toFixed(2));
    expect(offer.priceSpecification).toBeUndefined();
    await shot("omnibus-02-not-below-30-day-low");
    await axe("special price not below the 30-day low");
  });
});

test("Omnibus: configurable children are styled by their own history", async ({ page, open, api, axe, shot }) => {
  const tshirt = await api<Omit<ApiProduct, "configurable_children"> & { configurable_children: (PriceDoc & { sku: string })[] }>(
    `/api/catalog/product?sku=${TSHIRT}`,
  );
  const m = tshirt.configurable_children.find((c) => c.sku === CHILD_NOT_BELOW_LOW)!;
  const s = tshirt.configurable_children.find((c) => c.sku === "TS-000004-S-BIA")!;
  expect(m.is_discounted).toBe(false);
  expect(s.is_discounted).toBe(true);

  await open(productPath(tshirt, CHILD_NOT_BELOW_LOW));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tshirt.name);
  await expectPlain(page, m);
  await shot("omnibus-03-child-not-below-low");

  const size = page
    .getByRole("form", { name: "Zakup" })
    .getByRole("group", { name: /^Rozmiar/ })
    .getByRole("radio", { name: /^S(\s*\(|$)/ });
  await size.check();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(productPath(tshirt, s.sku))}(\\?|$)`));
  await expectReduced(page, s);
  await shot("omnibus-04-child-reduction");
  await axe("configurable child reduced");
});

test("Omnibus: 'Promocje' lists the true reduction, styled, and not the special price that is no reduction", async ({ page, open, api, axe, shot }) => {
  const tree = await api<{ children_data: { url_path: string; slug: string; sale_only: boolean }[] }>("/api/catalog/categories?depth=1");
  const promocje = tree.children_data.find((c) => c.url_path === "promocje")!;
  expect(promocje.sale_only).toBe(true);
  const reduced = await api<ApiProduct & PriceDoc>(`/api/catalog/product?sku=${TRUE_SALE}`);
  const bundle = await api<ApiProduct & PriceDoc>(`/api/catalog/product?sku=${FALSE_SALE}`);

  await open(`/c/${promocje.slug}?sort=discount`);
  await expect(page.getByRole("heading", { level: 1, name: "Promocje" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Sortuj" })).toHaveValue("discount");
  const results = page.getByRole("region", { name: "Produkty" });
  const tiles = results.locator("li.ptile");
  await expect(tiles.first()).toBeVisible();
  // every tile is a reduction: red, with the 30-day low
  const count = await tiles.count();
  await expect(results.locator("li.ptile .price-now.sale")).toHaveCount(count);
  await expect(results.locator("li.ptile .omnibus")).toHaveCount(count);
  // the largest reduction first
  const badges = (await results.locator("li.ptile .ptile-badge [aria-hidden]").allTextContents()).map((b) => Number(b.replace(/\D/g, "")));
  expect(badges).toEqual([...badges].sort((a, b) => b - a));
  // the bundle is not here; the book may be on a later page, so it is looked for with the sale flag by name
  await expect(results.locator(`li.ptile[data-product-id="${bundle.id}"]`)).toHaveCount(0);
  await shot("omnibus-05-promocje");
  await axe("Promocje");

  await open(`/search?query=${encodeURIComponent(reduced.name)}`);
  const tile = page.getByRole("region", { name: "Produkty" }).locator(`li.ptile[data-product-id="${reduced.id}"]`);
  await expect(tile.locator(".price-now.sale")).toHaveCount(1);
  await expect(tile.locator(".ptile-badge")).toContainText(`${reduced.discount_percent}%`);

  await open(`/search?query=${encodeURIComponent(bundle.name)}`);
  const bundleTile = page.getByRole("region", { name: "Produkty" }).locator(`li.ptile[data-product-id="${bundle.id}"]`);
  await expect(bundleTile).toHaveCount(1);
  await expect(bundleTile.locator(".sale")).toHaveCount(0);
  await expect(bundleTile.locator(".ptile-badge")).toHaveCount(0);
  await expect(bundleTile.locator(".omnibus")).toHaveCount(0);
  expect(plain(await bundleTile.locator(".price-now").textContent())).toBe(pln(bundle.final_price_incl_tax));
  await shot("omnibus-06-search-tile-not-reduced");
  await axe("search, special price not below the 30-day low");
});
