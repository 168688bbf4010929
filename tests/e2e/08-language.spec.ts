/**
 * Journey 8: the language switch. "EN" turns the texts English (the search button says "Search"), the
 * choice is remembered in the kiosk_lang cookie across navigations, and "PL" switches back.
 */
import { expect, test } from "./fixtures.ts";

const LANGUAGE_NAV = /^(Język|Language)$/;

test("journey 8: language switch EN and back to PL", async ({ page, context, open, axe, shot }) => {
  const searchButton = page.getByRole("banner").getByRole("button", { name: /^(Szukaj|Search)$/ });
  const cookie = async () => (await context.cookies()).find((c) => c.name === "kiosk_lang")?.value;

  await open("/");
  await expect(searchButton).toHaveText(/Szukaj/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");

  await test.step("switch to EN", async () => {
    await page.getByRole("navigation", { name: LANGUAGE_NAV }).getByRole("link", { name: /^EN\b/ }).click();
    await expect(page).toHaveURL(/[?&]lng=en/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(searchButton).toHaveText(/Search/);
    await expect.poll(cookie).toBe("en");
    await shot("j8-01-english-home");
    await axe("home in English");
  });

  await test.step("English is remembered across navigation", async () => {
    await open("/i/zwroty");
    await expect(page).not.toHaveURL(/lng=/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(searchButton).toHaveText(/Search/);
    await expect(page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: /^EN\b/ })).toHaveAttribute("aria-current", "true");
    await shot("j8-02-english-cms");
  });

  await test.step("switch back to PL", async () => {
    await page.getByRole("navigation", { name: LANGUAGE_NAV }).getByRole("link", { name: /^PL\b/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(searchButton).toHaveText(/Szukaj/);
    await expect.poll(cookie).toBe("pl");
    await open("/");
    await expect(searchButton).toHaveText(/Szukaj/);
    await shot("j8-03-polish-again");
  });
});
