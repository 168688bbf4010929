import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLoyaltyCardNumber } from "../../../domain/loyalty-card.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { ACCOUNT_ENV, address, PASSWORD, register, solvedBotToken, uniqueEmail, waitForMail, movableClock } from "../../test/customers.ts";

let t: TestContext;
const time = movableClock();
beforeAll(async () => {
  t = await setupTestApp({ ...ACCOUNT_ENV, MAILER_DENY_DOMAINS: "zablokowana.pl" }, { clock: time.clock });
});
afterAll(async () => t?.close());

const create = (body: object) => t.app.inject({ method: "POST", url: "/api/user/create", payload: body });
const customer = (email = uniqueEmail()) => ({ email, firstname: "Anna", lastname: "Nowak" });

describe("POST /api/user/create", () => {
  it("registers a customer with a solved bot check, a loyalty card and addresses, and mails a welcome", async () => {
    const email = uniqueEmail("anna");
    const res = await create({
      customer: { ...customer(email.toUpperCase()), addresses: [{ ...address, default_shipping: true, id: 999999 }] },
      password: PASSWORD,
      gToken: await solvedBotToken(t.app),
    });
    expect(res.statusCode).toBe(200);
    const profile = res.json().result;
    expect(profile).toMatchObject({ email, firstname: "Anna", lastname: "Nowak", group_id: 1, website_id: 1, store_id: 1 });
    expect(isLoyaltyCardNumber(profile.extension_attributes.loyalty_card)).toBe(true);
    expect(profile.extension_attributes.is_subscribed).toBe(false);
    expect(profile.addresses).toHaveLength(1);
    expect(profile.addresses[0]).toMatchObject({ customer_id: profile.id, postcode: "31-147", street: ["ul. Długa 5", "m. 3"], default_shipping: true });
    expect(profile.addresses[0].id).not.toBe(999999);
    expect(profile.default_shipping).toBe(profile.addresses[0].id);
    const stored = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM customers WHERE id = $1", [profile.id]);
    expect(stored[0]!.password_hash).toMatch(/^\$argon2id\$/);
    const mail = await waitForMail(t.app, email, /Witamy/);
    expect(mail.text).toContain("Dzień dobry Anna");
    expect(mail.html).toContain('<html lang="pl">');
  });

  it("gives every customer a different loyalty card", async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const cards = await t.db.query<{ loyalty_card: string }>("SELECT loyalty_card FROM customers WHERE id = ANY($1::int[])", [[a.id, b.id]]);
    expect(new Set(cards.map((c) => c.loyalty_card)).size).toBe(2);
  });

  it("refuses a missing, malformed, wrong, replayed or expired bot check", async () => {
    const expectBotFailure = async (gToken: string | undefined) => {
      const res = await create({ customer: customer(), password: PASSWORD, ...(gToken === undefined ? {} : { gToken }) });
      expect(res.statusCode, String(gToken)).toBe(400);
      expect(res.json().result.error).toBe("BOT_CHECK_FAILED");
    };
    await expectBotFailure(undefined);
    await expectBotFailure("not-base64-json");
    const good = await solvedBotToken(t.app);
    const payload = JSON.parse(Buffer.from(good, "base64").toString());
    await expectBotFailure(Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString("base64"));
    await expectBotFailure(Buffer.from(JSON.stringify({ ...payload, signature: "0".repeat(64) })).toString("base64"));
    // Replay: accepted once, refused the second time.
    expect((await create({ customer: customer(), password: PASSWORD, gToken: good })).statusCode).toBe(200);
    await expectBotFailure(good);
    // Expired: a challenge older than 10 minutes.
    const old = await solvedBotToken(t.app);
    time.advance(11 * 60_000);
    await expectBotFailure(old);
  });

  it("answers with a challenge in the ALTCHA format, not cached", async () => {
    const res = await t.app.inject("/api/user/bot-challenge");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json().result).toMatchObject({ algorithm: "SHA-256", maxnumber: 500 });
    expect(Object.keys(res.json().result).sort()).toEqual(["algorithm", "challenge", "maxnumber", "salt", "signature"]);
  });

  it("refuses a weak password before spending the bot check", async () => {
    const gToken = await solvedBotToken(t.app);
    for (const password of ["Ab1!", "abcdefgh", "abcdefgh12"]) {
      const res = await create({ customer: customer(), password, gToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().result).toMatchObject({ error: "WEAK_PASSWORD", details: { minLength: 8, minClasses: 3 } });
    }
    expect((await create({ customer: customer(), password: PASSWORD, gToken })).statusCode).toBe(200);
  });

  it("refuses disposable and denied e-mail domains", async () => {
    const gToken = await solvedBotToken(t.app);
    for (const [email, reason] of [
      ["x@mailinator.com", "disposable"],
      ["x@sub.yopmail.com", "disposable"],
      ["x@zablokowana.pl", "denied"],
    ]) {
      const res = await create({ customer: customer(email), password: PASSWORD, gToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().result).toMatchObject({ error: "EMAIL_DOMAIN_REFUSED", details: { reason } });
    }
  });

  it("refuses an address that already has an account, whatever its case", async () => {
    const existing = await register(t.app);
    const res = await create({ customer: customer(existing.email.toUpperCase()), password: PASSWORD, gToken: await solvedBotToken(t.app) });
    expect(res.statusCode).toBe(409);
    expect(res.json().result).toMatchObject({ error: "EMAIL_TAKEN", message: "Customer with same email exists" });
  });

  it("validates the body and the addresses", async () => {
    const bad = [
      { customer: { email: "nie-email", firstname: "A", lastname: "B" }, password: PASSWORD },
      { customer: { email: uniqueEmail(), firstname: "", lastname: "B" }, password: PASSWORD },
      { customer: { email: uniqueEmail(), firstname: "A", lastname: "B", addresses: [{ ...address, postcode: "3114" }] }, password: PASSWORD },
      { customer: { email: uniqueEmail(), firstname: "A", lastname: "B", addresses: [{ ...address, telephone: "12" }] }, password: PASSWORD },
      { password: PASSWORD },
    ];
    for (const body of bad) {
      const res = await create({ ...body, gToken: "x" });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().result.error).toBe("VALIDATION_FAILED");
    }
  });
});

describe("the allow list", () => {
  let only: TestContext;
  beforeAll(async () => {
    only = await setupTestApp({ ...ACCOUNT_ENV, MAILER_ALLOW_DOMAINS: "firma.pl" });
  });
  afterAll(async () => only?.close());

  it("lets only its domains register", async () => {
    const gToken = await solvedBotToken(only.app);
    const refused = await only.app.inject({
      method: "POST",
      url: "/api/user/create",
      payload: { customer: customer(uniqueEmail()), password: PASSWORD, gToken },
    });
    expect(refused.json().result).toMatchObject({ error: "EMAIL_DOMAIN_REFUSED", details: { reason: "not-allowed" } });
    const email = `${Date.now()}.${Math.random().toString(36).slice(2)}@dzial.firma.pl`;
    const ok = await only.app.inject({ method: "POST", url: "/api/user/create", payload: { customer: customer(email), password: PASSWORD, gToken } });
    expect(ok.statusCode).toBe(200);
  });
});
