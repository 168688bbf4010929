/**
 * Journey 3: the bundle PAK-000023. The live total ("Suma cen wybranych produktów: …") is the sum of
 * price × qty of the chosen selections, computed here from the prices the options show on the page.
 */
import type { Locator, Page } from "@playwright/test";
import { escapeRegExp, expect, parseZloty, plain, productPath, test, zloty, type ApiProduct } from "./fixtures.ts";

const TOTAL_LABEL = "Suma cen wybranych produktów:";

const totalLine = (page: Page): Locator => page.getByRole("form", { name: "Zakup" }).getByText(TOTAL_LABEL);
const totalShown = async (page: Page) => parseZloty(plain(await totalLine(page).textContent()));

test("journey 3: bundle: the live total follows the selection and quantity", async ({ page, open, api, axe, shot }) => {
  const bundle = await api<ApiProduct>("/api/catalog/product?sku=PAK-000023");
  const options = bundle.bundle_options!;
  const optional = options.find((o) => !o.required && o.product_links.some((l) => l.can_change_quantity))!;
  expect(optional, "PAK-000023 has an optional selection whose quantity may change").toBeTruthy();
  const extra = optional.product_links.find((l) => l.can_change_quantity)!;

  await open(productPath(bundle));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bundle.name);
  const form = page.getByRole("form", { name: "Zakup" });

  // The prices as the page shows them: "Lato w Kazimierzu – 39,99 zł" in each required option's select.
  let base = 0;
  await test.step("the total of the preselected options", async () => {
    for (const option of options.filter((o) => o.required)) {
      const select = form.getByRole("combobox", { name: new RegExp(`^${escapeRegExp(option.title)}`) });
      const chosenText = plain(await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? ""));
      base += parseZloty(chosenText);
    }
    expect(base).toBeGreaterThan(0);
    await expect.poll(() => totalShown(page), { message: `total = sum of the preselected options (${zloty(base)})` }).toBe(base);
    await shot("j3-01-bundle");
    await axe("bundle product");
  });

  const checkbox = form.getByRole("group", { name: new RegExp(`^${escapeRegExp(optional.title)}`) }).getByRole("checkbox", { name: new RegExp(escapeRegExp(extra.name)) });
  let extraPrice = 0;
  await test.step(`add "${extra.name}"`, async () => {
    const label = plain(await checkbox.evaluate((el) => el.closest("label")?.textContent ?? ""));
    extraPrice = parseZloty(label);
    await checkbox.check();
    await expect.poll(() => totalShown(page), { message: `total = ${zloty(base)} + ${zloty(extraPrice)}` }).toBe(base + extraPrice);
    await expect(totalLine(page)).toContainText(zloty(base + extraPrice).replace(/ zł$/, ""));
    await shot("j3-02-extra-added");
  });

  await test.step(`quantity of "${extra.name}" to 3`, async () => {
    const qty = form.getByRole("spinbutton", { name: new RegExp(`Ilość.*${escapeRegExp(extra.name)}`) });
    await qty.fill("3");
    await expect.poll(() => totalShown(page), { message: `total = ${zloty(base)} + 3 × ${zloty(extraPrice)}` }).toBe(base + 3 * extraPrice);
    await shot("j3-03-qty-3");
    await axe("bundle product, quantity changed");
  });

  await test.step(`remove "${extra.name}"`, async () => {
    await checkbox.uncheck();
    await expect.poll(() => totalShown(page)).toBe(base);
  });
});
