/** POST /api/contact: the bot check, the rate limit, the two mails (the shop's with Reply-To), nothing echoed to the sender. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { ACCOUNT_ENV, randomIp, solvedBotToken, uniqueEmail, waitForMail } from "../../test/customers.ts";

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ ...ACCOUNT_ENV, CONTACT_EMAIL: "biuro@kiosk-test.pl", CONTACT_MESSAGES_PER_IP: "3" });
});
afterAll(async () => t?.close());

const message = (over: Record<string, unknown> = {}) => ({
  name: "Anna Nowak",
  email: uniqueEmail("pisze"),
  subject: "Pytanie o\r\nBcc: ktos@example.com prenumeratę",
  order_number: "100000123",
  message: "Dzień dobry,\n<b>kiedy</b> wyślecie numer?",
  consent: true,
  ...over,
});
const send = async (body: Record<string, unknown>, ip = randomIp()) => t.app.inject({ method: "POST", url: "/api/contact", payload: body, remoteAddress: ip });

describe("contact form", () => {
  it("mails the shop with Reply-To set to the sender, and acknowledges to the sender without repeating what was typed", async () => {
    const body = message({ gToken: await solvedBotToken(t.app) });
    const res = await send(body);
    expect(res.json()).toEqual({ code: 200, result: true });
    const shop = await waitForMail(t.app, "biuro@kiosk-test.pl", /Formularz kontaktowy: Pytanie o Bcc: ktos@example.com prenumeratę/);
    expect(shop.replyTo).toEqual([body.email]);
    expect(shop.to).toEqual(["biuro@kiosk-test.pl"]);
    expect(shop.text).toContain("Numer zamówienia: 100000123");
    expect(shop.text).toContain("<b>kiedy</b> wyślecie numer?");
    expect(shop.html).toContain("&lt;b&gt;kiedy&lt;/b&gt;");
    const ack = await waitForMail(t.app, body.email as string, /otrzymaliśmy Twoją wiadomość/);
    expect(ack.text).not.toContain("kiedy");
    expect(ack.text).not.toContain("Anna");
    // the header injection attempt stayed inside the subject
    expect((await t.app.inject("/api/dev/mailbox?to=ktos@example.com")).json().result).toEqual([]);
  });

  it("refuses without the bot check, without consent, with a temporary address or a missing field", async () => {
    expect((await send(message())).json().result.error).toBe("BOT_CHECK_FAILED");
    expect((await send(message({ gToken: "bad" }))).json().result.error).toBe("BOT_CHECK_FAILED");
    for (const bad of [message({ consent: false }), message({ name: "" }), message({ message: " " }), message({ order_number: "<x>" })]) {
      const res = await send({ ...bad, gToken: "x" });
      expect(res.statusCode).toBe(400);
      expect(res.json().result.error).toBe("VALIDATION_FAILED");
    }
    const temp = await send(message({ email: "ktos@guerrillamail.com", gToken: "x" }));
    expect(temp.json().result).toMatchObject({ error: "EMAIL_DOMAIN_REFUSED" });
  });

  it("limits the messages of one IP address", async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await send(message({ gToken: await solvedBotToken(t.app) }), ip)).statusCode).toBe(200);
    const fourth = await send(message({ gToken: await solvedBotToken(t.app) }), ip);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().result.error).toBe("RATE_LIMITED");
  });
});
