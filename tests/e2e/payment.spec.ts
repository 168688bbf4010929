/**
 * Online payment journeys (issue 14), through the PayU stand-in the e2e server starts by itself (its hosted page,
 * its card form, its signed notifications to the shop): BLIK paid; BLIK declined, then the same order paid by
 * pay-by-link; pay-by-link cancelled on PayU's page and paid again from the cancelled page; a recurring card
 * (a collection) paid with the card form and the card saved; pay later from the account; Google Pay and Apple Pay
 * hidden where this browser cannot pay with them. Each page checked with axe.
 */
import type { Page } from "@playwright/test";
import { headerAccount, logInThroughModal, newCustomer, registerThroughApi } from "./account-helpers.ts";
import { acceptTerms, addBookAndCheckout, answerCookieBanner, courierToPayment, fillPerson, mails, next, step } from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ context }) => answerCookieBanner(context));

const RECEIVED = "Twoja płatność została przyjęta.";

/** Chooses an online method on the payment step and goes on to the review. */
async function choose(page: Page, code: string) {
  await page.getByTestId(`payment-${code}`).click();
}

async function placeOrder(page: Page) {
  await next(page);
  await expect(step(page, "review")).toBeVisible();
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
}

async function signIn(page: Page, open: (p: string) => Promise<unknown>, customer: { email: string; password: string }) {
  await open("/");
  await logInThroughModal(page, customer.email, customer.password);
  await expect(headerAccount(page)).toBeVisible();
}

/** The stand-in's hosted page: pay or cancel. */
async function atPayu(page: Page, action: "Zapłać" | "Anuluj") {
  await expect(page.getByRole("heading", { name: "Płatność PayU" })).toBeVisible();
  const bank = page.getByRole("radio").first();
  if (action === "Zapłać" && (await bank.count()) > 0) await bank.check();
  await page.getByRole("button", { name: new RegExp(`^${action}`) }).click();
}

test("payment 1: BLIK code confirmed in the bank app; the thank-you page sees the payment arrive", async ({ page, open, axe, shot, request }) => {
  const email = newCustomer("blik").email;
  await addBookAndCheckout(page, open);
  await fillPerson(page, email);
  await next(page);
  await courierToPayment(page);
  await choose(page, "vue_payu_gateway_blik");
  const code = page.getByLabel("Kod BLIK");
  // the code's own rules, before anything is sent
  await code.fill("77712");
  await code.blur();
  await expect(page.getByText("Kod BLIK musi mieć co najmniej 6 cyfr")).toBeVisible();
  // the help lists the bank apps; Escape closes it and gives the focus back
  const help = page.getByRole("button", { name: "Jak płacić BLIKiem?" });
  await help.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("PKO")).toBeVisible();
  await axe("checkout, BLIK help");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(help).toBeFocused();
  await code.fill("777123");
  await axe("checkout, BLIK code");
  await shot("payment-blik-code");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/thank-you-page\?.*order_increment_id=\d{9}/);
  // first "confirm with your PIN", then the notification arrives and the 5-second poll shows it
  await expect(page.getByTestId("payment-status")).toContainText(RECEIVED, { timeout: 20_000 });
  await axe("thank-you page, BLIK paid");
  await shot("payment-blik-paid");
  const number = (await page.getByTestId("order-number").textContent())!.match(/\d{9}/)![0];
  await expect.poll(async () => (await mails(request, email)).map((m) => m.subject).join(" | "), { timeout: 20_000 }).toMatch(/płatnoś/i);
  expect((await mails(request, email)).some((m) => m.subject.includes(number))).toBe(true);
});

test("payment 2: a declined BLIK code, then the same order paid by pay-by-link", async ({ page, open, axe, shot }) => {
  await addBookAndCheckout(page, open);
  await fillPerson(page, newCustomer("declined").email);
  await next(page);
  await courierToPayment(page);
  await choose(page, "vue_payu_gateway_blik");
  await page.getByLabel("Kod BLIK").fill("500500");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/thank-you-page\?/);
  const number = (await page.getByTestId("order-number").textContent())!.match(/\d{9}/)![0];
  await expect(page.getByTestId("payment-retry")).toBeVisible({ timeout: 20_000 });
  await axe("thank-you page, BLIK declined");
  await shot("payment-blik-declined");
  await page.getByTestId("payment-retry").click();
  await expect(page).toHaveURL(/\/placepozniej\?/);
  await expect(page.getByTestId("pay-later").getByTestId("order-number")).toHaveText(number);
  await choose(page, "vue_payu_gateway");
  await page.getByTestId("payu-method-m").click();
  await axe("pay later, pay-by-link chosen");
  await shot("payment-pay-later");
  await page.getByTestId("pay-now").click();
  await atPayu(page, "Zapłać");
  await expect(page).toHaveURL(/\/thank-you-page\?/);
  await expect(page.getByTestId("payment-status")).toContainText(RECEIVED, { timeout: 20_000 });
  await expect(page.getByTestId("order-number")).toContainText(number);
});

