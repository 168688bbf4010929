/**
 * Journey 1: home → a category through the menu (the side menu on a phone) → a filter → another sort →
 * "load more" → a product → back: the same number of products is shown and the scroll position is back.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, isPhone, plain, test } from "./fixtures.ts";

const CATEGORY = "Książki";

/** The listing's product cards: the level-3 headings in the "Produkty" region. */
const productCards = (page: Page): Locator => page.getByRole("region", { name: "Produkty" }).getByRole("heading", { level: 3 });

/** "132 produkty" → 132 */
const totalOf = async (page: Page) =>
  Number(
    plain(
      await page
        .getByText(/^\d+ produkt/)
        .first()
        .textContent(),
    ).split(" ")[0],
  );

test("journey 1: category, filter, sort, load more, product and back", async ({ page, open, axe, shot }, testInfo) => {
  const phone = isPhone(testInfo.project.name);

  await test.step("home", async () => {
    await open("/");
    // the shop's own title and description, never a translation key
    await expect(page).toHaveTitle("Kiosk – prasa, książki, prenumeraty i kolekcje online");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Księgarnia i kiosk online/);
    // the tracking page class of docs/storefront.md §2
    await expect(page.locator("body")).toHaveAttribute("data-page-class", "homepage");
    await shot("j1-01-home");
    await axe("home");
  });

  await test.step(`open "${CATEGORY}" from the menu`, async () => {
    if (phone) {
      await page.getByRole("button", { name: "Otwórz menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await shot("j1-02-side-menu");
      await axe("side menu");
      // a drill-down: the category's own level, with back navigation and "all in …"
      await menu.getByRole("button", { name: `${CATEGORY}: podkategorie` }).click();
      await expect(menu.getByRole("button", { name: "Wróć" })).toBeFocused();
      await expect(menu.getByRole("heading", { name: CATEGORY })).toBeVisible();
      await shot("j1-02b-side-menu-level");
      await axe("side menu level");
      await menu.getByRole("button", { name: "Wróć" }).click();
      await expect(menu.getByRole("button", { name: `${CATEGORY}: podkategorie` })).toBeFocused();
      await menu.getByRole("button", { name: `${CATEGORY}: podkategorie` }).click();
      await menu.getByRole("link", { name: `Wszystko w kategorii ${CATEGORY}` }).click();
    } else {
      const item = page.locator(".mega-item").filter({ has: page.getByRole("link", { name: CATEGORY, exact: true }) });
      await item.hover();
      await expect(item.locator(".mega-sub")).toBeVisible();
      await item.getByRole("link", { name: CATEGORY, exact: true }).click();
      // the chosen category closes the mega menu, though the pointer is still over it
      await expect(item.locator(".mega-sub")).toBeHidden();
    }
    await expect(page).toHaveURL(/\/c\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1, name: CATEGORY })).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
    // a client-side navigation updates the page class
    await expect(page.locator("body")).toHaveAttribute("data-page-class", "category");
    await shot("j1-03-category");
    await axe("category");
  });

  let expectedTotal = 0;
  await test.step("apply a filter (the first price range)", async () => {
    const before = await totalOf(page);
    if (phone) {
      await page.getByRole("button", { name: /^Filtry/ }).click();
      const dialog = page.getByRole("dialog", { name: "Filtry" });
      await expect(dialog).toBeVisible();
      await shot("j1-04-filters-dialog");
      await axe("filters dialog");
    }
    const option = page.getByRole("group", { name: "Cena" }).getByRole("checkbox").first();
    const label = plain(await option.evaluate((el) => el.closest("label")?.textContent ?? ""));
    expectedTotal = Number(/\((\d+)\)\s*$/.exec(label)?.[1] ?? NaN);
    expect(expectedTotal, `count in the option label "${label}"`).toBeGreaterThan(50);
    expect(expectedTotal).toBeLessThan(before);
    await option.check();
    if (phone) await page.getByRole("dialog", { name: "Filtry" }).getByRole("button", { name: "Pokaż wyniki" }).click();
    await expect(page).toHaveURL(/[?&]price=/);
    await expect(page.getByRole("link", { name: /^Usuń filtr: Cena/ })).toBeVisible();
    await expect.poll(() => totalOf(page), { message: "total after filtering equals the option's count" }).toBe(expectedTotal);
    await expect(productCards(page)).toHaveCount(50);
    await shot("j1-05-filtered");
  });

  await test.step("change the sort to price ascending", async () => {
    const sort = page.getByRole("combobox", { name: "Sortuj" });
    await sort.selectOption({ label: "Cena: od najniższej" });
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(page).toHaveURL(/[?&]price=/);
    await expect(sort).toHaveValue("price_asc");
    await expect.poll(() => totalOf(page)).toBe(expectedTotal);
    await expect(productCards(page)).toHaveCount(50);
    await shot("j1-06-sorted");
  });

  await test.step("load more", async () => {
    await page.getByRole("button", { name: "Pokaż więcej produktów" }).click();
    await expect(productCards(page)).toHaveCount(Math.min(100, expectedTotal));
    const shown = `Wyświetlono ${Math.min(100, expectedTotal)} z ${expectedTotal}`;
    await expect(page.getByText(new RegExp(`^${shown} produkt`))).toBeVisible();
    // announced to screen readers too
    await expect(page.getByRole("status").filter({ hasText: "Wczytano kolejne produkty." })).toContainText(shown);
    await expect(page).toHaveURL(/[?&]page=2/);
    await shot("j1-07-load-more");
  });

  const listingUrl = page.url();
  let scrollY = 0;
  let productName = "";
  await test.step("open a product from the second batch", async () => {
    const link = productCards(page).nth(59).getByRole("link");
    await link.scrollIntoViewIfNeeded();
    // scroll a little further so the position is not simply "the element at the top"
    await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.waitForTimeout(300); // let ScrollRestoration's scroll listener settle
    scrollY = await page.evaluate(() => window.scrollY);
    productName = plain(await link.textContent());
    await link.click();
    await expect(page).toHaveURL(/\/p\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
    await shot("j1-08-product");
    await axe("product");
  });

  await test.step("back to the listing: same products, same scroll position", async () => {
    await page.goBack();
    await expect(page).toHaveURL(listingUrl);
    await expect(productCards(page)).toHaveCount(Math.min(100, expectedTotal));
    await expect(productCards(page).nth(59)).toHaveText(productName);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: `scroll position restored to about ${scrollY}px` })
      .toBeGreaterThanOrEqual(scrollY - 50);
    const restored = await page.evaluate(() => window.scrollY);
    testInfo.annotations.push({ type: "scroll", description: `before the product ${scrollY}px, after back ${restored}px` });
    expect(restored, "scroll position restored").toBeLessThanOrEqual(scrollY + 50);
    await shot("j1-09-back");
  });
});
