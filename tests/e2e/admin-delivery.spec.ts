/**
 * The delivery and payment terms in the back office (docs/decisions/2026-11-26-delivery-rules-data.md), axe on every
 * step, desktop: the content role (the demo account content@kiosk.test, README "Back office") is told in a sentence
 * that a price is not an amount, raises the courier's price, and a shopper's checkout offers and charges it, as the
 * delivery page states it; then the terms are put back as they were found (a reused server keeps its data).
 */
import type { Page } from "@playwright/test";
import { staffSignIn } from "./admin-helpers.ts";
import { addBookAndCheckout, answerCookieBanner, fillPerson, next, step } from "./checkout-helpers.ts";
import { newCustomer } from "./account-helpers.ts";
import { expect, parseZloty, plain, test, zloty } from "./fixtures.ts";

const EMAIL = "content@kiosk.test";
const COURIER = "Kurier InPost (dostawa do drzwi)";

const priceField = (page: Page) => page.getByLabel(`Cena brutto (zł): ${COURIER}`);
const save = (page: Page) => page.getByRole("button", { name: "Zapisz" }).click();

test("staff raise the courier's price: the checkout offers and charges it, the delivery page states it; then put back", async ({
  page,
  context,
  open,
  axe,
  shot,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the back office's journeys run at desktop width");
  await answerCookieBanner(context);
  await staffSignIn(page, open, EMAIL, "/admin/delivery");
  await expect(page.getByRole("heading", { level: 1, name: "Dostawa i płatności" })).toBeVisible();
  const original = await priceField(page).inputValue();
  const wasStored = await page.getByRole("button", { name: "Przywróć warunki domyślne" }).isVisible();
  const raised = parseZloty(`${original} zł`) + 200;
  const fee = parseZloty(`${await page.getByLabel("Opłata za pobranie (zł, brutto)").inputValue()} zł`);
  const raisedText = zloty(raised).replace(/ zł$/, "");
  await axe("admin delivery terms");

  try {
    // a price that is not an amount: a sentence at the field, nothing saved
    await priceField(page).fill("14,999");
    await save(page);
    await expect(page.getByText("Wpisz cenę, np. 14,99 (od 0 do 10 000 zł).")).toBeVisible();
    await expect(priceField(page)).toHaveAttribute("aria-invalid", "true");
    await axe("admin delivery terms with a wrong price");

    await priceField(page).fill(raisedText);
    await save(page);
    await expect(page.getByRole("status").getByText("Zapisano. Sklep pokaże nowe warunki w ciągu kilku sekund.")).toBeVisible();
    await expect(page.getByText(/Ostatnia zmiana: .*content@kiosk\.test/)).toBeVisible();
    await expect(priceField(page)).toHaveValue(raisedText);
    await shot("admin-delivery-01-raised");

    // the shopper's checkout offers the courier at the new price and charges it
    await addBookAndCheckout(page, open);
    await fillPerson(page, newCustomer("delivery").email);
    await next(page);
    const courier = page.getByTestId("shipping-flatrate_flatrate");
    await expect(courier).toBeVisible();
    expect(plain(await courier.textContent())).toContain(zloty(raised));
    await courier.click();
    await next(page);
    await expect(step(page, "payment")).toBeVisible();
    // paid on delivery: the summary charges the new price and the fee
    await page.getByTestId("payment-cashondelivery").click();
    await next(page);
    await expect(step(page, "review")).toBeVisible();
    const review = step(page, "review");
    await expect.poll(async () => plain(await review.locator(".segment-shipping dd").textContent())).toBe(zloty(raised));
    expect(plain(await review.locator(".segment-cod_fee dd").textContent())).toBe(zloty(fee));
    await axe("checkout with the raised courier price");
    await shot("admin-delivery-02-checkout");

    // the delivery page states it (its cached copy retired within seconds)
    await expect
      .poll(
        async () => {
          await open("/i/dostawa");
          return plain(await page.locator("main").textContent());
        },
        { timeout: 15_000 },
      )
      .toContain(zloty(raised));
  } finally {
    // put back as found: the code's terms (the reset), or the stored price
    await open("/admin/delivery");
    if (wasStored) {
      await priceField(page).fill(original);
      await save(page);
      await expect(page.getByRole("status").getByText("Zapisano. Sklep pokaże nowe warunki w ciągu kilku sekund.")).toBeVisible();
    } else {
      await page.getByRole("button", { name: "Przywróć warunki domyślne" }).click();
      await expect(page.getByRole("status").getByText("Przywrócono warunki domyślne sklepu.")).toBeVisible();
    }
    await expect(priceField(page)).toHaveValue(original);
  }
  await expect(page.getByText("Obowiązują warunki domyślne sklepu.").or(page.getByText(/Ostatnia zmiana/))).toBeVisible();
});
