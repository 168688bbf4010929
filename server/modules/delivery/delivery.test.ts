/**
 * The delivery and payment terms as data (docs/decisions/2026-11-26-delivery-rules-data.md), through
 * /api/admin/delivery-rules (fastify.inject on PGlite): refused to every role but the content role and the owner;
 * refused when they would leave no carrier for some product in Poland or no online payment; a change audited with its
 * before and after, charged by the cart and the order at once, stated by the delivery page, reached by a second app
 * on the same database and by a fresh DeliveryTerms, and the page version (the page caches' key) moved.
 *
 * The change itself runs on PGlite only: on PostgreSQL the test files share one database, and the other files charge
 * by the code's prices (as catalogue.test.ts does for the import).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carrierKey, DELIVERY_RULES, deliveryRules } from "../../../domain/delivery-rules.ts";
import { STAFF_ROLES, can, type StaffRole } from "../../../domain/staff.ts";
import { buildApp } from "../../app.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { billing, client } from "../payment/test-support.ts";
import { asStaff, staffOf, type SignedIn } from "../staff/test-support.ts";
import { DeliveryTerms } from "./index.ts";

const sharedDatabase = Boolean(process.env.DATABASE_URL);
let t: TestContext;
let second: FastifyInstance | undefined;
const staff: Partial<Record<StaffRole, SignedIn>> = {};
const as = (role: StaffRole) => staff[role]!;
/** the stored row as the test found it (none on a fresh database) */
let found: unknown[] = [];

beforeAll(async () => {
  t = await setupTestApp();
  for (const role of STAFF_ROLES) staff[role] = await staffOf(t.app, role);
  found = await t.db.query("SELECT row_to_json(d) AS row FROM delivery_settings d");
});
afterAll(async () => {
  if (t && !sharedDatabase && found.length === 0) await t.db.query("DELETE FROM delivery_settings");
  await second?.close();
  await t?.close();
});

const COURIER = DELIVERY_RULES.carriers.find((c) => carrierKey(c) === "flatrate_flatrate")!.gross;
const FEE = DELIVERY_RULES.cashOnDelivery.feeGross;

/** The editable fields as the code has them (the body a form would send unchanged). */
function defaults() {
  return {
    carriers: DELIVERY_RULES.carriers.map((c) => ({ key: carrierKey(c), enabled: true, price_gross: c.gross, cash_on_delivery: c.cashOnDelivery })),
    free_delivery_threshold_gross: deliveryRules(t.config.CART_FREE_SHIPPING_THRESHOLD).freeDelivery.thresholdGross,
    cod_fee_gross: FEE,
    payment_methods: { cashondelivery: true, vue_payu_gateway: true, vue_payu_gateway_blik: true },
  };
}
type Body = ReturnType<typeof defaults>;
const withCarrier = (b: Body, key: string, change: Partial<Body["carriers"][number]>): Body => ({
  ...b,
  carriers: b.carriers.map((c) => (c.key === key ? { ...c, ...change } : c)),
});

const put = (role: StaffRole, body: unknown) => asStaff(t.app, as(role), "PUT", "/api/admin/delivery-rules", body);
const audits = () =>
  t.db.query<{ staff_email: string; action: string; target: string; before: any; after: any }>(
    "SELECT staff_email, action, target, before, after FROM staff_audit_log WHERE action LIKE 'delivery.%' ORDER BY id",
  );
const pageVersion = async () => (await t.db.query<{ value: string }>("SELECT value FROM catalog_meta WHERE key = 'version'"))[0]?.value;

/** A shipped book under the free-delivery threshold, in a new guest cart of `app`. */
async function cartWithBook(app: FastifyInstance): Promise<{ cartId: string; sku: string }> {
  const [p] = await t.db.query<{ sku: string }>(
    `SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id
     WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility > 1 AND p.price BETWEEN 2000 AND 9000 AND p.special_price IS NULL
       AND s.is_in_stock AND s.qty >= 20 AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
     ORDER BY p.id LIMIT 1`,
  );
  const api = client(app);
  const cartId = (await api.post("/api/cart/create?token=")).body.result as string;
  const added = await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: p!.sku, qty: 1 } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { cartId, sku: p!.sku };
}
const shippingOf = async (app: FastifyInstance, cartId: string) =>
  Math.round((await client(app).get(`/api/cart/totals?cartId=${cartId}`)).body.result.shipping_incl_tax * 100);

