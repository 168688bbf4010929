/**
 * Gift card journey (issue 16): a signed-in customer buys a 50 zł gift card (its page says it is not subject to VAT)
 * and pays by BLIK through the PayU stand-in; the code comes by mail and the account lists the card. The code then
 * pays all of a book's order (the rest stays on the card: the account shows it), and pays part of the next one,
 * whose remainder is paid on delivery. Each page checked with axe.
 */
import type { Page } from "@playwright/test";
import { headerAccount, logInThroughModal, newCustomer, registerThroughApi } from "./account-helpers.ts";
import { acceptTerms, addBookAndCheckout, answerCookieBanner, courierToPayment, fillPerson, mails, next, step } from "./checkout-helpers.ts";
import { DELIVERY_RULES, carrierKey } from "../../domain/delivery-rules.ts";
import { expect, test, zloty } from "./fixtures.ts";

test.beforeEach(async ({ context }) => answerCookieBanner(context));

/** The fixture gift card (scripts/catalogue/fixtures.ts): "Karta podarunkowa 50 zł". */
const GIFT_CARD = "KP-000025";
/** The card's value (grosze). */
const CARD = 5000;
const COURIER = DELIVERY_RULES.carriers.find((c) => carrierKey(c) === "flatrate_flatrate")!.gross;
const COD_FEE = DELIVERY_RULES.cashOnDelivery.feeGross;
const nbsp = (s: string) => s.replace(/ zł/g, "\u00a0zł");
const zl = (grosze: number) => nbsp(zloty(grosze));

async function applyCard(page: Page, code: string) {
  const box = page.getByTestId("gift-card-box");
  await box.getByLabel("Kod karty podarunkowej").fill(code.toLowerCase());
  await box.getByRole("button", { name: "Zastosuj kartę" }).click();
  await expect(box.getByRole("status")).toContainText("zastosowana");
  return box;
}

