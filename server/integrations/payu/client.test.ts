/** The real PayU client against the stand-in, over HTTP: the stand-in speaks PayU's protocol (docs/polish-rules.md §1). */
import { createServer, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config.ts";
import { PayuClient, payuClientFromConfig } from "./client.ts";
import { signatureHeader } from "./protocol.ts";
import { startPayuStandIn, tokenizeTestCard, type PayuStandIn } from "./stand-in.ts";
import { PayuUnavailable, type PayuCreateOrder, type PayuNotification } from "./types.ts";

const KEYS = { posId: "300746", clientId: "300746", clientSecret: "client-secret", secondKey: "second-key" };
let standIn: PayuStandIn;
let client: PayuClient;
/** Only for "PayU hangs": every other call gets a time limit no loaded machine reaches. */
let impatient: PayuClient;
/** What the shop's notify endpoint got: the raw body, its signature, and the client's verdict. */
let received: { body: string; header: string; notification: PayuNotification | null }[] = [];

const clientFor = (url: string, extra: Partial<ConstructorParameters<typeof PayuClient>[0]> = {}) =>
  new PayuClient({ baseUrl: url, ...KEYS, timeoutMs: 10_000, ...extra });

beforeAll(async () => {
  standIn = await startPayuStandIn({ ...KEYS, blikDelayMs: 15, cardDelayMs: 5, retryDelayMs: 5 });
  client = clientFor(`${standIn.url}/`);
  impatient = clientFor(standIn.url, { timeoutMs: 300 });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.mode = "normal";
  standIn.signatureAlgorithm = "MD5";
  received = [];
  standIn.deliver = async (_url, { headers, body }) => {
    const header = headers["openpayu-signature"]!;
    received.push({ body, header, notification: client.verifyNotification(Buffer.from(body), header) });
    return 200;
  };
});

let seq = 0;
function order(over: Partial<PayuCreateOrder> = {}): PayuCreateOrder {
  seq++;
  return {
    extOrderId: `100000${seq}-1-${Date.now()}`,
    customerIp: "127.0.0.1",
    description: `Zamówienie 100000${seq}`,
    totalAmount: 4999,
    currencyCode: "PLN",
    products: [{ name: "Wiedza i Życie 12/2026", unitPrice: 4999, quantity: 1 }],
    buyer: { email: "jan.kowalski@example.pl", firstName: "Jan", lastName: "Kowalski", language: "pl" },
    notifyUrl: "http://shop.test/api/payment/payu/notify",
    continueUrl: `http://shop.test/thank-you-page?order_increment_id=100000${seq}&pay_token=t`,
    validityTime: 3600,
    ...over,
  };
}

async function created(o: PayuCreateOrder) {
  const result = await client.createOrder(o);
  if (result.kind !== "created") throw new Error(`expected created, got ${JSON.stringify(result)}`);
  return result;
}

/** The order statuses the shop was told, in arrival order. */
const toldStatuses = (orderId: string) =>
  received.flatMap((r) => (r.notification?.kind === "order" && r.notification.orderId === orderId ? [r.notification.status] : []));

const card = (number: string, type: "SINGLE" | "MULTI" = "SINGLE") =>
  tokenizeTestCard(standIn.url, { posId: KEYS.posId, number, type }).then((a) => {
    if (a.status !== "SUCCESS") throw new Error(JSON.stringify(a));
    return a.body;
  });

describe("OAuth", () => {
  it("asks for one token for many calls, concurrent ones included", async () => {
    const fresh = clientFor(standIn.url);
    const before = standIn.tokenRequests;
    await Promise.all(Array.from({ length: 8 }, () => fresh.payMethods()));
    await fresh.payMethods();
    expect(standIn.tokenRequests).toBe(before + 1);
  });

  it("asks again once a token PayU refuses (401), and the call succeeds", async () => {
    const fresh = clientFor(standIn.url);
    await fresh.payMethods();
    const before = standIn.tokenRequests;
    standIn.expireTokens();
    expect((await fresh.payMethods()).length).toBeGreaterThan(10);
    expect(standIn.tokenRequests).toBe(before + 1);
  });

  it("asks again 60 s before expires_in (43 199 s)", async () => {
    let now = 1_000_000;
    const fresh = clientFor(standIn.url, { now: () => now });
    await fresh.payMethods();
    const before = standIn.tokenRequests;
    now += (43_199 - 61) * 1000;
    await fresh.payMethods();
    expect(standIn.tokenRequests).toBe(before);
    now += 2000;
    await fresh.payMethods();
    expect(standIn.tokenRequests).toBe(before + 1);
  });

  it("wrong client credentials are an outage of the configuration: PayuUnavailable, logged with the correlation id", async () => {
    const warn = vi.fn();
    const wrong = clientFor(standIn.url, { clientSecret: "nope", log: { warn } });
    const err = await wrong.payMethods().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PayuUnavailable);
    expect((err as PayuUnavailable).correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ payu: "oauth", httpStatus: 401, correlationId: (err as PayuUnavailable).correlationId }),
      expect.any(String),
    );
  });
});

