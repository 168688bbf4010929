/**
 * Subscriptions delivered (issue 15), through the PayU stand-in the e2e server starts: a renewable collection bought
 * for 12 parts as a gift (the recipient asked at checkout, the card saved), seen in the account and its renewal
 * cancelled with a confirmation; a collection whose period ends renews (the development route moves the renewal
 * clock), charging the saved card for a new order that the account shows. Each page checked with axe.
 */
import type { Page } from "@playwright/test";
import { headerAccount, logInThroughModal, newCustomer, registerThroughApi } from "./account-helpers.ts";
import { acceptTerms, answerCookieBanner, courierToPayment, fillPerson, mails, next, step } from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ context }) => answerCookieBanner(context));

const RECEIVED = "Twoja płatność została przyjęta.";
/** A renewable partwork collection of the demo catalogue (payment.spec.ts buys it too). */
const COLLECTION = "KL-000027";

async function signIn(page: Page, open: (p: string) => Promise<unknown>, customer: { email: string; password: string }) {
  await open("/");
  await logInThroughModal(page, customer.email, customer.password);
  await expect(headerAccount(page)).toBeVisible();
}

/** The collection's product page: the 12-part period, optionally as a gift, added to the cart. */
async function addCollection(page: Page, open: (p: string) => Promise<unknown>, urlPath: string, gift: boolean) {
  await open(`/${urlPath}`);
  const form = page.getByRole("form", { name: "Zakup" });
  await form.getByRole("radio", { name: /^12 części/ }).check();
  if (gift) await form.getByRole("checkbox", { name: "Kupuję na prezent" }).check();
  await form.getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
}

/** Pays with the recurring card in PayU's card form and places the order. */
async function payByCard(page: Page) {
  await page.getByTestId("payment-vue_payu_gateway_recurring").click();
  const card = page.frameLocator('[data-testid="card-widget"] iframe');
  await card.getByLabel("Numer karty").fill("4444 3333 2222 1111");
  await card.getByLabel(/Data ważności/).fill("12/30");
  await card.getByLabel("Kod CVV").fill("123");
  await next(page);
  await expect(step(page, "review")).toBeVisible();
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("payment-status")).toContainText(RECEIVED, { timeout: 20_000 });
}

test("subscription 1: 12 parts of a collection bought as a gift, seen in the account, its renewal cancelled", async ({
  page,
  open,
  axe,
  shot,
  request,
  api,
}) => {
  const customer = newCustomer("gift");
  await registerThroughApi(request, customer);
  const product = await api<{ url_path: string; name: string }>(`/api/catalog/product?sku=${COLLECTION}`);
  await signIn(page, open, customer);
  await addCollection(page, open, product.url_path, true);
  await open("/checkout");
  await fillPerson(page, customer.email);
  await next(page);
  // the recipient is asked for, and checked, on the delivery step
  await expect(step(page, "shipping")).toBeVisible();
  const gift = page.getByTestId("gift-recipient");
  await expect(gift).toBeVisible();
  await page.getByTestId("shipping-flatrate_flatrate").click();
  await next(page);
  await expect(gift.getByText("To pole jest wymagane").first()).toBeVisible();
  await gift.getByLabel("Imię").fill("Ala");
  await gift.getByLabel("Nazwisko").fill("Nowak");
  await gift.getByLabel("Ulica i numer domu").fill("ul. Lipowa 3");
  await gift.getByLabel("Kod pocztowy").fill("30-001");
  await gift.getByLabel("Miejscowość").fill("Kraków");
  await gift.getByLabel(/Życzenia/).fill("Wszystkiego najlepszego!");
  await axe("checkout, gift recipient");
  await shot("subscription-gift-recipient");
  await next(page);
  await expect(step(page, "payment")).toBeVisible();
  await payByCard(page);

  await open("/my-account/subscription");
  const item = page.locator('[data-testid^="subscription-"]').filter({ hasText: product.name }).first();
  await expect(item).toBeVisible();
  await expect(item.getByTestId("subscription-status")).toContainText(/Aktywna|Dostępna/);
  await expect(item).toContainText("12");
  await expect(item).toContainText("Ala Nowak");
  await axe("account, subscriptions");
  await shot("subscription-account");
  // cancelling the renewal asks first; Escape keeps it
  await item.getByTestId("subscription-cancel").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await axe("account, cancel renewal dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(item.getByTestId("subscription-cancel")).toBeFocused();
  await item.getByTestId("subscription-cancel").click();
  await page.getByTestId("subscription-cancel-confirm").click();
  await expect(item.getByTestId("subscription-cancel")).toHaveCount(0);
  await expect(item).toContainText(/nie będzie odnawiana|odnawianie wyłączone/i);
  // confirmed on a durable medium
  await expect.poll(async () => (await mails(request, customer.email)).some((m) => /odnawian/i.test(m.subject))).toBe(true);
  await shot("subscription-renewal-cancelled");
});

test("subscription 2: a collection's period ends and it renews: the saved card is charged for a new order", async ({ page, open, axe, shot, request, api }) => {
  const customer = newCustomer("renew");
  await registerThroughApi(request, customer);
  const product = await api<{ url_path: string; name: string }>(`/api/catalog/product?sku=${COLLECTION}`);
  await signIn(page, open, customer);
  await addCollection(page, open, product.url_path, false);
  await open("/checkout");
  await fillPerson(page, customer.email);
  await next(page);
  await courierToPayment(page);
  await payByCard(page);
  const orderRows = page.getByTestId("orders-table").locator("tbody tr");
  await open("/my-account/orders");
  await expect(orderRows).toHaveCount(1);

  // the clock moves past the period's end (development only) and the renewal runs
  const token = (await (await request.post("/api/user/login", { data: { username: customer.email, password: customer.password } })).json()).result as string;
  const active = await (await request.get(`/api/subscription/active?token=${encodeURIComponent(token)}`)).json();
  const due = (active.result.items as { id: number; next_renewal_at: string | null }[]).find((s) => s.next_renewal_at !== null);
  expect(due, "a renewable subscription with a renewal date").toBeTruthy();
  const at = new Date(new Date(due!.next_renewal_at!).getTime() + 60_000).toISOString();
  const run = await request.post("/api/dev/subscriptions/renewals", { data: { at } });
  expect(run.status()).toBe(200);

  await expect
    .poll(
      async () => {
        await open("/my-account/orders");
        return orderRows.count();
      },
      { timeout: 20_000 },
    )
    .toBe(2);
  await axe("account, orders after a renewal");
  await shot("subscription-renewed-orders");
  await open("/my-account/subscription");
  await expect(page.locator('[data-testid^="subscription-"]').filter({ hasText: product.name }).first()).toBeVisible();
  await shot("subscription-renewed");
});
