/**
 * Signing in to the back office as a development demo staff account (README "Back office"): password and the
 * authenticator's code. A code is accepted once per account, and the journeys of several spec files sign in as the
 * same accounts: each account's last used step is remembered, and a sign-in refused because another journey used
 * this step's code is tried again with the next step's.
 */
import type { Page } from "@playwright/test";
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET, totpCode, totpStep } from "../../server/modules/staff/index.ts";
import { expect } from "./fixtures.ts";

const usedSteps = new Map<string, number>();

/** The current TOTP code of the demo secret, after the step this process last used for `email`. */
export async function freshCode(email: string): Promise<string> {
  let step = totpStep(new Date());
  while ((usedSteps.get(email) ?? -1) >= step) {
    await new Promise((r) => setTimeout(r, 1000));
    step = totpStep(new Date());
  }
  usedSteps.set(email, step);
  return totpCode(DEMO_STAFF_TOTP_SECRET, step);
}

export async function staffSignIn(page: Page, open: (path: string) => Promise<unknown>, email: string, next = "/admin"): Promise<void> {
  await open(`/admin/login?next=${encodeURIComponent(next)}`); // the fixture's open(): hydrated before the form is filled
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło").fill(DEMO_STAFF_PASSWORD);
  const signedIn = page.getByRole("button", { name: "Wyloguj" });
  const refused = page.getByRole("alert");
  for (let attempt = 0; ; attempt++) {
    await page.getByLabel("Kod z aplikacji uwierzytelniającej").fill(await freshCode(email));
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(signedIn.or(refused)).toBeVisible();
    if (await signedIn.isVisible()) return;
    expect(attempt, "signed in within three TOTP steps").toBeLessThan(2);
    // another journey used this account's code of this 30 s step: the next step's
    usedSteps.set(email, totpStep(new Date()));
  }
}
