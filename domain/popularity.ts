/**
 * Popularity with a time decay (docs/decisions/2026-11-27-popularity.md). A view or a sale weighs 2^(−age/H) with the
 * half-life H in days. A product's score is kept as an "effective day": S = H·log2(Σ 2^(tᵢ/H)), tᵢ in days since
 * 1970-01-01, so n events on day t score t + H·log2(n). All products decay at the same rate, so the order of the
 * stored scores is the order of the decayed counts at any moment, and a score is never rewritten as time passes.
 * The same arithmetic runs in SQL (migration popularity: kiosk_score_add, kiosk_score_sub); these are its pure twins.
 */

const DAY_MS = 86_400_000;

/** The day number of an instant (days since 1970-01-01 UTC, fractional). */
export function dayNumber(at: Date): number {
  return at.getTime() / DAY_MS;
}

/** The score of `count` events (> 0) at `at`. */
export function scoreOf(count: number, at: Date, halfLifeDays: number): number {
  return dayNumber(at) + halfLifeDays * Math.log2(count);
}

/** Two scores together (null: nothing). */
export function addScores(a: number | null, b: number | null, halfLifeDays: number): number | null {
  if (a === null) return b;
  if (b === null) return a;
  const m = Math.max(a, b);
  return m + halfLifeDays * Math.log2(2 ** ((a - m) / halfLifeDays) + 2 ** ((b - m) / halfLifeDays));
}

/** How many events a score weighs at `now`: each one counts 1 the moment it happens and half after H days. */
export function decayedCount(score: number | null, now: Date, halfLifeDays: number): number {
  return score === null ? 0 : 2 ** ((score - dayNumber(now)) / halfLifeDays);
}
