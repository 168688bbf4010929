import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyModule, RETRY_DELAYS_MS, withRetry } from "./lazy.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("withRetry: a failed lazy load is tried again with backoff", () => {
  it("waits 0.5, 1.5 and 4 s between four attempts, then throws the last failure", async () => {
    expect(RETRY_DELAYS_MS).toEqual([500, 1500, 4000]);
    let attempts = 0;
    const result = withRetry(() => Promise.reject(new Error(`offline ${++attempts}`)));
    result.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(attempts, "not before 0.5 s").toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(1499);
    expect(attempts, "not before 1.5 s more").toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(attempts).toBe(4);
    await expect(result).rejects.toThrow("offline 4");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts, "no fifth attempt").toBe(4);
  });
  it("stops at the first success", async () => {
    let attempts = 0;
    const result = withRetry(() => (++attempts < 3 ? Promise.reject(new Error("offline")) : Promise.resolve("module")));
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe("module");
    expect(attempts).toBe(3);
  });
});

describe("lazyModule: a failed load stays failed until asked again", () => {
  it("does not start a new download on each read after failing; load({ again }) does", async () => {
    const importer = vi.fn(() => Promise.reject(new Error("offline")));
    const module = lazyModule(importer);
    const first = module.load();
    first.catch(() => undefined);
    await vi.runAllTimersAsync();
    await expect(first).rejects.toThrow("offline");
    expect(importer).toHaveBeenCalledTimes(4);
    // a render reading it again gets the same failed promise: no new request
    expect(module.load()).toBe(first);
    expect(importer).toHaveBeenCalledTimes(4);
    importer.mockImplementation(() => Promise.resolve({ ok: true }) as never);
    const again = module.load({ again: true });
    await expect(again).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(5);
    expect(module.loaded).toEqual({ ok: true });
  });
});
