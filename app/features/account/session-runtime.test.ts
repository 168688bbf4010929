/**
 * The session runtime against a fake API (fetch) and a fake browser window (localStorage, events): login
 * stores the tokens, a 401 refreshes (rotating the refresh token) and retries, a token refreshed by another
 * tab is adopted, a failed refresh ends the session silently and asks for the sign-up modal, logout revokes
 * and clears the keys of docs/storefront.md §9.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

class MemoryStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.has(k) ? this.map.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

type Handler = (body: unknown, headers: Record<string, string>) => { code: number; result: unknown; meta?: unknown };
let routes: Record<string, Handler>;
let calls: { path: string; body: unknown; auth?: string }[];
let storage: MemoryStorage;
let events: string[];

function answer(code: number, result: unknown, meta?: unknown) {
  return { code, result, meta };
}

beforeEach(() => {
  vi.resetModules();
  storage = new MemoryStorage();
  events = [];
  const win = new EventTarget() as EventTarget & { localStorage: MemoryStorage };
  win.localStorage = storage;
  const dispatch = win.dispatchEvent.bind(win);
  win.dispatchEvent = (e: Event) => {
    events.push(e.type);
    return dispatch(e);
  };
  vi.stubGlobal("window", win);
  calls = [];
  routes = {};
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const path = url.split("?")[0]!;
    const headers = init.headers as Record<string, string>;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body, auth: headers.authorization });
    const handler = routes[`${init.method} ${path}`];
    const res = handler ? handler(body, headers) : answer(404, { error: "NOT_FOUND" });
    return new Response(JSON.stringify(res), { headers: { "content-type": "application/json" } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const profile = { id: 1, group_id: 1, email: "anna@example.pl", firstname: "Anna", lastname: "Nowak", addresses: [] };

describe("session runtime", () => {
  it("login stores both tokens, the user and the order history", async () => {
    routes["POST /api/user/login"] = () => answer(200, "access-1", { refreshToken: "refresh-1" });
    routes["GET /api/user/me"] = (_b, h) => (h.authorization === "Bearer access-1" ? answer(200, profile) : answer(401, { error: "UNAUTHORIZED" }));
    routes["GET /api/user/order-history"] = () => answer(200, { items: [{ increment_id: "1" }], total_count: 1 });
    const runtime = await import("./session-runtime.ts");
    expect((await runtime.login("anna@example.pl", "Kiosk-2026")).code).toBe(200);
    await vi.waitFor(() => expect(storage.getItem("orders-history")).toBe(JSON.stringify([{ increment_id: "1" }])));
    expect(storage.getItem("current-token")).toBe("access-1");
    expect(storage.getItem("current-refresh-token")).toBe("refresh-1");
    expect(JSON.parse(storage.getItem("current-user")!)).toMatchObject({ email: "anna@example.pl" });
    expect(calls[0]).toMatchObject({ path: "/api/user/login", body: { username: "anna@example.pl", password: "Kiosk-2026" } });
  });

  it("a refused login stores nothing and answers the API's code", async () => {
    routes["POST /api/user/login"] = () => answer(401, { error: "LOGIN_FAILED", message: "…" });
    const runtime = await import("./session-runtime.ts");
    const result = await runtime.login("anna@example.pl", "wrong");
    expect(result.code).toBe(401);
    expect(storage.getItem("current-token")).toBeNull();
  });

  it("a 401 refreshes the token (the refresh token rotates) and retries the call", async () => {
    storage.setItem("current-token", "expired");
    storage.setItem("current-refresh-token", "refresh-1");
    routes["POST /api/user/refresh"] = (body) =>
      (body as { refreshToken: string }).refreshToken === "refresh-1"
        ? answer(200, "access-2", { refreshToken: "refresh-2" })
        : answer(401, { error: "INVALID_REFRESH_TOKEN" });
    routes["GET /api/user/me"] = (_b, h) => (h.authorization === "Bearer access-2" ? answer(200, profile) : answer(401, { error: "UNAUTHORIZED" }));
    const runtime = await import("./session-runtime.ts");
    const result = await runtime.refreshProfile();
    expect(result.code).toBe(200);
    expect(storage.getItem("current-token")).toBe("access-2");
    expect(storage.getItem("current-refresh-token")).toBe("refresh-2");
    expect(calls.map((c) => c.path)).toEqual(["/api/user/me", "/api/user/refresh", "/api/user/me"]);
  });

  it("a token already refreshed by another tab is taken instead of refreshing again", async () => {
    storage.setItem("current-token", "expired");
    storage.setItem("current-refresh-token", "refresh-1");
    routes["GET /api/user/me"] = (_b, h) => {
      if (h.authorization === "Bearer expired") {
        storage.setItem("current-token", "from-other-tab"); // the other tab wrote it while this call was on its way
        return answer(401, { error: "UNAUTHORIZED" });
      }
      return answer(200, profile);
    };
    const runtime = await import("./session-runtime.ts");
    expect((await runtime.refreshProfile()).code).toBe(200);
    expect(calls.map((c) => c.path)).toEqual(["/api/user/me", "/api/user/me"]);
    expect(calls[1]!.auth).toBe("Bearer from-other-tab");
  });

  it("waiting for another tab's refresh, its token is taken once it reaches this tab's storage", async () => {
    storage.setItem("current-token", "expired");
    storage.setItem("current-refresh-token", "refresh-1");
    // another tab holds the refresh lock; its new token shows up in this tab's storage 200 ms after it lets go
    const locks = {
      request: async (_name: string, options: unknown, fn?: (lock: unknown) => Promise<unknown>) => {
        if (typeof options === "function") {
          setTimeout(() => storage.setItem("current-token", "from-other-tab"), 200);
          return (options as (lock: unknown) => Promise<unknown>)({ name: "held-then-released" });
        }
        return fn!(null); // ifAvailable: not available
      },
    };
    vi.stubGlobal("navigator", { locks, onLine: true });
    routes["GET /api/user/me"] = (_b, h) => (h.authorization === "Bearer from-other-tab" ? answer(200, profile) : answer(401, { error: "UNAUTHORIZED" }));
    routes["POST /api/user/refresh"] = () => answer(401, { error: "INVALID_REFRESH_TOKEN" });
    const runtime = await import("./session-runtime.ts");
    expect((await runtime.refreshProfile()).code).toBe(200);
    expect(calls.map((c) => c.path)).toEqual(["/api/user/me", "/api/user/me"]);
  });

  it("a failed refresh ends the session silently, clears untransmitted tasks and asks for the sign-up modal", async () => {
    storage.setItem("current-token", "expired");
    storage.setItem("current-refresh-token", "revoked");
    storage.setItem("current-user", JSON.stringify(profile));
    routes["GET /api/user/me"] = () => answer(401, { error: "UNAUTHORIZED" });
    routes["POST /api/user/refresh"] = () => answer(401, { error: "INVALID_REFRESH_TOKEN" });
    const runtime = await import("./session-runtime.ts");
    const { authModalMode } = await import("./auth-modal.ts");
    const result = await runtime.refreshProfile();
    expect(result.code).toBe(401);
    expect(storage.getItem("current-token")).toBeNull();
    expect(storage.getItem("current-user")).toBeNull();
    expect(events).toContain(runtime.CLEAR_TASKS_EVENT);
    expect(events).toContain("kiosk:auth-modal");
    expect(authModalMode()).toBe("register");
    expect(calls.some((c) => c.path === "/api/user/logout")).toBe(false); // the refused token needs no revoking
  });

  it("a refresh the server cannot answer now (5xx) keeps the session", async () => {
    storage.setItem("current-token", "expired");
    storage.setItem("current-refresh-token", "refresh-1");
    routes["GET /api/user/me"] = () => answer(401, { error: "UNAUTHORIZED" });
    routes["POST /api/user/refresh"] = () => answer(503, { error: "UNAVAILABLE" });
    const runtime = await import("./session-runtime.ts");
    expect((await runtime.refreshProfile()).code).toBe(401);
    expect(storage.getItem("current-token")).toBe("expired");
    expect(storage.getItem("current-refresh-token")).toBe("refresh-1");
    expect(events).not.toContain("kiosk:auth-modal");
  });

  it("logout revokes the refresh token and clears the session, cart, wishlist, compare and checkout details", async () => {
    for (const key of [
      "current-token",
      "current-refresh-token",
      "current-user",
      "orders-history",
      "compare",
      "personal-details",
      "shipping-details",
      "payment-details",
      "recently-viewed",
    ]) {
      storage.setItem(key, key === "current-refresh-token" ? "refresh-9" : "x");
    }
    routes["POST /api/user/logout"] = () => answer(200, true);
    const runtime = await import("./session-runtime.ts");
    await runtime.logout();
    expect(calls).toEqual([{ path: "/api/user/logout", body: { refreshToken: "refresh-9" }, auth: undefined }]);
    expect([...storage.map.keys()]).toEqual(["recently-viewed"]);
    expect(events).toContain("kiosk:session");
    expect(events).toContain("kiosk:compare");
  });
});
