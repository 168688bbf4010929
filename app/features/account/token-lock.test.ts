import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTokenRefresher, LOCK_FAILED, LOCK_WAIT_MS, type TokenRefresherOptions } from "./token-lock.ts";

type Answer = { code: number; result: string };
const ok = (result: string): Answer => ({ code: 200, result });
const unauthorized = (): Answer => ({ code: 401, result: "synthetic" });

/** A server that accepts exactly the tokens in `valid`, and a refresh that hands out the next one. */
function setup(overrides: Partial<TokenRefresherOptions> = {}) {
  let token: string | null = "t1";
  const valid = new Set(["t1"]);
  const sent: (string | null)[] = [];
  let resolveRefresh: ((t: string | null) => void) | undefined;
  const refresh = vi.fn(
    (_stale: string) =>
      new Promise<string | null>((resolve) => {
        resolveRefresh = (t) => {
          if (t) {
            token = t;
            valid.add(t);
          }
          resolve(t);
        };
      }),
  );
  const onRefreshFailed = vi.fn();
  const refresher = createTokenRefresher({ getToken: () => token, refresh, onRefreshFailed, ...overrides });
  const send = async (t: string | null) => {
    sent.push(t);
    return t && valid.has(t) ? ok(`hello ${t}`) : { code: 401, result: "UNAUTHORIZED" };
  };
  return {
    refresher,
    refresh,
    onRefreshFailed,
    sent,
    send,
    valid,
    finishRefresh: (t: string | null) => resolveRefresh!(t),
    setToken: (t: string | null) => (token = t),
  };
}

