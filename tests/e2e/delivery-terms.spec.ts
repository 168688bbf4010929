/**
 * Terms shown versus terms applied (issue 16): a cart with a book, delivered by courier and paid on delivery, shows
 * the cash-on-delivery fee in the checkout (the payment option, the side box's total, the review's summary), and
 * /i/dostawa states the same figures: the courier's price and the courier with cash on delivery. The same-day
 * dispatch cut-off is one value on /i/dostawa, the home page and the thank-you page.
 */
import type { Page } from "@playwright/test";
import { acceptTerms, addBookAndCheckout, answerCookieBanner, fillPerson, next, step } from "./checkout-helpers.ts";
import { newCustomer } from "./account-helpers.ts";
import { expect, parseZloty, plain, test } from "./fixtures.ts";

test.beforeEach(async ({ context }) => answerCookieBanner(context));

/** "14,99 zł", "5 zł" or "199 zł" (the pages write whole złoty without decimals) → grosze. */
function grosze(text: string): number {
  const m = /(\d[\d\s\u00a0]*)(?:,(\d{2}))?\s*zł/.exec(text);
  if (!m) throw new Error(`no amount in "${text}"`);
  return Number(m[1]!.replace(/[\s\u00a0]/g, "")) * 100 + Number(m[2] ?? 0);
}

const asideTotal = async (page: Page) => parseZloty((await page.getByTestId("aside-total").textContent()) ?? "");

test("delivery terms: cash on delivery adds its fee in the checkout, and /i/dostawa shows the same figures", async ({ page, open, axe, shot }) => {
  await addBookAndCheckout(page, open);
  await fillPerson(page, newCustomer("cod-fee").email);
  await next(page);

  // the delivery step: the courier's price, as the server charges it
  const courierOption = page.getByTestId("shipping-flatrate_flatrate");
  await expect(courierOption).toContainText("Kurier InPost");
  const courierText = plain(await courierOption.textContent());
  expect(courierText, "the book alone stays under the free-delivery threshold").toMatch(/\d,\d\d zł/);
  const courier = grosze(courierText);
  await courierOption.click();
  await next(page);
  await expect(step(page, "payment")).toBeVisible();

  // the payment step: cash on delivery says what it adds; choosing it adds the fee to the total
  const prepaid = await asideTotal(page);
  const codOption = page.getByTestId("payment-cashondelivery");
  await expect(codOption).toContainText(/\(\+\d+,\d\d\s*zł\)/);
  const fee = grosze(/\(\+([^)]*)\)/.exec(plain(await codOption.textContent()))![1]!);
  await shot("delivery-terms-payment");
  await codOption.click();
  await expect.poll(() => asideTotal(page), { message: "the side box's total with the fee" }).toBe(prepaid + fee);
  await next(page);

  // the review: the courier and the fee as their own lines, the total the order will be placed at
  const review = step(page, "review");
  await expect(review).toBeVisible();
  await expect(review.locator(".segment-shipping dd")).toHaveText(new RegExp(`^${(courier / 100).toFixed(2).replace(".", ",")}\\s*zł$`));
  await expect(review.locator(".segment-cod_fee dt")).toHaveText("Opłata za pobranie");
  expect(grosze((await review.locator(".segment-cod_fee dd").textContent()) ?? "")).toBe(fee);
  const total = grosze((await review.locator(".segment-grand_total dd").textContent()) ?? "");
  expect(total).toBe(prepaid + fee);
  await shot("delivery-terms-review");
  await axe("checkout review with the cash-on-delivery fee");
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  const thankYou = plain(await page.locator(".thank-you-steps").textContent());
  // the order summary: the line with its picture, the amounts, delivery, address and payment
  const summary = page.getByRole("region", { name: "Podsumowanie zamówienia" });
  await expect(summary).toBeVisible();
  await expect(summary.locator(".ty-lines li")).toHaveCount(1);
  await expect(summary.locator(".ty-lines img")).toBeVisible();
  expect(grosze((await summary.locator(".ty-total-grand_total dd").textContent()) ?? "")).toBe(total);
  await expect(summary.locator(".ty-total-cod_fee")).toContainText("Opłata za pobranie");
  await expect(summary.locator(".ty-details")).toContainText("Kurier InPost");
  await expect(summary.locator(".ty-details")).toContainText("Adres dostawy");
  await expect(summary.locator(".ty-details")).toContainText("Płatność");
  await shot("delivery-terms-thank-you-summary");
  await axe("thank-you page with the order summary");

  // /i/dostawa: the same courier price, the same courier with cash on delivery, the same fee
  await open("/i/dostawa");
  const main = page.getByRole("main");
  const row = (name: string) => main.locator("tr").filter({ hasText: name });
  const courierRow = row("Kurier InPost (dostawa do drzwi)").filter({ hasNotText: "za pobraniem" });
  const codRow = row("Kurier InPost (dostawa do drzwi) – za pobraniem");
  expect(grosze((await courierRow.locator("td").nth(2).textContent()) ?? "")).toBe(courier);
  expect(grosze((await codRow.locator("td").nth(2).textContent()) ?? "")).toBe(courier + fee);
  const page_ = plain(await main.textContent());
  expect(grosze(/opłatę za pobranie: ([^.]*zł)/.exec(page_)![1]!)).toBe(fee);
  await shot("delivery-terms-dostawa");
  await axe("/i/dostawa with the delivery table");

  // one cut-off: the page's, the thank-you page's and the home page's
  const cutoff = /do godz\. (\d{1,2}:\d{2})/.exec(page_)![1]!;
  expect(thankYou).toContain(`do ${cutoff}`);
  await open("/");
  await expect(page.locator(".usp")).toContainText(`do ${cutoff}`);
  const threshold = /Darmowa dostawa od (\d[\d\s]*zł)/.exec(page_)![1]!;
  await expect(page.locator(".usp")).toContainText(`Darmowa dostawa od ${threshold}`);
});
