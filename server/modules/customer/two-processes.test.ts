/**
 * Two app processes on one PostgreSQL behave like one: lockout counts, bot-check replay protection, refresh-token
 * rotation and reset tokens live in the database. Runs only with DATABASE_URL (PGlite belongs to one process).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { ACCOUNT_ENV, login, movableClock, PASSWORD, randomIp, register, solvedBotToken, uniqueEmail } from "../../test/customers.ts";

describe.runIf(process.env.DATABASE_URL)("two processes on one database", () => {
  let one: TestContext;
  let two: TestContext;
  /** one clock for both, as the processes of one shop share the time */
  const time = movableClock();
  beforeAll(async () => {
    one = await setupTestApp(ACCOUNT_ENV, { clock: time.clock });
    two = await setupTestApp(ACCOUNT_ENV, { clock: time.clock });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it("share the lockout", async () => {
    const who = await register(one.app);
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? one.app : two.app;
      await app.inject({ method: "POST", url: "/api/user/login", payload: { username: who.email, password: "Zle-haslo-1" }, remoteAddress: randomIp() });
    }
    for (const app of [one.app, two.app]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { username: who.email, password: who.password },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it("share the password-check claims: a simultaneous burst over both gets at most 30 checks from one IP", async () => {
    const who = await register(one.app);
    const ip = randomIp();
    const attempt = (i: number, password: string) =>
      (i % 2 === 0 ? one.app : two.app).inject({ method: "POST", url: "/api/user/login", payload: { username: who.email, password }, remoteAddress: ip });
    const burst = await Promise.all([...Array.from({ length: 99 }, (_, i) => attempt(i, `Zle-haslo-${i}`)), attempt(99, who.password)]);
    expect(burst.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(30);
    expect(burst.filter((r) => r.statusCode === 200)).toEqual([]);
  });

  it("accept a solved bot check once, across processes", async () => {
    const gToken = await solvedBotToken(one.app);
    const body = (email: string) => ({ customer: { email, firstname: "A", lastname: "B" }, password: PASSWORD, gToken });
    const [a, b] = await Promise.all([
      one.app.inject({ method: "POST", url: "/api/user/create", payload: body(uniqueEmail()) }),
      two.app.inject({ method: "POST", url: "/api/user/create", payload: body(uniqueEmail()) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });

  it("rotate refresh tokens issued by the other", async () => {
    const who = await register(one.app);
    const s = await login(one.app, who);
    const res = await two.app.inject({ method: "POST", url: "/api/user/refresh", payload: { refreshToken: s.refreshToken } });
    expect(res.statusCode).toBe(200);
    // presented again at once (the answer lost to a navigation), at the other process: within the grace, a session
    const lost = await one.app.inject({ method: "POST", url: "/api/user/refresh", payload: { refreshToken: s.refreshToken } });
    expect(lost.statusCode).toBe(200);
    // after the grace, at either process: reuse, the family revoked
    time.advance(31_000);
    const reuse = await one.app.inject({ method: "POST", url: "/api/user/refresh", payload: { refreshToken: s.refreshToken } });
    expect(reuse.statusCode).toBe(401);
    const sibling = await two.app.inject({ method: "POST", url: "/api/user/refresh", payload: { refreshToken: lost.json().meta.refreshToken } });
    expect(sibling.statusCode).toBe(401);
  });
});