test("gift card: bought and paid, its code mailed and listed; it pays all of one order and part of the next", async ({
  page,
  open,
  axe,
  shot,
  request,
  api,
}) => {
  test.setTimeout(120_000);
  const customer = newCustomer("karta");
  await registerThroughApi(request, customer);
  await open("/");
  await logInThroughModal(page, customer.email, customer.password);
  await expect(headerAccount(page)).toBeVisible();

  // The card's page: a voucher is outside VAT, so no "23% VAT" under its price.
  const card = await api<{ url_path: string; tax_rate: number | string }>(`/api/catalog/product?sku=${GIFT_CARD}`);
  expect(card.tax_rate).toBe("np");
  await open(`/${card.url_path}`);
  await expect(page.getByText("nie podlega VAT (bon różnego przeznaczenia)")).toBeVisible();
  await expect(page.getByText(/zawiera \d+% VAT/)).toHaveCount(0);
  await axe("gift card page");
  await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();

  // Bought like anything digital: no delivery, paid online (no cash on delivery for a card).
  await open("/checkout");
  await fillPerson(page, customer.email);
  await next(page);
  await expect(step(page, "payment")).toBeVisible();
  await expect(page.getByTestId("payment-cashondelivery")).toHaveCount(0);
  await page.getByTestId("payment-vue_payu_gateway_blik").click();
  await page.getByLabel("Kod BLIK").fill("777123");
  await next(page);
  await expect(step(page, "review")).toBeVisible();
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("payment-status")).toContainText("Twoja płatność została przyjęta.", { timeout: 20_000 });

  // The code comes by mail once the payment is booked.
  let code = "";
  await expect
    .poll(
      async () => {
        const mail = (await mails(request, customer.email)).find((m) => /karta podarunkowa/i.test(m.subject));
        code = mail?.text.match(/kod ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/)?.[1] ?? "";
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

  // The account lists it with its code and balance.
  await open("/my-account/gift-cards");
  const row = page.getByTestId("gift-cards-table").locator("tr").filter({ hasText: code });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row.getByTestId("gift-card-balance")).toHaveText(nbsp("50,00 zł"));
  await expect(row).toContainText("Aktywna");
  await axe("account gift cards");
  await shot("giftcard-account");

  // A book, the courier, and the card: it pays all of it; the only method left is the card itself.
  const book = await api<{ final_price_incl_tax: number }>("/api/catalog/product?sku=KS-000001");
  const order = Math.round(book.final_price_incl_tax * 100) + COURIER;
  expect(order, "a book by courier costs less than the card").toBeLessThan(CARD);
  const left = CARD - order;
  // the next order by courier, paid on delivery: more than is left on the card
  const rest = order + COD_FEE - left;
  await addBookAndCheckout(page, open);
  await fillPerson(page, customer.email);
  await next(page);
  await courierToPayment(page);
  let box = await applyCard(page, code);
  await expect(box.getByTestId("gift-card-applied")).toContainText(`Saldo ${zl(CARD)}, płaci ${zl(order)}, na karcie zostanie ${zl(left)}`);
  await expect(box.getByTestId("gift-card-due")).toHaveText("Karta podarunkowa pokrywa całe zamówienie: nie trzeba płacić niczego więcej.");
  await expect(page.getByTestId("payment-giftcard")).toBeVisible();
  await expect(page.getByTestId("payment-giftcard").getByRole("radio")).toBeChecked();
  await expect(page.getByTestId("payment-cashondelivery")).toHaveCount(0);
  await expect(page.getByTestId("aside-due")).toHaveText(nbsp("0,00 zł"));
  await axe("checkout, gift card pays all");
  await shot("giftcard-pays-all");
  await next(page);
  await expect(step(page, "review")).toBeVisible();
  await expect(step(page, "review").locator(".segment-giftcard")).toContainText(`-${zl(order)}`);
  await expect(step(page, "review").locator(".segment-amount_due")).toContainText(nbsp("0,00 zł"));
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible({ timeout: 20_000 });

  // What is left stays on the card.
  await open("/my-account/gift-cards");
  await expect(page.getByTestId("gift-cards-table").locator("tr").filter({ hasText: code }).getByTestId("gift-card-balance")).toHaveText(zl(left));

  // The next book costs more than is left: the card pays what is left, the rest is paid on delivery (with its fee).
  await addBookAndCheckout(page, open);
  await fillPerson(page, customer.email);
  await next(page);
  await courierToPayment(page);
  box = await applyCard(page, code);
  await expect(box.getByTestId("gift-card-applied")).toContainText(`Saldo ${zl(left)}, płaci ${zl(left)}, na karcie zostanie ${zl(0)}`);
  await expect(page.getByTestId("payment-giftcard")).toHaveCount(0);
  await page.getByTestId("payment-cashondelivery").click();
  // paid on delivery: the fee is added to what is left to pay, in the card's box and in the summary alike
  await expect(box.getByTestId("gift-card-due")).toHaveText(`Pozostało do zapłaty: ${zl(rest)}`);
  await expect(page.getByTestId("aside-due")).toHaveText(zl(rest));
  await axe("checkout, gift card pays part");
  await shot("giftcard-pays-part");
  await next(page);
  await expect(step(page, "review")).toBeVisible();
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible({ timeout: 20_000 });
  const number = (await page.getByTestId("order-number").textContent())!.match(/\d{9}/)![0];

  // The order shows the card's part and what was left to pay; the card is used up.
  await open("/my-account/orders");
  await page
    .getByRole("link", { name: new RegExp(number) })
    .first()
    .click();
  const detail = page.getByTestId("order-detail");
  await expect(detail).toBeVisible();
  await expect(detail.locator(".order-summary")).toContainText(`-${zl(left)}`);
  await expect(detail.locator(".order-summary-amount_due")).toContainText(zl(rest));
  await axe("account order paid partly by gift card");
  await open("/my-account/gift-cards");
  const used = page.getByTestId("gift-cards-table").locator("tr").filter({ hasText: code });
  await expect(used.getByTestId("gift-card-balance")).toHaveText(nbsp("0,00 zł"));
  await expect(used).toContainText("Wykorzystana");
});