describe("token invalidation lock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("passes a call through while the token is valid (lock 0)", async () => {
    const s = setup();
    await expect(s.refresher.run(s.send, unauthorized)).resolves.toEqual(ok("hello t1"));
    expect(s.refresher.lock).toBe(0);
    expect(s.refresh).not.toHaveBeenCalled();
  });

  it("on a 401 refreshes once (lock above 0 meanwhile) and retries with the new token", async () => {
    const s = setup();
    s.valid.delete("t1"); // expired
    const call = s.refresher.run(s.send, unauthorized);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.refresh).toHaveBeenCalledWith("t1");
    expect(s.refresher.lock).toBeGreaterThan(0);
    s.finishRefresh("t2");
    await expect(call).resolves.toEqual(ok("hello t2"));
    expect(s.sent).toEqual(["t1", "t2"]);
    expect(s.refresher.lock).toBe(0);
  });

  it("calls arriving during a refresh wait in 1,000 ms steps, then go out with the new token", async () => {
    const s = setup();
    s.valid.delete("t1");
    const first = s.refresher.run(s.send, unauthorized);
    await vi.advanceTimersByTimeAsync(0);
    const second = s.refresher.run(s.send, unauthorized);
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS * 3);
    expect(s.sent).toEqual(["t1"]); // the second call has not been sent while the lock is held
    s.finishRefresh("t2");
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS);
    await expect(first).resolves.toEqual(ok("hello t2"));
    await expect(second).resolves.toEqual(ok("hello t2"));
    expect(s.refresh).toHaveBeenCalledTimes(1);
  });

  it("two calls failing together refresh only once", async () => {
    const s = setup();
    s.valid.delete("t1");
    const a = s.refresher.run(s.send, unauthorized);
    const b = s.refresher.run(s.send, unauthorized);
    await vi.advanceTimersByTimeAsync(0);
    s.finishRefresh("t2");
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS);
    await expect(Promise.all([a, b])).resolves.toEqual([ok("hello t2"), ok("hello t2")]);
    expect(s.refresh).toHaveBeenCalledTimes(1);
  });

  it("a failed refresh sets the lock to -1, runs the failure once, and waiting calls resolve as 401", async () => {
    const s = setup();
    s.valid.delete("t1");
    const first = s.refresher.run(s.send, unauthorized);
    await vi.advanceTimersByTimeAsync(0);
    const waiting = s.refresher.run(s.send, unauthorized);
    s.finishRefresh(null);
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS);
    await expect(first).resolves.toEqual(unauthorized());
    await expect(waiting).resolves.toEqual(unauthorized());
    expect(s.refresher.lock).toBe(LOCK_FAILED);
    expect(s.onRefreshFailed).toHaveBeenCalledTimes(1);
    // while -1, nothing is sent any more
    await expect(s.refresher.run(s.send, unauthorized)).resolves.toEqual(unauthorized());
    expect(s.sent).toEqual(["t1"]);
    s.refresher.reset(); // a new login
    s.valid.add("t1");
    await expect(s.refresher.run(s.send, unauthorized)).resolves.toEqual(ok("hello t1"));
  });

  it("a refresh that cannot be tried now (offline, server error) keeps the session: lock back to 0, the 401 returned", async () => {
    const onRefreshFailed = vi.fn();
    let token = "t1";
    const refresher = createTokenRefresher({ getToken: () => token, refresh: async () => "later" as const, onRefreshFailed });
    await expect(refresher.run(async () => ({ code: 401, result: "UNAUTHORIZED" }), unauthorized)).resolves.toEqual({ code: 401, result: "UNAUTHORIZED" });
    expect(refresher.lock).toBe(0);
    expect(onRefreshFailed).not.toHaveBeenCalled();
    token = "t1";
    await expect(refresher.run(async () => ok("back"), unauthorized)).resolves.toEqual(ok("back"));
  });

  it("a refresh that throws counts as failed", async () => {
    const onRefreshFailed = vi.fn();
    const refresher = createTokenRefresher({ getToken: () => "t1", refresh: () => Promise.reject(new Error("offline")), onRefreshFailed });
    await expect(
      refresher.run(
        async () => ({ code: 401 }),
        () => ({ code: 401 }),
      ),
    ).resolves.toEqual({ code: 401 });
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(refresher.lock).toBe(LOCK_FAILED);
  });

  it("stops after the maximum attempts when even the fresh token is refused", async () => {
    const s = setup({ maxAttempts: 1 });
    const send = async (t: string | null) => {
      s.sent.push(t);
      return { code: 401, result: "UNAUTHORIZED" };
    };
    const call = s.refresher.run(send, unauthorized);
    await vi.advanceTimersByTimeAsync(0);
    s.finishRefresh("t2");
    await expect(call).resolves.toEqual(unauthorized());
    expect(s.sent).toEqual(["t1", "t2"]);
    expect(s.refresh).toHaveBeenCalledTimes(1);
    expect(s.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(s.refresher.lock).toBe(LOCK_FAILED);
  });

  it("allows more retries when configured", async () => {
    let n = 0;
    const refresher = createTokenRefresher({
      getToken: () => `t${n}`,
      refresh: async () => `t${++n}`,
      onRefreshFailed: vi.fn(),
      maxAttempts: 2,
    });
    const answer = await refresher.run(
      async (t) => ({ code: t === "t2" ? 200 : 401 }),
      () => ({ code: 401 }),
    );
    expect(answer).toEqual({ code: 200 });
    expect(n).toBe(2);
  });

  it("a guest's 401 is returned as it is (nothing to refresh)", async () => {
    const s = setup();
    s.setToken(null);
    await expect(s.refresher.run(s.send, unauthorized)).resolves.toEqual({ code: 401, result: "UNAUTHORIZED" });
    expect(s.refresh).not.toHaveBeenCalled();
    expect(s.onRefreshFailed).not.toHaveBeenCalled();
  });

  it("with automatic refresh off a 401 logs out at once", async () => {
    const onUnauthorized = vi.fn();
    const s = setup({ autoRefresh: false, onUnauthorized });
    s.valid.delete("t1");
    await expect(s.refresher.run(s.send, unauthorized)).resolves.toEqual({ code: 401, result: "UNAUTHORIZED" });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(s.refresh).not.toHaveBeenCalled();
  });

  it("a refresh before expiry shares the lock: calls wait for it", async () => {
    const s = setup();
    const early = s.refresher.refreshNow("t1");
    expect(s.refresher.lock).toBe(1);
    const call = s.refresher.run(s.send, unauthorized);
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS);
    expect(s.sent).toEqual([]);
    s.finishRefresh("t2");
    await expect(early).resolves.toBe("ok");
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS);
    await expect(call).resolves.toEqual(ok("hello t2"));
  });
});
