import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { ACCOUNT_ENV, address, asCustomer, login, register, uniqueEmail } from "../../test/customers.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp(ACCOUNT_ENV);
});
afterAll(async () => t?.close());

async function customerWithAddress() {
  const who = await register(t.app, { addresses: [address] });
  const { token } = await login(t.app, who);
  const profile = (await asCustomer(t.app, token, { url: "/api/user/me" })).json().result;
  return { ...who, token, profile };
}
const save = (token: string, customer: object) => asCustomer(t.app, token, { method: "POST", url: "/api/user/me", payload: { customer } });

describe("GET /api/user/me", () => {
  it("answers the profile in the contract's shape", async () => {
    const a = await customerWithAddress();
    expect(Object.keys(a.profile).sort()).toEqual(
      [
        "addresses",
        "created_at",
        "default_billing",
        "default_shipping",
        "email",
        "extension_attributes",
        "firstname",
        "group_id",
        "id",
        "lastname",
        "store_id",
        "updated_at",
        "website_id",
      ].sort(),
    );
    expect(a.profile.addresses[0]).toMatchObject({
      customer_id: a.id,
      street: ["ul. Długa 5", "m. 3"],
      region: { region_code: null, region: null, region_id: null },
      default_billing: false,
    });
  });

  it("refuses a valid token of a disabled customer or of an older token version (401), in its one query", async () => {
    const a = await customerWithAddress();
    await t.db.query("UPDATE customers SET is_active = false WHERE id = $1", [a.id]);
    expect((await asCustomer(t.app, a.token, { url: "/api/user/me" })).statusCode).toBe(401);
    await t.db.query("UPDATE customers SET is_active = true, token_version = token_version + 1 WHERE id = $1", [a.id]);
    const stale = await asCustomer(t.app, a.token, { url: "/api/user/me" });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().result.error).toBe("UNAUTHORIZED");
    expect((await t.app.inject({ url: "/api/user/me" })).statusCode).toBe(401);
  });
});

