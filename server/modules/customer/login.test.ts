import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAccessToken } from "./access-token.ts";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { ACCOUNT_ENV, bearer, login, movableClock, randomIp, register, uniqueEmail } from "../../test/customers.ts";

let t: TestContext;
const time = movableClock();
beforeAll(async () => {
  t = await setupTestApp({ ...ACCOUNT_ENV, TRUST_PROXY: "127.0.0.1/8" }, { clock: time.clock });
});
afterAll(async () => t?.close());

const attempt = (username: string, password: string, ip: string) =>
  t.app.inject({ method: "POST", url: "/api/user/login", payload: { username, password }, remoteAddress: ip });
const SENTENCE = "The account sign-in was incorrect or your account is disabled temporarily";

describe("POST /api/user/login", () => {
  it("answers an access token and a refresh token in meta", async () => {
    const who = await register(t.app);
    const res = await attempt(who.email.toUpperCase(), who.password, randomIp());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(await verifyAccessToken(t.config, body.result, time.clock())).toMatchObject({ customerId: who.id, groupId: 1 });
    expect(body.meta.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({ url: "/api/user/me", headers: bearer(body.result) });
    expect(me.json().result.email).toBe(who.email);
  });

  it("answers the same sentence for a wrong password and an unknown address", async () => {
    const who = await register(t.app);
    const wrong = await attempt(who.email, "Zle-haslo-1", randomIp());
    const unknown = await attempt(uniqueEmail(), "Zle-haslo-1", randomIp());
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().result).toEqual({ error: "LOGIN_FAILED", message: SENTENCE });
    }
  });

  it("locks an account after 10 failures in 2 minutes, for 2 minutes, then lets the right password in", async () => {
    const who = await register(t.app);
    for (let i = 0; i < 10; i++) {
      // From different IPs: the account lock does not depend on where the attempts come from.
      expect((await attempt(who.email, `Zle-haslo-${i}`, randomIp())).statusCode).toBe(401);
      time.advance(5_000);
    }
    const whileLocked = await attempt(who.email, who.password, randomIp());
    expect(whileLocked.statusCode).toBe(401);
    expect(whileLocked.json().result).toEqual({ error: "LOGIN_FAILED", message: SENTENCE });
    time.advance(60_000);
    expect((await attempt(who.email, who.password, randomIp())).statusCode).toBe(401);
    time.advance(61_000);
    expect((await attempt(who.email, who.password, randomIp())).statusCode).toBe(200);
    // The failures before the lock no longer count: one more failure does not lock again.
    expect((await attempt(who.email, "Zle-haslo-x", randomIp())).statusCode).toBe(401);
    expect((await attempt(who.email, who.password, randomIp())).statusCode).toBe(200);
  });

  it("does not lock after 10 failures spread over more than 2 minutes", async () => {
    const who = await register(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await attempt(who.email, "Zle-haslo-1", randomIp())).statusCode).toBe(401);
      time.advance(15_000);
    }
    expect((await attempt(who.email, who.password, randomIp())).statusCode).toBe(200);
  });

  it("a successful sign-in clears earlier failures", async () => {
    const who = await register(t.app);
    for (let i = 0; i < 9; i++) await attempt(who.email, "Zle-haslo-1", randomIp());
    await login(t.app, who);
    await attempt(who.email, "Zle-haslo-1", randomIp());
    expect((await attempt(who.email, who.password, randomIp())).statusCode).toBe(200);
  });

  it("throttles an IP after 30 failures in 5 minutes, whatever the accounts", async () => {
    const ip = randomIp();
    const who = await register(t.app);
    for (let i = 0; i < 30; i++) expect((await attempt(uniqueEmail(), "Zle-haslo-1", ip)).statusCode).toBe(401);
    const throttled = await attempt(who.email, who.password, ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().result.error).toBe("RATE_LIMITED");
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    expect((await attempt(who.email, who.password, randomIp())).statusCode).toBe(200);
    time.advance(5 * 60_000 + 1_000);
    expect((await attempt(who.email, who.password, ip)).statusCode).toBe(200);
  });

  it("behind a trusted proxy, throttles the client address from X-Forwarded-For, not the proxy's", async () => {
    const client = randomIp();
    const viaProxy = (username: string, password: string, forwarded: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { username, password },
        remoteAddress: "127.0.0.2",
        headers: { "x-forwarded-for": forwarded },
      });
    for (let i = 0; i < 30; i++) await viaProxy(uniqueEmail(), "Zle-haslo-1", client);
    const who = await register(t.app);
    expect((await viaProxy(who.email, who.password, client)).statusCode).toBe(429);
    expect((await viaProxy(who.email, who.password, randomIp())).statusCode).toBe(200);
    // An untrusted sender cannot choose its address with the header.
    const spoofer = randomIp();
    for (let i = 0; i < 30; i++)
      await t.app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { username: uniqueEmail(), password: "x" },
        remoteAddress: spoofer,
        headers: { "x-forwarded-for": randomIp() },
      });
    expect((await attempt(who.email, who.password, spoofer)).statusCode).toBe(429);
  });

  it("a simultaneous burst from one IP gets at most 30 password checks; the right password after them is refused", async () => {
    const who = await register(t.app);
    const ip = randomIp();
    const burst = await Promise.all([...Array.from({ length: 99 }, (_, i) => attempt(who.email, `Zle-haslo-${i}`, ip)), attempt(who.email, who.password, ip)]);
    const statuses = burst.map((r) => r.statusCode);
    // A 401 is a password check done; the rest were refused before any argon2 work.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(70);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const right = burst[99]!;
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(right.headers["retry-after"])).toBeLessThanOrEqual(300);
  });

  it("a simultaneous burst on one account from many IPs gets at most 10 checks, then the account is locked", async () => {
    const who = await register(t.app);
    const burst = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => attempt(who.email, `Zle-haslo-${i}`, randomIp())),
      attempt(who.email, who.password, randomIp()),
    ]);
    expect(burst.map((r) => r.statusCode)).toEqual(Array(41).fill(401));
    const rows = await t.db.query<{ n: number }>("SELECT cardinality(claims) AS n FROM password_check_claims WHERE subject = $1", [`account:${who.id}`]);
    expect(rows[0]?.n).toBe(10);
    expect((await attempt(who.email, who.password, randomIp())).statusCode).toBe(401);
    time.advance(2 * 60_000 + 1_000);
    expect((await attempt(who.email, who.password, randomIp())).statusCode).toBe(200);
  });

  it("a right password gives its claim back: 30 good sign-ins do not throttle the IP", async () => {
    const who = await register(t.app);
    const ip = randomIp();
    for (let i = 0; i < 31; i++) expect((await attempt(who.email, who.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt(who.email, "Zle-haslo-1", ip)).statusCode).toBe(401);
    expect((await attempt(who.email, who.password, ip)).statusCode).toBe(200);
  });

  it("refuses a disabled account with the same sentence", async () => {
    const who = await register(t.app);
    await t.db.query("UPDATE customers SET is_active = false WHERE id = $1", [who.id]);
    const res = await attempt(who.email, who.password, randomIp());
    expect(res.statusCode).toBe(401);
    expect(res.json().result.message).toBe(SENTENCE);
  });

  it("validates the body", async () => {
    for (const payload of [{}, { username: "a@b.pl" }, { username: "", password: "x" }]) {
      const res = await t.app.inject({ method: "POST", url: "/api/user/login", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().result.error).toBe("VALIDATION_FAILED");
    }
  });
});
