/**
 * Delivery abroad (docs/decisions/2026-11-27-delivery-abroad.md): the delivery quote and the order to Germany, Italy
 * and the United States: each country's carriers and prices, no cash on delivery, no subscriptions, postcodes of
 * the country, and the VAT of the buyer's EU country (OSS) or none (export), in the totals, the order and its mail.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carrierByKey } from "../../../domain/delivery-rules.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { waitForMail } from "../../test/customers.ts";
import { client, tshirtChild, type Pick, type Res } from "../cart/test-support.ts";

let t: TestContext;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await setupTestApp({ ORDER_ATTEMPTS_PER_IP: "100000" });
  api = client(t);
});
afterAll(async () => t?.close());

const gr = (pln: number) => Math.round(pln * 100);
const DHL_DE = carrierByKey("dhl_de")!.gross;
const DHL_IT = carrierByKey("dhl_it")!.gross;
const US_POST = carrierByKey("pocztapolska_globalexpres")!.gross;

/** A product of a tax class (1 books 5 %, 2 press 8 %, else 23 %) from the middle of the catalogue, none picked twice. */
const used: string[] = [];
async function pick(taxClass: number, types = ["simple", "single_number"]): Promise<Pick> {
  const rows = await t.db.query<Pick>(
    `SELECT p.id, p.sku, p.price, s.qty, s.max_sale_qty FROM products p JOIN stock_items s ON s.product_id = p.id
     WHERE p.tax_class_id = $1 AND p.type_id = ANY($2::text[]) AND p.status = 1 AND p.visibility > 1 AND p.price > 0 AND p.special_price IS NULL
       AND s.is_in_stock AND s.manage_stock AND s.backorders = 0 AND s.qty >= 5 AND s.max_sale_qty >= 5 AND NOT (p.sku = ANY($3::text[]))
       AND NOT EXISTS (SELECT 1 FROM product_super_links l WHERE l.child_id = p.id)
     ORDER BY p.id DESC OFFSET 25 LIMIT 1`,
    [taxClass, types, used],
  );
  if (!rows[0]) throw new Error(`no product of tax class ${taxClass}`);
  used.push(rows[0].sku);
  return rows[0];
}

const ADDRESSES: Record<string, Record<string, unknown>> = {
  DE: { street: ["Unter den Linden 5"], city: "Berlin", postcode: "10117", country_id: "DE", telephone: "+49 30 1234567" },
  IT: { street: ["Via del Corso 12"], city: "Roma", postcode: "00186", country_id: "IT", telephone: "+39 06 1234567" },
  US: { street: ["350 Fifth Avenue"], city: "New York", postcode: "10118-0110", country_id: "US", telephone: "+1 212 736 3100" },
  PL: { street: ["ul. Prosta 49"], city: "Warszawa", postcode: "00-838", country_id: "PL", telephone: "600100200" },
};
const address = (country: string): Record<string, unknown> => ({ firstname: "Anna", lastname: "Schmidt", ...ADDRESSES[country] });

async function cartWith(lines: { sku: string; qty: number; product_option?: unknown }[]) {
  const cartId = (await api.post("/api/cart/create?token=")).body.result as string;
  for (const cartItem of lines) expect((await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem })).status).toBe(200);
  return cartId;
}

function quote(cartId: string, country: string, carrier: string, method: string, payment?: string): Promise<Res> {
  return api.post(`/api/cart/shipping-information?cartId=${cartId}`, {
    addressInformation: {
      shipping_address: address(country),
      billing_address: address(country),
      shipping_carrier_code: carrier,
      shipping_method_code: method,
      ...(payment ? { payment_method: payment } : {}),
    },
  });
}

function orderBody(
  products: { sku: string; qty: number; product_option?: unknown }[],
  country: string,
  o: { carrier?: string; method?: string; payment?: string; cartId?: string } = {},
) {
  const bill = { ...address(country), email: `abroad-${randomUUID().slice(0, 8)}@example.com` };
  return {
    order_id: randomUUID(),
    user_id: "",
    cart_id: o.cartId ?? "",
    products: products.map((p) => ({ price: 1, ...p, name: "ignored", checksum: "x" })),
    addressInformation: {
      billingAddress: bill,
      shippingAddress: address(country),
      shipping_carrier_code: o.carrier ?? "dhl",
      shipping_method_code: o.method ?? country.toLowerCase(),
      payment_method_code: o.payment ?? "vue_payu_gateway",
      payment_method_additional: {},
      shippingExtraFields: {},
    },
    checkout: {
      customer_type: "private",
      invoice: false,
      consents: { rules: true, email_commercials: false, phone_commercials: false, newsletter: false, newsletter_partner: false },
    },
    store_code: "",
    transmited: true,
  };
}
const place = (body: unknown) => api.post("/api/order", body);
const rates = (tot: any) =>
  tot.total_segments.find((s: any) => s.code === "tax").extension_attributes.tax_grandtotal_details.map((d: any) => Number(d.rates[0].percent));

