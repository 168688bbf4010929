import { DEMO_STAFF_PASSWORD } from "../../server/modules/staff/index.ts";
import { freshCode, staffSignIn } from "./admin-helpers.ts";
import { newCustomer, registerThroughApi } from "./account-helpers.ts";
import { expect, productPath, test, waitForHydration, type ApiProduct } from "./fixtures.ts";

const desktopOnly = (name: string) => test.skip(name !== "desktop", "the back office's journeys run at desktop width");

/** "29,99 zł" with plain spaces. */
const pln = (grosze: number) => `${(grosze / 100).toFixed(2).replace(".", ",")} zł`;
const plain = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();

test("sign-in with password and TOTP code; the dashboard; signing out", async ({ page, axe, shot }, testInfo) => {
  desktopOnly(testInfo.project.name);
  const res = await page.goto("/admin");
  // not signed in: the sign-in page, never indexed
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin/);
  expect(res?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await waitForHydration(page);
  await page.getByLabel("E-mail").fill("owner@kiosk.test");
  await page.getByLabel("Hasło").fill(DEMO_STAFF_PASSWORD);
  await page.getByLabel("Kod z aplikacji uwierzytelniającej").fill("000000");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("alert")).toHaveText("Nieprawidłowy e-mail, hasło lub kod z aplikacji.");
  await axe("admin sign-in with an error");
  await shot("admin-01-sign-in-error");
  await page.getByLabel("Kod z aplikacji uwierzytelniającej").fill(await freshCode("owner@kiosk.test"));
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pulpit" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Zamówienia dziś" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Niski stan magazynu/ })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "kiosk_staff")).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  await axe("admin dashboard");
  await shot("admin-02-dashboard");
  await page.getByRole("button", { name: "Wyloguj" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
});

