/**
 * Downloads journey (issue 15): a signed-in customer opens an e-book's free sample, buys the e-book and pays by
 * BLIK through the PayU stand-in, then downloads the EPUB from /my-account/download (a real zip with its mimetype
 * entry) and sees the downloads left go down. Each page checked with axe.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { headerAccount, logInThroughModal, newCustomer, registerThroughApi } from "./account-helpers.ts";
import { acceptTerms, answerCookieBanner, fillPerson, next, step } from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ context }) => answerCookieBanner(context));

/** The fixture e-book (scripts/catalogue/fixtures.ts): EPUB with a sample, 5 downloads. */
const EBOOK = "EB-000026";

async function signIn(page: Page, open: (p: string) => Promise<unknown>, customer: { email: string; password: string }) {
  await open("/");
  await logInThroughModal(page, customer.email, customer.password);
  await expect(headerAccount(page)).toBeVisible();
}

test("downloads: an e-book paid online is downloaded from the account", async ({ page, open, axe, shot, request, api }) => {
  const customer = newCustomer("ebook");
  await registerThroughApi(request, customer);
  const product = await api<{ url_path: string; name: string; downloadable_links?: { sample_url: string | null }[] }>(`/api/catalog/product?sku=${EBOOK}`);

  // the sample is open to everyone
  const sample = await request.get(`/samples/${EBOOK.toLowerCase()}-fragment.epub`);
  expect(sample.status()).toBe(200);
  expect(sample.headers()["content-type"]).toBe("application/epub+zip");
  expect((await sample.body()).subarray(0, 2).toString()).toBe("PK");

  await signIn(page, open, customer);
  await open(`/${product.url_path}`);
  await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
  await open("/checkout");
  await expect(step(page, "personal")).toBeVisible();
  await fillPerson(page, customer.email);
  await next(page);
  // digital only: no delivery step
  await expect(step(page, "payment")).toBeVisible();
  await page.getByTestId("payment-vue_payu_gateway_blik").click();
  await page.getByLabel("Kod BLIK").fill("777123");
  await next(page);
  await expect(step(page, "review")).toBeVisible();
  await acceptTerms(page);
  await step(page, "review")
    .getByRole("checkbox", { name: /Żądam dostarczenia treści cyfrowych/ })
    .check();
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("payment-status")).toContainText("Twoja płatność została przyjęta.", { timeout: 20_000 });
  const number = (await page.getByTestId("order-number").textContent())!.match(/\d{9}/)![0];

  await open("/my-account/download");
  const row = page.locator('[data-testid^="download-"]').filter({ hasText: number }).first();
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText("EPUB");
  await expect(row.getByTestId("download-status")).toHaveText("Dostępny");
  await expect(row.getByTestId("download-left")).toHaveText("5");
  await axe("account downloads");
  await shot("downloads-list");

  const downloading = page.waitForEvent("download");
  await row.getByTestId("download-button").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.epub$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe("PK");
  expect(bytes.subarray(30, 38).toString()).toBe("mimetype");
  expect(bytes.toString("latin1")).toContain("application/epub+zip");
  await expect(row.getByTestId("download-left")).toHaveText("4", { timeout: 10_000 });
  await expect(page.getByRole("status").filter({ hasText: "Pobieranie pliku" })).toBeVisible();
  await axe("account downloads, after a download");
});
