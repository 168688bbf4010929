/**
 * Delivery abroad (docs/decisions/2026-11-27-delivery-abroad.md): a book to Germany. The checkout's country field
 * ("Kraj": Niemcy) asks for a German postcode, offers only the DHL courier to Germany (no InPost, no lockers) and no
 * cash on delivery; the review shows the German VAT (7 % on books, OSS) in the totals; the order is paid by BLIK and
 * the confirmation mail names the OSS scheme. Each step checked with axe, on a phone and a desktop.
 */
import { acceptTerms, addBookAndCheckout, answerCookieBanner, mails, next, step } from "./checkout-helpers.ts";
import { newCustomer } from "./account-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ context }) => answerCookieBanner(context));

test("delivery abroad: a book to Germany, DHL, German VAT 7 % (OSS), paid by BLIK", async ({ page, open, axe, shot, request }) => {
  const email = newCustomer("abroad-de").email;
  await addBookAndCheckout(page, open);
  const s = step(page, "personal");
  await s.getByLabel("Imię").fill("Anna");
  await s.getByLabel("Nazwisko").fill("Schmidt");
  await s.getByLabel("E-mail").fill(email);
  await s.getByLabel("Telefon").fill("+49 30 1234567");
  await s.getByLabel("Ulica i numer domu").fill("Unter den Linden 5");
  await s.getByLabel("Kod pocztowy").fill("10-117");
  await s.getByLabel("Miejscowość").fill("Berlin");
  await s.getByLabel("Kraj").selectOption("DE");
  await expect(s.getByText("Za granicę wysyłamy kurierem")).toBeVisible();

  // a Polish-looking postcode is not a German one
  await next(page);
  await expect(s.getByText("Kod pocztowy: 5 cyfr, np. 10117")).toBeVisible();
  await axe("checkout, Germany, postcode refused");
  await s.getByLabel("Kod pocztowy").fill("10117");
  await next(page);

  // only Germany's carrier, never free, no parcel lockers
  await expect(step(page, "shipping")).toBeVisible();
  const dhl = page.getByTestId("shipping-dhl_de");
  await expect(dhl).toContainText("Kurier DHL do Niemiec");
  await expect(dhl).toContainText("39,99 zł");
  await expect(page.getByTestId("shipping-flatrate_flatrate")).toHaveCount(0);
  await expect(page.getByTestId("shipping-inpost_paczkomat")).toHaveCount(0);
  await dhl.click();
  await shot("abroad-de-shipping");
  await axe("checkout, Germany, delivery");
  await next(page);

  // paid up front: no cash on delivery
  await expect(step(page, "payment")).toBeVisible();
  await expect(page.getByTestId("payment-cashondelivery")).toHaveCount(0);
  await page.getByTestId("payment-vue_payu_gateway_blik").click();
  await page.getByLabel("Kod BLIK").fill("777123");
  await next(page);

  // the review: the German rate inside the price, and why
  const review = step(page, "review");
  await expect(review).toBeVisible();
  await expect(review.getByText("w tym VAT 7%")).toBeVisible();
  await expect(review.getByTestId("vat-scheme")).toHaveText("VAT kraju dostawy (Niemcy), rozliczany w procedurze OSS");
  await expect(review.getByText("VAT 23%")).toHaveCount(0);
  await shot("abroad-de-review");
  await axe("checkout, Germany, review with VAT");
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/thank-you-page\?.*order_increment_id=\d{9}/);
  await axe("thank-you page, Germany");

  await expect
    .poll(async () => (await mails(request, email)).find((m) => /potwierdzenie zamówienia/.test(m.subject))?.text ?? "", { timeout: 15_000 })
    .toContain("VAT według stawek kraju nabywcy (Niemcy), rozliczany w procedurze OSS");
  const mail = (await mails(request, email)).find((m) => /potwierdzenie zamówienia/.test(m.subject))!;
  expect(mail.text).toContain("VAT 7%");
  expect(mail.text).toContain("10117 Berlin");
});
