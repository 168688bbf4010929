/**
 * Keyboard: the search panel opens from its button, focus moves into it, Escape closes it and focus goes
 * back to the button; the gallery's zoom modal on a product page closes on Escape; a mega-menu submenu shown
 * by the focus or the pointer hides on Escape (WCAG 1.4.13) and shows again when its item is entered anew.
 */
import { expect, productPath, test, type ApiProduct } from "./fixtures.ts";

/** the modal's fade (MODAL_CLOSE_DELAY_MS in app/components/Modal.tsx) */
const FADE_MS = 300;

test("keyboard: search panel focus in, Escape, focus back to the opener", async ({ page, open, shot }) => {
  await open("/");
  const opener = page.getByRole("banner").getByRole("button", { name: "Szukaj" });
  await opener.focus();
  await expect(opener).toBeFocused();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Szukaj" });
  await expect(panel).toBeVisible();
  await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement)), { message: "focus is inside the search panel" }).toBe(true);
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
  await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement)), { message: "focus is inside the modal" }).toBe(true);
  await shot("kb-02-gallery-modal");
  await axe("gallery modal");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(zoom).toBeFocused();
});

test("keyboard: a mega-menu submenu hides on Escape and comes back", async ({ page, open, shot }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the mega menu is the desktop's; phones use the side menu");
  await open("/");
  const item = page
    .locator(".mega-item")
    .filter({ has: page.locator(".mega-sub") })
    .first();
  const top = item.locator(":scope > a");
  const sub = item.locator(".mega-sub");
  await top.focus();
  await expect(sub).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(sub.locator("a").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(sub).toBeHidden();
  await expect(top, "the focus goes back to the item's link").toBeFocused();
  await shot("kb-03-mega-menu-dismissed");
  // leaving the item and coming back shows it again
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(top).toBeFocused();
  await expect(sub).toBeVisible();
  // shown by the pointer: Escape hides it without moving the pointer
  await page.locator("h1, main").first().focus();
  await top.hover();
  await expect(sub).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sub).toBeHidden();
  await page.mouse.move(5, 5);
  await top.hover();
  await expect(sub).toBeVisible();
});

test("keyboard: a second Escape during the modal's 300 ms fade neither cuts it short nor breaks reopening", async ({ page, open, api }) => {
  const product = await api<ApiProduct>("/api/catalog/product?sku=KS-000001");
  await open(productPath(product));
  const zoom = page.getByRole("button", { name: /powiększ zdjęcie/ });
  const modal = page.getByRole("dialog", { name: product.name });
  await zoom.click();
  await expect(modal).toBeVisible();
  // When the first Escape came and when the dialog closed, taken in the page: a check that the dialog is still
  // visible after the second Escape would race the fade on a slow machine.
  await modal.evaluate((el) => {
    const dialog = (el.closest("dialog") ?? el) as HTMLElement;
    const w = window as unknown as { escapeAt?: number; closedAt?: number };
    const first = (e: KeyboardEvent) => {
      if (e.key === "Escape" && w.escapeAt === undefined) w.escapeAt = performance.now();
    };
    document.addEventListener("keydown", first, { capture: true });
    // closed (or taken out of the page with its parent): watched frame by frame
    const watch = () => {
      if (dialog.isConnected && (dialog as HTMLDialogElement).open !== false) requestAnimationFrame(watch);
      else w.closedAt = performance.now();
    };
    requestAnimationFrame(watch);
  });
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await page.waitForFunction(() => (window as unknown as { closedAt?: number }).closedAt !== undefined);
  // the whole fade (the browser closes a <dialog> at once on an Escape without "cancel" unless the page stops it)
  const fade = await page.evaluate(() => {
    const w = window as unknown as { escapeAt?: number; closedAt?: number };
    return (w.closedAt ?? Number.NaN) - (w.escapeAt ?? Number.NaN);
  });
  expect(fade).toBeGreaterThanOrEqual(FADE_MS - 20);
  await expect(zoom).toBeFocused();
  await zoom.click();
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
});

test("zoom view: progress shows while the large image loads, and goes once it has", async ({ page, open, api, axe, shot }) => {
  const product = await api<ApiProduct>("/api/catalog/product?sku=KS-000001");
  await open(productPath(product));
  // the large image comes slowly
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/1800/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: /powiększ zdjęcie/ }).click();
  const modal = page.getByRole("dialog", { name: product.name });
  await expect(modal.getByTestId("zoom-loading")).toHaveText("Wczytujemy powiększenie…");
  await shot("kb-05-zoom-loading");
  await axe("zoom view while loading");
  release();
  await expect(modal.getByTestId("zoom-loading")).toBeHidden();
});