describe("pay methods", () => {
  it("lists the POS's methods with limits and status", async () => {
    const methods = await client.payMethods("pl");
    const values = methods.map((m) => m.value);
    expect(values).toEqual(expect.arrayContaining(["blik", "c", "ap", "jp", "dpt", "m", "p", "g", "o", "wm", "ab", "as"]));
    expect(methods.find((m) => m.value === "dpt")).toMatchObject({ minAmount: 1000, maxAmount: 300000, status: "ENABLED" });
    expect(methods.find((m) => m.value === "m")).toMatchObject({ name: "mTransfer", minAmount: null, brandImageUrl: `${standIn.url}/logos/m.svg` });
    const logo = await fetch(`${standIn.url}/logos/m.svg`);
    expect(logo.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await logo.text()).toContain("mTransfer");
    expect(methods.filter((m) => m.status === "DISABLED")).toHaveLength(1);
  });
});

describe("create order", () => {
  it("pay-by-link answers a redirect to the hosted page, which the client does not follow", async () => {
    const result = await client.createOrder(order({ payMethod: { type: "PBL", value: "m" } }));
    expect(result).toMatchObject({ kind: "redirect", redirectUri: expect.stringMatching(new RegExp(`^${standIn.url}/pay/[A-Z0-9]{27}$`)) });
    if (result.kind !== "redirect") return;
    // Following the 302 would have opened the hosted page, and a visit moves the order to PENDING.
    expect(standIn.orders.get(result.orderId)).toMatchObject({ status: "NEW", payMethod: { type: "PBL", value: "m" } });
    expect(await client.retrieveOrder(result.orderId)).toMatchObject({
      orderId: result.orderId,
      status: "NEW",
      totalAmount: 4999,
      currencyCode: "PLN",
      payMethodType: "PBL",
    });
  });

  it("without a method it is PayU's own picker (redirect), and the wire carries amounts as strings", async () => {
    const o = order({ totalAmount: 12345, products: [{ name: "Prenumerata", unitPrice: 12345, quantity: 1, virtual: true }] });
    const result = await client.createOrder(o);
    expect(result.kind).toBe("redirect");
    const kept = standIn.findOrder(o.extOrderId)!;
    expect(kept).toMatchObject({
      totalAmount: 12345,
      products: [{ name: "Prenumerata", unitPrice: "12345", quantity: "1" }],
      payMethod: null,
      recurring: null,
    });
  });

  it.each([
    ["777123", "COMPLETED", "accepted"],
    ["777000", "COMPLETED", "accepted"],
    ["200201", "COMPLETED", "accepted, token registered"],
    ["500500", "CANCELED", "declined"],
    ["700701", "CANCELED", "expired"],
    ["700702", "CANCELED", "cancelled"],
    ["700703", "CANCELED", "used"],
    ["123456", "CANCELED", "unknown code"],
  ])("BLIK %s: 201, PENDING, then %s (%s)", async (code, status, reason) => {
    const result = await created(order({ payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: code } }));
    expect(result.cardToken).toBeNull();
    expect(standIn.orders.get(result.orderId)!.status).toBe("PENDING");
    await standIn.settled();
    expect(standIn.orders.get(result.orderId)).toMatchObject({ status, reason });
    expect((await client.retrieveOrder(result.orderId))!.status).toBe(status);
    const told = toldStatuses(result.orderId);
    expect(told.slice(0, 4)).toEqual(["PENDING", "PENDING", status, status]);
  });

  it.each(["12345", "1234567", "12a456", ""])("BLIK code %j is refused: ERROR_VALUE_INVALID / INVALID_BLIK_CODE", async (code) => {
    const o = order({ payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: code } });
    expect(await client.createOrder(o)).toMatchObject({ kind: "refused", statusCode: "ERROR_VALUE_INVALID", codeLiteral: "INVALID_BLIK_CODE" });
    expect(standIn.findOrder(o.extOrderId)).toBeUndefined();
  });

  it("refuses a second order with the same extOrderId (ERROR_ORDER_NOT_UNIQUE), a 0.0.0.0 buyer and another POS", async () => {
    const o = order();
    await client.createOrder(o);
    expect(await client.createOrder(o)).toMatchObject({ kind: "refused", statusCode: "ERROR_ORDER_NOT_UNIQUE" });
    expect(await client.createOrder(order({ customerIp: "0.0.0.0" }))).toMatchObject({ kind: "refused", statusCode: "ERROR_VALUE_INVALID" });
    const otherPos = clientFor(standIn.url, { posId: "999999" });
    expect(await otherPos.createOrder(order())).toMatchObject({ kind: "refused", statusCode: "UNAUTHORIZED_REQUEST" });
  });

  it("refuses pay later outside its amount limits and a disabled bank", async () => {
    expect(await client.createOrder(order({ totalAmount: 500, payMethod: { type: "PBL", value: "dpt" } }))).toMatchObject({ kind: "refused" });
    expect(await client.createOrder(order({ payMethod: { type: "PBL", value: "ps" } }))).toMatchObject({ kind: "refused", statusCode: "ERROR_VALUE_INVALID" });
    expect(await client.createOrder(order({ totalAmount: 5000, payMethod: { type: "PBL", value: "dpt" } }))).toMatchObject({ kind: "redirect" });
  });
});

