import { describe, expect, it } from "vitest";
import { addScores, decayedCount, scoreOf } from "./popularity.ts";

const H = 30;
const day = (d: string) => new Date(`${d}T12:00:00Z`);

describe("popularity decay", () => {
  it("an event counts 1 when it happens, ½ after one half-life, ¼ after two", () => {
    const s = scoreOf(1, day("2026-01-01"), H);
    expect(decayedCount(s, day("2026-01-01"), H)).toBeCloseTo(1, 9);
    expect(decayedCount(s, day("2026-01-31"), H)).toBeCloseTo(0.5, 9);
    expect(decayedCount(s, day("2026-03-02"), H)).toBeCloseTo(0.25, 9);
  });

  it("adding scores adds the decayed counts, whatever the order", () => {
    const a = scoreOf(10, day("2026-01-01"), H);
    const b = scoreOf(4, day("2026-02-15"), H);
    const now = day("2026-03-01");
    const expected = 10 * 2 ** (-59 / H) + 4 * 2 ** (-14 / H);
    expect(decayedCount(addScores(a, b, H), now, H)).toBeCloseTo(expected, 9);
    expect(addScores(b, a, H)).toBeCloseTo(addScores(a, b, H)!, 9);
    expect(addScores(null, b, H)).toBe(b);
    expect(decayedCount(null, now, H)).toBe(0);
  });

  it("last year's hit falls behind a steady seller of this month", () => {
    const hit = scoreOf(1000, day("2025-03-01"), H);
    const steady = [1, 5, 10, 15, 20, 25].reduce<number | null>((s, d) => addScores(s, scoreOf(2, day(`2026-03-${String(d).padStart(2, "0")}`), H), H), null);
    const now = day("2026-03-28");
    // a year ago the hit led by far; now 1000 sales weigh 1000·2^(−392/30) ≈ 0.12, twelve recent ones about 8
    expect(hit).toBeLessThan(steady!);
    expect(decayedCount(hit, now, H)).toBeLessThan(0.2);
    expect(decayedCount(steady, now, H)).toBeGreaterThan(7);
  });

  it("scores stay finite over decades (no overflow: the scale is days, not weights)", () => {
    const s = scoreOf(1e9, day("2076-01-01"), 1);
    expect(Number.isFinite(s)).toBe(true);
    expect(Number.isFinite(addScores(s, scoreOf(1, day("2026-01-01"), 1), 1)!)).toBe(true);
  });
});
