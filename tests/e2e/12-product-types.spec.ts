/**
 * Product pages of every type (simple, discounted, configurable, bundle, grouped, subscription,
 * downloadable, virtual, single_number): each renders its heading, a price in "1 234,56 zł" form, the
 * Omnibus line next to every discount, stock status; no console errors; axe clean; a screenshot each.
 */
import { expect, test, zloty } from "./fixtures.ts";

const PAGES: [string, string][] = [
  ["simple", "/p/KS-000598/maria-zalewska-wspomnienia-598"],
  ["simple-discounted", "/p/KS-000565/martwa-cisza-na-helu-565"],
  ["configurable", "/p/TS-000355/koszulka-damska-kiosk-na-rogu-355"],
  ["bundle-discounted", "/p/PAK-000547/pakiet-prasowy-moj-ogrod-3-wydania-547"],
  ["grouped", "/p/ZES-000524/zestaw-motocykl-i-droga-wydania-archiwalne-524"],
  ["subscription", "/p/PR-000597/prenumerata-magazyn-podroznika-597"],
  ["downloadable", "/p/EB-000529/listy-z-zapachem-jablek-e-book-529"],
  ["virtual", "/p/KP-000501/karta-podarunkowa-500-zl-na-swieta-501"],
  ["single-number-discounted", "/p/CZ-000599/zycie-na-co-dzien-44-2026-599"],
];

for (const [name, path] of PAGES) {
  test(`product page: ${name}`, async ({ page, open, axe, shot }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const res = await open(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.locator("main");
    await expect(main.locator(".pdp-price .price-now").first()).toHaveText(/^(\D*)\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0zł$/);
    // every discount on the page (main price, related tiles) carries the Omnibus line
    const sales = await main.locator(".price:has(.price-now.sale)").count();
    await expect(main.locator(".price:has(.price-now.sale) .omnibus")).toHaveCount(sales);
    await expect(main.locator(".pdp-price .pdp-stock")).toBeVisible();
    await page.waitForTimeout(500);
    await shot(`pt-${name}`);
    await axe(name);
    expect(errors, "console errors").toEqual([]);
  });
}

test("compare and recently viewed: stored locally, compare page with the comparable attributes", async ({ page, open, axe, shot }) => {
  const book = "/p/KS-000565/martwa-cisza-na-helu-565";
  const tshirt = "/p/TS-000355/koszulka-damska-kiosk-na-rogu-355";
  await open(book);
  const compare = page.getByRole("button", { name: "Porównaj" });
  await compare.click();
  await expect(compare).toHaveAttribute("aria-pressed", "true");
  await open(tshirt);
  await page.getByRole("button", { name: "Porównaj" }).click();
  await expect(page.getByRole("button", { name: "Porównaj" })).toHaveAttribute("aria-pressed", "true");
  // the book viewed before is listed in "recently viewed" on the T-shirt's page
  await expect(page.getByRole("link", { name: /Martwa cisza na Helu/i }).first()).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem("compare"));
  expect(stored).toContain("KS-000565");
  await page
    .getByRole("link", { name: /porówna/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/compare$/);
  const table = page.getByRole("table");
  await expect(table).toBeVisible();
  for (const row of ["Autor", "Wydawca", "ISBN", "Producent"]) await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
  await shot("pt-compare");
  await axe("compare page");
});

test("recently viewed shows today's price, not the one stored at the visit", async ({ page, open, api }) => {
  const { items } = await api<{ items: { sku: string; name: string; final_price_incl_tax: number }[] }>(
    "/api/catalog/search?query=Maria%20Zalewska%20Wspomnienia&size=1&aggregations=false&includeFields=sku,name,final_price_incl_tax",
  );
  const viewed = items[0]!;
  // on a page that records no visit of its own (a product page would add itself to the list, racing this write)
  await open("/i/kontakt");
  // a visit days ago, during a special price that has ended since
  await page.evaluate((p) => {
    const stale = { price_incl_tax: p.final_price_incl_tax, final_price_incl_tax: 1, is_discounted: true, lowest_price_30d: 1 };
    window.localStorage.setItem(
      "recently-viewed",
      JSON.stringify([{ sku: p.sku, name: p.name, url: "/p/x/y", image: null, price: stale, viewedAt: Date.now() - 5 * 86400_000 }]),
    );
  }, viewed);
  await open("/p/KS-000596/andrzej-olszewski-wspomnienia-596");
  const strip = page.locator("section.rv");
  await expect(strip.getByText(viewed.name)).toBeVisible();
  await expect(strip.locator(".rv-item", { hasText: viewed.name }).locator(".price-now")).toHaveText(
    zloty(Math.round(viewed.final_price_incl_tax * 100)).replace(/ /g, "\u00a0"),
  );
  await expect(strip.locator(".rv-item", { hasText: viewed.name }).locator(".omnibus")).toHaveCount(0);
});