describe("cards", () => {
  it("a tokenised Visa pays with 201 and completes by notification; the single-use token cannot pay twice", async () => {
    const { token, mask } = await card("4444333322221111");
    expect(token).toMatch(/^TOK_/);
    expect(mask).toBe("444433******1111");
    const result = await created(order({ payMethod: { type: "CARD_TOKEN", value: token } }));
    expect(result.cardToken).toBeNull();
    await standIn.settled();
    expect(standIn.orders.get(result.orderId)!.status).toBe("COMPLETED");
    expect(toldStatuses(result.orderId)).toContain("COMPLETED");
    expect(await client.createOrder(order({ payMethod: { type: "CARD_TOKEN", value: token } }))).toMatchObject({
      kind: "refused",
      statusCode: "ERROR_VALUE_INVALID",
    });
    expect(await client.createOrder(order({ payMethod: { type: "CARD_TOKEN", value: "TOK_MADEUP" } }))).toMatchObject({ kind: "refused" });
  });

  it("recurring FIRST with a MULTI token gives the reusable TOKC_ and its mask; STANDARD then charges it", async () => {
    const { token } = await card("5434021016824014", "MULTI");
    const first = await created(order({ payMethod: { type: "CARD_TOKEN", value: token }, recurring: "FIRST" }));
    expect(first.cardToken).toEqual({ value: expect.stringMatching(/^TOKC_/), mask: "543402******4014" });
    expect(standIn.orders.get(first.orderId)!.recurring).toBe("FIRST");
    await standIn.settled();
    const later = await created(order({ payMethod: { type: "CARD_TOKEN", value: first.cardToken!.value }, recurring: "STANDARD" }));
    await standIn.settled();
    expect(standIn.orders.get(later.orderId)).toMatchObject({ status: "COMPLETED", recurring: "STANDARD" });
  });

  it("STANDARD is refused for a token whose FIRST payment did not complete (declined card), and for an unknown token", async () => {
    const { token } = await card("4000300011112220", "MULTI");
    const first = await created(order({ payMethod: { type: "CARD_TOKEN", value: token }, recurring: "FIRST" }));
    const refusedEarly = await client.createOrder(order({ payMethod: { type: "CARD_TOKEN", value: first.cardToken!.value }, recurring: "STANDARD" }));
    expect(refusedEarly).toMatchObject({ kind: "refused", statusCode: "ERROR_VALUE_INVALID", message: expect.stringMatching(/non-verified first Payment/) });
    await standIn.settled();
    expect(standIn.orders.get(first.orderId)).toMatchObject({ status: "CANCELED", reason: "declined" });
    const refused = await client.createOrder(order({ payMethod: { type: "CARD_TOKEN", value: first.cardToken!.value }, recurring: "STANDARD" }));
    expect(refused).toMatchObject({ kind: "refused", message: expect.stringMatching(/non-verified first Payment/) });
    expect(await client.createOrder(order({ payMethod: { type: "CARD_TOKEN", value: "TOKC_UNKNOWN" }, recurring: "STANDARD" }))).toMatchObject({
      kind: "refused",
    });
  });

  it("recurring is sent only with a card token", async () => {
    const o = order({ payMethod: { type: "PBL", value: "m" }, recurring: "FIRST" });
    expect((await client.createOrder(o)).kind).toBe("redirect");
    expect(standIn.findOrder(o.extOrderId)!.recurring).toBeNull();
  });

  it.each([
    ["approve", "COMPLETED", ""],
    ["reject", "CANCELED", "error=501"],
  ])("3-D Secure: WARNING_CONTINUE_3DS is a redirect; %s on the bank's page → %s, back to continueUrl", async (decision, status, query) => {
    const { token } = await card("4012001037141112", "MULTI");
    const o = order({ payMethod: { type: "CARD_TOKEN", value: token }, recurring: "FIRST" });
    const result = await client.createOrder(o);
    expect(result).toMatchObject({ kind: "redirect", redirectUri: expect.stringContaining("/3ds/"), cardToken: { value: expect.stringMatching(/^TOKC_/) } });
    if (result.kind !== "redirect") return;
    const page = await fetch(result.redirectUri).then((r) => r.text());
    expect(page).toContain("Zatwierdź");
    const back = await fetch(result.redirectUri, { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toContain(o.continueUrl);
    expect(back.headers.get("location")!.includes("error=501")).toBe(query !== "");
    await standIn.settled();
    expect(toldStatuses(result.orderId)).toContain(status);
  });

  it.each([
    ["4444333322221112", "error.validation.card.number"],
    ["4111111111111111", "error.validation.card.unsupported"],
  ])("the token endpoint refuses %s (%s)", async (number, code) => {
    expect(await tokenizeTestCard(standIn.url, { posId: KEYS.posId, number })).toMatchObject({ status: "ERROR", error: { messages: [{ code }] } });
  });

  it("the token endpoint checks the expiry, the CVV and the POS", async () => {
    const visa = { posId: KEYS.posId, number: "4444333322221111" };
    expect(await tokenizeTestCard(standIn.url, { ...visa, expirationMonth: "01", expirationYear: "2020" })).toMatchObject({
      error: { messages: [{ source: "date" }] },
    });
    expect(await tokenizeTestCard(standIn.url, { ...visa, expirationMonth: "13" })).toMatchObject({ error: { messages: [{ source: "date" }] } });
    expect(await tokenizeTestCard(standIn.url, { ...visa, cvv: "12" })).toMatchObject({ error: { messages: [{ source: "cvv" }] } });
    expect(await tokenizeTestCard(standIn.url, { ...visa, posId: "1" })).toMatchObject({ status: "ERROR", error: { messages: [{ type: "technical" }] } });
  });
});

describe("retrieve, cancel, refund", () => {
  it("retrieve: null for an order PayU does not know", async () => {
    expect(await client.retrieveOrder("NOSUCHORDER261123GUEST000P01")).toBeNull();
  });

  it("cancel: a live order is cancelled (and notified); a completed or unknown one is refused", async () => {
    const redirect = await client.createOrder(order({ payMethod: { type: "PBL", value: "g" } }));
    expect(await client.cancelOrder(redirect.kind === "redirect" ? redirect.orderId : "")).toBe(true);
    await standIn.settled();
    const id = redirect.kind === "redirect" ? redirect.orderId : "";
    expect(standIn.orders.get(id)).toMatchObject({ status: "CANCELED", reason: "cancelled by the merchant" });
    expect(toldStatuses(id)).toEqual(["CANCELED", "CANCELED"]);
    const paid = await created(order({ payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: "777111" } }));
    await standIn.settled();
    expect(await client.cancelOrder(paid.orderId)).toBe(false);
    expect(standIn.orders.get(paid.orderId)!.status).toBe("COMPLETED");
    expect(await client.cancelOrder("NOSUCHORDER261123GUEST000P01")).toBe(false);
  });

  it("refund: part, then the rest, then nothing is left; each refund is notified FINALIZED", async () => {
    const paid = await created(order({ totalAmount: 4999, payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: "777222" } }));
    await standIn.settled();
    const part = await client.refund(paid.orderId, 1000, "Zwrot za jeden numer");
    expect(part).toMatchObject({ refundId: expect.stringMatching(/^\d+$/), amount: 1000, currencyCode: "PLN", status: "PENDING" });
    expect(await client.refund(paid.orderId, 4000, "Za dużo")).toEqual({ refused: "AMOUNT_TO_BIG" });
    const rest = await client.refund(paid.orderId, null, "Zwrot reszty");
    expect(rest).toMatchObject({ amount: 3999 });
    expect(await client.refund(paid.orderId, null, "Jeszcze raz")).toEqual({ refused: "PAID" });
    await standIn.settled();
    const refunds = received.flatMap((r) => (r.notification?.kind === "refund" && r.notification.orderId === paid.orderId ? [r.notification] : []));
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([
      [1000, "FINALIZED"],
      [1000, "FINALIZED"],
      [3999, "FINALIZED"],
      [3999, "FINALIZED"],
    ]);
    expect(refunds[0]).toMatchObject({
      extOrderId: standIn.orders.get(paid.orderId)!.extOrderId,
      refundId: (part as { refundId: string }).refundId,
      currencyCode: "PLN",
    });
  });

  it("refund: only a completed payment", async () => {
    const pending = await client.createOrder(order());
    expect(await client.refund(pending.kind === "redirect" ? pending.orderId : "", null, "Zwrot")).toEqual({ refused: "TRANS_NOT_ENDED" });
  });
});

