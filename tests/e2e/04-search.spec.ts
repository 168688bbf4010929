/**
 * Journey 4: search with a typo. The search panel suggests as you type ("national geographc" finds
 * "National Geographic Polska"); submitting opens the /search results page, which lists it too. The
 * input has the focus when the panel opens (the phone keyboard opens); ArrowDown moves into the
 * suggestions, ArrowUp and Escape back to the input; suggestions show a thumbnail, the name on at most two
 * lines (never a word a line) and the price; menu categories matching the query are suggested.
 */
import { expect, test } from "./fixtures.ts";

const TYPO = "national geographc";
const EXPECTED = /National Geographic Polska/;

test("journey 4: search by typo, panel suggestions and the results page", async ({ page, open, axe, shot }) => {
  await open("/");

  const panel = page.getByRole("dialog", { name: "Szukaj" });
  await test.step("open the search panel and type with a typo", async () => {
    await page.getByRole("banner").getByRole("button", { name: "Szukaj" }).click();
    await expect(panel).toBeVisible();
    const input = panel.getByRole("searchbox", { name: "Szukaj" });
    await expect(input, "the input, not the close button, has the focus").toBeFocused();
    await input.pressSequentially(TYPO, { delay: 20 });
    await expect(panel.getByRole("link", { name: EXPECTED }).first()).toBeVisible();
    await shot("j4-01-search-panel");
    await axe("search panel");
  });

  await test.step("suggestions: thumbnail, a readable name, the price", async () => {
    const hit = panel.locator(".search-hits li").first();
    await expect(hit.locator("img")).toBeVisible();
    await expect(hit.locator(".price-now")).toContainText("zł");
    const name = await hit.locator(".name").boundingBox();
    expect(name!.width, "the name is not squeezed into a narrow column").toBeGreaterThan(150);
    // at most two lines
    const lineHeight = await hit.locator(".name").evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(name!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  });

  await test.step("keyboard: ArrowDown into the suggestions, ArrowUp and Escape back to the input", async () => {
    const input = panel.getByRole("searchbox", { name: "Szukaj" });
    const links = panel.locator(".search-suggestions a[href]");
    await input.press("ArrowDown");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(input).toBeFocused();
    await input.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(input, "Escape in the suggestions goes back to the input").toBeFocused();
    await expect(panel, "and does not close the panel").toBeVisible();
  });

  await test.step("submit: the results page lists it", async () => {
    await panel.getByRole("searchbox", { name: "Szukaj" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?query=national(\+|%20)geographc/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(TYPO);
    await expect(page.getByRole("region", { name: "Produkty" }).getByRole("link", { name: EXPECTED }).first()).toBeVisible();
    await expect(panel).toBeHidden();
    await shot("j4-02-search-results");
    await axe("search results");
  });
});

test("search panel: a category of the menu matching the query is suggested", async ({ page, open, axe, shot }, testInfo) => {
  await open("/");
  await page.getByRole("banner").getByRole("button", { name: "Szukaj" }).click();
  const panel = page.getByRole("dialog", { name: "Szukaj" });
  await panel.getByRole("searchbox", { name: "Szukaj" }).pressSequentially("kryminaly", { delay: 20 });
  const categories = panel.getByRole("region", { name: "Kategorie" });
  await expect(categories.getByRole("link", { name: /Kryminał/ }).first()).toBeVisible();
  if (testInfo.project.name === "desktop") {
    // not a narrow drawer: the panel spans most of a desktop's width
    const box = await panel.boundingBox();
    expect(box!.width).toBeGreaterThan(900);
  }
  await shot("j4-03-search-categories");
  await axe("search panel with categories");
});
