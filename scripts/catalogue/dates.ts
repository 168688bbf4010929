/** Calendar-day arithmetic on "YYYY-MM-DD" strings (UTC-based, no time zone surprises), plus cached Warsaw conversions. */
import { warsawDay, warsawStartOfDay } from "../../domain/warsaw-time.ts";

export const DAY_MS = 86_400_000;

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

export function parts(day: string): { y: number; m: number; d: number } {
  return { y: Number(day.slice(0, 4)), m: Number(day.slice(5, 7)), d: Number(day.slice(8, 10)) };
}

export function makeDay(y: number, m: number, d: number): string {
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
}

/** Weekday, 0 = Sunday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function dayOfYear(day: string): number {
  const { y } = parts(day);
  return daysBetween(makeDay(y, 1, 1), day) + 1;
}

/** Same day-of-month `n` months later (clamped to 28, enough for issue dates). */
export function addMonths(y: number, m: number, n: number): { y: number; m: number } {
  const total = y * 12 + (m - 1) + n;
  return { y: Math.floor(total / 12), m: (total % 12) + 1 };
}

const HOUR_MS = 3_600_000;

/**
 * warsawDay() without Intl for almost every instant: Warsaw is UTC+1 or UTC+2, so when both offsets
 * give the same UTC calendar day that is the answer; only the hour around midnight needs Intl.
 */
export function dayInWarsaw(instant: Date | number): string {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  const a = new Date(ms + HOUR_MS).toISOString().slice(0, 10);
  const b = new Date(ms + 2 * HOUR_MS).toISOString().slice(0, 10);
  return a === b ? a : warsawDay(new Date(ms));
}

const midnights = new Map<string, number>();
/** warsawStartOfDay(day) in epoch ms, cached per day. */
export function warsawMidnight(day: string): number {
  let ms = midnights.get(day);
  if (ms === undefined) {
    ms = warsawStartOfDay(day).getTime();
    midnights.set(day, ms);
  }
  return ms;
}
