import { describe, expect, it } from "vitest";
import { EMPTY_PERSONAL, EMPTY_SHIPPING, NO_CONSENTS } from "../../../domain/checkout-form.ts";
import { buildOrderBody, linesShort, preorderSkus } from "./build-order.ts";

const personal = {
  ...EMPTY_PERSONAL,
  firstName: "Jan",
  lastName: "Kowalski",
  emailAddress: "Jan@Example.pl",
  phoneNumber: "600100200",
  streetAddress: "ul. Prosta 49",
  apartmentNumber: "2",
  zipCode: "00-838",
  city: "Warszawa",
};
const item = { sku: "KS-1", parentSku: "KS-1", name: "Książka", qty: 2, product_type: "simple", price_incl_tax: 39.9, image: null, slug: "k" };

describe("buildOrderBody", () => {
  it("a private buyer with a parcel locker: the contract's shape, no vat_id, the point code", () => {
    const body = buildOrderBody({
      orderId: "order-1234",
      cartId: "abc",
      customerId: null,
      items: [item],
      personal,
      shipping: { ...EMPTY_SHIPPING, shippingMethod: "inpost_paczkomat", pickupId: "KRA010" },
      consents: { ...NO_CONSENTS, rules: true },
      paymentMethod: "cashondelivery",
      needsShipping: true,
      registerRequestId: null,
      password: null,
    });
    expect(body).toMatchObject({
      order_id: "order-1234",
      user_id: "",
      cart_id: "abc",
      products: [{ sku: "KS-1", qty: 2 }],
      addressInformation: {
        billingAddress: { firstname: "Jan", street: ["ul. Prosta 49", "2"], email: "jan@example.pl", country_id: "PL" },
        shipping_carrier_code: "inpost",
        shipping_method_code: "paczkomat",
        payment_method_code: "cashondelivery",
        shippingExtraFields: { pickup_point_code: "KRA010" },
      },
      checkout: { customer_type: "private", invoice: false, consents: { rules: true } },
    });
    expect((body["addressInformation"] as any).billingAddress).not.toHaveProperty("vat_id");
    expect(body["checkout"]).not.toHaveProperty("create_account");
  });
  it("a company: NIP normalised, invoice on, account asked for; a virtual cart sends no shipping", () => {
    const body = buildOrderBody({
      orderId: "order-5678",
      cartId: null,
      customerId: null,
      items: [item],
      personal: { ...personal, customerType: "company", company: "Kiosk", taxId: "526-158-81-30" },
      shipping: EMPTY_SHIPPING,
      consents: { ...NO_CONSENTS, rules: true },
      paymentMethod: "vue_payu_gateway",
      needsShipping: false,
      registerRequestId: "req-1",
      password: "Kiosk-2026!",
    }) as any;
    expect(body.addressInformation.billingAddress).toMatchObject({ company: "Kiosk", vat_id: "5261588130" });
    expect(body.addressInformation).not.toHaveProperty("shippingAddress");
    expect(body.addressInformation.shipping_carrier_code).toBeNull();
    expect(body.checkout).toMatchObject({ customer_type: "company", invoice: true, register_request_id: "req-1", create_account: { password: "Kiosk-2026!" } });
    expect(body.cart_id).toBe("");
  });
  it("a private person with an invoice and no NIP: invoice asked for, no vat_id, no company data left from the company form", () => {
    const order = (over: Partial<typeof personal>) =>
      buildOrderBody({
        orderId: "order-9012",
        cartId: "abc",
        customerId: null,
        items: [item],
        personal: { ...personal, invoice: true, company: "Stara Firma", regon: "192598184", ...over },
        shipping: { ...EMPTY_SHIPPING, shippingMethod: "flatrate_flatrate" },
        consents: { ...NO_CONSENTS, rules: true },
        paymentMethod: "cashondelivery",
        needsShipping: true,
        registerRequestId: null,
        password: null,
      }) as any;
    const body = order({});
    expect(body.checkout).toMatchObject({ customer_type: "private", invoice: true, regon: null });
    expect(body.addressInformation.billingAddress).not.toHaveProperty("vat_id");
    expect(body.addressInformation.billingAddress).not.toHaveProperty("company");
    expect(order({ taxId: "856 734 62 15" }).addressInformation.billingAddress).toMatchObject({ vat_id: "8567346215" });
  });
});

