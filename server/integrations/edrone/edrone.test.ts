/** The marketing-platform adapter: off by default; with edrone on, confirmed subscribers and withdrawals reach it with their consent. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_CONSENT_VERSION } from "../../../domain/newsletter.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { uniqueEmail, waitForMail } from "../../test/customers.ts";
import { EdroneClient } from "./client.ts";
import { startEdroneStandIn, type EdroneStandIn } from "./stand-in.ts";

const URL = "/api/ext/mailchimp-subscribe/subscribe";

async function subscribeAndConfirm(t: TestContext, email: string) {
  await t.app.inject({ method: "POST", url: URL, payload: { email, source: "footer" }, remoteAddress: "192.0.2.44" });
  await t.app.services.mail.drain(); // the newest link (a new request replaces the older one)
  const mail = await waitForMail(t.app, email, /potwierdź zapis/);
  const token = new globalThis.URL(/https?:\/\/\S+\/newsletter\/potwierdz\?token=\S+/.exec(mail.text)![0]).searchParams.get("token")!;
  expect((await t.app.inject({ method: "POST", url: "/api/ext/mailchimp-subscribe/confirm", payload: { token } })).statusCode).toBe(200);
  const welcome = await waitForMail(t.app, email, /witamy/);
  return new globalThis.URL(/https?:\/\/\S+\/newsletter\/wypisz\?token=\S+/.exec(welcome.text)![0]).searchParams.get("token")!;
}

describe("edrone on", () => {
  let t: TestContext;
  let edrone: EdroneStandIn;
  beforeAll(async () => {
    t = await setupTestApp({ MARKETING_PLATFORM: "edrone", EDRONE_APP_ID: "kiosk-test-app" });
    edrone = t.standIns.find((s) => s.name === "edrone") as EdroneStandIn;
  });
  afterAll(async () => t?.close());

  it("gets a confirmed subscriber with the consent's source, version and time, and the withdrawal", async () => {
    const email = uniqueEmail("edrone");
    await t.app.inject({ method: "POST", url: URL, payload: { email }, remoteAddress: "192.0.2.45" });
    await t.app.services.mail.drain();
    expect(edrone.events.filter((e) => e.email === email)).toEqual([]); // asked, not confirmed: nothing yet
    const unsubscribeToken = await subscribeAndConfirm(t, email);
    await expect.poll(() => edrone.subscribed(email)).toBe(true);
    expect(edrone.events.find((e) => e.email === email)).toMatchObject({
      app_id: "kiosk-test-app",
      action_type: "subscribe",
      subscriber_status: "1",
      customer_tags: `newsletter,source:footer,consent:${NEWSLETTER_CONSENT_VERSION}`,
    });
    await t.app.inject({ method: "DELETE", url: URL, payload: { email, unsubscribe_token: unsubscribeToken } });
    await expect.poll(() => edrone.subscribed(email)).toBe(false);
    expect(edrone.events.filter((e) => e.email === email).map((e) => e.subscriber_status)).toEqual(["1", "0"]);
  });

  it("a platform that is down changes nothing in the shop", async () => {
    edrone.mode = "down";
    try {
      const email = uniqueEmail("edrone-down");
      await subscribeAndConfirm(t, email);
      expect((await t.db.query("SELECT 1 FROM newsletter_subscribers WHERE email = $1", [email])).length).toBe(1);
    } finally {
      edrone.mode = "normal";
    }
  });
});

describe("edrone off (the default)", () => {
  it("starts no stand-in and sends nothing", async () => {
    const t = await setupTestApp();
    try {
      expect(t.standIns.some((s) => s.name === "edrone")).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe("the client against the stand-in", () => {
  it("is refused with a wrong app id", async () => {
    const standIn = await startEdroneStandIn({ appId: "right" });
    try {
      const client = new EdroneClient(standIn.url, "wrong");
      await expect(
        client.send({
          version: "1.0.0",
          app_id: "wrong",
          sender_type: "server",
          action_type: "subscribe",
          email: "a@example.com",
          subscriber_status: "1",
          customer_tags: "newsletter",
          consent_at: new Date().toISOString(),
        }),
      ).rejects.toThrow("edrone answered 401");
    } finally {
      await standIn.close();
    }
  });
});