test("a price cut in the back office: the product page and its Omnibus line follow", async ({ page, open, axe, shot, api, request }, testInfo) => {
  desktopOnly(testInfo.project.name);
  // a simple product without a special price, not one of the fixtures other journeys read
  const found = await (await request.post("/api/catalog/search", { data: { size: 60, aggregations: false, includeFields: ["sku", "type_id"] } })).json();
  const candidates = (found.result.items as { sku: string; type_id: string }[]).filter((p) => p.type_id === "simple" && !p.sku.startsWith("KS-0000"));
  let product: ApiProduct & { price_incl_tax: number; special_price: number | null; id: number } = undefined as never;
  for (const c of candidates) {
    const doc = await api<ApiProduct & { price_incl_tax: number; special_price: number | null; id: number; is_special_price: boolean }>(
      `/api/catalog/product?sku=${encodeURIComponent(c.sku)}`,
    );
    if (!doc.is_special_price) {
      product = doc;
      break;
    }
  }
  expect(product, "a simple product without a special price").toBeTruthy();
  const regular = Math.round(product.price_incl_tax * 100);
  const cut = regular - 200;

  await staffSignIn(page, open, "catalogue@kiosk.test", "/admin/products");
  await expect(page.getByRole("heading", { level: 1, name: "Produkty" })).toBeVisible();
  await page.getByLabel("SKU lub nazwa").fill(product.sku);
  await page.getByRole("button", { name: "Szukaj" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${product.sku}`));
  await axe("admin product search");
  await page.getByRole("link", { name: product.sku, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(product.sku);
  await page.getByLabel("Cena promocyjna brutto (zł)").fill((cut / 100).toFixed(2).replace(".", ","));
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText("Zapisano. Sklep pokazuje już nowe dane.");
  await axe("admin product saved");
  await shot("admin-03-price-saved");

  // the storefront: the price cut is a reduction, measured against the 30-day low (the old price)
  await open(productPath(product));
  const box = page.locator("main .pdp-price");
  await expect(box.locator(".price-now.sale")).toHaveCount(1);
  expect(plain(await box.locator(".price-now").textContent())).toContain(pln(cut));
  expect(plain(await box.locator(".omnibus").textContent())).toBe(`Najniższa cena z 30 dni przed obniżką: ${pln(regular)}`);
  await shot("admin-04-storefront-follows");

  // put it back (the special price removed), so other journeys see the catalogue as seeded
  await page.goBack();
  await expect(page.getByLabel("Cena promocyjna brutto (zł)")).toBeVisible();
  await page.getByLabel("Cena promocyjna brutto (zł)").fill("");
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText("Zapisano. Sklep pokazuje już nowe dane.");
});

/** A BLIK-paid order placed through the API (the PayU stand-in confirms the code after its delay). */
async function paidOrder(request: import("@playwright/test").APIRequestContext, email: string) {
  const found = await (await request.post("/api/catalog/search", { data: { size: 20, aggregations: false, includeFields: ["sku", "type_id"] } })).json();
  const sku = (found.result.items as { sku: string; type_id: string }[]).find((p) => p.type_id === "simple")!.sku;
  const res = await request.post("/api/order", {
    data: {
      order_id: crypto.randomUUID(),
      cart_id: "",
      products: [{ sku, qty: 1 }],
      addressInformation: {
        billingAddress: {
          firstname: "Anna",
          lastname: "Zwrotna",
          street: ["ul. Krótka 7"],
          city: "Gdańsk",
          postcode: "80-001",
          country_id: "PL",
          telephone: "600200300",
          email,
        },
        shippingAddress: {
          firstname: "Anna",
          lastname: "Zwrotna",
          street: ["ul. Krótka 7"],
          city: "Gdańsk",
          postcode: "80-001",
          country_id: "PL",
          telephone: "600200300",
        },
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: "vue_payu_gateway_blik",
        payment_method_additional: { authorization_code: "777123" },
      },
      checkout: { customer_type: "private", invoice: false, consents: { rules: true } },
    },
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body.result)).toBe(200);
  return { id: body.result.backendOrderId as number, number: body.result.orderNumber as string };
}

test("a part refund of a paid order through the PayU stand-in", async ({ page, open, axe, shot, request }, testInfo) => {
  desktopOnly(testInfo.project.name);
  const email = newCustomer("refund").email;
  const order = await paidOrder(request, email);
  await staffSignIn(page, open, "orders@kiosk.test", `/admin/orders?q=${order.number}`);
  const row = page.getByRole("row").filter({ hasText: order.number });
  // the stand-in confirms the BLIK code after a moment: the list is read again until the order is paid
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("W realizacji", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await axe("admin order list");
  await row.getByRole("link", { name: order.number }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Zamówienie ${order.number}` })).toBeVisible();
  const refund = page.getByRole("region", { name: "Zwrot płatności (PayU)" });
  await refund.getByLabel("Kwota (zł)").fill("1,50");
  await refund.getByLabel("Powód").fill("Uszkodzona okładka");
  await refund.getByRole("button", { name: "Zwróć" }).click();
  await expect(refund.getByRole("status")).toHaveText("Zlecono zwrot 1,50 zł.");
  // more than is left is refused with a sentence
  await refund.getByLabel("Kwota (zł)").fill("99999");
  await refund.getByLabel("Powód").fill("Za dużo");
  await refund.getByRole("button", { name: "Zwróć" }).click();
  await expect(refund.getByRole("alert")).toHaveText("Kwota zwrotu musi być większa od zera i nie większa niż pozostała kwota płatności.");
  await axe("admin order with a refund");
  await shot("admin-05-refund");
  // the note to the customer is mailed
  const note = page.getByRole("region", { name: "Wiadomość do klienta" });
  await note.getByLabel("Treść (klient dostanie ją e-mailem)").fill("Zwróciliśmy 1,50 zł za uszkodzoną okładkę.");
  await note.getByRole("button", { name: "Wyślij" }).click();
  await expect(note.getByRole("status")).toHaveText("Wiadomość wysłana e-mailem i dodana do historii.");
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()).result as { subject: string }[]).map((m) => m.subject),
      {
        timeout: 15_000,
      },
    )
    .toContain(`Wiadomość do zamówienia nr ${order.number}`);
});

