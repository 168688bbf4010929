/** The download API: grants made once on payment, listed for their owner, signed links, files with Range, limits, refunds, samples. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payTestApp, type PayContext, type Res } from "../payment/test-support.ts";
import { buyAndPay, buyer, DOWNLOAD_ENV, pickEbook, until, type Buyer } from "./test-support.ts";
import { signLink } from "./link-token.ts";
import { waitForMail } from "../../test/customers.ts";

let c: PayContext;
let anna: Buyer;
let bob: Buyer;
let ebook: { id: number; sku: string; name: string };
let order: { orderId: number; orderNumber: string };

beforeAll(async () => {
  c = await payTestApp(DOWNLOAD_ENV);
  ebook = await pickEbook(c.t.db);
  [anna, bob] = [await buyer(c.t.app), await buyer(c.t.app)];
  order = await buyAndPay(c, anna, ebook.sku);
});
afterAll(async () => c?.close());

const api = (method: "GET" | "POST", url: string, token?: string, headers: Record<string, string> = {}) =>
  c.t.app.inject({
    method,
    url,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === "POST" ? { payload: {} } : {}),
  });
const json = async (p: ReturnType<typeof api>): Promise<Res> => {
  const r = await p;
  return { status: r.statusCode, body: r.json(), headers: r.headers };
};
const grantsOf = (orderId: number) =>
  c.t.db.query<{ id: number; format: string; status: string; downloads_used: number; downloads_allowed: number | null; customer_id: number }>(
    "SELECT id, format, status, downloads_used, downloads_allowed, customer_id FROM download_grants WHERE order_id = $1 ORDER BY id",
    [orderId],
  );
const epubGrant = async (orderId = order.orderId) => (await grantsOf(orderId)).find((g) => g.format === "epub")!;
const linkFor = async (grantId: number, who: Buyer) => json(api("POST", `/api/download/${grantId}/link`, who.token));
const setLimit = (grantId: number, allowed: number | null, used = 0) =>
  c.t.db.query("UPDATE download_grants SET downloads_allowed = $2, downloads_used = $3 WHERE id = $1", [grantId, allowed, used]);

describe("grants", () => {
  it("paying the order grants its files once: fulfilling again, or twice at once, adds nothing", async () => {
    const links = await c.t.db.query<{ id: number }>("SELECT id FROM downloadable_links WHERE product_id = $1", [ebook.id]);
    const first = await grantsOf(order.orderId);
    expect(first).toHaveLength(links.length);
    expect(first.every((g) => g.customer_id === anna.id && g.status === "available")).toBe(true);
    const { downloads } = c.t.app.services;
    expect(await downloads.fulfilOrder(order.orderId)).toBe(0);
    expect(await Promise.all([downloads.fulfilOrder(order.orderId), downloads.fulfilOrder(order.orderId), downloads.fulfilRecent()])).toEqual([0, 0, 0]);
    expect(await grantsOf(order.orderId)).toEqual(first);
  });

  it("concurrent first fulfilment from two callers grants once; the backstop grants a paid order the hook missed", async () => {
    const o = await buyAndPay(c, anna, ebook.sku);
    await c.t.db.query("DELETE FROM download_grants WHERE order_id = $1", [o.orderId]);
    const { downloads } = c.t.app.services;
    const made = await Promise.all([downloads.fulfilOrder(o.orderId), downloads.fulfilOrder(o.orderId)]);
    expect(made.reduce((a, b) => a + b, 0)).toBe((await grantsOf(o.orderId)).length);
    await c.t.db.query("DELETE FROM download_grants WHERE order_id = $1", [o.orderId]);
    expect(await downloads.fulfilRecent()).toBeGreaterThan(0);
    expect((await grantsOf(o.orderId)).length).toBeGreaterThan(0);
  });

  it("an unpaid order grants nothing", async () => {
    const body = (await import("../payment/test-support.ts")).orderBody({
      sku: ebook.sku,
      payment: "vue_payu_gateway",
      additional: { payu_method: "m", payu_method_type: "PBL" },
      email: bob.email,
      virtual: true,
    });
    const res = await c.api.post("/api/order", body, bob.token);
    expect(res.status).toBe(200);
    expect(await c.t.app.services.downloads.fulfilOrder(res.body.result.backendOrderId)).toBe(0);
  });
});

describe("mail", () => {
  it("the confirmation and the payment mails of an order with an e-book link to /my-account/download", async () => {
    for (const subject of [/potwierdzenie zamówienia/, /otrzymaliśmy płatność/]) {
      const mail = await waitForMail(c.t.app, anna.email, subject);
      expect(mail.text).toContain(`${c.t.config.PUBLIC_URL}/my-account/download`);
      expect(mail.html).toContain(`href="${c.t.config.PUBLIC_URL}/my-account/download"`);
    }
  });
});

describe("GET /api/download/products", () => {
  it("lists the customer's own files with the order number, status and downloads left; nobody else's", async () => {
    const mine = await json(api("GET", "/api/download/products", anna.token));
    expect(mine.status).toBe(200);
    const item = mine.body.result.items.find((i: { order_id: string; format: string }) => i.order_id === order.orderNumber && i.format === "epub");
    expect(item).toMatchObject({ title: ebook.name, sku: ebook.sku, status: "available", link: `/api/download/${item.id}/link` });
    expect(item.downloads_left === "Unlimited" || typeof item.downloads_left === "number").toBe(true);
    const theirs = await json(api("GET", "/api/download/products", bob.token));
    expect(theirs.body.result.items.filter((i: { order_id: string }) => i.order_id === order.orderNumber)).toEqual([]);
    expect((await json(api("GET", "/api/download/products"))).status).toBe(401);
  });

  it("shows no limit as Unlimited", async () => {
    const g = await epubGrant();
    await setLimit(g.id, null);
    const items = (await json(api("GET", "/api/download/products", anna.token))).body.result.items;
    expect(items.find((i: { id: number }) => i.id === g.id).downloads_left).toBe("Unlimited");
  });
});

describe("links and files", () => {
  it("a link downloads the EPUB as an attachment with an ETag, and counts one download", async () => {
    const g = await epubGrant();
    await setLimit(g.id, 5);
    const link = await linkFor(g.id, anna);
    expect(link.status).toBe(200);
    expect(link.body.result.url).toMatch(/^\/api\/download\/file\/\d+\.\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const file = await api("GET", link.body.result.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/epub+zip");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename=".+\.epub"$/);
    expect(file.headers["accept-ranges"]).toBe("bytes");
    expect(file.headers.etag).toMatch(/^".+"$/);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect(file.rawPayload.subarray(30, 38).toString()).toBe("mimetype");
    expect(file.rawPayload.toString("latin1")).toContain(order.orderNumber); // the copy's mark
    expect((await epubGrant()).downloads_used).toBe(1);
  });

  it("Range: 206 with the asked bytes (the first range counts, a later one does not), 416 past the end", async () => {
    const g = await epubGrant();
    await setLimit(g.id, 5);
    const url = (await linkFor(g.id, anna)).body.result.url;
    const whole = (await api("GET", url)).rawPayload;
    const first = await api("GET", url, undefined, { range: "bytes=0-99" });
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-99/${whole.length}`);
    expect(first.rawPayload).toEqual(whole.subarray(0, 100));
    const rest = await api("GET", url, undefined, { range: "bytes=100-" });
    expect(rest.statusCode).toBe(206);
    expect(Buffer.concat([first.rawPayload, rest.rawPayload])).toEqual(whole);
    expect((await epubGrant()).downloads_used).toBe(2); // the whole file, then the first range
    const head = await c.t.app.inject({ method: "HEAD", url });
    expect([head.statusCode, head.headers["accept-ranges"], head.payload]).toEqual([200, "bytes", ""]);
    const past = await api("GET", url, undefined, { range: `bytes=${whole.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${whole.length}`);
    expect((await epubGrant()).downloads_used).toBe(2);
  });

  it("another customer's grant: 404 on the link and on a file link made for them", async () => {
    const g = await epubGrant();
    const r = await linkFor(g.id, bob);
    expect(r.status).toBe(404);
    expect(r.body.result.error).toBe("DOWNLOAD_NOT_FOUND");
    // a genuine signature naming Bob on Anna's grant still finds nothing
    const forged = signLink(c.t.config.AUTH_SECRET, { grantId: g.id, customerId: bob.id, expires: Math.floor(Date.now() / 1000) + 60 });
    const file = await json(api("GET", `/api/download/file/${forged}`));
    expect([file.status, file.body.result.error]).toEqual([404, "DOWNLOAD_NOT_FOUND"]);
    expect((await json(api("POST", `/api/download/${g.id}/link`))).status).toBe(401);
  });

  it("a signed-out token (its version revoked) is 401 on the link", async () => {
    const carol = await buyer(c.t.app);
    const o = await buyAndPay(c, carol, ebook.sku);
    const g = await epubGrant(o.orderId);
    expect((await linkFor(g.id, carol)).status).toBe(200);
    await c.t.db.query("UPDATE customers SET token_version = token_version + 1 WHERE id = $1", [carol.id]);
    const r = await linkFor(g.id, carol);
    expect([r.status, r.body.result.error]).toEqual([401, "UNAUTHORIZED"]);
  });

  it("a tampered token is 404, an expired one 410", async () => {
    const g = await epubGrant();
    const url: string = (await linkFor(g.id, anna)).body.result.url;
    const token = url.split("/").pop()!;
    const [grant, customer, expires, sig] = token.split(".");
    for (const bad of [
      `${grant}.${customer}.${Number(expires) + 600}.${sig}`,
      `${Number(grant) + 1}.${customer}.${expires}.${sig}`,
      `${token.slice(0, -2)}AA`,
      "x",
    ]) {
      const r = await json(api("GET", `/api/download/file/${bad}`));
      expect([r.status, r.body.result.error], bad).toEqual([404, "DOWNLOAD_NOT_FOUND"]);
    }
    const old = signLink(c.t.config.AUTH_SECRET, { grantId: g.id, customerId: anna.id, expires: Math.floor(Date.now() / 1000) - 1 });
    const r = await json(api("GET", `/api/download/file/${old}`));
    expect([r.status, r.body.result.error]).toEqual([410, "DOWNLOAD_LINK_EXPIRED"]);
  });

  it("the limit: refused once used up, on the link and on the file; concurrent downloads at the limit never pass it", async () => {
    const g = await epubGrant();
    await setLimit(g.id, 3, 0);
    const url = (await linkFor(g.id, anna)).body.result.url;
    const answers = await Promise.all(Array.from({ length: 10 }, () => api("GET", url)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 403).every((a) => a.json().result.error === "DOWNLOAD_LIMIT_REACHED")).toBe(true);
    expect((await epubGrant()).downloads_used).toBe(3);
    const link = await linkFor(g.id, anna);
    expect([link.status, link.body.result.error]).toEqual([403, "DOWNLOAD_LIMIT_REACHED"]);
    const items = (await json(api("GET", "/api/download/products", anna.token))).body.result.items;
    expect(items.find((i: { id: number }) => i.id === g.id)).toMatchObject({ downloads_left: 0, status: "expired" });
    await setLimit(g.id, 5, 0);
  });

  it("a part refund keeps the order's grants: the e-book stays the buyer's", async () => {
    const o = await buyAndPay(c, anna, ebook.sku);
    const g = await epubGrant(o.orderId);
    const part = await c.t.app.services.payments.refund(o.orderId, 100, "rabat za opóźnienie");
    expect(part.ok, JSON.stringify(part)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect((await grantsOf(o.orderId)).every((x) => x.status !== "revoked")).toBe(true);
    expect((await linkFor(g.id, anna)).status).toBe(200);
  });

  it("the whole refund revokes the order's grants: no link, no file, not listed", async () => {
    const o = await buyAndPay(c, anna, ebook.sku);
    const g = await epubGrant(o.orderId);
    const url = (await linkFor(g.id, anna)).body.result.url;
    const refunded = await c.t.app.services.payments.refund(o.orderId, null, "test");
    expect(refunded.ok, JSON.stringify(refunded)).toBe(true);
    // the refund's event runs after its commit
    await until(async () => (await grantsOf(o.orderId)).every((x) => x.status === "revoked"), "the grants revoked");
    expect((await linkFor(g.id, anna)).status).toBe(404);
    expect((await json(api("GET", url))).status).toBe(404);
    const items = (await json(api("GET", "/api/download/products", anna.token))).body.result.items;
    expect(items.some((i: { id: number }) => i.id === g.id)).toBe(false);
  });
});

describe("GET /samples/:file", () => {
  it("serves the product's sample to everyone, marked Fragment, with Range and cache headers", async () => {
    const [link] = await c.t.db.query<{ sample_url: string }>("SELECT sample_url FROM downloadable_links WHERE product_id = $1 AND file_format = 'epub'", [
      ebook.id,
    ]);
    const res = await c.t.app.inject(link!.sample_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/epub+zip");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.rawPayload.toString("latin1")).toContain("Fragment");
    const part = await c.t.app.inject({ url: link!.sample_url, headers: { range: "bytes=0-1" } });
    expect([part.statusCode, part.payload]).toEqual([206, "PK"]);
    expect((await c.t.app.inject("/samples/zz-000000-fragment.epub")).statusCode).toBe(404);
    expect((await c.t.app.inject("/samples/..%2Fsecret")).statusCode).toBe(404);
  });
});
