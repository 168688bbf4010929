import { assertGrosze, roundHalfUp, type Grosze } from "./money.ts";

/** Polish VAT rates in percent: books 5%, press 8%, everything else 23%. */
export const VAT_RATES = { books: 5, press: 8, standard: 23 } as const;
export type VatRate = 0 | 5 | 8 | 23;

export type VatLine = { gross: Grosze; rate: number };
export type VatPart = { rate: number; gross: Grosze; net: Grosze; tax: Grosze };

function assertRate(ratePercent: number): number {
  if (!Number.isFinite(ratePercent) || ratePercent < 0) {
    throw new RangeError(`VAT rate must be a non-negative percentage, got ${ratePercent}`);
  }
  return ratePercent;
}

/** Net part of a gross amount: round(gross · 100 / (100 + rate)). */
export function netFromGross(gross: Grosze, ratePercent: number): Grosze {
  assertGrosze(gross, "gross");
  return roundHalfUp((gross * 100) / (100 + assertRate(ratePercent)));
}

/** Tax part of a gross amount; always gross − net, so net + tax === gross. */
export function taxFromGross(gross: Grosze, ratePercent: number): Grosze {
  return gross - netFromGross(gross, ratePercent);
}

/** Gross from net: round(net · (100 + rate) / 100). */
export function grossFromNet(net: Grosze, ratePercent: number): Grosze {
  assertGrosze(net, "net");
  return roundHalfUp((net * (100 + assertRate(ratePercent))) / 100);
}

function part(rate: number, gross: Grosze): VatPart {
  const net = netFromGross(gross, rate);
  return { rate, gross, net, tax: gross - net };
}

function grossByRate(lines: readonly VatLine[]): Map<number, Grosze> {
  const totals = new Map<number, Grosze>();
  for (const line of lines) {
    assertGrosze(line.gross, "line gross");
    assertRate(line.rate);
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
 * left out. Result is sorted by rate.
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
 * tax computed once on each rate's total. Sorted by rate.
 */
export function summariseVat(lines: readonly VatLine[]): VatPart[] {
  return [...grossByRate(lines)].sort(([a], [b]) => a - b).map(([rate, gross]) => part(rate, gross));
}
