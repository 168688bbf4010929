/** The checkout journeys' shared steps (checkout.spec.ts, payment.spec.ts). */
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const BOOK = "/p/KS-000001/zolw-ktory-chcial-latac-1";

/** The cookie banner answered beforehand (its own journey covers it); nothing else is preset. */
export async function answerCookieBanner(context: BrowserContext) {
  await context.addInitScript(() => {
    if (!localStorage.getItem("cookie-consent"))
      localStorage.setItem("cookie-consent", JSON.stringify({ v: 1, analytics: false, at: new Date().toISOString() }));
  });
}

export const step = (page: Page, name: "personal" | "shipping" | "payment" | "review") => page.getByTestId(`checkout-step-${name}`);

export async function addBookAndCheckout(page: Page, open: (p: string) => Promise<unknown>) {
  await open(BOOK);
  await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
  await open("/checkout");
  await expect(step(page, "personal")).toBeVisible();
}

export async function fillPerson(page: Page, email: string) {
  const s = step(page, "personal");
  await s.getByLabel("Imię").fill("Jan");
  await s.getByLabel("Nazwisko").fill("Kowalski");
  await s.getByLabel("E-mail").fill(email);
  await s.getByLabel("Telefon").fill("600 100 200");
  await s.getByLabel("Ulica i numer domu").fill("ul. Prosta 49");
  await s.getByLabel("Kod pocztowy").fill("00-838");
  await s.getByLabel("Miejscowość").fill("Warszawa");
}

export const next = (page: Page) => page.getByRole("button", { name: "Dalej" }).click();

export async function courierAndCod(page: Page) {
  await courierToPayment(page);
  await page.getByTestId("payment-cashondelivery").click();
  await next(page);
  await expect(step(page, "review")).toBeVisible();
}

/** Delivery by courier, then on to the payment step. */
export async function courierToPayment(page: Page) {
  await expect(step(page, "shipping")).toBeVisible();
  await page.getByTestId("shipping-flatrate_flatrate").click();
  await next(page);
  await expect(step(page, "payment")).toBeVisible();
}

export async function acceptTerms(page: Page) {
  await step(page, "review")
    .getByRole("checkbox", { name: /Akceptuję/ })
    .check();
}

export async function mails(request: APIRequestContext, to: string) {
  return (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()).result as { subject: string; text: string }[];
}
