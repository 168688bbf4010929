/**
 * EU Omnibus rule (art. 4 ust. 2 ustawy o informowaniu o cenach towarów
 * i usług; docs/polish-rules.md §4): a price may be announced as a
 * reduction (red price, struck-through regular price, "-X%", the Promocje
 * list) only when it is below the lowest price of the 30 days before the
 * reduction took effect, and "-X%" is measured against that lowest price.
 * `priceReduction` is the one decision; every place that styles, lists,
 * sorts or describes a product as reduced reads it
 * (docs/decisions/2026-11-22-omnibus.md).
 */
import type { Grosze } from "./money.ts";
import { isSpecialPriceActive, type PriceSource } from "./pricing.ts";
import { parseDay, warsawDay, warsawDaysBefore, warsawStartOfDay } from "./warsaw-time.ts";

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

/** Lowest price over the periods overlapping [now − 30 days, now]; for a product with no reduction (the omnibus price list). */
export function lowestPriceInLast30Days(history: readonly PricePeriod[], now: Date): Grosze | null {
  const end = now.getTime();
  const start = warsawDaysBefore(now, OMNIBUS_DAYS).getTime();
  return lowestOverlapping(history, (from, to) => from <= end && to > start);
}

/**
 * When the special price in force took effect: midnight (Europe/Warsaw) of its from-day; without a
 * from-day, the start of the run of history periods at the special price that holds `now`. null when
 * no special price is in force, or when the history cannot say since when it is charged.
 */
export function reductionStart(p: PriceSource, history: readonly PricePeriod[], now: Date): Date | null {
  if (!isSpecialPriceActive(p, now)) return null;
  if (p.specialFromDate !== null && p.specialFromDate.trim() !== "") return warsawStartOfDay(p.specialFromDate);
  const at = now.getTime();
  const periods = [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  let i = periods.findIndex((q) => q.validFrom.getTime() <= at && (q.validTo === null || q.validTo.getTime() > at));
  if (i === -1 || periods[i]?.price !== p.specialPrice) return null;
  // Back over adjacent periods at the same price: the reduction began where the special price first applied.
  while (i > 0 && periods[i - 1]!.price === p.specialPrice && periods[i - 1]!.validTo?.getTime() === periods[i]!.validFrom.getTime()) i--;
  return periods[i]!.validFrom;
}

/** What the shop may say about a product's price now (docs/decisions/2026-11-22-omnibus.md). */
export type PriceReduction = {
  /** the gross price the shopper pays now: the special price in force, else the regular price */
  finalPrice: Grosze;
  /** a special price is in force (it is `finalPrice`), whether or not it may be announced as a reduction */
  specialActive: boolean;
  /**
   * Lowest gross price of the 30 Warsaw days before the special price took effect (since launch for a
   * younger product). null when no special price is in force, or when no price is known from before it
   * (no history, or a product launched at that price).
   */
  lowest30d: Grosze | null;
  /** the price may be announced as a reduction: a special price in force, below `lowest30d` */
  isReduction: boolean;
  /** "-X%" of a reduction, measured against `lowest30d` and rounded down (never overstated); 0 otherwise */
  percent: number;
};

/**
 * The one rule of "is this on sale": a special price in force is a reduction only when it is below the
 * lowest price of the 30 days before it took effect. A special price that is not (the price was lower in
 * those 30 days, or nothing is known from before it) is charged as a plain price: no red, no struck-through
 * regular price, no percentage, not in Promocje; its 30-day low is still given as information.
 * `history`: the product's own periods (a configurable child's own, not its parent's); null or [] = none.
 */
export function priceReduction(p: PriceSource, history: readonly PricePeriod[] | null | undefined, now: Date): PriceReduction {
  if (!isSpecialPriceActive(p, now)) return { finalPrice: p.price, specialActive: false, lowest30d: null, isReduction: false, percent: 0 };
  const finalPrice = p.specialPrice as Grosze;
  const periods = history ?? [];
  const start = reductionStart(p, periods, now);
  const lowest30d = start === null ? null : lowestPriceBefore(periods, start);
  if (lowest30d === null || !(finalPrice < lowest30d)) return { finalPrice, specialActive: true, lowest30d, isReduction: false, percent: 0 };
  return { finalPrice, specialActive: true, lowest30d, isReduction: true, percent: Math.floor(((lowest30d - finalPrice) * 100) / lowest30d) };
}

/**
 * The decision for the product's special-price window as it holds on every day of it from today on: taken
 * on its first day when the window has not begun yet. The listing index stores it, and its SQL only checks
 * that today lies in the window (server/modules/catalog/listing-index.ts). It depends on the history alone,
 * so whoever writes prices or their history refreshes the index.
 */
export function windowReduction(p: PriceSource, history: readonly PricePeriod[] | null | undefined, now: Date): PriceReduction {
  const from = p.specialFromDate === null ? null : parseDay(p.specialFromDate);
  const at = from !== null && from > warsawDay(now) ? warsawStartOfDay(from) : now;
  return priceReduction(p, history, at);
}
