import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { ACCOUNT_ENV, asCustomer, login, register, uniqueEmail } from "../../test/customers.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp(ACCOUNT_ENV);
});
afterAll(async () => t?.close());

const URL = "/api/ext/mailchimp-subscribe/subscribe";
const status = async (email: string) => (await t.app.inject(`${URL}?email=${encodeURIComponent(email)}`)).json().result;
const subscribe = (email: string) => t.app.inject({ method: "POST", url: URL, payload: { email } });
const unsubscribe = (email: string) => t.app.inject({ method: "DELETE", url: URL, payload: { email } });

describe("newsletter", () => {
  it("subscribes and unsubscribes an address, idempotently", async () => {
    const email = uniqueEmail("czytelnik");
    expect(await status(email)).toBe("unsubscribed");
    expect((await subscribe(email.toUpperCase())).json()).toEqual({ code: 200, result: true });
    expect((await subscribe(email)).json()).toEqual({ code: 200, result: true });
    expect(await status(email)).toBe("subscribed");
    expect((await unsubscribe(email)).json()).toEqual({ code: 200, result: true });
    expect((await unsubscribe(email)).json()).toEqual({ code: 200, result: true });
    expect(await status(email)).toBe("unsubscribed");
  });

  it("refuses temporary addresses and malformed ones", async () => {
    const temp = await subscribe("ktos@guerrillamail.com");
    expect(temp.statusCode).toBe(400);
    expect(temp.json().result).toMatchObject({ error: "EMAIL_DOMAIN_REFUSED", details: { reason: "disposable" } });
    for (const res of [await subscribe("nie-email"), await t.app.inject(`${URL}?email=zle`), await t.app.inject(URL)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().result.error).toBe("VALIDATION_FAILED");
    }
  });

  it("is what the customer's is_subscribed shows, and follows an e-mail change", async () => {
    const who = await register(t.app);
    const { token } = await login(t.app, who);
    const me = async () => (await asCustomer(t.app, token, { url: "/api/user/me" })).json().result;
    expect((await me()).extension_attributes.is_subscribed).toBe(false);
    await subscribe(who.email);
    expect((await me()).extension_attributes.is_subscribed).toBe(true);
    const moved = uniqueEmail("przeniesiony");
    const saved = await asCustomer(t.app, token, {
      method: "POST",
      url: "/api/user/me",
      payload: { customer: { email: moved, firstname: "Jan", lastname: "K" } },
    });
    expect(saved.json().result.extension_attributes.is_subscribed).toBe(true);
    expect(await status(moved)).toBe("subscribed");
    expect(await status(who.email)).toBe("unsubscribed");
    await unsubscribe(moved);
    expect((await me()).extension_attributes.is_subscribed).toBe(false);
  });
});