describe("who may", () => {
  it("the content role and the owner change the terms; the others do not", () => {
    for (const role of STAFF_ROLES) expect(can(role, "delivery.write"), role).toBe(role === "content" || role === "owner");
  });

  it("refuses reading and changing with 403 FORBIDDEN to the other roles, audits and stores nothing", async () => {
    for (const role of ["catalogue", "orders", "support"] as const) {
      const read = await asStaff(t.app, as(role), "GET", "/api/admin/delivery-rules");
      const change = await put(role, defaults());
      const reset = await asStaff(t.app, as(role), "DELETE", "/api/admin/delivery-rules");
      for (const r of [read, change, reset]) {
        expect(r.status, role).toBe(403);
        expect(r.body.result.error, role).toBe("FORBIDDEN");
      }
    }
    expect(await audits()).toEqual([]);
    expect(await t.db.query("SELECT row_to_json(d) AS row FROM delivery_settings d")).toEqual(found);
  });

  it("without a session: 401; without the CSRF token: 403 CSRF_FAILED", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/delivery-rules" })).statusCode).toBe(401);
    const noCsrf = await t.app.inject({ method: "PUT", url: "/api/admin/delivery-rules", headers: { cookie: as("owner").cookie }, payload: defaults() });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().result.error).toBe("CSRF_FAILED");
  });
});

