/** The ShipX request made from an order (shipments.ts): the service's fields, the phone as 9 digits, the courier's address, cash on delivery. */
import { describe, expect, it } from "vitest";
import { serviceFor, shipxRequest } from "./shipments.ts";

const order = {
  id: 1,
  increment_id: "000000123",
  status: "processing",
  customer_email: "anna@example.pl",
  customer_firstname: "Anna",
  customer_lastname: "Nowak",
  shipping_carrier_code: "flatrate",
  payment_method_code: "cashondelivery",
  grand_total: 5998,
  gift_card_amount: 1000,
  pickup_point: null,
  shipping_address: {
    firstname: "Jan",
    lastname: "Kowal",
    company: "Kowal sp. z o.o.",
    street: ["ul. Długa 5/3"],
    city: "Kraków",
    postcode: "30-001",
    country_id: "PL",
    telephone: "+48 600 200 300",
  },
  billing_address: { telephone: "600100100" },
};

describe("shipxRequest", () => {
  it("a courier parcel: the address split into street and building number, the phone as 9 digits, cash on delivery of the amount due", () => {
    const r = shipxRequest(order, "inpost_courier_standard", "medium", null);
    expect(r.receiver).toMatchObject({
      first_name: "Jan",
      last_name: "Kowal",
      company_name: "Kowal sp. z o.o.",
      phone: "600200300",
      address: { street: "ul. Długa", building_number: "5/3", city: "Kraków", post_code: "30-001", country_code: "PL" },
    });
    expect(r.parcels).toEqual([{ dimensions: { length: "380", width: "640", height: "190", unit: "mm" }, weight: { amount: "25", unit: "kg" } }]);
    expect(r.cod).toEqual({ amount: "49.98", currency: "PLN" });
    expect(r.reference).toBe("Zamówienie 000000123");
  });

  it("a locker parcel: the template and the target point; no cash on delivery for a paid order", () => {
    const r = shipxRequest({ ...order, payment_method_code: "vue_payu_gateway_blik" }, "inpost_locker_standard", "small", "KRA010");
    expect(r).toMatchObject({ service: "inpost_locker_standard", parcels: [{ template: "small" }], custom_attributes: { target_point: "KRA010" } });
    expect(r.cod).toBeUndefined();
    expect(r.receiver.address).toBeUndefined();
  });

  it("InPost delivers the locker and courier methods only", () => {
    expect([serviceFor("inpost"), serviceFor("flatrate"), serviceFor("orlen"), serviceFor(null)]).toEqual([
      "inpost_locker_standard",
      "inpost_courier_standard",
      null,
      null,
    ]);
  });
});
