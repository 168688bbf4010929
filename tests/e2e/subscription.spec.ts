/**
 * Subscriptions in the account (issue 15): a recurring collection bought with the card form appears in
 * /my-account/subscription with its status, issues left, next renewal and amount; its renewal is cancelled after a
 * confirmation dialog (keyboard: Escape keeps it, the focus returns to the button) and the confirmation e-mail
 * arrives. When the renewal ports are wired, the clock is moved (POST /api/dev/subscriptions/renewals) and the
 * subscription shows its next period.
 */
import type { Page } from "@playwright/test";
import { headerAccount, logInThroughModal, newCustomer, registerThroughApi, storageValue } from "./account-helpers.ts";
import { acceptTerms, answerCookieBanner, courierToPayment, fillPerson, mails, next, step } from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ context }) => answerCookieBanner(context));

async function buyCollectionByCard(page: Page, open: (p: string) => Promise<unknown>, url: string, email: string) {
  await open(`/${url}`);
  await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
  await open("/checkout");
  await fillPerson(page, email);
  await next(page);
  await courierToPayment(page);
  await page.getByTestId("payment-vue_payu_gateway_recurring").click();
  const form = page.frameLocator('[data-testid="card-widget"] iframe');
  await form.getByLabel("Numer karty").fill("4444 3333 2222 1111");
  await form.getByLabel(/Data ważności/).fill("12/30");
  await form.getByLabel("Kod CVV").fill("123");
  await next(page);
  await expect(step(page, "review")).toBeVisible();
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("payment-status")).toContainText("Twoja płatność została przyjęta.", { timeout: 20_000 });
}

test("subscription 1: a collection bought by card is in the account; its renewal is cancelled with a confirmation", async ({
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
  await buyCollectionByCard(page, open, product.url_path, customer.email);

  await open("/my-account/subscription");
  const card = page
    .locator('[data-testid^="subscription-"]')
    .filter({ has: page.getByTestId("subscription-status") })
    .first();
  await expect(card.getByTestId("subscription-status")).toHaveText("Dostępne");
  await expect(card.getByTestId("subscription-next-renewal")).not.toHaveText("Odnawianie wyłączone");
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

test("subscription 2: a collection renews when the clock is moved past its period", async ({ page, open, request, api }) => {
  const probe = await request.post("/api/dev/subscriptions/renewals", { data: { at: "2000-01-01T00:00:00Z", limit: 1 } });
  test.skip(probe.status() === 503, "renewal ports (placeRenewal, chargeStoredCard) not wired yet");
  const customer = newCustomer("renew");
  await registerThroughApi(request, customer);
  const product = await api<{ url_path: string }>("/api/catalog/product?sku=KL-000027");
  await open("/");
  await logInThroughModal(page, customer.email, customer.password);
  await buyCollectionByCard(page, open, product.url_path, customer.email);
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
});
