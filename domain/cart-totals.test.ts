import { describe, expect, it } from "vitest";
import { NOT_SUBJECT } from "./vat.ts";
import { allocate, computeCartTotals, type CartTotals } from "./cart-totals.ts";

function expectAddsUp(t: CartTotals) {
  const linesNet = t.lines.reduce((s, l) => s + l.rowNetAfterDiscount, 0);
  const linesTax = t.lines.reduce((s, l) => s + l.tax, 0);
  expect(linesNet + linesTax + t.shipping.net + t.shipping.tax).toBe(t.grandTotal);
  expect(t.grandTotal).toBe(t.subtotalGross - t.discountGross + t.shipping.gross);
  expect(linesTax + t.shipping.tax).toBe(t.taxTotal);
  // the lines outside VAT (gift cards) are the only part of the total not in the VAT breakdown
  expect(t.taxByRate.reduce((s, r) => s + r.gross, 0) + t.outsideVatGross).toBe(t.grandTotal);
  for (const r of t.taxByRate) expect(r.net + r.tax).toBe(r.gross);
  for (const l of t.lines) {
    expect(l.rowNetAfterDiscount + l.tax).toBe(l.rowGrossAfterDiscount);
    expect(l.rowGross - l.discountGross).toBe(l.rowGrossAfterDiscount);
  }
  expect(t.lines.reduce((s, l) => s + l.discountGross, 0)).toBe(t.discountGross);
}

describe("allocate", () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1, [5, 5], [1, 0]],
    [10, [0, 0], [10, 0]],
    [7, [3, 0, 1], [5, 0, 2]],
    [0, [2, 3], [0, 0]],
  ])("%i over %j → %j", (total, weights, expected) => {
    expect(allocate(total, weights)).toEqual(expected);
  });
});

