/**
 * Journey 3: the bundle PAK-000023. A bundle has its own price (the page's main price, with its special
 * window and Omnibus line): the parts are included in it and show no price; an add-on shows what it adds
 * ("(+ 23,39 zł)"). The live price ("Cena pakietu z wybranymi pozycjami: …") is the bundle's price plus the
 * chosen add-ons, and the cart charges exactly that.
 */
import type { Locator, Page } from "@playwright/test";
import { escapeRegExp, expect, parseZloty, plain, productPath, test, zloty, type ApiProduct } from "./fixtures.ts";

const TOTAL_LABEL = "Cena pakietu z wybranymi pozycjami:";

const totalLine = (page: Page): Locator => page.getByRole("form", { name: "Zakup" }).getByText(TOTAL_LABEL);
const totalShown = async (page: Page) => parseZloty(plain(await totalLine(page).textContent()));

test("journey 3: bundle: the live total follows the selection, and the cart charges it", async ({ page, open, api, axe, shot }) => {
  const bundle = await api<ApiProduct & { final_price_incl_tax: number }>("/api/catalog/product?sku=PAK-000023");
  const options = bundle.bundle_options!;
  const optional = options.find((o) => !o.required && o.type === "checkbox" && o.product_links.some((l) => l.price > 0))!;
  expect(optional, "PAK-000023 has an optional add-on with a price of its own").toBeTruthy();
  const extra = optional.product_links.find((l) => l.price > 0)!;

  await open(productPath(bundle));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bundle.name);
  const form = page.getByRole("form", { name: "Zakup" });

  // The bundle's own price: the page's main price, and the live price while only included parts are chosen.
  const base = Math.round(bundle.final_price_incl_tax * 100);
  await test.step("the preselected parts are included in the bundle's price", async () => {
    expect(base).toBeGreaterThan(0);
    expect(parseZloty(plain(await page.locator(".pdp-price .price-now").first().textContent())), "the main price is the bundle's own").toBe(base);
    for (const option of options.filter((o) => o.required)) {
      const select = form.getByRole("combobox", { name: new RegExp(`^${escapeRegExp(option.title)}`) });
      const chosenText = plain(await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? ""));
      expect(chosenText, "an included part shows no price of its own").not.toMatch(/zł/);
    }
    await expect.poll(() => totalShown(page), { message: `live price = the bundle's price (${zloty(base)})` }).toBe(base);
    await shot("j3-01-bundle");
    await axe("bundle product");
  });

  const checkbox = form
    .getByRole("group", { name: new RegExp(`^${escapeRegExp(optional.title)}`) })
    .getByRole("checkbox", { name: new RegExp(escapeRegExp(extra.name)) });
  let extraPrice = 0;
  await test.step(`add "${extra.name}"`, async () => {
    const label = plain(await checkbox.evaluate((el) => el.closest("label")?.textContent ?? ""));
    extraPrice = parseZloty(label);
    await checkbox.check();
    await expect.poll(() => totalShown(page), { message: `total = ${zloty(base)} + ${zloty(extraPrice)}` }).toBe(base + extraPrice);
    await expect(totalLine(page)).toContainText(zloty(base + extraPrice).replace(/ zł$/, ""));
    await shot("j3-02-extra-added");
  });

  await test.step(`"${extra.name}" keeps the catalogue's quantity`, async () => {
    // a cart line carries one quantity per bundle option: a checkbox option's selections have none to choose
    await expect(form.getByRole("spinbutton", { name: new RegExp(`Ilość.*${escapeRegExp(extra.name)}`) })).toHaveCount(0);
    await axe("bundle product, add-on chosen");
  });

  await test.step("the cart charges the price the page shows", async () => {
    const shown = await totalShown(page);
    await form.getByRole("button", { name: "Dodaj do koszyka" }).click();
    await expect(page.getByRole("status").getByText(/^Produkt został dodany do koszyka!$/)).toBeVisible();
    const cartId = await page.evaluate(() => localStorage.getItem("cart-token"));
    expect(cartId, "the cart has a server token").toBeTruthy();
    const lines = (await (await page.request.get(`/api/cart/pull?cartId=${cartId}`)).json()) as { result: { sku: string; qty: number; price: number }[] };
    const line = lines.result.find((l) => l.sku.startsWith(bundle.sku));
    expect(line, "the bundle's line").toBeTruthy();
    expect(Math.round(line!.price * 100), `cart line price = ${zloty(shown)}`).toBe(shown);
  });

  await test.step(`remove "${extra.name}"`, async () => {
    await checkbox.uncheck();
    await expect.poll(() => totalShown(page)).toBe(base);
  });
});
