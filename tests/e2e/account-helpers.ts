/**
 * Helpers of the account journeys: unique customers, a customer registered through the API (the bot
 * challenge solved here in Node with altcha-lib, as the browser does it), the caught e-mails, the session
 * kept in the page's localStorage.
 */
import { solveChallenge } from "altcha-lib/v1";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const PASSWORD = "Kiosk-2026!";

export function newCustomer(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { email: `e2e-${label}-${stamp}@kiosk-test.pl`, firstname: "Anna", lastname: "Testowa", password: PASSWORD };
}

export async function registerThroughApi(request: APIRequestContext, customer: ReturnType<typeof newCustomer>) {
  const challenge = (await (await request.get("/api/user/bot-challenge")).json()).result as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  expect(solution, "the bot challenge has a solution").not.toBeNull();
  const gToken = Buffer.from(JSON.stringify({ ...challenge, number: solution!.number, maxnumber: undefined })).toString("base64");
  const res = await request.post("/api/user/create", {
    data: { customer: { email: customer.email, firstname: customer.firstname, lastname: customer.lastname }, password: customer.password, gToken },
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body.result)).toBe(200);
}

export interface CaughtMail {
  subject: string;
  text: string;
}

/** The newest e-mail to `to` (waiting for it to arrive). */
export async function newestMail(request: APIRequestContext, to: string): Promise<CaughtMail> {
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const body = await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json();
        mail = (body.result as CaughtMail[])[0];
        return Boolean(mail);
      },
      { message: `an e-mail to ${to} arrives`, timeout: 15_000 },
    )
    .toBe(true);
  return mail!;
}

export const storageValue = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

/** The dialog of the login panel with the given title. */
export const accountDialog = (page: Page, name: string) => page.getByRole("dialog", { name });

/** The header's account entry: a button for a guest, a link for a customer. */
export const headerLogin = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Zaloguj się" });
export const headerAccount = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Moje konto" });

export async function logInThroughModal(page: Page, email: string, password: string) {
  await headerLogin(page).click();
  const dialog = accountDialog(page, "Zaloguj się");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Adres e-mail").fill(email);
  await dialog.getByLabel("Hasło", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Zaloguj się" }).click();
}

export const toasts = (page: Page) => page.locator(".toasts");
