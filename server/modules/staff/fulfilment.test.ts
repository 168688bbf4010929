/**
 * The back office's shipments, invoice numbers and resent confirmations through /api/admin (fastify.inject on
 * PGlite, or PostgreSQL with DATABASE_URL), against the ShipX stand-in the test app starts: a parcel-locker and a
 * courier shipment (a double click makes one), ShipX's refusals, the tracking number stored, in the order's history,
 * mailed and shown in the customer's account; the label as a PDF; invoice numbers per year without gaps under
 * concurrency, never reissued; the confirmation sent again; each refused for the roles without its permission and
 * audited in the change's own transaction; staff sign-in limited per address; the dashboard's failed jobs.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_IP_MAX_FAILURES, STAFF_ROLES, can, type StaffPermission, type StaffRole } from "../../../domain/staff.ts";
import type { ShipxStandIn } from "../../integrations/shipx/stand-in.ts";
import { login, randomIp, register, waitForMail } from "../../test/customers.ts";
import { orderBody, payTestApp, pickProduct, type PayContext } from "../payment/test-support.ts";
import { asStaff, staffOf, STAFF_PASSWORD, type SignedIn } from "./test-support.ts";
import { totpCode, totpStep } from "./totp.ts";

let c: PayContext;
let shipx: ShipxStandIn;
const app = () => c.t.app;
const staff: Partial<Record<StaffRole, SignedIn>> = {};
const as = (role: StaffRole) => staff[role]!;

beforeAll(async () => {
  c = await payTestApp({ BOTCHECK_MAX_NUMBER: "500" });
  shipx = c.t.standIns.find((s) => s.name === "shipx") as ShipxStandIn;
  for (const role of STAFF_ROLES) staff[role] = await staffOf(app(), role);
});
afterAll(async () => c?.close());

const auditOf = (target: string) =>
  c.t.db.query<{ staff_email: string; action: string; before: any; after: any }>(
    "SELECT staff_email, action, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id",
    [target],
  );

/** A cash-on-delivery order (processing at once) to a parcel locker or by courier, optionally in a customer's account. */
async function placeOrder(opts: { locker?: string; token?: string; street?: string } = {}) {
  const product = await pickProduct(c.t.db, { offset: 100 });
  const body = orderBody({ sku: product.sku, payment: "cashondelivery", orderId: randomUUID() });
  if (opts.street) body.addressInformation.shippingAddress = { ...body.addressInformation.shippingAddress!, street: [opts.street] };
  const info = body.addressInformation as Record<string, unknown>;
  if (opts.locker)
    Object.assign(info, { shipping_carrier_code: "inpost", shipping_method_code: "paczkomat", shippingExtraFields: { pickup_point_code: opts.locker } });
  const res = await c.api.post("/api/order", body, opts.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.result.backendOrderId as number;
  const [row] = await c.t.db.query<{ customer_email: string; increment_id: string }>("SELECT customer_email, increment_id FROM orders WHERE id = $1", [id]);
  return { id, number: row!.increment_id, email: row!.customer_email };
}

async function refusedForOthers(permission: StaffPermission, call: (who: SignedIn) => Promise<{ status: number; body: any }>) {
  for (const role of STAFF_ROLES.filter((r) => !can(r, permission))) {
    const res = await call(as(role));
    expect([role, res.status, res.body.result?.error]).toEqual([role, 403, "FORBIDDEN"]);
  }
}

describe("shipments", () => {
  it("a parcel-locker shipment: a double click makes one; the tracking number is stored, mailed and shown in the account; audited", async () => {
    const customer = await register(app());
    const { token } = await login(app(), customer);
    const order = await placeOrder({ locker: "KRA010", token });
    await refusedForOthers("orders.ship", (who) => asStaff(app(), who, "POST", `/api/admin/orders/${order.id}/shipment`, { template: "small" }));
    const before = shipx.shipments.length;
    const [a, b] = await Promise.all([
      asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/shipment`, { template: "medium" }),
      asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/shipment`, { template: "medium" }),
    ]);
    expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
    expect([a.body.result.created, b.body.result.created].sort()).toEqual([false, true]);
    expect(shipx.shipments.length - before).toBe(1);
    const sent = shipx.shipments.at(-1)!.request as any;
    expect(sent).toMatchObject({
      service: "inpost_locker_standard",
      parcels: [{ template: "medium" }],
      custom_attributes: { target_point: "KRA010" },
      receiver: { phone: "600200300", email: order.email },
      reference: `Zamówienie ${order.number}`,
      cod: { currency: "PLN" },
    });
    // ShipX confirms a moment later: the order's page asks again until the tracking number is there
    let detail: any;
    await expect
      .poll(
        async () => {
          detail = (await asStaff(app(), as("support"), "GET", `/api/admin/orders/${order.id}`)).body.result;
          return detail.shipment?.tracking_number ?? null;
        },
        { timeout: 10_000 },
      )
      .toMatch(/^\d{24}$/);
    const tracking: string = detail.shipment.tracking_number;
    expect(detail).toMatchObject({
      shipment_service: "inpost_locker_standard",
      shipment: { status: "confirmed", template: "medium", target_point: "KRA010", tracking_url: `https://inpost.pl/sledzenie-przesylek?number=${tracking}` },
    });
    expect(detail.history.at(-1).comment).toBe(`Przesyłka InPost nadana, numer ${tracking}.`);
    const mail = await waitForMail(app(), order.email, new RegExp(`Zamówienie nr ${order.number} zostało nadane`));
    expect(mail.text).toContain(tracking);
    expect(mail.html).toContain(`https://inpost.pl/sledzenie-przesylek?number=${tracking}`);
    const history = await app().inject({ url: "/api/user/order-history", headers: { authorization: `Bearer ${token}` } });
    const mine = history.json().result.items.find((o: { entity_id: number }) => o.entity_id === order.id);
    expect(mine.extension_attributes.shipment).toMatchObject({
      tracking_number: tracking,
      tracking_url: expect.stringContaining(tracking),
      status: "confirmed",
    });
    // once more: the same shipment, nothing new at ShipX, one audit row
    const again = await asStaff(app(), as("owner"), "POST", `/api/admin/orders/${order.id}/shipment`, { template: "large" });
    expect(again.body.result).toMatchObject({ created: false, shipment: { template: "medium", tracking_number: tracking } });
    expect(shipx.shipments.length - before).toBe(1);
    expect(await auditOf(`order:${order.id}`)).toMatchObject([
      {
        action: "order.shipment",
        staff_email: as("orders").email,
        before: null,
        after: { service: "inpost_locker_standard", template: "medium", target_point: "KRA010" },
      },
    ]);
  });

  it("the label is a PDF once confirmed; roles without orders.ship are refused it", async () => {
    const order = await placeOrder({ locker: "KRA010" });
    expect((await asStaff(app(), as("orders"), "GET", `/api/admin/orders/${order.id}/shipment/label`)).status).toBe(404);
    const created = await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/shipment`, { template: "small" });
    expect(created.status).toBe(200);
    await refusedForOthers("orders.ship", (who) => asStaff(app(), who, "GET", `/api/admin/orders/${order.id}/shipment/label`));
    let label: Awaited<ReturnType<typeof asStaff>> | undefined;
    await expect
      .poll(
        async () => {
          label = await asStaff(app(), as("orders"), "GET", `/api/admin/orders/${order.id}/shipment/label`);
          return label.status;
        },
        { timeout: 10_000 },
      )
      .toBe(200);
    expect(label!.headers["content-type"]).toBe("application/pdf");
    expect(label!.headers["content-disposition"]).toMatch(/^attachment; filename="etykieta-inpost-\d{24}\.pdf"$/);
    expect(String(label!.body).startsWith("%PDF-1.4")).toBe(true);
  });

  it("a courier shipment sends the address; ShipX's field errors are answered and the claim released", async () => {
    // the shop takes a street without a building number; ShipX's courier does not
    const bad = await placeOrder({ street: "Osiedle Słoneczne" });
    const refused = await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${bad.id}/shipment`, { template: "small" });
    expect([refused.status, refused.body.result.error]).toEqual([400, "SHIPMENT_REJECTED"]);
    expect(refused.body.result.details).toMatchObject({ error: "validation_failed", fields: { receiver: [{ address: [{ building_number: ["required"] }] }] } });
    expect(await c.t.db.query("SELECT 1 FROM order_shipments WHERE order_id = $1", [bad.id])).toEqual([]);
    expect(await auditOf(`order:${bad.id}`)).toEqual([]);

    const order = await placeOrder();
    const res = await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/shipment`, { template: "large" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(shipx.shipments.at(-1)!.request).toMatchObject({
      service: "inpost_courier_standard",
      receiver: { address: { street: "ul. Krótka", building_number: "7", city: "Gdańsk", post_code: "80-001", country_code: "PL" } },
      parcels: [{ dimensions: { height: "410", unit: "mm" }, weight: { unit: "kg" } }],
    });
  });

  it("ShipX down: 503 and no shipment kept; an order InPost does not deliver or not yet processing is refused", async () => {
    const order = await placeOrder();
    shipx.mode = "down";
    try {
      const res = await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/shipment`, { template: "small" });
      expect([res.status, res.body.result.error]).toEqual([503, "SHIPX_UNAVAILABLE"]);
    } finally {
      shipx.mode = "normal";
    }
    expect(await c.t.db.query("SELECT 1 FROM order_shipments WHERE order_id = $1", [order.id])).toEqual([]);
    expect((await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/shipment`, { template: "small" })).status).toBe(200);

    const product = await pickProduct(c.t.db, { offset: 100 });
    const online = await c.api.post("/api/order", orderBody({ sku: product.sku, payment: "vue_payu_gateway", additional: { payu_method: "m" } }));
    const pending = await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${online.body.result.backendOrderId}/shipment`, { template: "small" });
    expect([pending.status, pending.body.result.error, pending.body.result.details.reason]).toEqual([409, "SHIPMENT_NOT_ALLOWED", "status"]);
    expect((await asStaff(app(), as("orders"), "POST", "/api/admin/orders/999999999/shipment", { template: "small" })).status).toBe(404);
  });
});

