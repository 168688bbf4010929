import { assertGrosze, roundHalfUp, type Grosze } from "./money.ts";

/** Polish VAT rates in percent: books 5%, press 8%, everything else 23%. */
export const VAT_RATES = { books: 5, press: 8, standard: 23 } as const;

/**
 * "np." (nie podlega): outside the scope of VAT, not a rate of 0 %. The shop's multi-purpose vouchers (gift cards,
 * docs/polish-rules.md §3.1) are sold outside VAT: their lines carry no tax and are left out of the VAT breakdown;
 * VAT is charged when the card pays for goods.
 */
export const NOT_SUBJECT = "np" as const;
/** A line's VAT: a percentage (5, 8, 23, or 0), or NOT_SUBJECT. */
export type VatRate = number | typeof NOT_SUBJECT;

export type VatLine = { gross: Grosze; rate: VatRate };
export type VatPart = { rate: number; gross: Grosze; net: Grosze; tax: Grosze };

/** The rate is a percentage (the line is taxed); false for NOT_SUBJECT. */
export const isTaxed = (rate: VatRate): rate is number => rate !== NOT_SUBJECT;

/** "5%", "23%", or "np." as a Polish document prints it. */
export const vatLabel = (rate: VatRate): string => (isTaxed(rate) ? `${rate}%` : "np.");

/** The percentage used to split a gross amount: a line outside VAT has no tax in it (0). */
function assertRate(rate: VatRate): number {
  if (rate === NOT_SUBJECT) return 0;
  if (typeof rate !== "number" || !Number.isFinite(rate) || rate < 0) {
    throw new RangeError(`VAT rate must be a non-negative percentage or "np", got ${String(rate)}`);
  }
  return rate;
}

/** Net part of a gross amount: round(gross · 100 / (100 + rate)); the whole amount outside VAT. */
export function netFromGross(gross: Grosze, rate: VatRate): Grosze {
  assertGrosze(gross, "gross");
  return roundHalfUp((gross * 100) / (100 + assertRate(rate)));
}

/** Tax part of a gross amount; always gross − net, so net + tax === gross (0 outside VAT). */
export function taxFromGross(gross: Grosze, rate: VatRate): Grosze {
  return gross - netFromGross(gross, rate);
}

/** Gross from net: round(net · (100 + rate) / 100). */
export function grossFromNet(net: Grosze, rate: VatRate): Grosze {
  assertGrosze(net, "net");
  return roundHalfUp((net * (100 + assertRate(rate))) / 100);
}

function part(rate: number, gross: Grosze): VatPart {
  const net = netFromGross(gross, rate);
  return { rate, gross, net, tax: gross - net };
}

/** Gross per VAT rate of the taxed lines (lines outside VAT are left out). */
function grossByRate(lines: readonly VatLine[]): Map<number, Grosze> {
  const totals = new Map<number, Grosze>();
  for (const line of lines) {
    assertGrosze(line.gross, "line gross");
    assertRate(line.rate);
    if (!isTaxed(line.rate)) continue;
    totals.set(line.rate, (totals.get(line.rate) ?? 0) + line.gross);
  }
  return totals;
}

/**
 * Shipping follows the VAT rate of the goods. For a basket with several
 * rates the shipping gross is split pro rata to the goods' gross per rate
 * (largest-remainder method, so the parts add up exactly to shippingGross).
 * Empty basket → one part at 23%. Goods worth 0 → one part at the highest
 * rate in the basket. Free shipping → no parts. Parts that round to 0 are
 * left out. Result is sorted by rate. Lines outside VAT (vouchers) are not
 * goods: they weigh nothing (a basket of vouchers only counts as empty).
 */
export function splitShippingVat(shippingGross: Grosze, lines: readonly VatLine[]): VatPart[] {
  assertGrosze(shippingGross, "shipping gross");
  if (shippingGross === 0) return [];

  const weights = [...grossByRate(lines)].map(([rate, gross]) => ({ rate, weight: Math.max(0, gross) })).sort((a, b) => a.rate - b.rate);
  if (weights.length === 0) return [part(VAT_RATES.standard, shippingGross)];

  const totalWeight = weights.reduce((sum, w) => sum + w.weight, 0);
  if (totalWeight === 0) {
    return [part(Math.max(...weights.map((w) => w.rate)), shippingGross)];
  }

  // Work on the magnitude so a negative amount (a refund) splits the same way.
  const amount = Math.abs(shippingGross);
  const shares = weights.map((w) => ({
    rate: w.rate,
    weight: w.weight,
    gross: Math.floor((amount * w.weight) / totalWeight),
    remainder: (amount * w.weight) % totalWeight,
  }));
  let left = amount - shares.reduce((sum, s) => sum + s.gross, 0);
  // Largest remainder first; ties go to the bigger weight, then the higher rate.
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || b.weight - a.weight || b.rate - a.rate);
  for (const share of byRemainder) {
    if (left === 0) break;
    share.gross += 1;
    left -= 1;
  }

  const sign = shippingGross < 0 ? -1 : 1;
  return shares.filter((s) => s.gross > 0).map((s) => part(s.rate, sign * s.gross));
}

/**
 * VAT summary as on a Polish invoice: gross summed per rate, then net and
 * tax computed once on each rate's total. Sorted by rate. Lines outside VAT are not in it.
 */
export function summariseVat(lines: readonly VatLine[]): VatPart[] {
  return [...grossByRate(lines)].sort(([a], [b]) => a - b).map(([rate, gross]) => part(rate, gross));
}
