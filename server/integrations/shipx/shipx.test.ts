/**
 * The ShipX client against its stand-in (protocol.ts): the bearer token and the organisation are checked, a request
 * ShipX would refuse is answered in ShipX's error shape with details per field, a shipment is created without a
 * tracking number and confirmed with one a moment later, its label is a PDF only once confirmed, and an outage or a
 * broken answer is ServiceUnavailableError.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServiceUnavailableError } from "../http.ts";
import { ShipxClient } from "./client.ts";
import type { ShipxShipmentRequest } from "./protocol.ts";
import { startShipxStandIn, type ShipxStandIn } from "./stand-in.ts";

let standIn: ShipxStandIn;
const client = (o: { token?: string; org?: string; timeoutMs?: number } = {}) =>
  new ShipxClient({ baseUrl: standIn.url, token: o.token ?? "test-token", organizationId: o.org ?? "777", timeoutMs: o.timeoutMs ?? 2000 });

const receiver = { first_name: "Anna", last_name: "Nowak", name: "Anna Nowak", email: "anna@example.pl", phone: "600200300" };
const locker: ShipxShipmentRequest = {
  receiver,
  parcels: [{ template: "small" }],
  service: "inpost_locker_standard",
  reference: "Zamówienie 000000001",
  custom_attributes: { target_point: "KRA010", sending_method: "dispatch_order" },
};
const courier: ShipxShipmentRequest = {
  receiver: { ...receiver, address: { street: "ul. Krótka", building_number: "7", city: "Gdańsk", post_code: "80-001", country_code: "PL" } },
  parcels: [{ dimensions: { length: "380", width: "640", height: "80", unit: "mm" }, weight: { amount: "25", unit: "kg" } }],
  service: "inpost_courier_standard",
  cod: { amount: "45.99", currency: "PLN" },
};

beforeAll(async () => {
  standIn = await startShipxStandIn({ token: "test-token", organizationId: "777", confirmAfterMs: 1000 });
});
afterAll(async () => standIn?.close());

describe("ShipX client and stand-in", () => {
  it("refuses a wrong token (401 token_invalid) and another organisation (403 access_forbidden)", async () => {
    expect(await client({ token: "wrong" }).create(locker)).toMatchObject({ ok: false, status: 401, error: "token_invalid" });
    expect(await client({ org: "778" }).create(locker)).toMatchObject({ ok: false, status: 403, error: "access_forbidden" });
    expect(await client({ token: "wrong" }).shipment("1")).toMatchObject({ ok: false, status: 401 });
  });

  it("answers ShipX's validation errors per field", async () => {
    const bad = await client().create({ ...locker, receiver: { ...receiver, phone: "12" }, custom_attributes: { target_point: "NOPE01" } });
    expect(bad).toMatchObject({
      ok: false,
      status: 400,
      error: "validation_failed",
      details: { receiver: [{ phone: ["invalid"] }], custom_attributes: [{ target_point: ["does_not_exist"] }] },
    });
    const noAddress = await client().create({ ...courier, receiver });
    expect(noAddress).toMatchObject({ ok: false, error: "validation_failed", details: { receiver: [{ address: ["required"] }] } });
    const badPostcode = await client().create({ ...courier, receiver: { ...courier.receiver, address: { ...courier.receiver.address!, post_code: "80001" } } });
    expect(badPostcode).toMatchObject({ ok: false, details: { receiver: [{ address: [{ post_code: ["invalid"] }] }] } });
  });

  it("creates a locker shipment without a tracking number; it is confirmed with one later; the label is a PDF once confirmed", async () => {
    const created = await client().create(locker);
    if (!created.ok) throw new Error(created.message);
    expect(created.value).toMatchObject({ status: "created", tracking_number: null, service: "inpost_locker_standard" });
    const id = String(created.value.id);
    expect(await client().label(id)).toMatchObject({ ok: false, status: 400, error: "invalid_action" });
    await new Promise((r) => setTimeout(r, 1100));
    const confirmed = await client().shipment(id);
    expect(confirmed).toMatchObject({ ok: true, value: { status: "confirmed", tracking_number: expect.stringMatching(/^\d{24}$/) } });
    const label = await client().label(id);
    if (!label.ok) throw new Error(label.message);
    expect(label.value.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(label.value.toString("latin1")).toContain(confirmed.ok ? confirmed.value.tracking_number : "");
    expect(label.value.toString("latin1")).toMatch(/startxref\n\d+\n%%EOF\n$/);
    expect(standIn.shipments.at(-1)?.request).toEqual(locker);
  });

  it("creates a courier shipment with cash on delivery; an unknown shipment is 404 resource_not_found", async () => {
    const created = await client().create(courier);
    expect(created).toMatchObject({ ok: true, value: { service: "inpost_courier_standard", status: "created" } });
    expect(await client().shipment("999")).toMatchObject({ ok: false, status: 404, error: "resource_not_found" });
  });

  it("an outage, a hang and a broken answer are ServiceUnavailableError", async () => {
    try {
      standIn.mode = "down";
      await expect(client().create(locker)).rejects.toMatchObject({ reason: "http-502" });
      standIn.mode = "hang";
      await expect(client({ timeoutMs: 200 }).shipment("1")).rejects.toBeInstanceOf(ServiceUnavailableError);
      standIn.mode = "malformed";
      await expect(client().create(locker)).rejects.toMatchObject({ reason: "malformed" });
    } finally {
      standIn.mode = "normal";
    }
  });
});