test("payment 3: pay-by-link cancelled on PayU's page, paid again through the confirmation e-mail's link", async ({ page, open, axe, shot, request }) => {
  const email = newCustomer("cancelled").email;
  await addBookAndCheckout(page, open);
  await fillPerson(page, email);
  await next(page);
  await courierToPayment(page);
  await choose(page, "vue_payu_gateway");
  // this browser has neither Google Pay nor Apple Pay: their tiles are not offered; the card on PayU's page is
  await expect(page.getByTestId("payu-method-c")).toBeVisible();
  await expect(page.getByTestId("payu-method-ap")).toHaveCount(0);
  await expect(page.getByTestId("payu-method-jp")).toHaveCount(0);
  await axe("checkout, pay-by-link");
  await shot("payment-pbl-tiles");
  await placeOrder(page);
  await atPayu(page, "Anuluj");
  await expect(page).toHaveURL(/\/thank-you-page\?.*error=501/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/anulowan|nie powiod/i);
  await axe("payment cancelled page");
  await shot("payment-cancelled");
  await expect(page.getByTestId("payment-retry")).toBeVisible();
  // the confirmation e-mail's "Zapłać teraz" link pays the same order (a guest: its pay token is in the link)
  await expect.poll(async () => (await mails(request, email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const link = /(https?:\/\/[^\s"<>]+\/placepozniej\?[^\s"<>]+)/.exec((await mails(request, email))[0]!.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByTestId("pay-later").getByTestId("order-number")).toHaveText(/\d{9}/);
  await choose(page, "vue_payu_gateway");
  await page.getByTestId("pay-now").click();
  await atPayu(page, "Zapłać");
  await expect(page.getByTestId("payment-status")).toContainText(RECEIVED, { timeout: 20_000 });
});

test("payment 4: a collection paid by card in PayU's card form; the card is saved for the next parts", async ({ page, open, axe, shot, request, api }) => {
  const customer = newCustomer("card");
  await registerThroughApi(request, customer);
  const product = await api<{ parentSku?: string; sku: string; slug: string; url_path: string }>("/api/catalog/product?sku=KL-000027");
  await signIn(page, open, customer);
  await open(`/${product.url_path}`);
  await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
  await open("/checkout");
  await fillPerson(page, customer.email);
  await next(page);
  await courierToPayment(page);
  await choose(page, "vue_payu_gateway_recurring");
  const form = page.frameLocator('[data-testid="card-widget"] iframe');
  await form.getByLabel("Numer karty").fill("4444 3333 2222 1111");
  await form.getByLabel(/Data ważności/).fill("12/30");
  await form.getByLabel("Kod CVV").fill("123");
  await axe("checkout, card form");
  await shot("payment-card-form");
  await placeOrder(page);
  await expect(page.getByTestId("payment-status")).toContainText(RECEIVED, { timeout: 20_000 });
  await expect(page.getByTestId("card-saved")).toContainText("1111");
  await axe("thank-you page, card saved");
  await shot("payment-card-saved");
});

test("payment 5: an order left unpaid is paid later from the account's orders", async ({ page, open, axe, shot, request }) => {
  const customer = newCustomer("later");
  await registerThroughApi(request, customer);
  await signIn(page, open, customer);
  await addBookAndCheckout(page, open);
  await fillPerson(page, customer.email);
  await next(page);
  await courierToPayment(page);
  await choose(page, "vue_payu_gateway");
  await placeOrder(page);
  // the shopper leaves PayU's page without paying
  await expect(page.getByRole("heading", { name: "Płatność PayU" })).toBeVisible();
  await open("/my-account/orders");
  const payNow = page.getByRole("link", { name: /Zapłać teraz/ }).first();
  await expect(payNow).toBeVisible();
  await axe("account orders, unpaid order");
  await shot("payment-account-pay-now");
  await payNow.click();
  await expect(page).toHaveURL(/\/placepozniej\?/);
  await choose(page, "vue_payu_gateway_blik");
  await page.getByLabel("Kod BLIK").fill("777456");
  await page.getByTestId("pay-now").click();
  await expect(page.getByText(RECEIVED).or(page.getByText("To zamówienie jest już opłacone. Dziękujemy!")).first()).toBeVisible({ timeout: 20_000 });
});