describe("ShipX hanging", () => {
  it("opening an order whose shipment waits for its tracking number does not wait on a hanging ShipX", async () => {
    const order = await placeOrder({ locker: "KRA010" });
    expect((await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/shipment`, { template: "small" })).status).toBe(200);
    // as if ShipX had not confirmed it yet
    await c.t.db.query("UPDATE order_shipments SET tracking_number = NULL, status = 'created' WHERE order_id = $1", [order.id]);
    shipx.mode = "hang";
    try {
      const started = Date.now();
      const res = await asStaff(app(), as("orders"), "GET", `/api/admin/orders/${order.id}`);
      expect(res.status).toBe(200);
      expect(res.body.result.shipment).toMatchObject({ status: "created", tracking_number: null });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      shipx.mode = "normal";
    }
  });
});

describe("invoice numbers", () => {
  it("per year, consecutive without gaps under concurrency, never reissued; shown in the account; audited", async () => {
    const customer = await register(app());
    const { token } = await login(app(), customer);
    const first = await placeOrder({ token });
    await refusedForOthers("orders.invoice", (who) => asStaff(app(), who, "POST", `/api/admin/orders/${first.id}/invoice`));
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => placeOrder()));
    const all = [first, ...others];
    const issued = await Promise.all(all.map((o) => asStaff(app(), as("orders"), "POST", `/api/admin/orders/${o.id}/invoice`)));
    const numbers = issued.map((r) => r.body.result.invoice_number as string);
    const year = new Date().getFullYear();
    for (const n of numbers) expect(n).toMatch(new RegExp(`^FV/${year}/\\d{6}$`));
    const seq = numbers.map((n) => Number(n.split("/")[2])).sort((x, y) => x - y);
    expect(seq.at(-1)! - seq[0]!).toBe(all.length - 1);
    expect(new Set(seq).size).toBe(all.length);
    const again = await asStaff(app(), as("owner"), "POST", `/api/admin/orders/${first.id}/invoice`);
    expect(again.body.result).toMatchObject({ invoice_number: numbers[0], issued: false });
    expect((await asStaff(app(), as("support"), "GET", `/api/admin/orders/${first.id}`)).body.result.invoice_number).toBe(numbers[0]);
    const history = await app().inject({ url: "/api/user/order-history", headers: { authorization: `Bearer ${token}` } });
    const mine = history.json().result.items.find((o: { entity_id: number }) => o.entity_id === first.id);
    expect(mine.extension_attributes.invoice.number).toBe(numbers[0]);
    expect(await auditOf(`order:${first.id}`)).toMatchObject([
      { action: "order.invoice", before: { invoice_number: null }, after: { invoice_number: numbers[0] } },
    ]);
  });

  it("a change whose audit row fails is rolled back with it: no number used, no gap", async () => {
    const order = await placeOrder();
    const [before] = await c.t.db.query<{ last_number: number }>("SELECT last_number FROM invoice_sequences WHERE year = $1", [new Date().getFullYear()]);
    await expect(
      app().services.orders.fulfilment.issueInvoice(order.id, async () => {
        throw new Error("audit write failed");
      }),
    ).rejects.toThrow("audit write failed");
    const [after] = await c.t.db.query<{ last_number: number }>("SELECT last_number FROM invoice_sequences WHERE year = $1", [new Date().getFullYear()]);
    expect(after?.last_number).toBe(before?.last_number);
    expect(
      (await c.t.db.query<{ invoice_number: string | null }>("SELECT invoice_number FROM orders WHERE id = $1", [order.id]))[0]!.invoice_number,
    ).toBeNull();
  });

  it("a cancelled order gets none", async () => {
    const order = await placeOrder();
    expect((await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/status`, { status: "canceled" })).status).toBe(200);
    const res = await asStaff(app(), as("orders"), "POST", `/api/admin/orders/${order.id}/invoice`);
    expect([res.status, res.body.result.error]).toEqual([409, "INVOICE_NOT_ALLOWED"]);
  });
});

