/**
 * Customer accounts in the browser, against the real accounts API: registration solving the real bot
 * challenge, login, profile and address book, logout; password reset through the caught e-mail; a guest
 * on an account page logging in there and staying on it; the access token refreshed while a page stays open past its lifetime
 * (the e2e server's tokens live 12 s); login and logout seen by a second tab; a failed refresh opening the
 * sign-up modal. Every page and modal is checked with axe and photographed.
 */
import { expect, test } from "./fixtures.ts";
import {
  accountDialog,
  headerAccount,
  headerLogin,
  logInThroughModal,
  newCustomer,
  newestMail,
  PASSWORD,
  registerThroughApi,
  storageValue,
  toasts,
} from "./account-helpers.ts";

test("account: register with the bot check, edit the profile and an address, log out, log in", async ({ page, open, axe, shot }, testInfo) => {
  const customer = newCustomer(`reg-${testInfo.project.name}`);
  await open("/");
  await headerLogin(page).click();
  const login = accountDialog(page, "Zaloguj się");
  await expect(login).toBeVisible();
  await expect(login.getByLabel("Adres e-mail")).toBeFocused();
  await shot("account-01-login-modal");
  await axe("login modal");

  await login.getByRole("button", { name: "Zarejestruj się" }).click();
  const register = accountDialog(page, "Załóż konto");
  await expect(register).toBeVisible();
  // submitting empty: every field says what is wrong, focus goes to the first
  await register.getByRole("button", { name: "Załóż konto" }).click();
  await expect(register.getByLabel("Adres e-mail")).toBeFocused();
  await expect(register.getByText("To pole jest wymagane").first()).toBeVisible();
  await expect(register.getByText("Musisz zaakceptować regulamin.")).toBeVisible();
  await expect(register.getByLabel("Adres e-mail")).toHaveAttribute("aria-invalid", "true");
  await shot("account-02-register-errors");
  await axe("register modal with errors");

  await register.getByLabel("Adres e-mail").fill(customer.email);
  await register.getByLabel("Imię").fill(customer.firstname);
  await register.getByLabel("Nazwisko").fill(customer.lastname);
  await register.getByLabel("Hasło", { exact: true }).fill("krotkie");
  await register.getByLabel("Powtórz hasło").fill("inne");
  await register.getByRole("button", { name: "Załóż konto" }).click();
  await expect(register.getByText("Hasło musi mieć co najmniej 8 znaków.")).toBeVisible();
  await expect(register.getByText("Hasła muszą być identyczne!")).toBeVisible();
  await register.getByLabel("Hasło", { exact: true }).fill(customer.password);
  await register.getByLabel("Powtórz hasło").fill(customer.password);
  await register.getByLabel("Akceptuję regulamin sklepu").check();
  // the real ALTCHA challenge is solved in a Web Worker while the form is filled in
  await expect(register.getByRole("status").filter({ hasText: "Weryfikacja zakończona" })).toBeVisible({ timeout: 30_000 });
  await shot("account-03-register-filled");
  await register.getByRole("button", { name: "Załóż konto" }).click();
  await expect(toasts(page)).toContainText("Konto zostało założone.");
  await expect(register).toBeHidden();
  await expect(headerAccount(page)).toBeVisible();
  expect(await storageValue(page, "current-token")).toBeTruthy();
  expect(await storageValue(page, "current-refresh-token")).toBeTruthy();
  expect(JSON.parse((await storageValue(page, "current-user")) ?? "null")).toMatchObject({ email: customer.email, firstname: "Anna" });

  // profile
  await headerAccount(page).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Witaj, Anna!" })).toBeVisible();
  const loyalty = page.locator("svg[data-ean13]");
  await expect(loyalty).toBeVisible();
  expect(await loyalty.getAttribute("data-ean13")).toMatch(/^\d{13}$/);
  await expect(page.getByText("Nie masz jeszcze żadnych recenzji", { exact: false })).toBeVisible();
  await shot("account-04-profile");
  await axe("my account");
  const profile = page.getByRole("region", { name: "Dane osobowe" });
  await profile.getByLabel("Imię").fill("Joanna");
  await profile.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(toasts(page)).toContainText("Dane konta zostały zaktualizowane.");
  await expect(page.getByRole("heading", { level: 1, name: "Witaj, Joanna!" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Witaj, Joanna!" })).toBeVisible();

  // address book: a wrong postcode is refused, then the address is saved and edited
  await page.getByRole("navigation", { name: "Konto" }).getByRole("link", { name: "Adresy dostawy" }).click();
  await expect(page).toHaveURL(/\/my-account\/shipping-details$/);
  await expect(page.getByText("Nie masz jeszcze zapisanych adresów.")).toBeVisible();
  await page.getByRole("button", { name: "Dodaj adres" }).click();
  const form = page.getByRole("form", { name: "Dodaj adres" });
  await expect(form.getByLabel("Imię")).toBeFocused();
  await form.getByLabel("Ulica i numer domu").fill("Marszałkowska 10");
  // five digits are taken and shown with the dash once the field is left; four digits are not a postcode
  await form.getByLabel("Kod pocztowy").fill("00950");
  await form.getByLabel("Miejscowość").fill("Warszawa");
  await expect(form.getByLabel("Kod pocztowy")).toHaveValue("00-950");
  await form.getByLabel("Kod pocztowy").fill("0095");
  await form.getByLabel("Miejscowość").focus();
  await form.getByLabel("Telefon").fill("601 234 567");
  await form.getByLabel("Domyślny adres dostawy").check();
  await form.getByRole("button", { name: "Zapisz adres" }).click();
  await expect(form.getByText("Kod pocztowy musi mieć format xx-xxx.")).toBeVisible();
  await expect(form.getByLabel("Kod pocztowy")).toBeFocused();
  await shot("account-05-address-error");
  await axe("address form with an error");
  await form.getByLabel("Kod pocztowy").fill("00-950");
  await form.getByRole("button", { name: "Zapisz adres" }).click();
  await expect(toasts(page)).toContainText("Dane konta zostały zaktualizowane.");
  const card = page.locator(".address-card");
  await expect(card).toContainText("Marszałkowska 10");
  await expect(card).toContainText("00-950 Warszawa");
  await expect(card).toContainText("Domyślny adres dostawy");
  await card.getByRole("button", { name: /^Edytuj/ }).click();
  const edit = page.getByRole("form", { name: "Edytuj adres" });
  await edit.getByLabel("Miejscowość").fill("Kraków");
  await edit.getByLabel("Kod pocztowy").fill("31-001");
  await edit.getByRole("button", { name: "Zapisz adres" }).click();
  await expect(card).toContainText("31-001 Kraków");
  await expect(page.locator(".address-card")).toHaveCount(1);
  await shot("account-06-address-book");
  await axe("address book");
  const me = JSON.parse((await storageValue(page, "current-user")) ?? "{}");
  expect(me.addresses).toHaveLength(1);
  expect(me.addresses[0]).toMatchObject({ city: "Kraków", postcode: "31-001", default_shipping: true });

  // orders (none yet, from the real order-history API), downloads and subscriptions empty
  await page.getByRole("navigation", { name: "Konto" }).getByRole("link", { name: "Moje zamówienia" }).click();
  await expect(page.getByText("Nie masz jeszcze żadnych zamówień.")).toBeVisible();
  await axe("orders");

  // logout clears the session and the saved checkout details, compare list, cart
  await page.evaluate(() => {
    localStorage.setItem("compare", JSON.stringify(["KS-000001"]));
    localStorage.setItem("shipping-details", "{}");
  });
  await page.getByRole("navigation", { name: "Konto" }).getByRole("button", { name: "Wyloguj się" }).click();
  await expect(toasts(page)).toContainText("Wylogowano.");
  await expect(page).toHaveURL(/\/$/);
  await expect(headerLogin(page)).toBeVisible();
  for (const key of ["current-token", "current-refresh-token", "current-user", "orders-history", "compare", "shipping-details"]) {
    expect(await storageValue(page, key), key).toBeNull();
  }

  // a wrong password is refused with the specification's sentence; the right one logs in
  await logInThroughModal(page, customer.email, "Zle-haslo-1");
  await expect(accountDialog(page, "Zaloguj się").getByRole("alert")).toContainText("Logowanie nie powiodło się");
  await shot("account-07-login-failed");
  await accountDialog(page, "Zaloguj się").getByLabel("Hasło", { exact: true }).fill(customer.password);
  await accountDialog(page, "Zaloguj się").getByRole("button", { name: "Zaloguj się" }).click();
  await expect(headerAccount(page)).toBeVisible();
  await expect(accountDialog(page, "Zaloguj się")).toBeHidden();
});

test("account: password reset through the caught e-mail, then login with the new password", async ({ page, open, axe, shot, request }, testInfo) => {
  const customer = newCustomer(`reset-${testInfo.project.name}`);
  await registerThroughApi(request, customer);
  await open("/");
  await headerLogin(page).click();
  await accountDialog(page, "Zaloguj się").getByRole("button", { name: "Nie pamiętasz hasła?" }).click();
  const reset = accountDialog(page, "Resetowanie hasła");
  await expect(reset).toBeVisible();
  await reset.getByLabel("Adres e-mail").fill(customer.email);
  await reset.getByRole("button", { name: "Wyślij link do zmiany hasła" }).click();
  await expect(reset.getByRole("status").filter({ hasText: "wysłaliśmy" })).toBeVisible();
  await shot("account-08-reset-sent");
  await axe("reset modal");

  const mail = await newestMail(request, customer.email);
  const link = /https?:\/\/[^\s"<>]+\/create-password\?[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link, `a create-password link in: ${mail.text}`).toBeTruthy();
  const url = new URL(link!.replace(/&amp;/g, "&"));
  expect(url.searchParams.get("email")).toBe(customer.email);
  await page.keyboard.press("Escape");
  await open(url.pathname + url.search);
  await expect(page.getByRole("heading", { level: 1, name: "Ustaw nowe hasło" })).toBeVisible();
  await shot("account-09-create-password");
  await axe("create password");
  const newPassword = "Nowe-Haslo-2026";
  await page.getByLabel("Nowe hasło").fill(newPassword);
  await page.getByLabel("Powtórz hasło").fill(newPassword);
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(toasts(page)).toContainText("Hasło zostało zmienione.");
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(headerAccount(page)).toBeVisible();

  // the link is single use
  await open(url.pathname + url.search);
  await page.getByLabel("Nowe hasło").fill("Inne-Haslo-2026");
  await page.getByLabel("Powtórz hasło").fill("Inne-Haslo-2026");
  await page.getByRole("button", { name: "Ustaw hasło" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "nieprawidłowy, został już użyty albo wygasł" })).toBeVisible();

  // log out; the old password no longer works, the new one does
  await open("/my-account");
  await page.getByRole("navigation", { name: "Konto" }).getByRole("button", { name: "Wyloguj się" }).click();
  await expect(headerLogin(page)).toBeVisible();
  await logInThroughModal(page, customer.email, PASSWORD);
  await expect(accountDialog(page, "Zaloguj się").getByRole("alert")).toContainText("Logowanie nie powiodło się");
  await accountDialog(page, "Zaloguj się").getByLabel("Hasło", { exact: true }).fill(newPassword);
  await accountDialog(page, "Zaloguj się").getByRole("button", { name: "Zaloguj się" }).click();
  await expect(headerAccount(page)).toBeVisible();
});

test("account: a guest on /my-account/orders gets the login panel there and comes back to the page after logging in", async ({
  page,
  open,
  request,
  axe,
  shot,
}, testInfo) => {
  const customer = newCustomer(`guest-back-${testInfo.project.name}`);
  await registerThroughApi(request, customer);
  await open("/my-account/orders");
  const dialog = accountDialog(page, "Zaloguj się");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\/orders$/);
  await expect(dialog.getByLabel("Adres e-mail")).toBeFocused();
  await shot("account-10-guest-login-panel");
  await axe("login panel over an account page");
  for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement)), "Tab keeps focus in the modal").toBe(true);
  // closed: the page says what to do next and offers the panel again
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Zaloguj się, aby zobaczyć tę stronę. Po zalogowaniu wrócisz tutaj.")).toBeVisible();
  await shot("account-10b-guest-page");
  await axe("account page for a guest");
  await page.getByRole("main").getByRole("button", { name: "Zaloguj się" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Adres e-mail").fill(customer.email);
  await dialog.getByLabel("Hasło", { exact: true }).fill(customer.password);
  await dialog.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(dialog).toBeHidden();
  await expect(page, "back on the page the guest opened").toHaveURL(/\/my-account\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Moje zamówienia" })).toBeVisible();
  await expect(headerAccount(page)).toBeVisible();
  await shot("account-10c-back-after-login");
});

test("account: the token refreshes while the page stays open; a second tab follows login and logout", async ({ page, open, request, context }, testInfo) => {
  const customer = newCustomer(`refresh-${testInfo.project.name}`);
  await registerThroughApi(request, customer);
  await open("/");
  const other = await context.newPage();
  await other.goto("/", { waitUntil: "domcontentloaded" });
  await expect(headerLogin(other)).toBeVisible();

  await logInThroughModal(page, customer.email, customer.password);
  await expect(headerAccount(page)).toBeVisible();
  await expect(headerAccount(other), "the other tab sees the login").toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Moje konto" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Witaj, Anna!" })).toBeVisible();
  const first = await storageValue(page, "current-token");
  const { exp, iat } = JSON.parse(Buffer.from(first!.split(".")[1]!, "base64url").toString());
  // before expiry the token is replaced by itself (no request needed)
  await expect.poll(() => storageValue(page, "current-token"), { timeout: (exp - iat + 5) * 1000, message: "token refreshed before expiry" }).not.toBe(first);
  await page.waitForTimeout((exp - iat) * 1000 + 1000); // the first token has certainly expired now
  const profile = page.getByRole("region", { name: "Dane osobowe" });
  await profile.getByLabel("Nazwisko").fill("Odświeżona");
  await profile.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(toasts(page)).toContainText("Dane konta zostały zaktualizowane.");

  // a token the server refuses (401): refreshed with the refresh token and the call retried
  await page.evaluate(() => localStorage.setItem("current-token", "not-a-valid-token"));
  await profile.getByLabel("Nazwisko").fill("Ponownie");
  await profile.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect
    .poll(async () => JSON.parse((await storageValue(page, "current-user")) ?? "{}").lastname, { message: "the retried call saved the profile" })
    .toBe("Ponownie");
  expect(await storageValue(page, "current-token")).not.toBe("not-a-valid-token");
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);

  // logout in one tab is seen by the other
  await page.getByRole("navigation", { name: "Konto" }).getByRole("button", { name: "Wyloguj się" }).click();
  await expect(headerLogin(other), "the other tab sees the logout").toBeVisible();
  await other.close();
});

