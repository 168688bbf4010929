/**
 * Checkout journeys (issue "Checkout and orders"): a guest's cash-on-delivery order from the product page to
 * the thank-you page; a company order with the VAT-register lookup; a signed-in customer's order with a saved
 * address and an InPost locker; a NIP that fails its checksum; an order placed offline, queued and sent when
 * the connection returns; a double click on the order button that makes one order; a private person's invoice without
 * a NIP, with a coupon applied in the summary (issue 16); a cart ordered meanwhile from elsewhere, which names that
 * order and leads to it instead of making a second one (issue 17).
 */
import { expect, parseZloty, plain, test, waitForHydration, zloty } from "./fixtures.ts";
import { acceptTerms, addBookAndCheckout, answerCookieBanner, courierAndCod, fillPerson, mails, next, step } from "./checkout-helpers.ts";
import { newCustomer, registerThroughApi } from "./account-helpers.ts";
import { DELIVERY_RULES } from "../../domain/delivery-rules.ts";

// The cookie banner is answered beforehand (its own journey covers it); nothing else is preset.
test.beforeEach(async ({ context }) => answerCookieBanner(context));

test("checkout 1: a guest's cash-on-delivery order, product page to thank-you page", async ({ page, open, axe, shot, request }) => {
  const email = newCustomer("guest").email;
  await addBookAndCheckout(page, open);
  await axe("checkout, personal details");
  // the empty form names what is missing and keeps the shopper on the step
  await next(page);
  await expect(step(page, "personal").getByText("To pole jest wymagane").first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillPerson(page, email);
  await shot("checkout-personal");
  await next(page);
  await expect(page).toHaveURL(/#shipping$/);
  await axe("checkout, delivery");
  await page.getByTestId("shipping-flatrate_flatrate").click();
  await next(page);
  await expect(page).toHaveURL(/#payment$/);
  // back and forward move between the steps
  await page.goBack();
  await expect(step(page, "shipping")).toBeVisible();
  await page.goForward();
  await expect(step(page, "payment")).toBeVisible();
  await page.getByTestId("payment-cashondelivery").click();
  await next(page);
  await expect(page).toHaveURL(/#orderReview$/);
  const order = page.getByTestId("place-order");
  await expect(order).toHaveText("Zamawiam z obowiązkiem zapłaty");
  await order.click();
  await expect(step(page, "review").getByText("Musisz zaakceptować regulamin")).toBeVisible();
  await acceptTerms(page);
  await axe("checkout, review");
  await shot("checkout-review");
  await order.click();
  await expect(page).toHaveURL(/\/thank-you-page\?order_increment_id=\d{9}&status=processing/);
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  expect(number).toMatch(/\d{9}/);
  await axe("thank-you page");
  await shot("checkout-thank-you");
  // the cart is empty, the details stay for the next order, the confirmation mail arrived
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").cartItems?.length ?? 0)).toBe(0);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("personal-details")))!)).toMatchObject({ emailAddress: email, city: "Warszawa" });
  await expect.poll(async () => (await mails(request, email)).length).toBe(1);
  const mail = (await mails(request, email))[0]!;
  expect(mail.subject).toContain(number.match(/\d{9}/)![0]);
  expect(mail.text).toContain("Zestawienie VAT");
});

test("checkout 2: a company order with the NIP looked up in the VAT register", async ({ page, open, axe, shot }) => {
  await addBookAndCheckout(page, open);
  const s = step(page, "personal");
  await s.getByRole("radio", { name: "Firma" }).check();
  await s.getByLabel("NIP").fill("526-158-81-30");
  await s.getByRole("button", { name: "Pobierz dane z rejestru VAT" }).click();
  await expect(s.getByText("Dane firmy pobrane z wykazu podatników VAT.", { exact: false })).toBeVisible();
  await expect(s.getByLabel("Nazwa firmy")).toHaveValue("KIOSK PRASOWY SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ");
  await expect(s.getByLabel("Kod pocztowy")).toHaveValue("00-838");
  await expect(s.getByLabel("REGON (opcjonalnie)")).toHaveValue("998698795");
  await shot("checkout-company");
  await axe("checkout, company buyer");
  await s.getByLabel("Imię").fill("Anna");
  await s.getByLabel("Nazwisko").fill("Nowak");
  await s.getByLabel("E-mail").fill(newCustomer("company").email);
  await s.getByLabel("Telefon").fill("600100200");
  await next(page);
  await courierAndCod(page);
  await expect(step(page, "review").getByText("Faktura VAT")).toBeVisible();
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
});

test("checkout 3: a signed-in customer's order with a saved address and an InPost parcel locker", async ({ page, context, open, axe, shot, request }) => {
  const customer = newCustomer("locker");
  await registerThroughApi(request, customer);
  const login = await (await request.post("/api/user/login", { data: { username: customer.email, password: customer.password } })).json();
  const token = login.result as string;
  const profile = await (
    await request.post(`/api/user/me?token=${token}`, {
      data: {
        customer: {
          email: customer.email,
          firstname: customer.firstname,
          lastname: customer.lastname,
          addresses: [
            {
              firstname: "Anna",
              lastname: "Testowa",
              street: ["ul. Floriańska 3", ""],
              city: "Kraków",
              postcode: "31-019",
              country_id: "PL",
              telephone: "512345678",
              default_shipping: true,
            },
          ],
        },
      },
    })
  ).json();
  expect(profile.code, JSON.stringify(profile.result)).toBe(200);
  await context.addInitScript(
    ([t, r, u]) => {
      if (!localStorage.getItem("current-token")) {
        localStorage.setItem("current-token", t);
        localStorage.setItem("current-refresh-token", r);
        localStorage.setItem("current-user", u);
      }
    },
    [token, login.meta.refreshToken as string, JSON.stringify(profile.result)] as const,
  );
  await addBookAndCheckout(page, open);
  const s = step(page, "personal");
  await expect(s.getByLabel("E-mail")).toHaveValue(customer.email);
  await s.getByLabel("Zapisany adres").selectOption({ index: 1 });
  await expect(s.getByLabel("Miejscowość")).toHaveValue("Kraków");
  await expect(s.getByLabel("Telefon")).toHaveValue("512345678");
  await expect(s.getByRole("checkbox", { name: /Załóż konto/ })).toHaveCount(0);
  await next(page);
  await page.getByTestId("shipping-inpost_paczkomat").click();
  await next(page);
  await expect(step(page, "shipping").getByText("Nie wybrano punktu odbioru na mapie")).toBeVisible();
  await step(page, "shipping").getByLabel("Miasto, kod pocztowy lub kod punktu").fill("Kraków");
  await step(page, "shipping").getByRole("button", { name: "Szukaj punktów" }).click();
  const point = page.getByTestId("pickup-point-option").filter({ hasText: "KRA010" });
  await point.getByRole("button").click();
  await expect(step(page, "shipping").getByText("Wybrany punkt: KRA010")).toBeVisible();
  await axe("checkout, parcel locker");
  await shot("checkout-locker");
  await next(page);
  await page.getByTestId("payment-cashondelivery").click();
  await next(page);
  await expect(step(page, "review").getByText(/KRA010/)).toBeVisible();
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  // the order is in the customer's history with its locker; read with a fresh token, as the journey can outlive
  // the e2e server's 12-second access tokens on a loaded machine (the page refreshes its own)
  const again = await (await request.post("/api/user/login", { data: { username: customer.email, password: customer.password } })).json();
  const history = await (await request.get(`/api/user/order-history?token=${again.result as string}`)).json();
  expect(history.result.total_count).toBe(1);
  expect(history.result.items[0].extension_attributes.pickup_point.code).toBe("KRA010");
  await open(`/my-account/orders/${history.result.items[0].entity_id}`);
  await expect(page.getByTestId("order-detail")).toContainText("KRA010");
  await shot("account-order-detail");
  await axe("account order detail");
});

test("checkout 4: a NIP that fails its checksum is refused before anything is sent", async ({ page, open, axe }) => {
  await addBookAndCheckout(page, open);
  const s = step(page, "personal");
  await s.getByRole("radio", { name: "Firma" }).check();
  await s.getByLabel("NIP").fill("8567346216");
  await s.getByRole("button", { name: "Pobierz dane z rejestru VAT" }).click();
  await expect(s.getByText("Podany NIP jest nieprawidłowy")).toBeVisible();
  await s.getByLabel("Nazwa firmy").fill("Kiosk Test");
  await fillPerson(page, newCustomer("nip").email);
  await next(page);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(s.getByLabel("NIP")).toHaveAttribute("aria-invalid", "true");
  await expect(s.getByLabel("NIP")).toBeFocused();
  await axe("checkout, NIP refused");
});

test("checkout 5: an order placed offline is queued and sent once the connection is back", async ({ page, context, open, shot, request }) => {
  const email = newCustomer("offline").email;
  await addBookAndCheckout(page, open);
  await fillPerson(page, email);
  await next(page);
  await courierAndCod(page);
  await acceptTerms(page);
  await context.setOffline(true);
  await page.getByTestId("place-order").click();
  await expect(page.getByRole("heading", { name: "Zamówienie czeka na wysłanie" })).toBeVisible();
  // offline is not a server error, and the page says so
  await expect(page.getByRole("alert").filter({ hasText: "Brak połączenia z internetem." })).toBeVisible();
  await expect(page.getByText(/błędu serwera/)).toHaveCount(0);
  await shot("checkout-queued");
  expect(await page.evaluate(() => localStorage.getItem("orders-queued"))).toBe("1");
  await context.setOffline(false);
  const dialog = page.getByRole("dialog", { name: "Niewysłane zamówienia" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: "Wyślij zamówienia" }).click();
  await expect(page.getByText(/Zamówienie nr \d{9} zostało przyjęte\./).first()).toBeVisible();
  // the page follows the queue: the order is no longer said to wait
  await expect(page.getByRole("heading", { name: "Zamówienie zostało wysłane" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Zamówienie czeka na wysłanie" })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("orders-queued"))).toBeNull();
  await expect.poll(async () => (await mails(request, email)).length).toBe(1);
});

test("checkout 6: a double click on the order button makes one order", async ({ page, open, request }) => {
  const email = newCustomer("double").email;
  await addBookAndCheckout(page, open);
  await fillPerson(page, email);
  await next(page);
  await courierAndCod(page);
  await acceptTerms(page);
  await page.getByTestId("place-order").dblclick();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect.poll(async () => (await mails(request, email)).length).toBe(1);
  // nothing else arrives a moment later
  await page.waitForTimeout(1500);
  expect(await mails(request, email)).toHaveLength(1);
});

test("checkout 7: after a reload on any step the total shown is the order's total (a dearer delivery, cash on delivery)", async ({ page, open, request }) => {
  const email = newCustomer("reload").email;
  await addBookAndCheckout(page, open);
  const defaultTotal = await page.getByTestId("aside-total").textContent();
  await fillPerson(page, email);
  await next(page);
  await page.getByTestId("shipping-inpost_paczkomat").click();
  await step(page, "shipping").getByLabel("Miasto, kod pocztowy lub kod punktu").fill("Kraków");
  await step(page, "shipping").getByRole("button", { name: "Szukaj punktów" }).click();
  await page.getByTestId("pickup-point-option").filter({ hasText: "KRA010" }).getByRole("button").click();
  // the side box follows the dearer delivery as soon as it is chosen
  await expect(page.getByTestId("aside-total")).not.toHaveText(defaultTotal ?? "");
  const locker = (await page.getByTestId("aside-total").textContent()) ?? "";
  await next(page);
  // cash on delivery adds its fee (the delivery rules' figure the option shows) to the total at once
  const option = page.getByTestId("payment-cashondelivery");
  const fee = parseZloty(/\(\+([^)]*)\)/.exec((await option.textContent()) ?? "")?.[1] ?? "");
  await option.click();
  await expect.poll(async () => parseZloty((await page.getByTestId("aside-total").textContent()) ?? "")).toBe(parseZloty(locker) + fee);
  const total = (await page.getByTestId("aside-total").textContent()) ?? "";
  await next(page);
  await expect(step(page, "review")).toBeVisible();
  await expect(page.getByTestId("aside-total")).toHaveText(total);
  for (const hash of ["#shipping", "#payment", "#orderReview"]) {
    await page.evaluate((h) => {
      window.location.hash = h;
    }, hash);
    await page.reload({ waitUntil: "domcontentloaded" }); // a real reload of that step, not a move within the page
    await waitForHydration(page);
    await expect(page.getByTestId("aside-total"), `the total after a reload on ${hash}`).toHaveText(total);
  }
  await expect(step(page, "review")).toBeVisible();
  // "53,97" of "Do zapłaty: 53,97 zł" (the spaces inside may be non-breaking)
  const amount = /\d[\d\s\u00a0]*,\d\d/.exec(total)?.[0].replace(/[\s\u00a0]/g, "") ?? "none";
  const spaced = new RegExp(amount.replace(/\B(?=(\d{3})+,)/g, "[\\s\u00a0]?"));
  await expect(step(page, "review").getByText(spaced).first()).toBeVisible();
  await acceptTerms(page);
  await page.getByTestId("place-order").click();
  await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
  await expect.poll(async () => spaced.test((await mails(request, email)).map((m) => m.text).join("\n"))).toBe(true);
});

test("checkout 8 (issue 16): a private person's invoice needs no NIP; the coupon field in the summary, totals from the server", async ({
  page,
  open,
  axe,
  shot,
  request,
}) => {
  const email = newCustomer("invoice").email;
  await addBookAndCheckout(page, open);
  await fillPerson(page, email);
  const s = step(page, "personal");
  await test.step("an invoice for a person: the NIP is optional, and the page says a person need not give one", async () => {
    await s.getByRole("checkbox", { name: "Chcę otrzymać fakturę" }).check();
    const nip = s.getByLabel("NIP (nieobowiązkowy)");
    await expect(nip).toHaveValue("");
    await expect(nip).toHaveAccessibleDescription(/Osoba prywatna nie musi podawać NIP/);
    await shot("checkout-private-invoice");
    await axe("checkout, private person with an invoice");
    await next(page);
    // nothing holds the person on this step
    await expect(step(page, "shipping")).toBeVisible();
    await expect(page).toHaveURL(/#shipping$/);
  });

  const aside = page.getByRole("complementary", { name: "Twoje zamówienie" });
  const total = async () => parseZloty(plain(await page.getByTestId("aside-total").textContent()));
  let before = 0;
  await test.step("the summary's coupon field: an expired code says so; a code typed in lower case is named as stored", async () => {
    await page.getByTestId("shipping-flatrate_flatrate").click();
    await expect(aside.getByText("Przeliczamy kwotę do zapłaty…")).toHaveCount(0);
    before = await total();
    const code = aside.getByRole("textbox", { name: "Kod rabatowy" });
    await code.fill("LATO2025");
    await aside.getByRole("button", { name: "Zastosuj" }).click();
    await expect(aside.getByRole("alert")).toHaveText("Ten kod rabatowy wygasł i nie można go już użyć.");
    await code.fill("witaj10");
    await aside.getByRole("button", { name: "Zastosuj" }).click();
    await expect(aside.getByText("Kod rabatowy WITAJ10 został zastosowany.")).toBeVisible();
    await expect(aside.getByText("Zastosowany kod: WITAJ10")).toBeVisible();
    await expect(aside.getByTestId("aside-discount")).toContainText("Rabat (kod WITAJ10)");
    // the total is the server's answer for this delivery with the discount: 10 % of the goods off
    await expect.poll(total).toBeLessThan(before);
    await shot("checkout-coupon");
    await axe("checkout, coupon applied in the summary");
  });

  await test.step("the order is placed at the discounted total (with the cash-on-delivery fee), with an invoice and no NIP", async () => {
    const discounted = await total();
    await next(page);
    await page.getByTestId("payment-cashondelivery").click();
    await next(page);
    const review = step(page, "review");
    await expect(review.getByText("Faktura VAT")).toBeVisible();
    await expect(review.locator(".segment-discount")).toBeVisible();
    // the discounted total, and cash on delivery adds its fee (the payment option says how much)
    expect(await total()).toBe(discounted + DELIVERY_RULES.cashOnDelivery.feeGross);
    await acceptTerms(page);
    await page.getByTestId("place-order").click();
    await expect(page.getByRole("heading", { name: "Dziękujemy za zamówienie" })).toBeVisible();
    await expect.poll(async () => (await mails(request, email)).length).toBe(1);
    const mail = (await mails(request, email))[0]!;
    expect(mail.text).toContain("Faktura VAT: na imię, nazwisko i adres kupującego (bez NIP)");
    expect(plain(mail.text)).toContain(zloty(discounted + DELIVERY_RULES.cashOnDelivery.feeGross).replace(/ zł$/, ""));
  });
});

test("checkout 9 (issue 17): a cart ordered meanwhile elsewhere names that order and leads to it, no second order", async ({
  page,
  open,
  axe,
  shot,
  request,
}) => {
  const email = newCustomer("one-cart").email;
  await addBookAndCheckout(page, open);
  await fillPerson(page, email);
  await next(page);
  await courierAndCod(page);
  await acceptTerms(page);
  // the same cart ordered from another tab (through the API, with the cart's own token) while this one waits
  const cartId = await page.evaluate(() => localStorage.getItem("cart-token"));
  expect(typeof cartId).toBe("string");
  const billing = {
    firstname: "Jan",
    lastname: "Kowalski",
    street: ["ul. Prosta 49"],
    city: "Warszawa",
    postcode: "00-838",
    country_id: "PL",
    telephone: "600100200",
    email,
  };
  const other = await request.post("/api/order", {
    data: {
      order_id: crypto.randomUUID(),
      user_id: "",
      cart_id: cartId,
      products: [{ sku: "KS-000001", qty: 1, price: 1 }],
      addressInformation: {
        billingAddress: billing,
        shippingAddress: { ...billing, email: undefined },
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: "cashondelivery",
        payment_method_additional: {},
      },
      checkout: { customer_type: "private", invoice: false, consents: { rules: true } },
      transmited: true,
    },
  });
  expect(other.status(), await other.text()).toBe(200);
  const number = (await other.json()).result.orderNumber as string;
  await page.getByTestId("place-order").click();
  await expect(page.getByText(`Ten koszyk został już zamówiony: to zamówienie nr ${number}. Drugiego zamówienia nie złożyliśmy.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/thank-you-page\\?order_increment_id=${number}`));
  await expect(page.getByTestId("order-number")).toContainText(number);
  await axe("thank-you page after a cart ordered elsewhere");
  await shot("checkout-cart-ordered-elsewhere");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").cartItems?.length ?? 0)).toBe(0);
  // one order, one confirmation
  await expect.poll(async () => (await mails(request, email)).length).toBe(1);
});