describe.skipIf(sharedDatabase)("the terms as data", () => {
  it("reads the code's terms while nothing is stored", async () => {
    const read = await asStaff(t.app, as("content"), "GET", "/api/admin/delivery-rules");
    expect(read.status).toBe(200);
    const r = read.body.result;
    expect(r).toMatchObject({ stored: false, updated_at: null, updated_by: null, cod_fee_gross: FEE });
    const { carriers, ...rest } = defaults();
    expect(r).toMatchObject(rest);
    expect(r.carriers.map((c: any) => ({ key: c.key, enabled: c.enabled, price_gross: c.price_gross, cash_on_delivery: c.cash_on_delivery }))).toEqual(
      carriers,
    );
    expect(r.carriers[0]).toMatchObject({ carrier_title: "Kurier InPost", countries: ["PL"], pickup: null });
  });

  it("refuses a set that leaves no carrier for some product in Poland, or no online payment, or names carriers wrongly; stores nothing", async () => {
    const onlyLetters = defaults();
    const letterOnly: Body = {
      ...onlyLetters,
      carriers: onlyLetters.carriers.map((c) =>
        c.key === "pocztapolska_polecony" || !["flatrate_flatrate", "inpost_paczkomat", "orlen_paczka"].includes(c.key) ? c : { ...c, enabled: false },
      ),
    };
    const noPl = await put("content", letterOnly);
    expect(noPl.status).toBe(422);
    expect(noPl.body.result.error).toBe("DELIVERY_NO_CARRIER_PL");
    expect(noPl.body.result.details.errors[0]).toMatchObject({ field: "carriers", groups: ["goods"] });
    const nothingPl = await put("owner", {
      ...letterOnly,
      carriers: letterOnly.carriers.map((c) => (c.key === "pocztapolska_polecony" ? { ...c, enabled: false } : c)),
    });
    expect(nothingPl.body.result.error).toBe("DELIVERY_NO_CARRIER_PL");
    expect(nothingPl.body.result.details.errors[0].groups).toEqual(["goods", "press", "subscription"]);

    const offline = await put("content", { ...defaults(), payment_methods: { cashondelivery: true, vue_payu_gateway: false, vue_payu_gateway_blik: false } });
    expect(offline.status).toBe(422);
    expect(offline.body.result.error).toBe("DELIVERY_NO_ONLINE_PAYMENT");

    const unknown = await put("content", withCarrier(defaults(), "orlen_paczka", { key: "ups_standard" }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.result.error).toBe("DELIVERY_UNKNOWN_CARRIER");
    expect(unknown.body.result.details.errors.map((e: any) => e.key).sort()).toEqual(["orlen_paczka", "ups_standard"]);

    for (const bad of [
      withCarrier(defaults(), "flatrate_flatrate", { price_gross: -1 }),
      withCarrier(defaults(), "flatrate_flatrate", { price_gross: 14.5 }),
      { ...defaults(), cod_fee_gross: null },
    ]) {
      const r = await put("content", bad);
      expect(r.status).toBe(400);
      expect(r.body.result.error).toBe("VALIDATION_FAILED");
    }
    expect(await t.db.query("SELECT 1 FROM delivery_settings WHERE settings IS NOT NULL")).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it("a change is audited with before and after, charged by the cart and the order, stated by the delivery page, and reaches another app", async () => {
    // another process: its own services and caches on the same database, its cart priced before the change
    second = await buildApp({ config: t.config, db: t.db, logger: false });
    const there = await cartWithBook(second);
    expect(await shippingOf(second, there.cartId)).toBe(COURIER);
    const here = await cartWithBook(t.app);
    expect(await shippingOf(t.app, here.cartId)).toBe(COURIER);
    const versionBefore = await pageVersion();

    const body = {
      ...withCarrier(withCarrier(defaults(), "flatrate_flatrate", { price_gross: 1799 }), "orlen_paczka", { enabled: false }),
      cod_fee_gross: 700,
      payment_methods: { cashondelivery: true, vue_payu_gateway: true, vue_payu_gateway_blik: false },
    };
    const saved = await put("content", body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result).toMatchObject({ stored: true, updated_by: as("content").email, cod_fee_gross: 700 });
    expect(saved.body.result.carriers.find((c: any) => c.key === "orlen_paczka").enabled).toBe(false);

    // audited in the change's transaction: who, what before, what after
    const [entry, ...more] = await audits();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ staff_email: as("content").email, action: "delivery.rules_update", target: "delivery_settings" });
    expect(entry!.before).toEqual(defaults());
    expect(entry!.after).toEqual(body);
    expect(await pageVersion()).not.toBe(versionBefore);

    // this process charges the new price at once: the cart's totals, its methods, its payment methods
    expect(await shippingOf(t.app, here.cartId)).toBe(1799);
    const api = client(t.app);
    const methods = (await api.post(`/api/cart/shipping-methods?cartId=${here.cartId}`, { address: { country_id: "PL" } })).body.result;
    expect(methods.map((m: any) => `${m.carrier_code}_${m.method_code}`)).not.toContain("orlen_paczka");
    expect(Math.round(methods.find((m: any) => m.carrier_code === "flatrate").price_incl_tax * 100)).toBe(1799);
    const payments = (await api.get(`/api/cart/payment-methods?cartId=${here.cartId}`)).body.result.map((m: any) => m.code);
    expect(payments).toContain("cashondelivery");
    expect(payments).toContain("vue_payu_gateway");
    expect(payments).not.toContain("vue_payu_gateway_blik");
    const cod = (await api.get(`/api/cart/payment-methods?cartId=${here.cartId}`)).body.result.find((m: any) => m.code === "cashondelivery");
    expect(Math.round(cod.cost_incl_tax * 100)).toBe(700);

    // the order charges what the cart showed; a switched-off carrier or payment method is refused
    const bill = billing();
    const order = (carrier: string, method: string, payment: string) => ({
      order_id: crypto.randomUUID(),
      cart_id: here.cartId,
      products: [{ sku: here.sku, qty: 1 }],
      addressInformation: {
        billingAddress: bill,
        shippingAddress: { ...bill, email: undefined },
        shipping_carrier_code: carrier,
        shipping_method_code: method,
        payment_method_code: payment,
        payment_method_additional: {},
      },
      checkout: { customer_type: "private", invoice: false, consents: { rules: true } },
    });
    expect((await api.post("/api/order", order("orlen", "paczka", "cashondelivery"))).status).not.toBe(200);
    expect((await api.post("/api/order", order("flatrate", "flatrate", "vue_payu_gateway_blik"))).status).not.toBe(200);
    const placed = await api.post("/api/order", order("flatrate", "flatrate", "cashondelivery"));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [row] = await t.db.query<{ shipping_gross: number }>("SELECT shipping_gross FROM orders WHERE id = $1", [placed.body.result.backendOrderId]);
    expect(row!.shipping_gross).toBe(1799 + 700);

    // the delivery page states the new price; the returns page still names the switched-off carrier's price
    const page = (await api.get("/api/cms/pages/dostawa")).body.result;
    expect(page.content.replace(/\u00a0/g, " ")).toContain("17,99 zł");
    expect(page.content.replace(/\u00a0/g, " ")).not.toContain("14,99 zł");
    expect((await api.get("/api/cms/pages/zwroty")).body.result.content).not.toContain("{{");
    // the payments page's cash-on-delivery example: the cheapest carrier collecting it now, with the new fee
    const platnosci = (await api.get("/api/cms/pages/platnosci")).body.result.content.replace(/\u00a0/g, " ");
    expect(platnosci).toContain("opłatę za pobranie 7 zł</strong> – na przykład Paczkomat InPost 24/7 za pobraniem kosztuje 19,99 zł");

    // the other app: within about a second (it checks the version at most once a second)
    await expect.poll(() => shippingOf(second!, there.cartId), { timeout: 4000, interval: 250 }).toBe(1799);
    // a fresh source (a process started now) reads the stored terms at once
    const fresh = new DeliveryTerms(t.db, deliveryRules(t.config.CART_FREE_SHIPPING_THRESHOLD, DELIVERY_RULES, t.config.VAT_OSS));
    const rules = await fresh.fresh();
    expect(rules.carriers.find((c) => carrierKey(c) === "flatrate_flatrate")!.gross).toBe(1799);
    expect(rules.carriers.map(carrierKey)).not.toContain("orlen_paczka");
    expect(rules.cashOnDelivery.feeGross).toBe(700);

    // put back: the code's terms again (the reset), audited as a change too
    const back = await asStaff(t.app, as("owner"), "DELETE", "/api/admin/delivery-rules");
    expect(back.status).toBe(200);
    expect(back.body.result).toMatchObject({ stored: false, updated_by: as("owner").email, cod_fee_gross: FEE });
    expect(await shippingOf(t.app, (await cartWithBook(t.app)).cartId)).toBe(COURIER);
    await expect.poll(() => shippingOf(second!, there.cartId), { timeout: 4000, interval: 250 }).toBe(COURIER);
    const trail = await audits();
    expect(trail.map((a) => [a.action, a.staff_email])).toEqual([
      ["delivery.rules_update", as("content").email],
      ["delivery.rules_reset", as("owner").email],
    ]);
    expect(trail[1]!.before).toEqual(body);
    expect(trail[1]!.after).toEqual(defaults());
    // a reset with nothing stored changes and audits nothing
    expect((await asStaff(t.app, as("owner"), "DELETE", "/api/admin/delivery-rules")).status).toBe(200);
    expect(await audits()).toHaveLength(2);
  });

  it("cash on delivery switched off: the payments page no longer offers it", async () => {
    const api = client(t.app);
    const offered = (await api.get("/api/cms/pages/platnosci")).body.result.content as string;
    expect(offered).toContain("<h2>Płatność przy odbiorze</h2>");
    const off = { ...defaults(), payment_methods: { ...defaults().payment_methods, cashondelivery: false } };
    expect((await put("content", off)).status).toBe(200);
    try {
      const page = (await api.get("/api/cms/pages/platnosci")).body.result.content as string;
      expect(page).not.toContain("<h2>Płatność przy odbiorze</h2>");
      expect(page).not.toContain("{{");
      expect(page).toContain("<h2>Karty podarunkowe</h2>");
      expect(page).toContain("wybraną metodą (BLIK, kartą, przelewem).");
    } finally {
      await asStaff(t.app, as("owner"), "DELETE", "/api/admin/delivery-rules");
    }
  });
});