test("account: a refresh that fails logs out silently and opens the sign-up modal", async ({ page, open, request, axe, shot }, testInfo) => {
  const customer = newCustomer(`fail-${testInfo.project.name}`);
  await registerThroughApi(request, customer);
  await open("/");
  await logInThroughModal(page, customer.email, customer.password);
  await expect(headerAccount(page)).toBeVisible();
  await open("/my-account/orders");
  await expect(page.getByText("Nie masz jeszcze żadnych zamówień.")).toBeVisible();
  // The tokens are revoked as the orders page loads afresh (before the shop's scripts run, once): the page asks for the
  // account, the call is refused, the refresh fails (or the token's own timer fails first on a busy machine), and the
  // shop logs out silently and opens the sign-up modal on the home page. The journey does not click meanwhile: a link
  // clicked as the modal opened navigated away and closed it (it failed so on desktop twice in one CI run,
  // 2026-11-29), and tokens revoked in the running page could let its timer log out before the reload.
  await page.addInitScript(() => {
    if (sessionStorage.getItem("e2e-revoked")) return;
    sessionStorage.setItem("e2e-revoked", "1");
    localStorage.setItem("current-token", "revoked-token");
    localStorage.setItem("current-refresh-token", "revoked-refresh-token");
  });
  const signUp = accountDialog(page, "Załóż konto");
  await page.reload();
  await expect(signUp).toBeVisible({ timeout: 30_000 });
  await expect(toasts(page)).not.toContainText("Wylogowano.");
  expect(await storageValue(page, "current-token")).toBeNull();
  await shot("account-11-sign-up-after-failed-refresh");
  await axe("sign-up modal");
});
