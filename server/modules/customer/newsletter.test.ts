/** The newsletter: double opt-in, proof of who asks (status, unsubscribe), the consent record, the welcome coupon. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_CONSENT_VERSION } from "../../../domain/newsletter.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { ACCOUNT_ENV, asCustomer, login, register, uniqueEmail, waitForMail } from "../../test/customers.ts";
import type { CaughtMail } from "../../integrations/mail/catcher.ts";
import { pickProduct } from "../cart/test-support.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ ...ACCOUNT_ENV, ORDER_ATTEMPTS_PER_IP: "100000" });
});
afterAll(async () => t?.close());

const URL = "/api/ext/mailchimp-subscribe/subscribe";
let ipCount = 0;
/** Each request from its own address, so the per-IP limit is tested only where it is meant to be. */
const freshIp = () => `198.51.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;
const subscribe = (email: string, ip = freshIp()) => t.app.inject({ method: "POST", url: URL, payload: { email }, remoteAddress: ip });
const statusAs = (token: string, email: string) => asCustomer(t.app, token, { url: `${URL}?email=${encodeURIComponent(email)}` });
const statusWith = (unsubscribeToken: string, email: string) =>
  t.app.inject(`${URL}?email=${encodeURIComponent(email)}&unsubscribe_token=${encodeURIComponent(unsubscribeToken)}`);
const confirm = (token: string) => t.app.inject({ method: "POST", url: "/api/ext/mailchimp-subscribe/confirm", payload: { token } });

/** The token of the `nth` confirmation link mailed to `email` (waiting for it: mail goes out after the answer). */
async function confirmationToken(email: string, nth = 1): Promise<string> {
  await t.app.services.mail.drain();
  const mails = ((await t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json().result as CaughtMail[]).filter((m) =>
    /potwierdź zapis/.test(m.subject),
  );
  expect(mails).toHaveLength(nth);
  return new globalThis.URL(/https?:\/\/\S+\/newsletter\/potwierdz\?token=\S+/.exec(mails[0]!.text)![0]).searchParams.get("token")!;
}

/** Subscribes and confirms; the welcome mail's coupon code and unsubscribe token. */
async function subscribed(email: string): Promise<{ coupon: string | null; unsubscribeToken: string; mail: Awaited<ReturnType<typeof waitForMail>> }> {
  expect((await subscribe(email)).json()).toEqual({ code: 200, result: true });
  expect((await confirm(await confirmationToken(email))).json()).toEqual({ code: 200, result: true });
  const mail = await waitForMail(t.app, email, /witamy/);
  const link = /https?:\/\/\S+\/newsletter\/wypisz\?token=(\S+)/.exec(mail.text)!;
  return { coupon: /NEWS10-[A-Z0-9]+/.exec(mail.text)?.[0] ?? null, unsubscribeToken: new globalThis.URL(link[0]).searchParams.get("token")!, mail };
}

const consents = async (email: string) =>
  t.db.query<{ event: string; source: string; consent_version: string; ip: string | null }>(
    "SELECT event, source, consent_version, ip FROM newsletter_consents WHERE email = $1 ORDER BY id",
    [email],
  );
const isSubscriber = async (email: string) => (await t.db.query("SELECT 1 FROM newsletter_subscribers WHERE email = $1", [email])).length > 0;

describe("double opt-in", () => {
  it("subscribes only when the mailed link is opened, records the consent, and mails the coupon with the unsubscribe link and headers", async () => {
    const email = uniqueEmail("czytelnik");
    expect((await subscribe(email.toUpperCase())).json()).toEqual({ code: 200, result: true });
    const token = await confirmationToken(email);
    expect(await isSubscriber(email)).toBe(false);
    expect((await confirm(token)).json()).toEqual({ code: 200, result: true });
    expect(await isSubscriber(email)).toBe(true);
    // the link works once
    expect((await confirm(token)).json().result.error).toBe("NEWSLETTER_LINK_INVALID");
    const mail = await waitForMail(t.app, email, /witamy/);
    expect(mail.text).toMatch(/NEWS10-[A-Z0-9]{10}/);
    expect(mail.text).toMatch(/\/newsletter\/wypisz\?token=/);
    expect(mail.listUnsubscribe).toMatch(/^<http:\/\/\S+\/api\/ext\/mailchimp-subscribe\/unsubscribe\?token=\S+>$/);
    expect(mail.listUnsubscribePost).toBe("List-Unsubscribe=One-Click");
    const record = await consents(email);
    expect(record.map((r) => [r.event, r.source, r.consent_version])).toEqual([
      ["requested", "popup", NEWSLETTER_CONSENT_VERSION],
      ["confirmed", "popup", NEWSLETTER_CONSENT_VERSION],
    ]);
    expect(record[0]!.ip).toMatch(/^198\.51\./);
  });

  it("answers the same for a subscribed address, and gives its coupon only once ever", async () => {
    const email = uniqueEmail("dwa-razy");
    const first = await subscribed(email);
    expect(first.coupon).not.toBeNull();
    const again = await subscribe(email);
    expect(again.json()).toEqual({ code: 200, result: true });
    // unsubscribe, subscribe again: subscribed, but no second coupon
    expect((await t.app.inject({ method: "DELETE", url: URL, payload: { email, unsubscribe_token: first.unsubscribeToken } })).json().result).toBe(true);
    await subscribe(email);
    expect((await confirm(await confirmationToken(email, 3))).statusCode).toBe(200);
    const second = await waitForMail(t.app, email, /witamy ponownie/);
    expect(second.text).not.toMatch(/NEWS10-/);
    expect(await isSubscriber(email)).toBe(true);
  });

  it("refuses unknown links, temporary and malformed addresses, and too many requests from one IP", async () => {
    expect((await confirm("nie-ma-takiego")).json().result.error).toBe("NEWSLETTER_LINK_INVALID");
    const temp = await subscribe("ktos@guerrillamail.com");
    expect(temp.statusCode).toBe(400);
    expect(temp.json().result).toMatchObject({ error: "EMAIL_DOMAIN_REFUSED", details: { reason: "disposable" } });
    for (const res of [await subscribe("nie-email"), await t.app.inject(`${URL}?email=zle`)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().result.error).toBe("VALIDATION_FAILED");
    }
    const ip = "203.0.113.77";
    for (let i = 0; i < 5; i++) expect((await subscribe(uniqueEmail("zmiana"), ip)).statusCode).toBe(200);
    const sixth = await subscribe(uniqueEmail("zmiana"), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().result).toMatchObject({ error: "NEWSLETTER_TOO_MANY_CHANGES" });
  });

  it("mails one address at most three confirmation links an hour, answering the same", async () => {
    const email = uniqueEmail("zalewany");
    for (let i = 0; i < 5; i++) expect((await subscribe(email)).json()).toEqual({ code: 200, result: true });
    await t.app.services.mail.drain();
    const mails = (await t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json().result as unknown[];
    expect(mails).toHaveLength(3);
  });
});

describe("another person's subscription", () => {
  it("is neither shown nor changed without proof, to a guest, to another customer, or with another address's token", async () => {
    const victim = uniqueEmail("ofiara");
    const { unsubscribeToken } = await subscribed(victim);
    // a guest with no proof
    const guestStatus = await t.app.inject(`${URL}?email=${encodeURIComponent(victim)}`);
    expect(guestStatus.statusCode).toBe(401);
    const guestDelete = await t.app.inject({ method: "DELETE", url: URL, payload: { email: victim } });
    expect(guestDelete.statusCode).toBe(401);
    // a signed-in customer asking about someone else: the same refusal whether that address is subscribed or not
    const other = await register(t.app);
    const { token } = await login(t.app, other);
    const aboutVictim = await statusAs(token, victim);
    const aboutNobody = await statusAs(token, uniqueEmail("nikt"));
    expect(aboutVictim.statusCode).toBe(403);
    expect(aboutVictim.json()).toEqual(aboutNobody.json());
    const del = await asCustomer(t.app, token, { method: "DELETE", url: URL, payload: { email: victim } });
    expect(del.statusCode).toBe(403);
    // the victim's token names the victim's address only; a forged one is nothing
    const mine = uniqueEmail("moj");
    expect((await statusWith(unsubscribeToken, mine)).json().result.error).toBe("NEWSLETTER_LINK_INVALID");
    expect((await t.app.inject({ method: "DELETE", url: URL, payload: { email: mine, unsubscribe_token: unsubscribeToken } })).statusCode).toBe(400);
    const [a, b] = unsubscribeToken.split(".");
    const forged = `${Buffer.from(mine).toString("base64url")}.${b}.${unsubscribeToken.split(".")[2]}`;
    expect((await statusWith(forged, mine)).json().result.error).toBe("NEWSLETTER_LINK_INVALID");
    expect((await statusWith(`${a}.${b}.xyz`, victim)).json().result.error).toBe("NEWSLETTER_LINK_INVALID");
    expect(await isSubscriber(victim)).toBe(true);
    expect((await statusWith(unsubscribeToken, victim)).json()).toEqual({ code: 200, result: "subscribed" });
  });

  it("one-click unsubscribes with the mail's link, records the withdrawal, and the link dies with its subscription", async () => {
    const email = uniqueEmail("jeden-klik");
    const { mail, unsubscribeToken } = await subscribed(email);
    const oneClick = new globalThis.URL(mail.listUnsubscribe!.slice(1, -1));
    const res = await t.app.inject({
      method: "POST",
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.json()).toEqual({ code: 200, result: true });
    expect(await isSubscriber(email)).toBe(false);
    expect((await statusWith(unsubscribeToken, email)).json()).toEqual({ code: 200, result: "unsubscribed" });
    expect((await consents(email)).map((r) => [r.event, r.source])).toContainEqual(["withdrawn", "link"]);
    // subscribed again: the old link no longer reads or ends the new subscription
    await subscribe(email);
    expect((await confirm(await confirmationToken(email, 2))).statusCode).toBe(200);
    expect((await statusWith(unsubscribeToken, email)).json().result.error).toBe("NEWSLETTER_LINK_INVALID");
    await t.app.inject({ method: "POST", url: `${oneClick.pathname}${oneClick.search}`, payload: {} });
    expect(await isSubscriber(email)).toBe(true);
  });
});

describe("a customer's own subscription", () => {
  it("is what is_subscribed shows, follows an e-mail change, and the customer ends it in the account", async () => {
    const who = await register(t.app);
    const { token } = await login(t.app, who);
    const me = async () => (await asCustomer(t.app, token, { url: "/api/user/me" })).json().result;
    expect((await me()).extension_attributes.is_subscribed).toBe(false);
    expect((await statusAs(token, who.email)).json()).toEqual({ code: 200, result: "unsubscribed" });
    await asCustomer(t.app, token, { method: "POST", url: URL, payload: { email: who.email, source: "account" } });
    expect((await confirm(await confirmationToken(who.email))).statusCode).toBe(200);
    expect((await me()).extension_attributes.is_subscribed).toBe(true);
    const moved = uniqueEmail("przeniesiony");
    const saved = await asCustomer(t.app, token, {
      method: "POST",
      url: "/api/user/me",
      payload: { customer: { email: moved, firstname: "Jan", lastname: "K" } },
    });
    expect(saved.json().result.extension_attributes.is_subscribed).toBe(true);
    expect((await statusAs(token, moved)).json()).toEqual({ code: 200, result: "subscribed" });
    expect((await statusAs(token, who.email)).statusCode).toBe(403);
    expect((await asCustomer(t.app, token, { method: "DELETE", url: URL, payload: { email: moved } })).json()).toEqual({ code: 200, result: true });
    expect((await me()).extension_attributes.is_subscribed).toBe(false);
    expect((await consents(who.email)).map((r) => r.source)).toEqual(["account", "account"]);
    expect((await consents(moved)).map((r) => [r.event, r.source])).toEqual([["withdrawn", "account"]]);
  });
});

describe("the welcome coupon", () => {
  const post = async (url: string, payload: unknown = {}) => {
    const res = await t.app.inject({ method: "POST", url, payload: payload as object });
    return { status: res.statusCode, body: res.json() };
  };
  async function cartWith(code: string) {
    const cartId = (await post("/api/cart/create?token=")).body.result as string;
    const product = await pickProduct(t, { taxClass: 1, minQty: 5 });
    expect((await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: product.sku, qty: 1 } })).status).toBe(200);
    const applied = await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}`);
    return { cartId, sku: product.sku, applied };
  }
  function order(cartId: string, sku: string, email: string) {
    const bill = {
      firstname: "Jan",
      lastname: "Kowalski",
      street: ["ul. Prosta 49", "m. 2"],
      city: "Warszawa",
      postcode: "00-838",
      country_id: "PL",
      telephone: "600100200",
      email,
    };
    return post("/api/order", {
      order_id: randomUUID(),
      user_id: "",
      cart_id: cartId,
      products: [{ sku, qty: 1, price: 1, name: "x", checksum: "x" }],
      addressInformation: {
        billingAddress: bill,
        shippingAddress: { ...bill, email: undefined },
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: "cashondelivery",
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
    });
  }

  it("takes 10 % off once, only in an order with the subscriber's e-mail; a second use is refused as used up", async () => {
    const email = uniqueEmail("kupon");
    const { coupon } = await subscribed(email);
    const first = await cartWith(coupon!.toLowerCase());
    expect(first.applied.status).toBe(200);
    const totals = (await t.app.inject(`/api/cart/totals?cartId=${first.cartId}`)).json().result;
    expect(totals.discount_amount).toBeCloseTo(-Math.round(totals.subtotal_incl_tax * 10) / 100, 2);
    // another person's order with the code: refused, nothing placed
    const stranger = await order(first.cartId, first.sku, uniqueEmail("obcy"));
    expect(stranger.status).toBe(400);
    expect(stranger.body.result.error).toBe("COUPON_NOT_FOR_EMAIL");
    expect((await order(first.cartId, first.sku, email)).status).toBe(200);
    // the second use: refused in a new cart with a clear code
    const second = await cartWith(coupon!);
    expect(second.applied.status).toBe(400);
    expect(second.applied.body.result).toMatchObject({ error: "COUPON_USED_UP" });
  });

  it("is refused at once in the cart of a signed-in customer with another address", async () => {
    const email = uniqueEmail("kupon-konto");
    const { coupon } = await subscribed(email);
    const other = await register(t.app);
    const { token } = await login(t.app, other);
    const cartId = (await asCustomer(t.app, token, { method: "POST", url: "/api/cart/create", payload: {} })).json().result;
    const product = await pickProduct(t, { taxClass: 1, minQty: 5 });
    await asCustomer(t.app, token, { method: "POST", url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem: { sku: product.sku, qty: 1 } } });
    const res = await asCustomer(t.app, token, { method: "POST", url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=${coupon}`, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().result.error).toBe("COUPON_NOT_FOR_EMAIL");
  });
});
