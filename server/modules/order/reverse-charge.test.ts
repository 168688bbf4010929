/**
 * Reverse charge for a company abroad in the EU (docs/decisions/2026-11-27-reverse-charge.md): its EU VAT number
 * checked in VIES (the stand-in, over HTTP), 0 % with "odwrotne obciążenie" on the order, its invoice data and its
 * mail; a number VIES does not confirm refused; VIES unavailable refused with a clear error unless the buyer chose to
 * be charged VAT; a consumer (or a company VIES cannot check) keeps the OSS rate. The server decides, whatever the
 * browser sends.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carrierByKey } from "../../../domain/delivery-rules.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { waitForMail } from "../../test/customers.ts";
import { ViesClient, ViesInvalidInput } from "../../integrations/vies/client.ts";
import { startViesStandIn, VIES_KNOWN, type ViesStandIn } from "../../integrations/vies/stand-in.ts";
import { client, type Pick } from "../cart/test-support.ts";

let t: TestContext;
let api: ReturnType<typeof client>;
let vies: ViesStandIn;
beforeAll(async () => {
  t = await setupTestApp({ ORDER_ATTEMPTS_PER_IP: "100000" });
  api = client(t);
  vies = t.standIns.find((s) => s.name === "vies") as ViesStandIn;
});
afterAll(async () => t?.close());

const DHL_DE = carrierByKey("dhl_de")!.gross;
const used: string[] = [];
async function book(): Promise<Pick> {
  const rows = await t.db.query<Pick>(
    `SELECT p.id, p.sku, p.price, s.qty, s.max_sale_qty FROM products p JOIN stock_items s ON s.product_id = p.id
     WHERE p.tax_class_id = 1 AND p.type_id = 'simple' AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND p.special_price IS NULL
       AND s.is_in_stock AND s.manage_stock AND s.backorders = 0 AND s.qty >= 5 AND NOT (p.sku = ANY($1::text[]))
       AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
     ORDER BY p.id DESC OFFSET 45 LIMIT 1`,
    [used],
  );
  used.push(rows[0]!.sku);
  return rows[0]!;
}

const BERLIN = { street: ["Unter den Linden 5"], city: "Berlin", postcode: "10117", country_id: "DE", telephone: "+49 30 1234567" };
const ROMA = { street: ["Via del Corso 12"], city: "Roma", postcode: "00186", country_id: "IT", telephone: "+39 06 1234567" };

function companyOrder(sku: string, o: { vatId?: string; type?: "company" | "private"; where?: typeof BERLIN; ifUnavailable?: "refuse" | "charge_vat" } = {}) {
  const where = o.where ?? BERLIN;
  const bill = {
    firstname: "Jonas",
    lastname: "Weber",
    company: "Buchhandlung Weber GmbH",
    vat_id: o.vatId ?? VIES_KNOWN.DE.number,
    ...where,
    email: `rc-${randomUUID().slice(0, 8)}@example.com`,
  };
  return {
    order_id: randomUUID(),
    cart_id: "",
    products: [{ sku, qty: 2 }],
    addressInformation: {
      billingAddress: bill,
      shippingAddress: { firstname: "Jonas", lastname: "Weber", ...where },
      shipping_carrier_code: "dhl",
      shipping_method_code: where.country_id.toLowerCase(),
      payment_method_code: "vue_payu_gateway",
      payment_method_additional: {},
    },
    checkout: {
      customer_type: o.type ?? "company",
      invoice: true,
      consents: { rules: true },
      ...(o.ifUnavailable ? { if_vies_unavailable: o.ifUnavailable } : {}),
    },
  };
}

const orderRow = async (id: number) =>
  (
    await t.db.query<{
      vat_scheme: string;
      vat_id: string | null;
      register_request_id: string | null;
      tax_total: number;
      grand_total: number;
      tax_breakdown: { rate: number }[];
    }>("SELECT vat_scheme, vat_id, register_request_id, tax_total, grand_total, tax_breakdown FROM orders WHERE id = $1", [id])
  )[0]!;

describe("a company in Germany with a valid EU VAT number", () => {
  it("is charged 0 % (reverse charge): the order, its record's invoice data and the confirmation mail say so; the price stays", async () => {
    const b = await book();
    const calls = vies.calls;
    const body = companyOrder(b.sku, { vatId: "de 811 569 869" });
    const res = await api.post("/api/order", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(vies.calls).toBe(calls + 1);
    const id = res.body.result.backendOrderId as number;
    const row = await orderRow(id);
    expect(row).toMatchObject({ vat_scheme: "reverse_charge", vat_id: "DE811569869", tax_total: 0, grand_total: 2 * b.price + DHL_DE });
    expect(row.register_request_id).toMatch(/^VIES:/);
    expect(row.tax_breakdown.map((r) => r.rate)).toEqual([0]);
    expect((await t.db.query<{ vat_rate: string }>("SELECT vat_rate FROM order_items WHERE order_id = $1", [id])).map((r) => Number(r.vat_rate))).toEqual([0]);

    // the order's record (the account, the invoice data) names the scheme and the buyer's VAT number
    const mail = await waitForMail(t.app, body.addressInformation.billingAddress.email, /potwierdzenie zamówienia/);
    expect(mail.text).toContain("Odwrotne obciążenie (Niemcy)");
    expect(mail.text).toContain("wewnątrzwspólnotowa dostawa towarów, stawka VAT 0% (art. 42 ustawy o VAT)");
    expect(mail.text).toContain("DE811569869");
  });

  it("the browser cannot ask for reverse charge: a consumer in Germany with a VAT number keeps the OSS rate", async () => {
    const b = await book();
    const res = await api.post("/api/order", companyOrder(b.sku, { type: "private" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await orderRow(res.body.result.backendOrderId)).toMatchObject({ vat_scheme: "oss", tax_breakdown: [expect.objectContaining({ rate: 7 })] });
  });
});

describe("an EU VAT number that is not valid", () => {
  it("VIES does not confirm it: 400 EU_VAT_ID_INVALID, nothing placed", async () => {
    const b = await book();
    const res = await api.post("/api/order", companyOrder(b.sku, { vatId: "DE999999999" }));
    expect([res.status, res.body.result.error]).toEqual([400, "EU_VAT_ID_INVALID"]);
    expect(res.body.result.message).toContain("VIES does not confirm");
  });

  it("another country's number, a malformed one, or a Polish NIP for a German company: refused before VIES is asked", async () => {
    const b = await book();
    const calls = vies.calls;
    for (const vatId of [VIES_KNOWN.IT.number, "DE12", "5260250995"]) {
      const res = await api.post("/api/order", companyOrder(b.sku, { vatId }));
      expect([res.status, res.body.result.error], vatId).toEqual([400, "EU_VAT_ID_INVALID"]);
    }
    expect(vies.calls).toBe(calls);
  });
});

describe("VIES unavailable", () => {
  it("MS_UNAVAILABLE: 503 VIES_UNAVAILABLE with the reason; with if_vies_unavailable=charge_vat the order is placed at the OSS rate", async () => {
    const b = await book();
    vies.unavailable.add("DE");
    try {
      const res = await api.post("/api/order", companyOrder(b.sku));
      expect([res.status, res.body.result.error]).toEqual([503, "VIES_UNAVAILABLE"]);
      expect(JSON.stringify(res.body.result)).toContain("MS_UNAVAILABLE");
      const vat = await api.post("/api/order", companyOrder(b.sku, { ifUnavailable: "charge_vat" }));
      expect(vat.status, JSON.stringify(vat.body)).toBe(200);
      expect(await orderRow(vat.body.result.backendOrderId)).toMatchObject({ vat_scheme: "oss", vat_id: "DE811569869", register_request_id: null });
    } finally {
      vies.unavailable.delete("DE");
    }
  });

  it("the service down or hanging is the same 503", async () => {
    const b = await book();
    vies.mode = "down";
    try {
      const res = await api.post("/api/order", companyOrder(b.sku));
      expect([res.status, res.body.result.error]).toEqual([503, "VIES_UNAVAILABLE"]);
    } finally {
      vies.mode = "normal";
    }
  });
});

describe("Italy", () => {
  it("a company in Italy with a valid partita IVA: reverse charge", async () => {
    const b = await book();
    const res = await api.post("/api/order", companyOrder(b.sku, { vatId: VIES_KNOWN.IT.number, where: ROMA }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await orderRow(res.body.result.backendOrderId)).toMatchObject({ vat_scheme: "reverse_charge", tax_total: 0 });
  });
});

describe("the VIES client against its stand-in", () => {
  it("valid, not valid, the form refused, a member state down, the service down, HTML, a hang", async () => {
    const standIn = await startViesStandIn();
    try {
      const c = new ViesClient({ baseUrl: standIn.url, timeoutMs: 300, requester: "PL5260250995" });
      expect(await c.check("IT", "00743110157")).toMatchObject({ valid: true, name: "LIBRERIA ROMANA SRL", requestIdentifier: expect.stringMatching(/^WAPI/) });
      expect(await c.check("DE", "811569869")).toMatchObject({ valid: true, name: null, address: null });
      expect(await c.check("DE", "999999999")).toMatchObject({ valid: false });
      await expect(c.check("DE", "12")).rejects.toBeInstanceOf(ViesInvalidInput);
      standIn.unavailable.add("DE");
      await expect(c.check("DE", "811569869")).rejects.toThrow("vies is unavailable (MS_UNAVAILABLE)");
      standIn.mode = "down";
      await expect(c.check("IT", "00743110157")).rejects.toThrow("vies is unavailable (SERVICE_UNAVAILABLE)");
      standIn.mode = "malformed";
      await expect(c.check("IT", "00743110157")).rejects.toThrow("vies is unavailable (http-200-not-json)");
      standIn.mode = "hang";
      await expect(c.check("IT", "00743110157")).rejects.toThrow("vies is unavailable (timeout)");
    } finally {
      await standIn.close();
    }
  });
});
