/**
 * Product pages of every type (simple, discounted, configurable, bundle, grouped, subscription,
 * downloadable, virtual, single_number): each renders its heading, a price in "1 234,56 zł" form, the
 * Omnibus line next to every discount, stock status; no console errors; axe clean; a screenshot each.
 * The grouped set ZES-000024 (issue 16): members start at the catalogue's default quantity, the add button says
 * what it adds (off, with the reason, when nothing is chosen), a quantity above the stock is held to it and said,
 * and its listing tile says "od" like its page.
 */
import { FIXTURES } from "../../scripts/catalogue/fixtures.ts";
import { escapeRegExp, expect, limitNote, plain, productPath, test, zloty, type ApiProduct } from "./fixtures.ts";

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

test("grouped set (issue 16): members start at the catalogue's default, the button says what it adds, the tile says 'od'", async ({
  page,
  open,
  api,
  axe,
  shot,
}) => {
  type Priced = ApiProduct & { final_price_incl_tax: number; stock: { is_in_stock: boolean; qty: number; max_sale_qty: number } };
  const set = await api<Priced>(`/api/catalog/product?sku=${FIXTURES.grouped.sku}`);
  const [zolw, lato, zima] = await Promise.all(
    [FIXTURES.zolwBook, FIXTURES.activeSpecial, FIXTURES.expiredSpecial].map((f) => api<Priced>(`/api/catalog/product?sku=${f.sku}`)),
  );
  const gr = (p: { final_price_incl_tax: number }) => Math.round(p.final_price_incl_tax * 100);
  await open(productPath(set));
  const form = page.getByRole("form", { name: "Zakup" });
  const qty = (p: ApiProduct) => form.getByRole("spinbutton", { name: `Ilość: ${p.name}`, exact: true });
  const button = form.locator("button.pdp-add");
  const label = async () => plain(await button.textContent());

  await test.step("only the member with a catalogue default starts above 0", async () => {
    await expect(qty(zolw!)).toHaveValue("1");
    await expect(qty(lato!)).toHaveValue("0");
    await expect(qty(zima!)).toHaveValue("0");
    await expect.poll(label).toBe(`Dodaj 1 produkt do koszyka — ${zloty(gr(zolw!))}`);
    await expect(button).toBeEnabled();
  });

  await test.step("nothing chosen: the button is off, and says why", async () => {
    await qty(zolw!).fill("0");
    await expect(button).toBeDisabled();
    await expect(button).toHaveText("Dodaj do koszyka");
    await expect(form.getByText("Podaj ilość co najmniej jednego produktu z zestawu.")).toBeVisible();
    await expect(button).toHaveAccessibleDescription("Podaj ilość co najmniej jednego produktu z zestawu.");
    await shot("grouped-nothing-chosen");
    await axe("grouped, nothing chosen");
  });

  await test.step("two of one member: the button states them and their price", async () => {
    await qty(lato!).fill("2");
    await expect.poll(label).toBe(`Dodaj 2 produkty do koszyka — ${zloty(2 * gr(lato!))}`);
    await expect(form.getByText("Podaj ilość co najmniej jednego produktu z zestawu.")).toHaveCount(0);
    expect(plain(await form.locator(".pdp-total").textContent())).toBe(`Razem za wybrane: ${zloty(2 * gr(lato!))}`);
  });

  await test.step("more than can be bought becomes what there is, and the field says so", async () => {
    const max = Number(await qty(zima!).getAttribute("max"));
    expect(max).toBeGreaterThan(0);
    await qty(zima!).fill("99999");
    await expect(qty(zima!)).toHaveValue(String(max));
    await expect(form.getByText(limitNote(max))).toBeVisible();
    await expect(qty(zima!)).toHaveAccessibleDescription(limitNote(max));
    await shot("grouped-qty-limited");
    await axe("grouped, quantity held to the stock");
    await qty(zima!).fill("0");
    await expect(form.getByText(limitNote(max))).toHaveCount(0);
  });

  await test.step("one tap adds what the button said, nothing else", async () => {
    await button.click();
    await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
    await expect(page.getByTestId("minicart").locator(".minicart-count")).toHaveText("2");
    const lines = await page.evaluate(() =>
      (JSON.parse(localStorage.getItem("cart") ?? "{}").cartItems ?? []).map((l: { sku: string; qty: number }) => `${l.sku}×${l.qty}`),
    );
    expect(lines).toEqual([`${lato!.sku}×2`]);
  });

  await test.step("its listing tile says 'od', as its page does", async () => {
    await expect(page.locator(".pdp-price-row")).toContainText("od");
    // the related row here holds other sets (grouped, "Zestaw: …") and perhaps bundles ("Pakiet: …", one price)
    const related = page.locator(".pdp-tiles .tile");
    for (const tile of await related.all()) {
      const name = plain(await tile.locator(".name").textContent());
      const price = plain(await tile.locator(".price").textContent());
      if (name.startsWith("Zestaw:")) expect(price, name).toMatch(/^od \d/);
      else expect(price, name).not.toMatch(/^od /);
    }
    await open(`/search?query=${encodeURIComponent(FIXTURES.grouped.name)}`);
    const tile = page.locator(".ptile", { hasText: FIXTURES.grouped.name });
    await expect(tile.locator(".price")).toBeVisible();
    expect(plain(await tile.locator(".price").textContent())).toMatch(new RegExp(`^od ${escapeRegExp(zloty(gr(set)))}`));
    // a single product's tile has no "od"
    const single = page.locator(".ptile", { hasNotText: "Zestaw" }).first();
    if (await single.count()) expect(plain(await single.locator(".price").textContent())).not.toMatch(/^od /);
    await axe("search results with a grouped tile");
    // the search panel's suggestion says it too
    await page.getByRole("banner").getByRole("button", { name: "Szukaj" }).click();
    const panel = page.getByRole("dialog", { name: "Szukaj" });
    await panel.getByRole("searchbox", { name: "Szukaj" }).pressSequentially(FIXTURES.grouped.name.slice(0, 30), { delay: 10 });
    const hit = panel.getByRole("listitem").filter({ hasText: FIXTURES.grouped.name }).first();
    await expect(hit.locator(".price")).toBeVisible();
    expect(plain(await hit.locator(".price").textContent())).toMatch(/^od \d/);
  });
});
