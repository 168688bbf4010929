/** The PayU stand-in speaks PayU's HTTP protocol (docs/polish-rules.md §1): checked here on the wire, without the client. */
import { Script } from "node:vm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAYU_PATHS } from "./protocol.ts";
import { PAYU_TEST_CARDS, luhnValid, startPayuStandIn, type PayuStandIn } from "./stand-in.ts";

const KEYS = { posId: "300746", clientId: "300746", clientSecret: "client-secret", secondKey: "second-key" };
let standIn: PayuStandIn;
let token: string;
let delivered: { url: string; body: string }[] = [];

async function oauth(body: string, contentType?: string) {
  const res = await fetch(`${standIn.url}${PAYU_PATHS.oauth}`, { method: "POST", headers: contentType ? { "content-type": contentType } : {}, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function api(method: string, path: string, body?: unknown, bearer: string | null = token) {
  const res = await fetch(`${standIn.url}${path}`, {
    method,
    redirect: "manual",
    headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: json as Record<string, any> };
}

let seq = 0;
const orderBody = (over: Record<string, unknown> = {}) => ({
  notifyUrl: "http://shop.test/api/payment/payu/notify",
  continueUrl: "http://shop.test/thank-you-page?order_increment_id=100000001&pay_token=abc",
  customerIp: "127.0.0.1",
  merchantPosId: KEYS.posId,
  description: "Zamówienie 100000001",
  currencyCode: "PLN",
  totalAmount: "4999",
  extOrderId: `stand-in-${++seq}-${Date.now()}`,
  buyer: { email: "anna@example.pl", firstName: "Anna", lastName: "Nowak", language: "pl" },
  products: [{ name: "Wiedza i Życie", unitPrice: "4999", quantity: "1" }],
  ...over,
});

beforeAll(async () => {
  standIn = await startPayuStandIn({ ...KEYS, blikDelayMs: 10, cardDelayMs: 5, retryDelayMs: 5 });
  token = String(
    (
      await oauth(
        new URLSearchParams({ grant_type: "client_credentials", client_id: KEYS.clientId, client_secret: KEYS.clientSecret }).toString(),
        "application/x-www-form-urlencoded",
      )
    ).body.access_token,
  );
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.mode = "normal";
  delivered = [];
  standIn.deliver = async (url, { body }) => {
    delivered.push({ url, body });
    return 200;
  };
});

describe("OAuth", () => {
  const good = new URLSearchParams({ grant_type: "client_credentials", client_id: KEYS.clientId, client_secret: KEYS.clientSecret }).toString();

  it("issues a bearer token for 43 199 s to the POS's client credentials, form-encoded", async () => {
    const res = await oauth(good, "application/x-www-form-urlencoded");
    expect(res).toMatchObject({
      status: 200,
      body: { token_type: "bearer", expires_in: 43199, grant_type: "client_credentials", access_token: expect.any(String) },
    });
  });

  it("answers 401 without the form content type, and to wrong credentials", async () => {
    expect((await oauth(good)).status).toBe(401);
    expect((await oauth(good, "application/json")).status).toBe(401);
    const wrong = new URLSearchParams({ grant_type: "client_credentials", client_id: KEYS.clientId, client_secret: "x" }).toString();
    expect(await oauth(wrong, "application/x-www-form-urlencoded")).toMatchObject({ status: 401, body: { error: "invalid_client" } });
  });

  it("checks the Bearer token on every API call", async () => {
    expect((await api("GET", PAYU_PATHS.payMethods, undefined, null)).status).toBe(401);
    expect((await api("GET", PAYU_PATHS.payMethods, undefined, "made-up")).body).toMatchObject({ status: { statusCode: "UNAUTHORIZED" } });
    expect((await api("GET", PAYU_PATHS.payMethods)).status).toBe(200);
  });
});

describe("order create", () => {
  it("answers 302 with a JSON body and Location (the hosted page), and a Correlation-Id", async () => {
    const res = await api("POST", PAYU_PATHS.orders, orderBody());
    expect(res.status).toBe(302);
    expect(res.body).toMatchObject({
      status: { statusCode: "SUCCESS" },
      orderId: expect.stringMatching(/^[A-Z0-9]{27}$/),
      redirectUri: `${standIn.url}/pay/${res.body.orderId}`,
    });
    expect(res.headers.get("location")).toBe(res.body.redirectUri);
    expect(res.headers.get("correlation-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(["customerIp", "merchantPosId", "description", "currencyCode", "totalAmount", "products"])("without %s: 400 ERROR_VALUE_MISSING", async (field) => {
    const body: Record<string, unknown> = orderBody();
    delete body[field];
    const res = await api("POST", PAYU_PATHS.orders, body);
    expect(res.status).toBe(400);
    expect(res.body.status).toMatchObject({ statusCode: "ERROR_VALUE_MISSING", statusDesc: expect.stringContaining(field) });
  });

  it("another POS is 403 UNAUTHORIZED_REQUEST; bad JSON is 400 ERROR_SYNTAX; a duplicate extOrderId is ERROR_ORDER_NOT_UNIQUE", async () => {
    expect(await api("POST", PAYU_PATHS.orders, orderBody({ merchantPosId: "1" }))).toMatchObject({
      status: 403,
      body: { status: { statusCode: "UNAUTHORIZED_REQUEST" } },
    });
    expect(await api("POST", PAYU_PATHS.orders, '{"customerIp":')).toMatchObject({ status: 400, body: { status: { statusCode: "ERROR_SYNTAX" } } });
    const body = orderBody();
    await api("POST", PAYU_PATHS.orders, body);
    expect(await api("POST", PAYU_PATHS.orders, body)).toMatchObject({ status: 400, body: { status: { statusCode: "ERROR_ORDER_NOT_UNIQUE" } } });
  });

  it("a BLIK code answers 201; a short one 400 INVALID_BLIK_CODE", async () => {
    const ok = await api("POST", PAYU_PATHS.orders, orderBody({ payMethods: { payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: "777123" } } }));
    expect(ok).toMatchObject({ status: 201, body: { status: { statusCode: "SUCCESS" }, orderId: expect.any(String) } });
    const bad = await api("POST", PAYU_PATHS.orders, orderBody({ payMethods: { payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: "77712" } } }));
    expect(bad).toMatchObject({ status: 400, body: { status: { statusCode: "ERROR_VALUE_INVALID", codeLiteral: "INVALID_BLIK_CODE" } } });
    await standIn.settled();
  });
});

describe("retrieve and pay methods on the wire", () => {
  it("retrieve: amounts as strings, PAYMENT_ID once there is a payment; unknown is 404 DATA_NOT_FOUND", async () => {
    const created = await api("POST", PAYU_PATHS.orders, orderBody({ payMethods: { payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: "777001" } } }));
    await standIn.settled();
    const res = await api("GET", PAYU_PATHS.order(created.body.orderId));
    expect(res.body).toMatchObject({
      orders: [{ orderId: created.body.orderId, totalAmount: "4999", currencyCode: "PLN", status: "COMPLETED", merchantPosId: KEYS.posId }],
      status: { statusCode: "SUCCESS" },
      properties: [{ name: "PAYMENT_ID", value: expect.stringMatching(/^\d+$/) }],
    });
    expect(await api("GET", PAYU_PATHS.order("NOPE"))).toMatchObject({ status: 404, body: { status: { statusCode: "DATA_NOT_FOUND" } } });
  });

  it("pay methods: payByLinks with value, name, brandImageUrl, status", async () => {
    const res = await api("GET", PAYU_PATHS.payMethods);
    expect(res.body.payByLinks.length).toBeGreaterThan(15);
    expect(res.body.payByLinks[0]).toEqual({
      value: "blik",
      name: "BLIK",
      brandImageUrl: expect.any(String),
      status: "ENABLED",
      minAmount: 1,
      maxAmount: 99999999,
    });
  });
});

describe("misbehaving on purpose", () => {
  it("down: 503 SERVICE_NOT_AVAILABLE; malformed: broken JSON; each call counted", async () => {
    const before = standIn.calls;
    standIn.mode = "down";
    expect(await api("GET", PAYU_PATHS.payMethods)).toMatchObject({ status: 503, body: { status: { statusCode: "SERVICE_NOT_AVAILABLE" } } });
    standIn.mode = "malformed";
    const malformed = await api("GET", PAYU_PATHS.payMethods);
    expect(malformed.status).toBe(200);
    expect(malformed.body).toBeUndefined();
    expect(standIn.calls).toBe(before + 2);
  });
});

describe("the hosted payment page", () => {
  async function newOrder(over: Record<string, unknown> = {}) {
    const res = await api("POST", PAYU_PATHS.orders, orderBody(over));
    return res.body.orderId as string;
  }
  const page = (orderId: string) => fetch(`${standIn.url}/pay/${orderId}`).then(async (r) => ({ status: r.status, html: await r.text() }));
  const submit = (orderId: string, fields: Record<string, string>) =>
    fetch(`${standIn.url}/pay/${orderId}`, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

  it("shows the order, its amount in PLN, the banks as labelled radio buttons, Zapłać and Anuluj; a visit makes the order PENDING", async () => {
    const orderId = await newOrder();
    const { status, html } = await page(orderId);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain("Zamówienie 100000001");
    expect(html).toMatch(/49,99\s*zł/);
    expect(html).toMatch(/<legend>[^<]+<\/legend>/);
    expect(html).toMatch(/<label><input type="radio" name="method" value="m" required> <span>mTransfer<\/span><\/label>/);
    expect(html).not.toContain('value="ps"');
    expect(html).toMatch(/<button type="submit" class="primary" name="action" value="pay">Zapłać/);
    expect(html).toMatch(/<button [^>]*value="cancel" formnovalidate>Anuluj<\/button>/);
    expect(standIn.orders.get(orderId)!.status).toBe("PENDING");
    await standIn.settled();
    expect(delivered.map((d) => JSON.parse(d.body).order.status)).toEqual(["PENDING", "PENDING"]);
  });

  it("Zapłać completes the order with the chosen bank and returns the buyer to continueUrl", async () => {
    const orderId = await newOrder();
    await page(orderId);
    expect((await submit(orderId, { action: "pay" })).status).toBe(400);
    const res = await submit(orderId, { action: "pay", method: "m" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("http://shop.test/thank-you-page?order_increment_id=100000001&pay_token=abc");
    expect(standIn.orders.get(orderId)).toMatchObject({ status: "COMPLETED", payMethod: { type: "PBL", value: "m" } });
    expect((await page(orderId)).html).toContain("Płatność przyjęta");
    await standIn.settled();
    expect(delivered.map((d) => JSON.parse(d.body).order.status)).toEqual(["PENDING", "PENDING", "COMPLETED", "COMPLETED", "PENDING"]);
  });

  it("Anuluj cancels and returns the buyer with error=501", async () => {
    const orderId = await newOrder({ payMethods: { payMethod: { type: "PBL", value: "p" } } });
    const { html } = await page(orderId);
    expect(html).toContain("Metoda płatności: <strong>Płacę z iPKO</strong>");
    expect(html).not.toContain('type="radio"');
    const res = await submit(orderId, { action: "cancel" });
    expect(res.headers.get("location")).toBe("http://shop.test/thank-you-page?order_increment_id=100000001&pay_token=abc&error=501");
    expect(standIn.orders.get(orderId)).toMatchObject({ status: "CANCELED", reason: "cancelled by the buyer" });
  });

  it("an unknown order is 404", async () => {
    expect((await page("NOPE")).status).toBe(404);
  });
});

describe("the card widget", () => {
  it("serves the SDK facade, pointing at the stand-in's own origin, as valid JavaScript", async () => {
    const res = await fetch(`${standIn.url}/javascript/sdk`);
    expect(res.headers.get("content-type")).toMatch(/^application\/javascript/);
    const js = await res.text();
    expect(js).toContain(`var ORIGIN = "${standIn.url}"`);
    expect(js).toContain("window.PayU = PayU");
    expect(js).toContain("e.origin !== ORIGIN");
    expect(() => new Script(js)).not.toThrow();
  });

  it("serves the card form: Polish labels for number, expiry and CVV, and a script that checks the parent's origin", async () => {
    const html = await fetch(`${standIn.url}/front/card-form?posId=${KEYS.posId}&lang=pl&origin=http%3A%2F%2Flocalhost%3A3000&id=x`).then((r) => r.text());
    expect(html).toContain('<html lang="pl">');
    for (const id of ["number", "date", "cvv"]) expect(html).toContain(`<label for="${id}"`);
    expect(html).toContain('"Numer karty"');
    expect(html).toContain("max-width:420px");
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(script).toContain("e.origin !== parentOrigin");
    expect(() => new Script(script)).not.toThrow();
  });

  it("the test cards pass the Luhn check", () => {
    for (const card of PAYU_TEST_CARDS) expect(luhnValid(card.number), card.number).toBe(true);
  });
});

describe("test controls", () => {
  it("setStatus moves an order and notifies; an unknown order throws; settled() is immediate when idle", async () => {
    const created = await api("POST", PAYU_PATHS.orders, orderBody());
    standIn.setStatus(created.body.orderId, "WAITING_FOR_CONFIRMATION");
    await standIn.settled();
    expect(delivered.map((d) => JSON.parse(d.body).order.status)).toEqual(["WAITING_FOR_CONFIRMATION", "WAITING_FOR_CONFIRMATION"]);
    expect(delivered[0]!.url).toBe("http://shop.test/api/payment/payu/notify");
    expect(() => standIn.setStatus("NOPE", "COMPLETED")).toThrow();
    await standIn.settled();
  });
});
