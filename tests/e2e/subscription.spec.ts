/**
 * Subscriptions in the account (issue 15): 12 parts of a recurring collection bought as a gift with the card form
 * (the recipient asked for and checked at checkout) appear in /my-account/subscription with their status, issues
 * left, next renewal, amount and recipient; the renewal is cancelled after a confirmation dialog (keyboard: Escape
 * keeps it, the focus returns to the button) and the confirmation e-mail arrives. Then a collection's period ends:
 * the clock is moved (POST /api/dev/subscriptions/renewals, development only), the saved card is charged and the
 * new order shows in the account.
 */
import type { Page } from "@playwright/test";
import { headerAccount, logInThroughModal, newCustomer, registerThroughApi, storageValue } from "./account-helpers.ts";
import { acceptTerms, answerCookieBanner, courierToPayment, fillPerson, mails, next, step } from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ context }) => answerCookieBanner(context));

/** The recipient of a gift, filled in on the delivery step (after the form has shown that it is required). */
async function giftRecipient(page: Page, shot: (name: string) => Promise<void>, axe: (label?: string) => Promise<void>) {
  const gift = page.getByTestId("gift-recipient");
  await expect(gift).toBeVisible();
  await page.getByTestId("shipping-flatrate_flatrate").click();
  await next(page);
  await expect(gift.getByText("To pole jest wymagane").first()).toBeVisible();
  await gift.getByLabel("Imię").fill("Ala");
  await gift.getByLabel("Nazwisko").fill("Nowak");
  await gift.getByLabel("Ulica i numer domu").fill("ul. Lipowa 3");
  await gift.getByLabel("Kod pocztowy").fill("30001");
  await gift.getByLabel("Miejscowość").fill("Kraków");
  await gift.getByLabel(/Życzenia/).fill("Wszystkiego najlepszego!");
  await gift.getByLabel("Miejscowość").focus(); // the postcode, left, is shown with its dash
  await expect(gift.getByLabel("Kod pocztowy")).toHaveValue("30-001");
  await axe("checkout, gift recipient");
  await shot("subscription-gift-recipient");
  await next(page);
  await expect(step(page, "payment")).toBeVisible();
}

async function buyCollectionByCard(
  page: Page,
  open: (p: string) => Promise<unknown>,
  url: string,
  email: string,
  gift?: { shot: (name: string) => Promise<void>; axe: (label?: string) => Promise<void> },
) {
  await open(`/${url}`);
  const form = page.getByRole("form", { name: "Zakup" });
  if (gift) {
    await form.getByRole("radio", { name: /^12 części/ }).check();
    await form.getByRole("checkbox", { name: "Kupuję na prezent" }).check();
  }
  await form.getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
  await open("/checkout");
  // Signed in: the account's e-mail fills the form once the session is back (typing before that would race it).
  await expect(step(page, "personal").getByLabel("E-mail")).toHaveValue(email);
  await fillPerson(page, email);
  await next(page);
  // Nothing refused on the first step (a failure names the fields).
  await expect(page.locator(".checkout-step [aria-invalid='true']")).toHaveCount(0);
  if (gift) await giftRecipient(page, gift.shot, gift.axe);
  else await courierToPayment(page);
  await page.getByTestId("payment-vue_payu_gateway_recurring").click();
  const card = page.frameLocator('[data-testid="card-widget"] iframe');
  await card.getByLabel("Numer karty").fill("4444 3333 2222 1111");
  await card.getByLabel(/Data ważności/).fill("12/30");
  await card.getByLabel("Kod CVV").fill("123");
  await next(page);
  await expect(step(page, "review")).toBeVisible();
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("payment-status")).toContainText("Twoja płatność została przyjęta.", { timeout: 20_000 });
}

test("subscription 1: 12 parts of a collection bought by card as a gift are in the account; the renewal is cancelled with a confirmation", async ({
  page,
  open,
  axe,
  shot,
  request,
  api,
}) => {
  const customer = newCustomer("sub");
  await registerThroughApi(request, customer);
  const product = await api<{ url_path: string; name: string }>("/api/catalog/product?sku=KL-000027");
  await open("/");
  await logInThroughModal(page, customer.email, customer.password);
  await expect(headerAccount(page)).toBeVisible();
  await buyCollectionByCard(page, open, product.url_path, customer.email, { shot, axe });

  await open("/my-account/subscription");
  const card = page
    .locator('[data-testid^="subscription-"]')
    .filter({ has: page.getByTestId("subscription-status") })
    .first();
  await expect(card.getByTestId("subscription-status")).toHaveText("Dostępne");
  await expect(card.getByTestId("subscription-next-renewal")).not.toHaveText("Odnawianie wyłączone");
  await expect(card).toContainText(product.name);
  // A collection counts parts, not issues.
  await expect(card).toContainText("12 części, od:");
  await expect(card).toContainText("Pozostało części");
  await expect(card).toContainText("Ala Nowak");
  await axe("account, subscriptions");
  await shot("subscriptions");

  const cancel = card.getByTestId("subscription-cancel");
  await cancel.click();
  const dialog = page.getByRole("dialog", { name: "Rezygnacja z odnawiania" });
  await expect(dialog).toBeVisible();
  await axe("account, cancel renewal dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await cancel.click();
  await dialog.getByTestId("subscription-cancel-confirm").click();
  await expect(page.getByTestId("subscription-notice")).toContainText("odnawianie wyłączone");
  await expect(card.getByTestId("subscription-next-renewal")).toHaveText("Odnawianie wyłączone");
  await expect(card.getByTestId("subscription-cancel")).toHaveCount(0);
  await expect
    .poll(async () => (await mails(request, customer.email)).some((m: { subject: string }) => /rezygnacji z odnawiania/.test(m.subject)), { timeout: 15_000 })
    .toBe(true);
  await shot("subscription-renewal-cancelled");
});

test("subscription 2: a collection renews when the clock is moved past its period; the new order is in the account", async ({
  page,
  open,
  request,
  api,
  axe,
  shot,
}) => {
  const customer = newCustomer("renew");
  await registerThroughApi(request, customer);
  const product = await api<{ url_path: string }>("/api/catalog/product?sku=KL-000027");
  await open("/");
  await logInThroughModal(page, customer.email, customer.password);
  await expect(headerAccount(page)).toBeVisible(); // signed in before the page is left
  await buyCollectionByCard(page, open, product.url_path, customer.email);
  const orderRows = page.getByTestId("orders-table").locator("tbody tr");
  await open("/my-account/orders");
  await expect(orderRows).toHaveCount(1);
  const raw = (await storageValue(page, "current-token")) ?? "";
  const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  const list = await (await request.get("/api/subscription/active", { headers: token ? { authorization: `Bearer ${token}` } : {} })).json();
  const next = list.result?.subscriptions?.[0]?.next_renewal_at as string | undefined;
  expect(next, "the subscription's next renewal").toBeTruthy();
  const at = new Date(new Date(next!).getTime() + 60_000).toISOString();
  const run = await request.post("/api/dev/subscriptions/renewals", { data: { at } });
  expect(run.status()).toBe(200);
  await open("/my-account/subscription");
  await expect(page.getByText(/Zamówienie/).first()).toBeVisible();
  await expect
    .poll(async () => (await mails(request, customer.email)).some((m: { subject: string }) => /Odnowiliśmy/.test(m.subject)), { timeout: 20_000 })
    .toBe(true);
  // the renewal's order, charged to the saved card, is in the account's orders
  await open("/my-account/orders");
  await expect(orderRows).toHaveCount(2);
  await axe("account, orders after a renewal");
  await shot("subscription-renewed-orders");
});