describe("notifications", () => {
  it("are signed with the second key (MD5 by default, SHA-256 on request) and verified by the client", async () => {
    const md5 = await created(order({ payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: "777333" } }));
    await standIn.settled();
    standIn.signatureAlgorithm = "SHA-256";
    const sha = await created(order({ payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: "777444" } }));
    await standIn.settled();
    const of = (id: string) => received.filter((r) => r.notification?.kind === "order" && r.notification.orderId === id);
    expect(of(md5.orderId).every((r) => /;algorithm=MD5;/.test(r.header))).toBe(true);
    expect(of(sha.orderId).every((r) => /;algorithm=SHA-256;/.test(r.header))).toBe(true);
    expect(received.every((r) => r.notification !== null)).toBe(true);
    const completed = of(sha.orderId).find((r) => r.notification?.kind === "order" && r.notification.status === "COMPLETED")!;
    expect(completed.notification).toMatchObject({
      kind: "order",
      extOrderId: standIn.orders.get(sha.orderId)!.extOrderId,
      totalAmount: 4999,
      currencyCode: "PLN",
      payMethodType: "BLIK_AUTHORIZATION_CODE",
      paymentId: expect.stringMatching(/^\d+$/),
    });
    const body = JSON.parse(completed.body);
    expect(body).toMatchObject({
      order: {
        merchantPosId: KEYS.posId,
        totalAmount: "4999",
        customerIp: "127.0.0.1",
        notifyUrl: expect.any(String),
        buyer: { email: "jan.kowalski@example.pl" },
        products: [{ unitPrice: "4999" }],
      },
      localReceiptDateTime: expect.any(String),
      properties: [{ name: "PAYMENT_ID" }],
    });
  });

  it("a forged or unsigned notification is refused", async () => {
    const paid = await created(order({ payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: "777555" } }));
    await standIn.settled();
    const pending = received.find((r) => r.notification?.kind === "order" && r.notification.orderId === paid.orderId)!;
    const forged = pending.body.replace('"status":"PENDING"', '"status":"COMPLETED"');
    expect(forged).not.toBe(pending.body);
    expect(client.verifyNotification(forged, pending.header)).toBeNull();
    expect(client.verifyNotification(forged, signatureHeader(forged, "guessed-key"))).toBeNull();
    expect(client.verifyNotification(forged, undefined)).toBeNull();
    expect(client.verifyNotification(forged, signatureHeader(forged, KEYS.secondKey, "SHA-256"))).toMatchObject({ status: "COMPLETED" });
    expect(client.verifyNotification("not json", signatureHeader("not json", KEYS.secondKey))).toBeNull();
    expect(client.verifyNotification("{}", signatureHeader("{}", KEYS.secondKey))).toBeNull();
  });

  it("come twice each, and an earlier PENDING comes again after COMPLETED (out of order)", async () => {
    const paid = await created(order({ payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: "777666" } }));
    await standIn.settled();
    expect(toldStatuses(paid.orderId)).toEqual(["PENDING", "PENDING", "COMPLETED", "COMPLETED", "PENDING"]);
    expect(standIn.notifications.filter((n) => n.orderId === paid.orderId).map((n) => n.replay)).toEqual([false, false, false, false, true]);
  });

  it("are retried at once and then with backoff while the shop does not answer 200", async () => {
    let answers = [500, 0, 200];
    standIn.deliver = async () => {
      const status = answers.shift() ?? 200;
      if (status === 0) throw new Error("connection refused");
      return status;
    };
    const paid = await created(order({ payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: "500500" } }));
    await standIn.settled();
    const first = standIn.notifications.find((n) => n.orderId === paid.orderId)!;
    expect(first).toMatchObject({ answers: [500, 0, 200], delivered: true });
    answers = [503, 503, 503, 503, 503, 503, 503, 503, 503, 503];
    standIn.setStatus(paid.orderId, "WAITING_FOR_CONFIRMATION");
    await standIn.settled();
    const last = standIn.notifications.filter((n) => n.orderId === paid.orderId).at(-1)!;
    expect(last).toMatchObject({ status: "WAITING_FOR_CONFIRMATION", delivered: false, answers: [503, 503, 503, 503] });
  });

  it("go by HTTP POST to notifyUrl by default, as PayU sends them", async () => {
    const got: { headers: IncomingMessage["headers"]; body: string }[] = [];
    let refuseFirst = true;
    const shop = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => {
        body += c.toString("utf8");
      });
      req.on("end", () => {
        got.push({ headers: req.headers, body });
        res.statusCode = refuseFirst ? 500 : 200;
        refuseFirst = false;
        res.end();
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
    const own = await startPayuStandIn({ ...KEYS, blikDelayMs: 5, retryDelayMs: 5, notificationRepeats: 1, outOfOrder: false });
    try {
      const ownClient = clientFor(own.url);
      const notifyUrl = `http://127.0.0.1:${(shop.address() as { port: number }).port}/api/payment/payu/notify`;
      await ownClient.createOrder(order({ notifyUrl, payMethod: { type: "BLIK_AUTHORIZATION_CODE", value: "777777" } }));
      await own.settled();
      expect(got.map((g) => JSON.parse(g.body).order.status)).toEqual(["PENDING", "PENDING", "COMPLETED"]);
      expect(got[0]!.headers["content-type"]).toMatch(/^application\/json/);
      expect(got.every((g) => ownClient.verifyNotification(g.body, g.headers["openpayu-signature"] as string) !== null)).toBe(true);
    } finally {
      await own.close();
      await new Promise((r) => shop.close(r));
    }
  });
});