describe("POST /api/user/me", () => {
  it("changes names, e-mail and the address book (update, add, delete, defaults)", async () => {
    const a = await customerWithAddress();
    const kept = a.profile.addresses[0];
    const newEmail = uniqueEmail("nowy");
    const res = await save(a.token, {
      email: newEmail.toUpperCase(),
      firstname: "Janina",
      lastname: "Kowalska",
      addresses: [
        { ...kept, city: "Warszawa", postcode: "00-950", default_billing: true },
        { ...address, street: ["ul. Krótka 1"], company: "Kiosk sp. z o.o.", vat_id: "5260250274", default_shipping: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().result;
    expect(p).toMatchObject({ email: newEmail, firstname: "Janina", lastname: "Kowalska" });
    expect(p.addresses).toHaveLength(2);
    expect(p.addresses[0]).toMatchObject({ id: kept.id, city: "Warszawa", default_billing: true });
    expect(p.addresses[1]).toMatchObject({ street: ["ul. Krótka 1", ""], vat_id: "5260250274", default_shipping: true });
    expect(p.default_billing).toBe(kept.id);
    expect(p.default_shipping).toBe(p.addresses[1].id);
    // Without `addresses` the book stays; an empty list clears it.
    expect((await save(a.token, { email: newEmail, firstname: "J", lastname: "K" })).json().result.addresses).toHaveLength(2);
    expect((await save(a.token, { email: newEmail, firstname: "J", lastname: "K", addresses: [] })).json().result.addresses).toHaveLength(0);
  });

  it("refuses keys other than firstname, lastname, email and addresses", async () => {
    const a = await customerWithAddress();
    for (const extra of [{ group_id: 4 }, { id: 1 }, { password_hash: "x" }]) {
      const res = await save(a.token, { email: a.email, firstname: "A", lastname: "B", ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().result.error).toBe("VALIDATION_FAILED");
    }
    const top = await asCustomer(t.app, a.token, {
      method: "POST",
      url: "/api/user/me",
      payload: { customer: { email: a.email, firstname: "A", lastname: "B" }, group_id: 2 },
    });
    expect(top.statusCode).toBe(400);
    const stored = await t.db.query<{ group_id: number }>("SELECT group_id FROM customers WHERE id = $1", [a.id]);
    expect(stored[0]!.group_id).toBe(1);
  });

  it("validates Polish postcodes and phones", async () => {
    const a = await customerWithAddress();
    for (const bad of [{ postcode: "0095" }, { telephone: "12345" }]) {
      const res = await save(a.token, { email: a.email, firstname: "A", lastname: "B", addresses: [{ ...address, ...bad }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().result.error).toBe("VALIDATION_FAILED");
    }
  });

  it("refuses an e-mail another customer has, and a disposable one", async () => {
    const a = await customerWithAddress();
    const b = await register(t.app);
    const taken = await save(a.token, { email: b.email, firstname: "A", lastname: "B" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().result.error).toBe("EMAIL_TAKEN");
    const temp = await save(a.token, { email: "ktos@10minutemail.com", firstname: "A", lastname: "B" });
    expect(temp.json().result.error).toBe("EMAIL_DOMAIN_REFUSED");
  });
});

describe("one customer cannot reach another's data", () => {
  it("cannot change or take over another customer's address (403), and nothing is written", async () => {
    const a = await customerWithAddress();
    const b = await customerWithAddress();
    const theirs = b.profile.addresses[0];
    const attempts = [
      [{ ...theirs, city: "Przejęte" }],
      [{ ...address, id: theirs.id }],
      [{ ...address, customer_id: b.id }],
      [{ ...a.profile.addresses[0], customer_id: b.id }],
    ];
    for (const addresses of attempts) {
      const res = await save(a.token, { email: a.email, firstname: "A", lastname: "B", addresses });
      expect(res.statusCode).toBe(403);
      expect(res.json().result).toEqual({ error: "FORBIDDEN", message: "Provided invalid address.id or address.customer_id" });
    }
    const bNow = (await asCustomer(t.app, b.token, { url: "/api/user/me" })).json().result;
    expect(bNow.addresses).toEqual(b.profile.addresses);
    const aNow = (await asCustomer(t.app, a.token, { url: "/api/user/me" })).json().result;
    expect(aNow.firstname).toBe("Jan");
  });

  it("sees only their own profile and orders; no token gets 401", async () => {
    const a = await customerWithAddress();
    const b = await customerWithAddress();
    expect((await asCustomer(t.app, a.token, { url: "/api/user/me" })).json().result.id).toBe(a.id);
    expect((await asCustomer(t.app, b.token, { url: "/api/user/me" })).json().result.id).toBe(b.id);
    for (const opts of [
      { url: "/api/user/me" },
      { method: "POST" as const, url: "/api/user/me", payload: { customer: { email: a.email, firstname: "X", lastname: "Y" } } },
      { url: "/api/user/order-history" },
      { method: "POST" as const, url: "/api/user/change-password", payload: { currentPassword: a.password, newPassword: "Nowe-haslo-2" } },
    ]) {
      const res = await t.app.inject(opts);
      expect(res.statusCode, opts.url).toBe(401);
      expect(res.json().result.error).toBe("UNAUTHORIZED");
    }
  });
});

describe("GET /api/user/order-history", () => {
  it("answers an empty page in the search-result shape with the paging asked for", async () => {
    const a = await customerWithAddress();
    const first = await asCustomer(t.app, a.token, { url: "/api/user/order-history" });
    expect(first.json()).toEqual({ code: 200, result: { items: [], search_criteria: { page_size: 20, current_page: 1 }, total_count: 0 } });
    const third = await t.app.inject(`/api/user/order-history?token=${a.token}&pageSize=5&currentPage=3`);
    expect(third.json().result.search_criteria).toEqual({ page_size: 5, current_page: 3 });
    for (const q of ["pageSize=0", "pageSize=101", "currentPage=0", "pageSize=abc"]) {
      const res = await t.app.inject(`/api/user/order-history?token=${a.token}&${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});
