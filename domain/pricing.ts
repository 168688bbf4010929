import { assertGrosze, type Grosze } from "./money.ts";
import type { PriceReduction } from "./omnibus.ts";
import { netFromGross, type VatRate } from "./vat.ts";
import { parseDay, warsawDay } from "./warsaw-time.ts";

export { warsawDay } from "./warsaw-time.ts";

/**
 * Catalogue price data, gross grosze. Special-price dates are calendar days
 * ("YYYY-MM-DD") in Europe/Warsaw, both inclusive; null = open-ended.
 */
export type PriceSource = {
  price: Grosze;
  specialPrice: Grosze | null;
  specialFromDate: string | null;
  specialToDate: string | null;
};

/** null/"" is open-ended; an unparseable date yields undefined (window invalid). */
function windowBound(value: string | null): string | null | undefined {
  if (value === null || value.trim() === "") return null;
  return parseDay(value) ?? undefined;
}

/**
 * The special price applies when it is set, non-negative, lower than the
 * regular price and today (in Warsaw) is within [from, to]. A malformed
 * date disables the special price rather than making it permanent.
 */
export function isSpecialPriceActive(p: PriceSource, now: Date): boolean {
  const special = p.specialPrice;
  if (special === null || special === undefined || !(special >= 0) || !(special < p.price)) {
    return false;
  }
  const from = windowBound(p.specialFromDate);
  const to = windowBound(p.specialToDate);
  if (from === undefined || to === undefined) return false;
  const today = warsawDay(now);
  return (from === null || from <= today) && (to === null || today <= to);
}

/** The gross price the customer pays now. */
export function finalPrice(p: PriceSource, now: Date): Grosze {
  return isSpecialPriceActive(p, now) ? (p.specialPrice as Grosze) : p.price;
}

export type PriceFields = {
  price: Grosze;
  price_incl_tax: Grosze;
  original_price: Grosze;
  original_price_incl_tax: Grosze;
  regular_price: Grosze;
  special_price: Grosze;
  special_price_incl_tax: Grosze;
  final_price: Grosze;
  final_price_incl_tax: Grosze;
  final_price_tax: Grosze;
  price_tax: Grosze;
  is_special_price: boolean;
  is_discounted: boolean;
  discount_percent: number;
  lowest_price_30d: Grosze | null;
};

/**
 * Price fields for the API, all in grosze, from the product's prices and the Omnibus decision on them
 * (domain/omnibus.ts priceReduction). "price" fields without `_incl_tax` are net. A special price that is
 * not in force is zeroed; one in force is the final price (`is_special_price`), and is announced as a
 * reduction (`is_discounted`, `discount_percent` against the 30-day low) only when the decision says so.
 */
export function priceFields(p: PriceSource, taxRatePercent: VatRate, reduction: PriceReduction): PriceFields {
  const gross = assertGrosze(p.price, "price");
  const active = reduction.specialActive;
  const special = active ? assertGrosze(reduction.finalPrice, "special price") : 0;
  const final = active ? special : gross;
  const net = netFromGross(gross, taxRatePercent);
  const finalNet = netFromGross(final, taxRatePercent);
  return {
    price: net,
    price_incl_tax: gross,
    original_price: net,
    original_price_incl_tax: gross,
    regular_price: gross,
    special_price: active ? netFromGross(special, taxRatePercent) : 0,
    special_price_incl_tax: special,
    final_price: finalNet,
    final_price_incl_tax: final,
    final_price_tax: final - finalNet,
    price_tax: gross - net,
    is_special_price: active,
    is_discounted: reduction.isReduction,
    discount_percent: reduction.isReduction ? reduction.percent : 0,
    lowest_price_30d: reduction.lowest30d,
  };
}