describe("the confirmation again, the audit in the change's transaction", () => {
  it("mails the confirmation again (a double click: one mail); support may; audited", async () => {
    const order = await placeOrder();
    await waitForMail(app(), order.email, new RegExp(order.number));
    await refusedForOthers("orders.resend", (who) => asStaff(app(), who, "POST", `/api/admin/orders/${order.id}/resend-confirmation`));
    const [a, b] = await Promise.all([
      asStaff(app(), as("support"), "POST", `/api/admin/orders/${order.id}/resend-confirmation`),
      asStaff(app(), as("support"), "POST", `/api/admin/orders/${order.id}/resend-confirmation`),
    ]);
    expect([a.body.result.queued, b.body.result.queued].filter(Boolean)).toHaveLength(1);
    const rows = await c.t.db.query<{ kind: string }>("SELECT kind FROM mail_outbox WHERE order_id = $1 AND kind = 'order_confirmation'", [order.id]);
    expect(rows).toHaveLength(2);
    expect(await auditOf(`order:${order.id}`)).toMatchObject([{ action: "order.confirmation_resent", after: { to: order.email } }]);
  });

  it("a status change whose audit row fails is not made", async () => {
    const order = await placeOrder();
    await expect(
      app().services.orders.changeStatus(order.id, "complete", null, async () => {
        throw new Error("audit write failed");
      }),
    ).rejects.toThrow("audit write failed");
    expect((await c.t.db.query<{ status: string }>("SELECT status FROM orders WHERE id = $1", [order.id]))[0]!.status).toBe("processing");
  });
});