describe("buildOrderBody: a gift", () => {
  it("sends the gift recipient in the contract's shape (the message only when written); nothing when no line is a gift", () => {
    const base = {
      orderId: "order-gift",
      cartId: "abc",
      customerId: null,
      items: [item],
      personal,
      shipping: EMPTY_SHIPPING,
      consents: { ...NO_CONSENTS, rules: true },
      paymentMethod: "vue_payu_gateway",
      needsShipping: true,
      registerRequestId: null,
      password: null,
    };
    const gift = {
      firstName: " Ala ",
      lastName: "Nowak",
      streetAddress: "ul. Lipowa 3",
      apartmentNumber: "4",
      zipCode: "30-001",
      city: "Kraków",
      message: " Sto lat! ",
    };
    expect((buildOrderBody({ ...base, giftRecipient: gift }) as any).checkout.gift_recipient).toEqual({
      firstname: "Ala",
      lastname: "Nowak",
      street: ["ul. Lipowa 3", "4"],
      city: "Kraków",
      postcode: "30-001",
      country_id: "PL",
      message: "Sto lat!",
    });
    expect((buildOrderBody({ ...base, giftRecipient: { ...gift, message: "  " } }) as any).checkout.gift_recipient).not.toHaveProperty("message");
    expect(buildOrderBody(base)["checkout"]).not.toHaveProperty("gift_recipient");
  });
});

describe("buildOrderBody: payment extras", () => {
  it("sends the online payment's extras as payment_method_additional (none: an empty object)", () => {
    const base = {
      orderId: "order-9",
      cartId: "abc",
      customerId: null,
      items: [item],
      personal,
      shipping: EMPTY_SHIPPING,
      consents: { ...NO_CONSENTS, rules: true },
      needsShipping: false,
      registerRequestId: null,
      password: null,
    };
    const blik = buildOrderBody({
      ...base,
      paymentMethod: "vue_payu_gateway_blik",
      paymentAdditional: { payu_method_type: "BLIK_AUTHORIZATION_CODE", authorization_code: "777123" },
    }) as any;
    expect(blik.addressInformation).toMatchObject({
      payment_method_code: "vue_payu_gateway_blik",
      payment_method_additional: { authorization_code: "777123" },
    });
    expect((buildOrderBody({ ...base, paymentMethod: "cashondelivery" }) as any).addressInformation.payment_method_additional).toEqual({});
  });
});

describe("linesShort", () => {
  it("names lines the stock cannot cover", () => {
    const stock = [
      { sku: "A", qty: 5, is_in_stock: true, manage_stock: true, backorders: 0 },
      { sku: "B", qty: 1, is_in_stock: true, manage_stock: true, backorders: 0 },
      { sku: "C", qty: 0, is_in_stock: true, manage_stock: false },
    ];
    expect(
      linesShort(
        [
          { sku: "A", qty: 2 },
          { sku: "B", qty: 2 },
          { sku: "C", qty: 3 },
          { sku: "D", qty: 1 },
        ],
        stock,
      ),
    ).toEqual(["B", "D"]);
  });
  it("skips pre-orders, sold without stock", () => {
    const stock = [{ sku: "P", qty: -2, is_in_stock: false, manage_stock: true, backorders: 0 }];
    expect(linesShort([{ sku: "P", qty: 1 }], stock)).toEqual(["P"]);
    expect(linesShort([{ sku: "P", qty: 1 }], stock, ["P"])).toEqual([]);
    const preorder = { release_date: "2027-01-24", dispatch_date: "2027-01-25" };
    expect(preorderSkus([{ sku: "P", preorder }, { sku: "Q" }, { sku: "R", preorder, totals: { preorder: null } as never }])).toEqual(["P"]);
  });
});

describe("buildOrderBody: a company abroad in the EU, and analytics", () => {
  const base = {
    orderId: "order-eu-1",
    cartId: null,
    customerId: null,
    items: [item],
    shipping: EMPTY_SHIPPING,
    consents: { ...NO_CONSENTS, rules: true },
    paymentMethod: "vue_payu_gateway",
    needsShipping: false,
    registerRequestId: null,
    password: null,
  };
  const german = { ...personal, country: "DE", zipCode: "10117", city: "Berlin", customerType: "company" as const, company: "Weber GmbH", regon: "123" };

  it("sends the EU VAT number as VIES takes it, no REGON, and the VIES fallback only when chosen", () => {
    const body = buildOrderBody({ ...base, personal: { ...german, taxId: "de 811 569 869" } }) as any;
    expect(body.addressInformation.billingAddress).toMatchObject({ country_id: "DE", company: "Weber GmbH", vat_id: "DE811569869" });
    expect(body.checkout.regon).toBeNull();
    expect(body.checkout).not.toHaveProperty("if_vies_unavailable");
    const fallback = buildOrderBody({ ...base, personal: { ...german, taxId: "DE811569869", viesFallback: true } }) as any;
    expect(fallback.checkout.if_vies_unavailable).toBe("charge_vat");
  });

  it("passes the analytics consent and client id through", () => {
    const body = buildOrderBody({ ...base, personal, analytics: { consent: true, client_id: "1.2" } }) as any;
    expect(body.checkout.analytics).toEqual({ consent: true, client_id: "1.2" });
  });
});
