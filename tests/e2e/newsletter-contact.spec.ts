/**
 * Newsletter and contact journeys (issue 18), at both widths, each view checked with axe.
 * The popup waits while the cookie question is open, then opens after its delay, once; Escape dismisses it and it
 * stays away. Offered again (its mark cleared), it subscribes an address; the confirmation link from the mailbox
 * confirms it; the welcome mail's single-use coupon takes 10 % off in the cart.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { BOOK } from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.use({ newsletterPopup: true });

const POPUP_DELAY_MS = 20_000;
const popup = (page: Page) => page.getByRole("dialog", { name: "Zapisz się do newslettera" });
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The newest mail to `to` whose subject matches (waiting for it). */
async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<{ subject: string; text: string; replyTo: string[] }> {
  let found: { subject: string; text: string; replyTo: string[] } | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()).result as {
          subject: string;
          text: string;
          replyTo: string[];
        }[];
        found = list.find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { message: `a mail "${subject}" to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** A link of the mail, as a path on the server under test. */
const pathOf = (text: string, pattern: RegExp) => {
  const url = new URL(pattern.exec(text)![0]);
  return `${url.pathname}${url.search}`;
};

/**
 * Moves the page's clock past the popup's delay until the popup shows: the delay's timer is set once the page is
 * interactive, so a clock moved before that would pass it by (and the popup never come).
 */
async function popupAfterDelay(page: Page) {
  await expect(async () => {
    await page.clock.fastForward(POPUP_DELAY_MS + 1000);
    await expect(popup(page)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return popup(page);
}

test("newsletter: the popup once, subscribe, confirm from the mailbox, the coupon in the cart", async ({ page, open, axe, shot, request }) => {
  test.setTimeout(120_000);
  const email = `e2e-news-${stamp()}@kiosk-test.pl`;
  await page.clock.install();

  await test.step("not over the cookie question; after the delay once it is answered", async () => {
    await open("/");
    const banner = page.locator(".cookie-consent");
    await expect(banner).toBeVisible();
    await page.clock.fastForward(POPUP_DELAY_MS + 1000);
    await expect(popup(page)).toHaveCount(0);
    await banner.getByRole("button").first().click();
    await expect(banner).toHaveCount(0);
    await popupAfterDelay(page);
    await expect(popup(page).getByRole("textbox", { name: "Adres e-mail" })).toBeVisible();
    await axe("newsletter popup");
    await shot("newsletter-popup");
  });

  await test.step("Escape dismisses it, focus goes back to the page, and it does not come back", async () => {
    await page.keyboard.press("Escape");
    await expect(popup(page)).toHaveCount(0);
    await open("/");
    await page.clock.fastForward(POPUP_DELAY_MS * 2);
    await expect(popup(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("newsletter-popup"))).toBe("dismissed");
  });

  await test.step("never on the checkout", async () => {
    await page.evaluate(() => localStorage.removeItem("newsletter-popup"));
    await open("/checkout");
    await page.clock.fastForward(POPUP_DELAY_MS * 2);
    await expect(popup(page)).toHaveCount(0);
  });

  await test.step("offered again, it refuses a temporary address and then subscribes", async () => {
    await open(BOOK);
    const dialog = await popupAfterDelay(page);
    await dialog.getByRole("textbox", { name: "Adres e-mail" }).fill("ktos@guerrillamail.com");
    await dialog.getByRole("button", { name: "Zapisuję się" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Zaznacz zgodę, aby zapisać się do newslettera.");
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Zapisuję się" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Tymczasowe adresy e-mail nie są akceptowane. Podaj inny adres.");
    await dialog.getByRole("textbox", { name: "Adres e-mail" }).fill(email);
    await dialog.getByRole("button", { name: "Zapisuję się" }).click();
    await expect(dialog.getByRole("status")).toContainText(`wysłaliśmy link potwierdzający na adres ${email}`);
    await axe("newsletter popup, request sent");
    await shot("newsletter-popup-sent");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  let coupon = "";
  await test.step("the mailed link confirms, and the coupon comes by mail", async () => {
    const confirmation = await mailTo(request, email, /potwierdź zapis/);
    await open(pathOf(confirmation.text, /https?:\/\/\S+\/newsletter\/potwierdz\?token=\S+/));
    await page.getByRole("button", { name: "Potwierdzam zapis" }).click();
    await expect(page.locator("main").getByRole("status")).toContainText("Zapis potwierdzony");
    await axe("newsletter confirmed");
    await shot("newsletter-confirmed");
    const welcome = await mailTo(request, email, /witamy/);
    coupon = /NEWS10-[A-Z0-9]+/.exec(welcome.text)![0];
  });

  await test.step("the coupon takes 10 % off in the cart", async () => {
    await open(BOOK);
    await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
    await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
    await page.getByTestId("minicart").click();
    const panel = page.getByRole("dialog", { name: "Koszyk" });
    await panel.getByRole("textbox", { name: "Kod rabatowy" }).fill(coupon.toLowerCase());
    await panel.getByRole("button", { name: "Zastosuj" }).click();
    await expect(panel.getByText(`Kod rabatowy ${coupon} został zastosowany.`)).toBeVisible();
    await expect(panel.locator(".segment-discount")).toBeVisible();
    await axe("cart with the newsletter coupon");
  });
});

test("contact form: errors tied to their fields, sent with the bot check, the shop's mail answers to the sender", async ({
  page,
  open,
  axe,
  shot,
  request,
}) => {
  test.setTimeout(60_000);
  const email = `e2e-kontakt-${stamp()}@kiosk-test.pl`;
  await page.addInitScript(() => {
    if (!localStorage.getItem("cookie-consent"))
      localStorage.setItem("cookie-consent", JSON.stringify({ v: 1, analytics: false, at: new Date().toISOString() }));
    localStorage.setItem("newsletter-popup", "dismissed");
  });
  await open("/i/kontakt");
  const form = page.getByRole("region", { name: "Napisz do nas" });
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Wyślij wiadomość" }).click();
  await expect(form.getByRole("textbox", { name: "Imię i nazwisko" })).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Imię i nazwisko" })).toHaveAccessibleDescription("To pole jest wymagane.");
  await axe("contact form with errors");
  await form.getByRole("textbox", { name: "Imię i nazwisko" }).fill("Anna Testowa");
  await form.getByRole("textbox", { name: "Adres e-mail" }).fill(email);
  await form.getByRole("textbox", { name: "Temat" }).fill("Pytanie o prenumeratę");
  await form.getByRole("textbox", { name: "Numer zamówienia (opcjonalnie)" }).fill("100000123");
  await form.getByRole("textbox", { name: "Wiadomość" }).fill("Dzień dobry,\nkiedy wyślecie najbliższy numer?");
  await form.getByRole("checkbox").check();
  await shot("contact-form-filled");
  await form.getByRole("button", { name: "Wyślij wiadomość" }).click();
  await expect(form.getByRole("status")).toContainText("Wiadomość została wysłana");
  await axe("contact form sent");
  await shot("contact-form-sent");
  const shopMail = await mailTo(request, "kontakt@kiosk.localhost", /Formularz kontaktowy: Pytanie o prenumeratę/);
  expect(shopMail.replyTo).toEqual([email]);
  expect(shopMail.text).toContain("kiedy wyślecie najbliższy numer?");
  await mailTo(request, email, /otrzymaliśmy Twoją wiadomość/);
});