describe("the delivery quote abroad", () => {
  it("lists each country's own carrier, priced by the rules, never free and never paid on delivery", async () => {
    const book = await pick(1);
    const cartId = await cartWith([{ sku: book.sku, qty: 5 }]);
    const available = async (country: string) => {
      const res = await api.post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: country } });
      expect(res.status).toBe(200);
      return res.body.result.filter((m: any) => m.available).map((m: any) => [`${m.carrier_code}_${m.method_code}`, gr(m.price_incl_tax)]);
    };
    expect(await available("DE")).toEqual([["dhl_de", DHL_DE]]);
    expect(await available("IT")).toEqual([["dhl_it", DHL_IT]]);
    expect(await available("US")).toEqual([["pocztapolska_globalexpres", US_POST]]);
    expect(await available("FR")).toEqual([]);
    expect((await available("PL")).map(([key]: [string]) => key)).toEqual(["flatrate_flatrate", "inpost_paczkomat", "orlen_paczka"]);

    const res = await quote(cartId, "DE", "dhl", "de");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { totals: tot, payment_methods } = res.body.result;
    expect(payment_methods.map((m: any) => m.code)).not.toContain("cashondelivery");
    expect(gr(tot.shipping_incl_tax)).toBe(DHL_DE);
    expect(tot.extension_attributes.free_shipping_remaining).toBeNull();
    // cash on delivery asked for abroad is dropped by the quote, not charged
    const cod = await quote(cartId, "DE", "dhl", "de", "cashondelivery");
    expect(cod.body.result.totals.total_segments.some((s: any) => s.code === "cod_fee")).toBe(false);
    // a Polish carrier to a German address is refused; so is a German one to Italy
    expect((await quote(cartId, "DE", "flatrate", "flatrate")).body.result.error).toBe("SHIPPING_METHOD_NOT_AVAILABLE");
    expect((await quote(cartId, "IT", "dhl", "de")).body.result.error).toBe("SHIPPING_METHOD_NOT_AVAILABLE");
    expect((await quote(cartId, "DE", "inpost", "paczkomat")).body.result.error).toBe("SHIPPING_METHOD_NOT_AVAILABLE");
  });

  it("keeps the price and taxes it at the buyer country's rate (OSS), or 0 % on export; back home, Polish VAT again", async () => {
    const book = await pick(1);
    const magazine = await pick(2);
    const { child, options } = await tshirtChild(t, { inStock: true });
    const cartId = await cartWith([
      { sku: book.sku, qty: 1 },
      { sku: magazine.sku, qty: 1 },
      { sku: "TS-000004", qty: 1, product_option: { extension_attributes: { configurable_item_options: options } } },
    ]);
    const other = child;
    const goods = book.price + magazine.price + other.price;

    const de = (await quote(cartId, "DE", "dhl", "de")).body.result.totals;
    expect(de.items.map((i: any) => i.tax_percent)).toEqual([7, 7, 19]);
    expect(de.items.map((i: any) => gr(i.price_incl_tax))).toEqual([book.price, magazine.price, other.price]);
    expect(rates(de)).toEqual([7, 19]);
    expect(gr(de.grand_total)).toBe(goods + DHL_DE);
    expect(de.extension_attributes.vat).toEqual({ scheme: "oss", country: "DE" });
    // the stored address taxes the plain totals too
    expect((await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result.extension_attributes.vat).toEqual({ scheme: "oss", country: "DE" });

    const it_ = (await quote(cartId, "IT", "dhl", "it")).body.result.totals;
    expect(it_.items.map((i: any) => i.tax_percent)).toEqual([4, 4, 22]);
    expect(gr(it_.grand_total)).toBe(goods + DHL_IT);

    const us = (await quote(cartId, "US", "pocztapolska", "globalexpres")).body.result.totals;
    expect(us.items.map((i: any) => i.tax_percent)).toEqual([0, 0, 0]);
    expect(gr(us.tax_amount)).toBe(0);
    expect(gr(us.subtotal)).toBe(goods);
    expect(us.extension_attributes.vat).toEqual({ scheme: "export", country: "US" });

    const pl = (await quote(cartId, "PL", "flatrate", "flatrate")).body.result.totals;
    expect(pl.items.map((i: any) => i.tax_percent)).toEqual([5, 8, 23]);
    expect(pl.extension_attributes.vat).toEqual({ scheme: "domestic", country: "PL" });
  });
});

