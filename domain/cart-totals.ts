/**
 * Cart totals in grosze. Prices are gross (VAT included, as in the catalogue); net and VAT are derived per
 * rate the way a Polish invoice does it (tax computed once on each rate's gross total), then spread over
 * the lines and shipping by largest remainder so that every figure adds up to the grosz:
 *   Σ lines (netAfterDiscount + tax) + shipping (net + tax) = grandTotal,
 *   grandTotal = subtotalGross − discountGross + shippingGross, taxTotal = Σ taxByRate,
 *   Σ taxByRate.gross + outsideVatGross = grandTotal.
 * The discount (a coupon) is spread over the lines pro rata to their gross; shipping takes the rates of the
 * goods, split pro rata to the discounted goods gross per rate (domain/vat.ts splitShippingVat).
 * A line outside VAT (a gift card: a multi-purpose voucher, docs/polish-rules.md §3.1) has no tax, takes no part
 * of the discount or of shipping, and is not in taxByRate; its gross is `outsideVatGross`.
 */
import { assertGrosze, type Grosze } from "./money.ts";
import { isTaxed, netFromGross, splitShippingVat, taxFromGross, type VatRate } from "./vat.ts";

export type TotalsLineInput = { itemId: number; qty: number; unitGross: Grosze; vatRate: VatRate };

export type TotalsInput = {
  lines: readonly TotalsLineInput[];
  /** The discount to spread over the lines (capped at the subtotal). */
  discountGross: Grosze;
  /** What the shopper pays for delivery, already 0 when free. */
  shippingGross: Grosze;
};

export type TotalsLine = {
  itemId: number;
  qty: number;
  vatRate: VatRate;
  unitGross: Grosze;
  unitNet: Grosze;
  rowGross: Grosze;
  rowNet: Grosze;
  discountGross: Grosze;
  rowGrossAfterDiscount: Grosze;
  rowNetAfterDiscount: Grosze;
  /** VAT of the discounted row */
  tax: Grosze;
};

export type RateTotal = { rate: number; gross: Grosze; net: Grosze; tax: Grosze };

export type CartTotals = {
  lines: TotalsLine[];
  itemsQty: number;
  subtotalGross: Grosze;
  subtotalNet: Grosze;
  discountGross: Grosze;
  /** the gross of the lines outside VAT (gift cards), part of the subtotal and the grand total */
  outsideVatGross: Grosze;
  shipping: { gross: Grosze; net: Grosze; tax: Grosze; byRate: RateTotal[] };
  /** Goods after discount plus shipping, per VAT rate, sorted by rate */
  taxByRate: RateTotal[];
  taxTotal: Grosze;
  grandTotal: Grosze;
};

/**
 * Splits `total` (≥ 0) into integer parts proportional to non-negative `weights` (largest remainder;
 * ties to the earlier weight). All-zero weights: everything to the first part. Parts add up to `total`.
 */
export function allocate(total: Grosze, weights: readonly number[]): Grosze[] {
  assertGrosze(total, "total");
  if (total < 0) throw new RangeError("allocate needs a non-negative total");
  if (weights.length === 0) {
    if (total === 0) return [];
    throw new RangeError("nothing to allocate to");
  }
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const parts = weights.map((w) => Math.floor((total * Math.max(0, w)) / sum));
  const remainders = weights.map((w, i) => ({ i, r: (total * Math.max(0, w)) % sum }));
  let left = total - parts.reduce((s, p) => s + p, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export function computeCartTotals(input: TotalsInput): CartTotals {
  const lines = input.lines.map((l) => {
    if (!Number.isSafeInteger(l.qty) || l.qty <= 0) throw new RangeError(`qty must be a positive integer, got ${l.qty}`);
    assertGrosze(l.unitGross, "unit gross");
    const rowGross = l.unitGross * l.qty;
    return { ...l, rowGross, rowNet: netFromGross(rowGross, l.vatRate), unitNet: netFromGross(l.unitGross, l.vatRate) };
  });
  const subtotalGross = lines.reduce((s, l) => s + l.rowGross, 0);
  const subtotalNet = lines.reduce((s, l) => s + l.rowNet, 0);
  const outsideVatGross = lines.reduce((s, l) => s + (isTaxed(l.vatRate) ? 0 : l.rowGross), 0);
  // A coupon discounts goods: never a voucher, so the discount is capped at the taxed lines and spread over them.
  const discountGross = Math.min(Math.max(0, assertGrosze(input.discountGross, "discount")), subtotalGross - outsideVatGross);
  const discounts =
    lines.length === 0
      ? []
      : allocate(
          discountGross,
          lines.map((l) => (isTaxed(l.vatRate) ? l.rowGross : 0)),
        );
  const after = lines.map((l, i) => ({ ...l, discountGross: discounts[i]!, rowGrossAfterDiscount: l.rowGross - discounts[i]! }));

  const shippingGross = assertGrosze(input.shippingGross, "shipping");
  if (shippingGross < 0) throw new RangeError("shipping cannot be negative");
  const shippingParts = splitShippingVat(
    shippingGross,
    after.map((l) => ({ gross: l.rowGrossAfterDiscount, rate: l.vatRate })),
  );

  // Per rate: the discounted goods and the shipping share; tax once per rate, then spread back.
  const rates = [...new Set([...after.flatMap((l) => (isTaxed(l.vatRate) ? [l.vatRate] : [])), ...shippingParts.map((p) => p.rate)])].sort((a, b) => a - b);
  const lineTax = new Map<number, Grosze>();
  const shippingByRate: RateTotal[] = [];
  const taxByRate: RateTotal[] = [];
  for (const rate of rates) {
    const members = after.map((l, i) => ({ l, i })).filter(({ l }) => l.vatRate === rate);
    const shipPart = shippingParts.find((p) => p.rate === rate)?.gross ?? 0;
    const gross = members.reduce((s, { l }) => s + l.rowGrossAfterDiscount, 0) + shipPart;
    const tax = taxFromGross(gross, rate);
    const shares = allocate(tax, [...members.map(({ l }) => l.rowGrossAfterDiscount), shipPart]);
    members.forEach(({ i }, k) => {
      lineTax.set(i, shares[k]!);
    });
    const shipTax = shares[members.length]!;
    if (shipPart > 0) shippingByRate.push({ rate, gross: shipPart, net: shipPart - shipTax, tax: shipTax });
    taxByRate.push({ rate, gross, net: gross - tax, tax });
  }

  const totalsLines: TotalsLine[] = after.map((l, i) => {
    const tax = lineTax.get(i) ?? 0;
    return {
      itemId: l.itemId,
      qty: l.qty,
      vatRate: l.vatRate,
      unitGross: l.unitGross,
      unitNet: l.unitNet,
      rowGross: l.rowGross,
      rowNet: l.rowNet,
      discountGross: l.discountGross,
      rowGrossAfterDiscount: l.rowGrossAfterDiscount,
      rowNetAfterDiscount: l.rowGrossAfterDiscount - tax,
      tax,
    };
  });
  const shippingTax = shippingByRate.reduce((s, p) => s + p.tax, 0);
  return {
    lines: totalsLines,
    itemsQty: lines.reduce((s, l) => s + l.qty, 0),
    subtotalGross,
    subtotalNet,
    discountGross,
    outsideVatGross,
    shipping: { gross: shippingGross, net: shippingGross - shippingTax, tax: shippingTax, byRate: shippingByRate },
    taxByRate,
    taxTotal: taxByRate.reduce((s, r) => s + r.tax, 0),
    grandTotal: subtotalGross - discountGross + shippingGross,
  };
}
