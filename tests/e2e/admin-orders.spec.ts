/**
 * The back office's order fulfilment (docs/api.md §18), axe on every step. Desktop: a customer's cash-on-delivery
 * order to a parcel locker gets an InPost shipment through the ShipX stand-in (the size chosen, one click), its
 * label is downloaded as a PDF, the tracking number shows in the panel and, with InPost's tracking link, in the
 * customer's account, as does the invoice number issued next. Phone: the order list. The development demo accounts
 * sign in (README "Back office").
 */
import type { APIRequestContext } from "@playwright/test";
import { staffSignIn } from "./admin-helpers.ts";
import { logInThroughModal, newCustomer, registerThroughApi } from "./account-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** A customer's cash-on-delivery order to the parcel locker KRA010, placed through the API with their token. */
async function lockerOrder(request: APIRequestContext, token: string, email: string) {
  const found = await (await request.post("/api/catalog/search", { data: { size: 20, aggregations: false, includeFields: ["sku", "type_id"] } })).json();
  const sku = (found.result.items as { sku: string; type_id: string }[]).find((p) => p.type_id === "simple")!.sku;
  const address = {
    firstname: "Anna",
    lastname: "Paczkowa",
    street: ["ul. Krótka 7"],
    city: "Gdańsk",
    postcode: "80-001",
    country_id: "PL",
    telephone: "600200300",
  };
  const res = await request.post("/api/order", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      order_id: crypto.randomUUID(),
      cart_id: "",
      products: [{ sku, qty: 1 }],
      addressInformation: {
        billingAddress: { ...address, email },
        shippingAddress: address,
        shipping_carrier_code: "inpost",
        shipping_method_code: "paczkomat",
        shippingExtraFields: { pickup_point_code: "KRA010" },
        payment_method_code: "cashondelivery",
        payment_method_additional: {},
      },
      checkout: { customer_type: "private", invoice: false, consents: { rules: true } },
    },
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body.result)).toBe(200);
  return { id: body.result.backendOrderId as number, number: body.result.orderNumber as string };
}

test("an InPost shipment for an order: label downloaded, tracking number in the customer's account; an invoice number", async ({
  page,
  open,
  axe,
  shot,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the back office's journeys run at desktop width");
  const customer = newCustomer("shipment");
  await registerThroughApi(request, customer);
  const token = (await (await request.post("/api/user/login", { data: { username: customer.email, password: customer.password } })).json()).result;
  const order = await lockerOrder(request, token, customer.email);

  await staffSignIn(page, open, "orders@kiosk.test", `/admin/orders?q=${order.number}`);
  const row = page.getByRole("row").filter({ hasText: order.number });
  await expect(row).toContainText("W realizacji");
  await axe("admin order list (shipment journey)");
  await row.getByRole("link", { name: order.number }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Zamówienie ${order.number}` })).toBeVisible();
  const shipment = page.getByRole("region", { name: "Przesyłka InPost (Paczkomat InPost)" });
  await shipment.getByLabel("Gabaryt B (średnia: 19 × 38 × 64 cm)").check();
  await axe("admin order before its shipment");
  await shipment.getByRole("button", { name: "Utwórz przesyłkę InPost" }).click();
  await expect(shipment.getByRole("status")).toHaveText("Przesyłka utworzona w InPost. Numer przesyłki trafi e-mailem do klienta.");
  // ShipX confirms a moment later; the page asks again until the tracking number is there
  const tracking = shipment.getByTestId("tracking-number");
  await expect(async () => {
    // the button is gone once the number is there (the refresh may land between the check and the click)
    if (!(await tracking.isVisible()))
      await shipment
        .getByRole("button", { name: "Sprawdź stan w InPost" })
        .click({ timeout: 1000 })
        .catch(() => undefined);
    await expect(tracking).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const number = ((await tracking.textContent()) ?? "").match(/\d{24}/)?.[0];
  expect(number, "a 24-digit InPost tracking number").toBeTruthy();
  await expect(tracking).toHaveAttribute("href", `https://inpost.pl/sledzenie-przesylek?number=${number}`);
  await expect(shipment).toContainText("KRA010");
  await axe("admin order with its shipment");
  await shot("admin-orders-01-shipment");

  const [download] = await Promise.all([page.waitForEvent("download"), shipment.getByRole("link", { name: "Pobierz etykietę (PDF)" }).click()]);
  expect(download.suggestedFilename()).toBe(`etykieta-inpost-${number}.pdf`);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const pdf = await readFile(path);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.toString("latin1")).toContain(number!);

  const invoice = page.getByRole("region", { name: "Faktura i potwierdzenie" });
  await expect(invoice.getByTestId("invoice-number")).toHaveText("nie nadano");
  await invoice.getByRole("button", { name: "Nadaj numer faktury" }).click();
  await expect(invoice.getByRole("status").first()).toHaveText("Numer faktury nadany.");
  await expect(invoice.getByTestId("invoice-number")).toHaveText(/^FV\/\d{4}\/\d{6}$/);
  const invoiceNumber = (await invoice.getByTestId("invoice-number").textContent())!;
  await expect(invoice.getByRole("button", { name: "Nadaj numer faktury" })).toHaveCount(0);
  await axe("admin order with its invoice number");
  await shot("admin-orders-02-invoice");

  // the tracking number was mailed to the customer
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(customer.email)}`)).json()).result as { subject: string; text: string }[])
          .filter((m) => m.subject === `Zamówienie nr ${order.number} zostało nadane`)
          .map((m) => m.text.includes(number!)),
      { timeout: 15_000 },
    )
    .toEqual([true]);

  // the customer's account shows the parcel with InPost's tracking link, and the invoice number
  await open("/");
  await logInThroughModal(page, customer.email, customer.password);
  await expect(page.getByRole("banner").getByRole("link", { name: "Moje konto" })).toBeVisible();
  await open(`/my-account/orders/${order.id}`);
  const parcel = page.getByTestId("order-tracking");
  await expect(parcel).toContainText(number!);
  await expect(parcel.getByRole("link", { name: /Śledź przesyłkę/ })).toHaveAttribute("href", `https://inpost.pl/sledzenie-przesylek?number=${number}`);
  await expect(page.getByTestId("order-invoice-number")).toHaveText(invoiceNumber);
  await axe("account order with its parcel");
  await shot("admin-orders-03-account");
});

test("the order list at phone width (fulfilment journey)", async ({ page, open, axe, shot, request }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the order list's phone layout");
  const customer = newCustomer("shipment-phone");
  await registerThroughApi(request, customer);
  const token = (await (await request.post("/api/user/login", { data: { username: customer.email, password: customer.password } })).json()).result;
  const order = await lockerOrder(request, token, customer.email);
  await staffSignIn(page, open, "support@kiosk.test", "/admin/orders");
  const row = page.getByRole("row").filter({ hasText: order.number });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await row.getByRole("link", { name: order.number }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Zamówienie ${order.number}` })).toBeVisible();
  // support reads the order and may resend its confirmation, but creates no shipment
  await expect(page.getByRole("region", { name: "Przesyłka InPost (Paczkomat InPost)" })).toContainText("Przesyłka nie została jeszcze utworzona.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axe("admin order (phone)");
  await shot("admin-orders-04-phone");
});
