/**
 * Reverse charge (docs/decisions/2026-11-27-reverse-charge.md): a company in Germany buys a book. The checkout's
 * company form asks for the EU VAT number when the country is not Poland (no NIP lookup, no REGON); a number of
 * another country is refused in Polish; the summary says what a confirmed number means; the order, checked by the
 * server in VIES (the stand-in), is reverse charged: 0 % VAT, and the confirmation mail says "Odwrotne obciążenie".
 * Each step checked with axe, on a desktop.
 */
import { acceptTerms, addBookAndCheckout, answerCookieBanner, mails, next, step } from "./checkout-helpers.ts";
import { newCustomer } from "./account-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ context }) => answerCookieBanner(context));

test("reverse charge: a company in Germany with a valid EU VAT number, 0 % VAT, paid by BLIK", async ({ page, open, axe, shot, request }, info) => {
  test.skip(info.project.name !== "desktop", "the company form at desktop width (the OSS journey covers the phone)");
  const email = newCustomer("reverse-de").email;
  await addBookAndCheckout(page, open);
  const s = step(page, "personal");
  await s.getByLabel("Kraj").selectOption("DE");
  await s.getByText("Firma", { exact: true }).click();
  const eu = s.getByTestId("eu-company");
  await expect(eu).toBeVisible();
  await expect(s.getByLabel("REGON")).toHaveCount(0);
  await eu.getByLabel("Nazwa firmy").fill("Buchhandlung Weber GmbH");
  await eu.getByLabel("Numer VAT UE").fill("IT00743110157");
  await s.getByLabel("Imię").fill("Jonas");
  await s.getByLabel("Nazwisko").fill("Weber");
  await s.getByLabel("E-mail").fill(email);
  await s.getByLabel("Telefon").fill("+49 30 1234567");
  await s.getByLabel("Ulica i numer domu").fill("Unter den Linden 5");
  await s.getByLabel("Kod pocztowy").fill("10117");
  await s.getByLabel("Miejscowość").fill("Berlin");

  // an Italian number for a German company is not its EU VAT number
  await next(page);
  await expect(s.getByText("Numer VAT UE jest nieprawidłowy")).toBeVisible();
  await axe("checkout, company in Germany, EU VAT number refused");
  await eu.getByLabel("Numer VAT UE").fill("DE 811 569 869");
  await shot("reverse-charge-company");
  await next(page);

  await expect(step(page, "shipping")).toBeVisible();
  await page.getByTestId("shipping-dhl_de").click();
  await next(page);
  await expect(step(page, "payment")).toBeVisible();
  await page.getByTestId("payment-vue_payu_gateway_blik").click();
  await page.getByLabel("Kod BLIK").fill("777123");
  await next(page);

  const review = step(page, "review");
  await expect(review).toBeVisible();
  await expect(page.getByTestId("aside-reverse-charge")).toContainText("Odwrotne obciążenie");
  await expect(review.getByText("Buchhandlung Weber GmbH, Numer VAT UE DE 811 569 869")).toBeVisible();
  await shot("reverse-charge-review");
  await axe("checkout, company in Germany, review with the reverse charge note");
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/thank-you-page\?.*order_increment_id=\d{9}/);
  await axe("thank-you page, reverse charge");

  await expect
    .poll(async () => (await mails(request, email)).find((m) => /potwierdzenie zamówienia/.test(m.subject))?.text ?? "", { timeout: 15_000 })
    .toContain("Odwrotne obciążenie (Niemcy)");
  const mail = (await mails(request, email)).find((m) => /potwierdzenie zamówienia/.test(m.subject))!;
  expect(mail.text).toContain("DE811569869");
  expect(mail.text).toContain("VAT 0%");
  expect(mail.text).not.toContain("VAT 7%");
});