test("a review approved in the back office shows on the product", async ({ page, open, axe, shot, api, request }, testInfo) => {
  desktopOnly(testInfo.project.name);
  const customer = newCustomer("admin-review");
  await registerThroughApi(request, customer);
  const token = (await (await request.post("/api/user/login", { data: { username: customer.email, password: customer.password } })).json()).result;
  const found = await (await request.post("/api/catalog/search", { data: { size: 30, aggregations: false, includeFields: ["sku", "type_id", "id"] } })).json();
  const target = (found.result.items as { sku: string; type_id: string }[]).filter((p) => p.type_id === "simple").at(-1)!;
  const product = await api<ApiProduct & { id: number }>(`/api/catalog/product?sku=${encodeURIComponent(target.sku)}`);
  const title = `Polecam ${Date.now().toString(36)}`;
  const created = await request.post("/api/review/create", {
    headers: { authorization: `Bearer ${token}` },
    data: { review: { product_id: product.id, rating: 4, title, detail: "Dobrze wydana.", nickname: "Anna", recommend: true } },
  });
  expect((await created.json()).code).toBe(200);

  await staffSignIn(page, open, "content@kiosk.test", "/admin/reviews");
  const review = page.getByRole("article", { name: `${title} (4/5)` });
  await expect(review).toBeVisible();
  await axe("admin reviews");
  await review.getByRole("button", { name: `Zatwierdź: ${title}` }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText("Opinia zatwierdzona.");
  await expect(review).toHaveCount(0);
  await shot("admin-06-review-approved");
  const listed = await api<{ items: { title: string }[] }>(`/api/review/list?product_id=${product.id}`);
  expect(listed.items.map((r) => r.title)).toContain(title);
  await open(productPath(product));
  await expect(page.locator("#opinie")).toContainText(title);
});

test("the order list at phone width", async ({ page, open, axe, shot, request }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the order list's phone layout");
  const order = await paidOrder(request, newCustomer("phone-list").email);
  await staffSignIn(page, open, "support@kiosk.test", "/admin/orders");
  const row = page.getByRole("row").filter({ hasText: order.number });
  await expect(row).toBeVisible();
  // a card: each cell labelled, nothing wider than the screen
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await axe("admin order list (phone)");
  await shot("admin-07-orders-phone");
});

test("the products list (the shared AdminTable): search, filter and pages by keyboard, paged by the server", async ({ page, open, axe }, testInfo) => {
  desktopOnly(testInfo.project.name);
  await staffSignIn(page, open, "catalogue@kiosk.test", "/admin/products");
  const table = page.getByRole("table", { name: "Produkty" });
  await expect(table.getByRole("columnheader")).toHaveText(["SKU", "Nazwa", "Typ", "Cena", "Promocja", "Stan", "Status"]);
  await expect(table.getByRole("row")).toHaveCount(51); // the heading's row and 50 products
  // the type filter and the search, by keyboard only
  await page.getByLabel("Typ").focus();
  await page.keyboard.press("ArrowDown"); // "simple"
  await page.getByLabel("SKU lub nazwa").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/type=simple/);
  await expect(table.getByRole("row").nth(1).getByRole("cell").nth(2)).toHaveText("simple");
  // the next page: the server's, through the pager's link
  const next = page.getByRole("navigation", { name: "Produkty: strony" }).getByRole("link", { name: "Następna →" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("navigation", { name: "Produkty: strony" })).toContainText("Strona 2 z");
  await expect(page).toHaveURL(/type=simple/);
  await axe("admin products list, page 2");
  // a search that finds nothing says so
  await page.getByLabel("SKU lub nazwa").fill("zzz-nic-takiego-zzz");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Nic nie znaleziono.")).toBeVisible();
});
