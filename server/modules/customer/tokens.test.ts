import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestApp, type TestContext } from "../../test/helper.ts";
import { ACCOUNT_ENV, bearer, login, movableClock, register } from "../../test/customers.ts";

let t: TestContext;
const time = movableClock();
/** AUTH_REFRESH_GRACE_SECONDS's default */
const GRACE = 30;
beforeAll(async () => {
  t = await setupTestApp({ ...ACCOUNT_ENV, AUTH_ACCESS_TOKEN_SECONDS: "900", AUTH_REFRESH_TOKEN_DAYS: "30" }, { clock: time.clock });
});
afterAll(async () => t?.close());

const refresh = (refreshToken?: string) =>
  t.app.inject({ method: "POST", url: "/api/user/refresh", payload: refreshToken === undefined ? {} : { refreshToken } });
const me = (token: string) => t.app.inject({ url: "/api/user/me", headers: bearer(token) });
const expectInvalid = (res: Awaited<ReturnType<typeof refresh>>) => {
  expect(res.statusCode).toBe(401);
  expect(res.json().result.error).toBe("INVALID_REFRESH_TOKEN");
};

describe("POST /api/user/refresh", () => {
  it("rotates: a new access token and a new refresh token on every use", async () => {
    const who = await register(t.app);
    const first = await login(t.app, who);
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.result).toBe("string");
    expect(body.meta.refreshToken).not.toBe(first.refreshToken);
    expect((await me(body.result)).json().result.id).toBe(who.id);
    const again = await refresh(body.meta.refreshToken);
    expect(again.statusCode).toBe(200);
  });

  it("stores only hashes of refresh tokens", async () => {
    const who = await register(t.app);
    const s = await login(t.app, who);
    const rows = await t.db.query<{ token_hash: string }>("SELECT token_hash FROM refresh_tokens WHERE customer_id = $1", [who.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(s.refreshToken);
  });

  it("treats reuse of a rotated token after the grace as theft: the whole family is revoked, other logins are not", async () => {
    const who = await register(t.app);
    const stolen = await login(t.app, who);
    const otherDevice = await login(t.app, who);
    const next = (await refresh(stolen.refreshToken)).json().meta.refreshToken as string;
    time.advance((GRACE + 1) * 1000);
    expectInvalid(await refresh(stolen.refreshToken)); // reuse
    expectInvalid(await refresh(next)); // the legitimate successor died with the family
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it("a rotated token presented again within the grace (the answer was lost to a navigation) is a session, not reuse", async () => {
    const who = await register(t.app);
    const s = await login(t.app, who);
    const lost = (await refresh(s.refreshToken)).json().meta.refreshToken as string;
    time.advance((GRACE - 5) * 1000);
    const again = await refresh(s.refreshToken);
    expect(again.statusCode).toBe(200);
    const sibling = again.json().meta.refreshToken as string;
    expect(sibling).not.toBe(lost);
    expect((await me(again.json().result)).json().result.id).toBe(who.id);
    // the family lives on: the sibling rotates, and so would the successor the browser never stored
    expect((await refresh(sibling)).statusCode).toBe(200);
    expect((await refresh(lost)).statusCode).toBe(200);
  });

  it("the grace counts from the first rotation: presenting the token again does not extend it, and after it reuse revokes", async () => {
    const who = await register(t.app);
    const s = await login(t.app, who);
    await refresh(s.refreshToken);
    time.advance((GRACE - 10) * 1000);
    const sibling = (await refresh(s.refreshToken)).json().meta.refreshToken as string;
    time.advance(15_000); // 5 s past the first rotation's grace, well within a grace counted from the second use
    expectInvalid(await refresh(s.refreshToken));
    expectInvalid(await refresh(sibling)); // revoked with its family
  });

  it("two simultaneous refreshes with the same token both get a session (the second is within the grace), one family", async () => {
    const who = await register(t.app);
    const s = await login(t.app, who);
    const results = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const families = await t.db.query<{ n: number }>("SELECT count(DISTINCT family_id)::int AS n FROM refresh_tokens WHERE customer_id = $1", [who.id]);
    expect(families[0]!.n).toBe(1);
  });

  it("refuses missing, unknown and expired refresh tokens", async () => {
    expectInvalid(await refresh());
    expectInvalid(await refresh("nie-ma-takiego-tokenu"));
    const who = await register(t.app);
    const s = await login(t.app, who);
    time.advance(31 * 86_400_000);
    expectInvalid(await refresh(s.refreshToken));
  });

  it("logout revokes the family", async () => {
    const who = await register(t.app);
    const s = await login(t.app, who);
    const next = (await refresh(s.refreshToken)).json().meta.refreshToken as string;
    const out = await t.app.inject({ method: "POST", url: "/api/user/logout", payload: { refreshToken: s.refreshToken } });
    expect(out.json()).toEqual({ code: 200, result: true });
    expectInvalid(await refresh(next));
    expect((await t.app.inject({ method: "POST", url: "/api/user/logout", payload: { refreshToken: "unknown" } })).json().result).toBe(true);
  });
});

describe("access tokens on customer endpoints", () => {
  it("accept ?token= and Bearer, the header winning", async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const ta = (await login(t.app, a)).token;
    const tb = (await login(t.app, b)).token;
    expect((await t.app.inject(`/api/user/me?token=${ta}`)).json().result.id).toBe(a.id);
    expect((await t.app.inject({ url: `/api/user/me?token=${ta}`, headers: bearer(tb) })).json().result.id).toBe(b.id);
  });

  it("answer 401 to a missing, forged or expired token", async () => {
    const who = await register(t.app);
    const { token } = await login(t.app, who);
    for (const url of ["/api/user/me", "/api/user/me?token=", "/api/user/me?token=abc.def.ghi", `/api/user/me?token=${token.slice(0, -2)}xx`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().result.error).toBe("UNAUTHORIZED");
    }
    time.advance(901_000);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe("housekeeping", () => {
  it("deletes expired refresh tokens when new ones are issued", async () => {
    const who = await register(t.app);
    await login(t.app, who);
    time.advance(31 * 86_400_000);
    await login(t.app, who);
    const rows = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM refresh_tokens WHERE customer_id = $1", [who.id]);
    expect(rows[0]!.n).toBe(1);
  });
});
