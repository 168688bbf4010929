/**
 * Journey 2: a configurable product. Choosing size and colour puts the chosen child's sku in the URL; a
 * combination without a sellable child (missing, disabled or out of stock) shows the page's warning
 * "Brak takiej konfiguracji produktu…" (app/i18n/locales/product.ts, key noSuchConfiguration).
 */
import type { Page } from "@playwright/test";
import { escapeRegExp, expect, productPath, test, type ApiProduct } from "./fixtures.ts";

const NO_SUCH_CONFIGURATION = /Brak takiej konfiguracji/;

/** The radio of `value` in the option group whose legend starts with `option` ("Rozmiar", "Kolor"). */
const valueRadio = (page: Page, option: string, value: string) =>
  page
    .getByRole("form", { name: "Zakup" })
    .getByRole("group", { name: new RegExp(`^${escapeRegExp(option)}`) })
    .getByRole("radio", { name: new RegExp(`^${escapeRegExp(value)}(\\s*\\(|$)`) });

const sellable = (c: { status: number; stock?: { is_in_stock: boolean } }) => c.status === 1 && c.stock?.is_in_stock !== false;

test("journey 2: configurable product: variant in the URL, unavailable combination warned", async ({ page, open, api, axe, shot }) => {
  const tshirt = await api<ApiProduct>("/api/catalog/product?sku=TS-000004");
  const colour = tshirt.configurable_options!.find((o) => o.attribute_code === "color")!;
  const size = tshirt.configurable_options!.find((o) => o.attribute_code === "size")!;
  const white = colour.values.find((v) => v.label === "Biały") ?? colour.values.at(-1)!;
  const m = size.values.find((v) => v.label === "M") ?? size.values[0]!;
  const child = tshirt.configurable_children!.find((c) => c.color === white.value_index && c.size === m.value_index)!;
  expect(child, "TS-000004 has a child in the chosen colour and size").toBeTruthy();

  await test.step("open TS-000004", async () => {
    await open(productPath(tshirt));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tshirt.name);
    await shot("j2-01-tshirt");
    await axe("configurable product");
  });

  await test.step(`choose size ${m.label} and colour ${white.label}: the URL carries ${child.sku}`, async () => {
    await valueRadio(page, size.label, m.label).check();
    await valueRadio(page, colour.label, white.label).check();
    await expect(valueRadio(page, size.label, m.label)).toBeChecked();
    await expect(valueRadio(page, colour.label, white.label)).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(productPath(tshirt, child.sku))}(\\?|$)`));
    await expect(page.getByRole("form", { name: "Zakup" }).getByText(NO_SUCH_CONFIGURATION)).toHaveCount(0);
    await shot("j2-02-variant-chosen");
  });

  // A configurable whose children do not cover every colour × size pair, or one of whose children cannot be sold.
  const { items } = await api<{ items: { sku: string }[] }>("/api/catalog/search?type=configurable&size=50&aggregations=false&includeFields=sku");
  let target: { product: ApiProduct; colour: string; size: string } | null = null;
  for (const { sku } of items) {
    const p = await api<ApiProduct>(`/api/catalog/product?sku=${encodeURIComponent(sku)}`);
    const c = p.configurable_options?.find((o) => o.attribute_code === "color");
    const s = p.configurable_options?.find((o) => o.attribute_code === "size");
    if (!c || !s) continue;
    for (const cv of c.values) {
      for (const sv of s.values) {
        const children = (p.configurable_children ?? []).filter((ch) => ch.color === cv.value_index && ch.size === sv.value_index);
        if (!children.some(sellable)) target ??= { product: p, colour: cv.label, size: sv.label };
      }
    }
    if (target) break;
  }
  expect(target, "the catalogue has a configurable with an unavailable colour × size combination").not.toBeNull();
  const { product, colour: badColour, size: badSize } = target!;
  const colourLabel = product.configurable_options!.find((o) => o.attribute_code === "color")!.label;
  const sizeLabel = product.configurable_options!.find((o) => o.attribute_code === "size")!.label;

  await test.step(`${product.sku}: choose ${badColour} + ${badSize}, which cannot be bought: warning`, async () => {
    await open(productPath(product));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await valueRadio(page, colourLabel, badColour).check();
    await valueRadio(page, sizeLabel, badSize).check();
    await expect(page.getByRole("form", { name: "Zakup" }).getByText(NO_SUCH_CONFIGURATION)).toBeVisible();
    // no child is chosen: the URL is the product's own, without a child sku
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(productPath(product))}(\\?|$)`));
    await shot("j2-03-unavailable-combination");
    await axe("configurable product, unavailable combination");
  });
});

test("configurable product: a URL with a child that cannot be sold moves to the variant shown", async ({ page, open, api }) => {
  const { items } = await api<{ items: { sku: string }[] }>("/api/catalog/search?type=configurable&size=50&aggregations=false&includeFields=sku");
  let found: { product: ApiProduct; child: string } | null = null;
  for (const { sku } of items) {
    const p = await api<ApiProduct>(`/api/catalog/product?sku=${encodeURIComponent(sku)}`);
    const child = (p.configurable_children ?? []).find((c) => c.status === 1 && c.stock?.is_in_stock === false);
    if (child && (p.configurable_children ?? []).some(sellable)) found = { product: p, child: child.sku };
    if (found) break;
  }
  expect(found, "the catalogue has a configurable with an out-of-stock child").not.toBeNull();
  const { product, child } = found!;
  const res = await open(productPath(product, child));
  expect(res?.status()).toBe(200);
  // the URL names the variant whose values are checked, not the unsellable one asked for
  const shown = new URL(page.url()).pathname.split("/").at(-1)!;
  expect(shown).not.toBe(encodeURIComponent(child));
  const shownChild = product.configurable_children!.find((c) => encodeURIComponent(c.sku) === shown)!;
  expect(shownChild, "the URL carries a child sku of the product").toBeTruthy();
  expect(sellable(shownChild)).toBe(true);
  for (const option of product.configurable_options!) {
    const value = option.values.find((v) => v.value_index === shownChild[option.attribute_code])!;
    await expect(valueRadio(page, option.label, value.label)).toBeChecked();
  }
  await expect(page.getByRole("form", { name: "Zakup" }).getByText(NO_SUCH_CONFIGURATION)).toHaveCount(0);
});
