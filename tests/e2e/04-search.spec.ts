/**
 * Journey 4: search with a typo. The search panel suggests as you type ("national geographc" finds
 * "National Geographic Polska"); submitting opens the /search results page, which lists it too.
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
    await panel.getByRole("searchbox", { name: "Szukaj" }).pressSequentially(TYPO, { delay: 20 });
    await expect(panel.getByRole("link", { name: EXPECTED }).first()).toBeVisible();
    await shot("j4-01-search-panel");
    await axe("search panel");
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
