/**
 * EU Omnibus rule (art. 4 ust. 2 ustawy o informowaniu o cenach towarów
 * i usług): next to a price reduction show the lowest price from the
 * 30 days before the reduction started.
 */
import type { Grosze } from "./money.ts";
import { isSpecialPriceActive, type PriceSource } from "./pricing.ts";
import { warsawDaysBefore, warsawStartOfDay } from "./warsaw-time.ts";

/** A gross selling price in effect during [validFrom, validTo); validTo null = still current. */
export type PricePeriod = { price: Grosze; validFrom: Date; validTo: Date | null };

export const OMNIBUS_DAYS = 30;

function lowestOverlapping(history: readonly PricePeriod[], overlaps: (from: number, to: number) => boolean): Grosze | null {
  let lowest: Grosze | null = null;
  for (const period of history) {
    const from = period.validFrom.getTime();
    const to = period.validTo === null ? Number.POSITIVE_INFINITY : period.validTo.getTime();
    if (Number.isNaN(from) || Number.isNaN(to) || to <= from || !Number.isFinite(period.price)) continue;
    if (overlaps(from, to) && (lowest === null || period.price < lowest)) lowest = period.price;
  }
  return lowest;
}

/**
 * Lowest price over the periods overlapping [reductionStart − days, reductionStart).
 * Any overlap counts, even one day at a lower price. Days are Warsaw
 * calendar days. A product sold for less than `days` simply has less
 * history. null when nothing overlaps.
 */
export function lowestPriceBefore(history: readonly PricePeriod[], reductionStart: Date, days = OMNIBUS_DAYS): Grosze | null {
  const end = reductionStart.getTime();
  const start = warsawDaysBefore(reductionStart, days).getTime();
  return lowestOverlapping(history, (from, to) => from < end && to > start);
}

/** Lowest price over the periods overlapping [now − 30 days, now]; for when no reduction start is known. */
export function lowestPriceInLast30Days(history: readonly PricePeriod[], now: Date): Grosze | null {
  const end = now.getTime();
  const start = warsawDaysBefore(now, OMNIBUS_DAYS).getTime();
  return lowestOverlapping(history, (from, to) => from <= end && to > start);
}

/**
 * When the special price is active: midnight (Europe/Warsaw) starting its
 * from-day. null when it is not active or has no from-date.
 */
export function reductionStartDate(p: PriceSource, now: Date): Date | null {
  if (!isSpecialPriceActive(p, now)) return null;
  if (p.specialFromDate === null || p.specialFromDate.trim() === "") return null;
  return warsawStartOfDay(p.specialFromDate);
}