describe("an order abroad", () => {
  it("to Germany: DHL, paid online, German VAT on the order, its invoice data and its confirmation mail", async () => {
    const book = await pick(1);
    const cartId = await cartWith([{ sku: book.sku, qty: 2 }]);
    const expected = (await quote(cartId, "DE", "dhl", "de")).body.result.totals;
    const body = orderBody([{ sku: book.sku, qty: 2 }], "DE", { cartId });
    const res = await place(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(gr(res.body.result.grand_total ?? expected.grand_total)).toBe(gr(expected.grand_total));
    const id = res.body.result.backendOrderId;
    const row = (
      await t.db.query<{
        vat_scheme: string;
        vat_country: string;
        shipping_gross: number;
        grand_total: number;
        tax_breakdown: { rate: number; gross: number }[];
      }>("SELECT vat_scheme, vat_country, shipping_gross, grand_total, tax_breakdown FROM orders WHERE id = $1", [id])
    )[0]!;
    expect(row).toMatchObject({ vat_scheme: "oss", vat_country: "DE", shipping_gross: DHL_DE, grand_total: 2 * book.price + DHL_DE });
    expect(row.tax_breakdown.map((r) => [r.rate, r.gross])).toEqual([[7, 2 * book.price + DHL_DE]]);
    expect((await t.db.query<{ vat_rate: string }>("SELECT vat_rate FROM order_items WHERE order_id = $1", [id])).map((r) => Number(r.vat_rate))).toEqual([7]);

    const mail = await waitForMail(t.app, body.addressInformation.billingAddress.email, /potwierdzenie zamówienia/);
    expect(mail.text).toContain("VAT 7%");
    expect(mail.text).toContain("VAT według stawek kraju nabywcy (Niemcy), rozliczany w procedurze OSS");
    expect(mail.text).toContain("10117 Berlin");
  });

  it("to the United States: a ZIP+4 code, export at 0 %; Italy at 4 % for a book", async () => {
    const book = await pick(1);
    const us = await place(orderBody([{ sku: book.sku, qty: 1 }], "US", { carrier: "pocztapolska", method: "globalexpres" }));
    expect(us.status, JSON.stringify(us.body)).toBe(200);
    const usRow = (
      await t.db.query<{ vat_scheme: string; tax_total: number; grand_total: number }>("SELECT vat_scheme, tax_total, grand_total FROM orders WHERE id = $1", [
        us.body.result.backendOrderId,
      ])
    )[0]!;
    expect(usRow).toEqual({ vat_scheme: "export", tax_total: 0, grand_total: book.price + US_POST });

    const it_ = await place(orderBody([{ sku: book.sku, qty: 1 }], "IT"));
    expect(it_.status, JSON.stringify(it_.body)).toBe(200);
    const itRow = (
      await t.db.query<{ vat_scheme: string; tax_breakdown: { rate: number }[] }>("SELECT vat_scheme, tax_breakdown FROM orders WHERE id = $1", [
        it_.body.result.backendOrderId,
      ])
    )[0]!;
    expect(itRow).toEqual({ vat_scheme: "oss", tax_breakdown: [expect.objectContaining({ rate: 4 })] });
  });

  it("refuses cash on delivery, a subscription, a Polish carrier, a country not served and a postcode of the wrong format", async () => {
    const book = await pick(1);
    const line = [{ sku: book.sku, qty: 1 }];
    const refused = async (body: unknown, status: number, error: string) => {
      const res = await place(body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.result.error).toBe(error);
    };
    await refused(orderBody(line, "DE", { payment: "cashondelivery" }), 400, "PAYMENT_METHOD_NOT_AVAILABLE");
    await refused(orderBody(line, "DE", { carrier: "flatrate", method: "flatrate" }), 400, "SHIPPING_METHOD_NOT_AVAILABLE");
    await refused(orderBody(line, "US", { carrier: "dhl", method: "de" }), 400, "SHIPPING_METHOD_NOT_AVAILABLE");
    const france = orderBody(line, "DE");
    france.addressInformation.shippingAddress = { ...address("DE"), country_id: "FR", postcode: "75001" };
    await refused(france, 400, "SHIPPING_METHOD_NOT_AVAILABLE");

    const polishPostcode = orderBody(line, "DE");
    polishPostcode.addressInformation.shippingAddress = { ...address("DE"), postcode: "10-117" };
    const bad = await place(polishPostcode);
    expect(bad.status).toBe(400);
    expect(bad.body.result.error).toBe("VALIDATION_FAILED");
    expect(JSON.stringify(bad.body.result)).toContain("Zip code must look like 12345");
    const shortZip = orderBody(line, "US", { carrier: "pocztapolska", method: "globalexpres" });
    shortZip.addressInformation.shippingAddress = { ...address("US"), postcode: "1011" };
    expect((await place(shortZip)).body.result.error).toBe("VALIDATION_FAILED");

    const sub = (
      await t.db.query<{ sku: string; option: number }>(
        `SELECT p.sku, n.id AS option FROM products p JOIN subscription_number_options n ON n.product_id = p.id
         WHERE p.type_id = 'subscription' AND NOT p.is_recurring_payment AND p.status = 1 AND p.visibility > 1 AND n.price > 0 ORDER BY p.id LIMIT 1`,
      )
    )[0]!;
    const subLine = {
      sku: sub.sku,
      qty: 1,
      product_option: { extension_attributes: { subscription_options: { number_option_id: sub.option, starting_number_id: null } } },
    };
    await refused(orderBody([subLine, ...line], "DE"), 400, "SHIPPING_METHOD_NOT_AVAILABLE");
  });
});