describe("PayU unavailable", () => {
  it.each(["down", "malformed"] as const)("%s → PayuUnavailable with the correlation id, logged", async (mode) => {
    const warn = vi.fn();
    const logged = clientFor(standIn.url, { log: { warn } });
    await logged.payMethods();
    standIn.mode = mode;
    for (const call of [
      () => logged.createOrder(order()),
      () => logged.retrieveOrder("X"),
      () => logged.cancelOrder("X"),
      () => logged.refund("X", null, "r"),
      () => logged.payMethods(),
    ]) {
      const err = await call().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PayuUnavailable);
      expect((err as PayuUnavailable).correlationId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
      expect.stringContaining("PayU unavailable"),
    );
  });

  it("hang → PayuUnavailable (timeout), no correlation id", async () => {
    standIn.mode = "hang";
    const err = await impatient.createOrder(order()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PayuUnavailable);
    expect((err as PayuUnavailable).message).toMatch(/timeout/);
    expect((err as PayuUnavailable).correlationId).toBeNull();
  });

  it("a PayU that does not listen → PayuUnavailable (network)", async () => {
    const closed = await startPayuStandIn(KEYS);
    await closed.close();
    await expect(clientFor(closed.url).payMethods()).rejects.toThrow(/network/);
  });

  it.each([429, 500, 502])("HTTP %i → PayuUnavailable", async (status) => {
    const fake = clientFor("http://payu.invalid", {
      fetch: async (url) =>
        url.includes("oauth")
          ? Response.json({ access_token: "t", token_type: "bearer", expires_in: 43199 })
          : new Response("<html>busy</html>", { status, headers: { "Correlation-Id": "c-1" } }),
    });
    await expect(fake.createOrder(order())).rejects.toMatchObject({ name: "PayuUnavailable", correlationId: "c-1" });
  });
});

describe("configuration", () => {
  it("the SDK URL is the PayU host's /javascript/sdk", () => {
    expect(clientFor("https://secure.payu.com").sdkUrl).toBe("https://secure.payu.com/javascript/sdk");
    expect(clientFor("https://secure.snd.payu.com/").sdkUrl).toBe("https://secure.snd.payu.com/javascript/sdk");
    expect(client.sdkUrl).toBe(`${standIn.url}/javascript/sdk`);
  });

  it("payuClientFromConfig takes the PAYU_* keys", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      PAYU_URL: standIn.url,
      PAYU_POS_ID: KEYS.posId,
      PAYU_CLIENT_ID: KEYS.clientId,
      PAYU_CLIENT_SECRET: KEYS.clientSecret,
      PAYU_SECOND_KEY: KEYS.secondKey,
    });
    const fromConfig = payuClientFromConfig(config);
    expect(fromConfig.posId).toBe(KEYS.posId);
    expect((await fromConfig.payMethods()).length).toBeGreaterThan(10);
    expect(() => payuClientFromConfig(loadConfig({ NODE_ENV: "test" }))).toThrow(/PAYU_URL/);
  });
});
