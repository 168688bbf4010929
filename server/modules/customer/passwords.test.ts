import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { ACCOUNT_ENV, asCustomer, login, movableClock, randomIp, register, uniqueEmail, waitForMail } from "../../test/customers.ts";

let t: TestContext;
const time = movableClock();
beforeAll(async () => {
  t = await setupTestApp({ ...ACCOUNT_ENV, RESET_TOKEN_MINUTES: "60", PUBLIC_URL: "https://kiosk.example" }, { clock: time.clock });
});
afterAll(async () => t?.close());

const requestReset = (email: string, ip = randomIp()) =>
  t.app.inject({ method: "POST", url: "/api/user/reset-password", payload: { email }, remoteAddress: ip });
const createPassword = (body: object) => t.app.inject({ method: "POST", url: "/api/user/create-password", payload: body });
const tryLogin = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/user/login", payload: { username: email, password }, remoteAddress: randomIp() });

/** Follows the link in the mail the catcher received over SMTP. */
async function resetLink(email: string) {
  const mail = await waitForMail(t.app, email, /nowe hasło/);
  const href = /https:\/\/kiosk\.example\/create-password\?[^\s"<]+/.exec(mail.text)?.[0];
  expect(href).toBeDefined();
  expect(mail.html).toContain(href!.replace(/&/g, "&amp;"));
  const url = new URL(href!);
  return { email: url.searchParams.get("email")!, token: url.searchParams.get("token")!, mail };
}

describe("password reset", () => {
  it("mails a link over SMTP whose token sets a new password once", async () => {
    const who = await register(t.app);
    const old = await login(t.app, who);
    expect((await requestReset(who.email)).json()).toEqual({ code: 200, result: true });
    const link = await resetLink(who.email);
    expect(link.email).toBe(who.email);
    expect(link.mail.from).toBe("sklep@kiosk.localhost");
    const stored = await t.db.query<{ token_hash: string }>("SELECT token_hash FROM password_reset_tokens WHERE customer_id = $1", [who.id]);
    expect(stored[0]!.token_hash).not.toBe(link.token);

    const used = await createPassword({ email: link.email, resetToken: link.token, newPassword: "Zupelnie-Nowe-1" });
    expect(used.json()).toEqual({ code: 200, result: true });
    expect((await tryLogin(who.email, "Zupelnie-Nowe-1")).statusCode).toBe(200);
    expect((await tryLogin(who.email, who.password)).statusCode).toBe(401);
    // Old sessions are over.
    expect((await asCustomer(t.app, old.token, { url: "/api/user/me" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/user/refresh", payload: { refreshToken: old.refreshToken } })).statusCode).toBe(401);
    // The link works once.
    const again = await createPassword({ email: link.email, resetToken: link.token, newPassword: "Jeszcze-Inne-2" });
    expect(again.statusCode).toBe(400);
    expect(again.json().result.error).toBe("INVALID_RESET_TOKEN");
    await waitForMail(t.app, who.email, /hasło zostało zmienione/);
  });

  it("answers the same for an unknown address, and mails nothing", async () => {
    const who = await register(t.app);
    const unknown = uniqueEmail("nikt");
    const known = await requestReset(who.email);
    const missing = await requestReset(unknown);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.body).toBe(known.body);
    expect(Object.keys(missing.headers).sort()).toEqual(Object.keys(known.headers).sort());
    await waitForMail(t.app, who.email, /nowe hasło/);
    await t.app.services.mail.drain();
    expect((await t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(unknown)}`)).json().result).toEqual([]);
  });

  it("answers before looking the address up: account reads and writes cost the answer nothing, so its time tells nothing", async () => {
    const who = await register(t.app);
    const query = t.db.query.bind(t.db);
    // Every statement that reads customers or writes a reset link is made slow (400 ms).
    const slow = vi.spyOn(t.db, "query").mockImplementation(async (sql: string, params?: unknown[]) => {
      if (/\bcustomers\b|password_reset_tokens/.test(sql)) await new Promise((r) => setTimeout(r, 400));
      return query(sql, params as never) as never;
    });
    try {
      for (const email of [who.email, uniqueEmail("nikt")]) {
        const started = performance.now();
        expect((await requestReset(email)).json()).toEqual({ code: 200, result: true });
        expect(performance.now() - started).toBeLessThan(350);
      }
      await waitForMail(t.app, who.email, /nowe hasło/);
    } finally {
      slow.mockRestore();
    }
  });

  it("refuses an expired token, a token for another address, and keeps the token when the new password is weak", async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    await requestReset(a.email);
    const link = await resetLink(a.email);
    const weak = await createPassword({ email: a.email, resetToken: link.token, newPassword: "slabe" });
    expect(weak.json().result.error).toBe("WEAK_PASSWORD");
    const foreign = await createPassword({ email: b.email, resetToken: link.token, newPassword: "Zupelnie-Nowe-1" });
    expect(foreign.json().result.error).toBe("INVALID_RESET_TOKEN");
    const bogus = await createPassword({ email: a.email, resetToken: "x".repeat(43), newPassword: "Zupelnie-Nowe-1" });
    expect(bogus.json().result.error).toBe("INVALID_RESET_TOKEN");
    time.advance(61 * 60_000);
    const late = await createPassword({ email: a.email, resetToken: link.token, newPassword: "Zupelnie-Nowe-1" });
    expect(late.statusCode).toBe(400);
    expect(late.json().result.error).toBe("INVALID_RESET_TOKEN");
    expect((await tryLogin(a.email, a.password)).statusCode).toBe(200);
  });

  it("throttles requests per IP (429) and quietly stops mailing one address after 3 in 15 minutes", async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await requestReset(uniqueEmail(), ip)).statusCode).toBe(200);
    const throttled = await requestReset(uniqueEmail(), ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().result.error).toBe("RATE_LIMITED");

    const who = await register(t.app);
    for (let i = 0; i < 5; i++) expect((await requestReset(who.email)).statusCode).toBe(200);
    await t.app.services.mail.drain();
    const mails = (await t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(who.email)}`))
      .json()
      .result.filter((m: { subject: string }) => /nowe hasło/.test(m.subject));
    expect(mails).toHaveLength(3);
  });

  it("answers on the upstream client's legacy path too", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/user/resetPassword", payload: { email: uniqueEmail() }, remoteAddress: randomIp() });
    expect(res.json()).toEqual({ code: 200, result: true });
    const change = await t.app.inject({ method: "POST", url: "/api/user/changePassword", payload: { currentPassword: "a", newPassword: "b" } });
    expect(change.statusCode).toBe(401);
  });

  it("validates the address", async () => {
    const res = await requestReset("nie-email");
    expect(res.statusCode).toBe(400);
    expect(res.json().result.error).toBe("VALIDATION_FAILED");
  });
});

describe("POST /api/user/change-password", () => {
  it("needs the current password and a strong new one, then revokes every token", async () => {
    const who = await register(t.app);
    const s1 = await login(t.app, who);
    const s2 = await login(t.app, who);
    const change = (body: object) => asCustomer(t.app, s1.token, { method: "POST", url: "/api/user/change-password", payload: body });
    const wrong = await change({ currentPassword: "Zle-haslo-1", newPassword: "Nowe-Haslo-22" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().result.error).toBe("WRONG_PASSWORD");
    const weak = await change({ currentPassword: who.password, newPassword: "nowehaslo" });
    expect(weak.json().result.error).toBe("WEAK_PASSWORD");
    expect((await change({ currentPassword: who.password, newPassword: "Nowe-Haslo-22" })).json()).toEqual({ code: 200, result: true });
    for (const s of [s1, s2]) {
      expect((await asCustomer(t.app, s.token, { url: "/api/user/me" })).statusCode).toBe(401);
      expect((await t.app.inject({ method: "POST", url: "/api/user/refresh", payload: { refreshToken: s.refreshToken } })).statusCode).toBe(401);
    }
    expect((await tryLogin(who.email, "Nowe-Haslo-22")).statusCode).toBe(200);
    await waitForMail(t.app, who.email, /hasło zostało zmienione/);
  });

  it("counts wrong current passwords like failed sign-ins: 10 lock the account", async () => {
    const who = await register(t.app);
    const { token } = await login(t.app, who);
    const change = (currentPassword: string) =>
      asCustomer(t.app, token, {
        method: "POST",
        url: "/api/user/change-password",
        payload: { currentPassword, newPassword: "Nowe-Haslo-22" },
        remoteAddress: randomIp(),
      });
    for (let i = 0; i < 10; i++) expect((await change(`Zgadywane-${i}`)).json().result.error).toBe("WRONG_PASSWORD");
    expect((await change(who.password)).json().result.error).toBe("WRONG_PASSWORD");
    expect((await tryLogin(who.email, who.password)).statusCode).toBe(401);
    time.advance(2 * 60_000 + 1_000);
    expect((await change(who.password)).json()).toEqual({ code: 200, result: true });
  });
});

describe("a burst of password changes", () => {
  it("gets at most 10 checks of the current password; the right one after them is refused", async () => {
    const who = await register(t.app);
    const { token } = await login(t.app, who);
    const change = (currentPassword: string) =>
      asCustomer(t.app, token, {
        method: "POST",
        url: "/api/user/change-password",
        payload: { currentPassword, newPassword: "Nowe-Haslo-22" },
        remoteAddress: randomIp(),
      });
    const burst = await Promise.all([...Array.from({ length: 30 }, (_, i) => change(`Zgadywane-${i}`)), change(who.password)]);
    expect(burst.map((r) => r.json().result.error)).toEqual(Array(31).fill("WRONG_PASSWORD"));
    const rows = await t.db.query<{ n: number }>("SELECT cardinality(claims) AS n FROM password_check_claims WHERE subject = $1", [`account:${who.id}`]);
    expect(rows[0]?.n).toBe(10);
  });
});

describe("a password change from a throttled network", () => {
  it("answers 429 RATE_LIMITED, as a sign-in would, and changes nothing", async () => {
    const who = await register(t.app);
    const { token } = await login(t.app, who);
    const ip = randomIp();
    for (let i = 0; i < 30; i++) {
      const failed = await t.app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { username: uniqueEmail(), password: "Zle-haslo-1" },
        remoteAddress: ip,
      });
      expect(failed.statusCode).toBe(401);
    }
    const res = await asCustomer(t.app, token, {
      method: "POST",
      url: "/api/user/change-password",
      payload: { currentPassword: who.password, newPassword: "Nowe-Haslo-22" },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().result).toMatchObject({
      error: "RATE_LIMITED",
      message: "Too many failed sign-ins from your network. Please wait a few minutes and try again.",
    });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect((await tryLogin(who.email, who.password)).statusCode).toBe(200);
  });
});
