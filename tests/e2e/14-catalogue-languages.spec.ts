/**
 * Journey 14: the catalogue's own labels in the shopper's language (docs/decisions/2026-11-26-catalogue-translations.md).
 * Switched to English, the menu leads to "Subscriptions"; its heading, its filter values ("No", not "Nie") and the
 * subscription's periods ("3 issues") and first issues ("No. …") are English, while product names stay Polish and
 * say so (lang="pl"). The cart's line shows its period in English; back in Polish, everything is Polish again.
 */
import type { Page } from "@playwright/test";
import { answerCookieBanner } from "./checkout-helpers.ts";
import { type ApiProduct, expect, isPhone, productPath, test, waitForHydration } from "./fixtures.ts";

test.beforeEach(async ({ context }) => answerCookieBanner(context));

const LANGUAGE_NAV = /^(Język|Language)$/;
const SUBSCRIPTION = "PR-000003"; // Prenumerata National Geographic Polska (scripts/catalogue/fixtures.ts)

/** The listing's product names: the level-3 headings of its results. */
const productNames = (page: Page) => page.locator(".listing-results").getByRole("heading", { level: 3 });

test("journey 14: category, filters and subscription options in English, product names marked Polish", async ({ page, open, axe, shot, api }, testInfo) => {
  const phone = isPhone(testInfo.project.name);

  await test.step("switch to English", async () => {
    await open("/");
    await page.getByRole("navigation", { name: LANGUAGE_NAV }).getByRole("link", { name: /^EN\b/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The switch loads a new document: a click on its menu button before React hydrates it opens nothing.
    await waitForHydration(page);
  });

  await test.step('open "Subscriptions" from the menu: its name and its filter values in English', async () => {
    if (phone) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("button", { name: "Subscriptions: subcategories" }).click();
      await menu.getByRole("link", { name: "All in Subscriptions" }).click();
    } else {
      await page.getByRole("banner").getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Subscriptions", exact: true }).click();
    }
    await expect(page.getByRole("heading", { level: 1, name: "Subscriptions" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("Prenumerata magazynów");
    // product names are Polish in every language, and marked so
    await expect(productNames(page).first()).toHaveAttribute("lang", "pl");
    await expect(productNames(page).first()).toContainText("Prenumerata");
    if (phone) await page.getByRole("button", { name: /^Filters/ }).click();
    const filters = phone ? page.getByRole("dialog", { name: "Filters" }) : page.locator("main");
    const pick = filters.getByRole("group", { name: "Editors' pick" });
    await expect(pick.getByRole("checkbox", { name: /^No\b/ })).toBeVisible();
    await expect(pick).not.toContainText("Nie");
    await expect(filters.getByRole("group", { name: "Price" })).toContainText("and more");
    await shot("j14-01-subscriptions-en");
    await axe(phone ? "filters dialog in English" : "category in English");
    if (phone) await page.getByRole("button", { name: "Close filters" }).click();
  });

  await test.step("a subscription's periods and first issues in English; its name and pictures marked Polish", async () => {
    const product = await api<ApiProduct>(`/api/catalog/product?sku=${SUBSCRIPTION}`);
    await open(productPath(product));
    const form = page.getByRole("form", { name: "Purchase" });
    await expect(form.getByRole("radio", { name: /^3 issues/ })).toBeChecked();
    await expect(form.getByRole("radio", { name: /^12 issues/ })).toBeVisible();
    await expect(form.getByRole("combobox", { name: "First issue" }).locator("option").first()).toHaveText(/^No\. \d+\/\d{4}/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "pl");
    await expect(page.locator(".pdp-main-image img")).toHaveAttribute("lang", "pl");
    await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toContainText("Magazine subscriptions");
    await shot("j14-02-subscription-en");
    await axe("subscription in English");
  });

  await test.step("the cart names the period in English", async () => {
    await page.getByRole("form", { name: "Purchase" }).getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("status").getByText("Product has been added to the cart!")).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();
    await page.getByTestId("minicart").click();
    const cart = page.getByRole("dialog", { name: "Cart" });
    const line = cart.locator(".cart-line").first();
    await expect(line.locator(".cart-line-options")).toContainText("Subscription period: 3 issues");
    await expect(line.locator(".cart-line-name")).toHaveAttribute("lang", "pl");
    await shot("j14-03-cart-en");
    await axe("cart in English");
    await page.keyboard.press("Escape");
    await expect(cart).toBeHidden();
  });

  await test.step("back in Polish: the same page in Polish, nothing marked", async () => {
    await page.getByRole("navigation", { name: LANGUAGE_NAV }).getByRole("link", { name: /^PL\b/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    const form = page.getByRole("form", { name: "Zakup" });
    await expect(form.getByRole("radio", { name: /^3 wydania/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
    await shot("j14-04-subscription-pl");
  });
});
