import { describe, expect, it, vi } from "vitest";
import { lazyModule, RETRY_DELAYS_MS, withRetry } from "./lazy.tsx";

describe("withRetry: a failed lazy load is tried again with backoff", () => {
  it("waits 0.5, 1.5 and 4 s between four attempts, then throws the last failure", async () => {
    const waits: number[] = [];
    let attempts = 0;
    const attempt = () => Promise.reject(new Error(`offline ${++attempts}`));
    await expect(withRetry(attempt, RETRY_DELAYS_MS, async (ms) => void waits.push(ms))).rejects.toThrow("offline 4");
    expect(attempts).toBe(4);
    expect(waits).toEqual([500, 1500, 4000]);
  });
  it("stops at the first success", async () => {
    const waits: number[] = [];
    let attempts = 0;
    const attempt = () => (++attempts < 3 ? Promise.reject(new Error("offline")) : Promise.resolve("module"));
    await expect(withRetry(attempt, RETRY_DELAYS_MS, async (ms) => void waits.push(ms))).resolves.toBe("module");
    expect(waits).toEqual([500, 1500]);
  });
});

describe("lazyModule: a failed load stays failed until asked again", () => {
  it("does not start a new download on each read after failing; load({ again }) does", async () => {
    vi.useFakeTimers();
    try {
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
    } finally {
      vi.useRealTimers();
    }
  });
});