describe("computeCartTotals", () => {
  // A book at 5 %, a magazine at 8 %, a T-shirt at 23 %, the courier at 5.00 zł gross.
  const mixed = [
    { itemId: 1, qty: 1, unitGross: 3999, vatRate: 5 },
    { itemId: 2, qty: 2, unitGross: 1499, vatRate: 8 },
    { itemId: 3, qty: 1, unitGross: 5990, vatRate: 23 },
  ];

  it("prices a mixed cart with shipping taxed like the goods, to the grosz", () => {
    const t = computeCartTotals({ lines: mixed, discountGross: 0, shippingGross: 500 });
    expect(t.subtotalGross).toBe(3999 + 2998 + 5990);
    expect(t.grandTotal).toBe(12987 + 500);
    // shipping split pro rata to 3999 : 2998 : 5990 → 154 / 115 / 231 gr gross
    expect(t.shipping.byRate.map((p) => [p.rate, p.gross])).toEqual([
      [5, 154],
      [8, 115],
      [23, 231],
    ]);
    // each rate taxed once on its total: 5 %: 4153 → 198; 8 %: 3113 → 231; 23 %: 6221 → 1163
    expect(t.taxByRate).toEqual([
      { rate: 5, gross: 4153, net: 3955, tax: 198 },
      { rate: 8, gross: 3113, net: 2882, tax: 231 },
      { rate: 23, gross: 6221, net: 5058, tax: 1163 },
    ]);
    expect(t.taxTotal).toBe(198 + 231 + 1163);
    expect(t.lines.map((l) => [l.rowNet, l.unitNet])).toEqual([
      [3809, 3809],
      [2776, 1388],
      [4870, 4870],
    ]);
    expect(t.itemsQty).toBe(4);
    expectAddsUp(t);
  });

  it("spreads a coupon over the lines pro rata and adds up", () => {
    const t = computeCartTotals({ lines: mixed, discountGross: 1299, shippingGross: 500 });
    expect(t.lines.map((l) => l.discountGross)).toEqual([400, 300, 599]);
    expect(t.grandTotal).toBe(12987 - 1299 + 500);
    expectAddsUp(t);
  });

  it("caps the discount at the goods and leaves shipping alone", () => {
    const t = computeCartTotals({ lines: mixed.slice(0, 1), discountGross: 999999, shippingGross: 500 });
    expect(t.discountGross).toBe(3999);
    expect(t.grandTotal).toBe(500);
    // goods worth 0 after the discount: shipping at the basket's highest rate
    expect(t.shipping.byRate).toEqual([{ rate: 5, gross: 500, net: 476, tax: 24 }]);
    expectAddsUp(t);
  });

  it("handles free shipping and an empty cart", () => {
    expectAddsUp(computeCartTotals({ lines: mixed, discountGross: 0, shippingGross: 0 }));
    const empty = computeCartTotals({ lines: [], discountGross: 0, shippingGross: 0 });
    expect(empty.grandTotal).toBe(0);
    expect(empty.taxByRate).toEqual([]);
  });

  it("adds up for awkward amounts", () => {
    for (let seed = 1; seed < 200; seed++) {
      const lines = [5, 8, 23, 23, 8].map((rate, i) => ({
        itemId: i,
        qty: 1 + ((seed * (i + 3)) % 7),
        unitGross: 1 + ((seed * 7919 * (i + 1)) % 12345),
        vatRate: rate,
      }));
      expectAddsUp(computeCartTotals({ lines, discountGross: (seed * 37) % 3000, shippingGross: seed % 3 === 0 ? 0 : 1299 }));
    }
  });

  it("a gift card line is outside VAT: no tax, not in taxByRate, no share of the discount or of shipping", () => {
    const withCard = [...mixed, { itemId: 4, qty: 2, unitGross: 5000, vatRate: NOT_SUBJECT }];
    const t = computeCartTotals({ lines: withCard, discountGross: 1299, shippingGross: 500 });
    const goods = computeCartTotals({ lines: mixed, discountGross: 1299, shippingGross: 500 });
    // The goods' VAT, their discount and the shipping split are what they are without the card.
    expect(t.taxByRate).toEqual(goods.taxByRate);
    expect(t.shipping).toEqual(goods.shipping);
    expect(t.taxTotal).toBe(goods.taxTotal);
    expect(t.lines.slice(0, 3)).toEqual(goods.lines);
    const card = t.lines[3]!;
    expect(card).toMatchObject({ vatRate: "np", rowGross: 10000, rowNet: 10000, unitNet: 5000, discountGross: 0, rowNetAfterDiscount: 10000, tax: 0 });
    expect(t.outsideVatGross).toBe(10000);
    expect(t.subtotalGross).toBe(goods.subtotalGross + 10000);
    expect(t.grandTotal).toBe(goods.grandTotal + 10000);
    expectAddsUp(t);
  });

  it("a coupon never discounts a gift card: capped at the goods", () => {
    const t = computeCartTotals({
      lines: [
        { itemId: 1, qty: 1, unitGross: 3999, vatRate: 5 },
        { itemId: 2, qty: 1, unitGross: 5000, vatRate: NOT_SUBJECT },
      ],
      discountGross: 999999,
      shippingGross: 0,
    });
    expect(t.discountGross).toBe(3999);
    expect(t.lines.map((l) => l.discountGross)).toEqual([3999, 0]);
    expect(t.grandTotal).toBe(5000);
    expectAddsUp(t);
  });

  it("a cart of gift cards only has no VAT at all", () => {
    const t = computeCartTotals({ lines: [{ itemId: 1, qty: 1, unitGross: 5000, vatRate: NOT_SUBJECT }], discountGross: 0, shippingGross: 0 });
    expect(t).toMatchObject({ taxByRate: [], taxTotal: 0, subtotalNet: 5000, grandTotal: 5000, outsideVatGross: 5000 });
  });

  it("rejects a non-integer quantity", () => {
    expect(() => computeCartTotals({ lines: [{ itemId: 1, qty: 1.5, unitGross: 100, vatRate: 5 }], discountGross: 0, shippingGross: 0 })).toThrow(RangeError);
  });
});