describe("staff sign-in per address", () => {
  it(`${STAFF_IP_MAX_FAILURES} failures from one address refuse its next attempts (429), even with the right code; other addresses go on`, async () => {
    const created = await app().services.staff.createStaff(
      { email: `ip.${randomUUID().slice(0, 6)}@kiosk.test`, name: "I", role: "support", password: STAFF_PASSWORD },
      null,
    );
    if (!created.ok) throw new Error(created.message);
    const [row] = await c.t.db.query<{ email: string }>("SELECT email FROM staff_users WHERE id = $1", [created.value.id]);
    const ip = randomIp();
    const attempt = (email: string, password: string, code: string, from = ip) =>
      app().inject({ method: "POST", url: "/api/admin/login", remoteAddress: from, payload: { email, password, code } });
    const tries = await Promise.all(
      Array.from({ length: STAFF_IP_MAX_FAILURES + 5 }, (_, i) => attempt(`nobody${i}@kiosk.test`, "nie-to-haslo-123", "123456")),
    );
    const statuses = tries.map((t) => t.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(STAFF_IP_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const right = await attempt(row!.email, STAFF_PASSWORD, totpCode(created.value.totpSecret, totpStep(new Date())));
    expect([right.statusCode, right.json().result.error]).toEqual([429, "RATE_LIMITED"]);
    expect(right.json().result.details.retry_after_seconds).toBeGreaterThan(0);
    const elsewhere = await attempt(row!.email, STAFF_PASSWORD, totpCode(created.value.totpSecret, totpStep(new Date())), randomIp());
    expect(elsewhere.statusCode).toBe(200);
  });

  it("a right sign-in gives its slot back", async () => {
    const ip = randomIp();
    for (let i = 0; i < STAFF_IP_MAX_FAILURES + 2; i++) {
      const who = await app().services.staff.createStaff(
        { email: `ok.${randomUUID().slice(0, 8)}@kiosk.test`, name: "O", role: "support", password: STAFF_PASSWORD },
        null,
      );
      if (!who.ok) throw new Error(who.message);
      const [row] = await c.t.db.query<{ email: string }>("SELECT email FROM staff_users WHERE id = $1", [who.value.id]);
      const res = await app().inject({
        method: "POST",
        url: "/api/admin/login",
        remoteAddress: ip,
        payload: { email: row!.email, password: STAFF_PASSWORD, code: totpCode(who.value.totpSecret, totpStep(new Date())) },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe("dashboard", () => {
  it("counts failed jobs by queue when pg-boss's tables are there (null when they are not)", async () => {
    const res = await asStaff(app(), as("support"), "GET", "/api/admin/dashboard");
    expect(res.status).toBe(200);
    const present = (await c.t.db.query<{ ok: boolean }>("SELECT to_regclass('pgboss.job') IS NOT NULL AS ok"))[0]!.ok;
    if (!present) expect(res.body.result.failed_jobs).toBeNull();
    else expect(res.body.result.failed_jobs).toMatchObject({ total: expect.any(Number), by_queue: expect.any(Array) });
  });
});
