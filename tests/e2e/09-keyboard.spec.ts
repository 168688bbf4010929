/**
 * Keyboard: the search panel opens from its button, focus moves into it, Escape closes it and focus goes
 * back to the button; the gallery's zoom modal on a product page closes on Escape.
 */
import { expect, productPath, test, type ApiProduct } from "./fixtures.ts";

test("keyboard: search panel focus in, Escape, focus back to the opener", async ({ page, open, shot }) => {
  await open("/");
  const opener = page.getByRole("banner").getByRole("button", { name: "Szukaj" });
  await opener.focus();
  await expect(opener).toBeFocused();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Szukaj" });
  await expect(panel).toBeVisible();
  await expect
    .poll(() => panel.evaluate((el) => el.contains(document.activeElement)), { message: "focus is inside the search panel" })
    .toBe(true);
  // focus stays in the panel while tabbing
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  expect(await panel.evaluate((el) => el.contains(document.activeElement)), "Tab keeps focus in the panel").toBe(true);
  await shot("kb-01-search-panel-open");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
});

test("keyboard: gallery zoom modal closes on Escape", async ({ page, open, api, axe, shot }) => {
  const product = await api<ApiProduct>("/api/catalog/product?sku=KS-000001");
  await open(productPath(product));
  const zoom = page.getByRole("button", { name: /powiększ zdjęcie/ });
  await zoom.focus();
  await page.keyboard.press("Enter");
  const modal = page.getByRole("dialog", { name: product.name });
  await expect(modal).toBeVisible();
  await expect
    .poll(() => modal.evaluate((el) => el.contains(document.activeElement)), { message: "focus is inside the modal" })
    .toBe(true);
  await shot("kb-02-gallery-modal");
  await axe("gallery modal");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(zoom).toBeFocused();
});

test("keyboard: a second Escape during the modal's 300 ms fade neither cuts it short nor breaks reopening", async ({ page, open, api }) => {
  const product = await api<ApiProduct>("/api/catalog/product?sku=KS-000001");
  await open(productPath(product));
  const zoom = page.getByRole("button", { name: /powiększ zdjęcie/ });
  const modal = page.getByRole("dialog", { name: product.name });
  await zoom.click();
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  // still fading out (the browser closes a <dialog> on an Escape without "cancel" unless the page stops it)
  await expect(modal).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(zoom).toBeFocused();
  await zoom.click();
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
});
