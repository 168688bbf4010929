import { describe, it, expect } from "vitest";
import {
  NOT_SUBJECT,
  VAT_RATES,
  grossFromNet,
  isTaxed,
  netFromGross,
  splitShippingVat,
  summariseVat,
  taxFromGross,
  vatLabel,
  type VatLine,
  type VatPart,
} from "./vat.ts";

describe("VAT_RATES", () => {
  it("holds the Polish rates", () => {
    expect(VAT_RATES).toEqual({ books: 5, press: 8, standard: 23 });
  });
});

describe("netFromGross / taxFromGross", () => {
  it.each([
    // gross, rate, net, tax
    [12300, 23, 10000, 2300],
    [10500, 5, 10000, 500],
    [10800, 8, 10000, 800],
    [1999, 23, 1625, 374], // 1625.20…
    [1999, 8, 1851, 148], // 1850.93…
    [2999, 5, 2856, 143], // 2856.19…
    [1, 23, 1, 0], // 0.81…
    [123, 23, 100, 23],
    [5000, 0, 5000, 0],
    [0, 23, 0, 0],
    [-12300, 23, -10000, -2300],
    [21, 5, 20, 1], // exactly 20 → 20
    [1, 100, 1, 0], // exactly 0.5 → rounds up to 1
  ])("gross %i at %i%% → net %i, tax %i", (gross, rate, net, tax) => {
    expect(netFromGross(gross, rate)).toBe(net);
    expect(taxFromGross(gross, rate)).toBe(tax);
  });

  it("always has net + tax === gross", () => {
    for (const rate of [0, 5, 8, 23]) {
      for (let gross = 0; gross < 5000; gross += 13) {
        expect(netFromGross(gross, rate) + taxFromGross(gross, rate)).toBe(gross);
      }
    }
  });

  it.each([
    [100, -1],
    [100, Number.NaN],
    [10.5, 23],
  ])("rejects gross %d at rate %d", (gross, rate) => {
    expect(() => netFromGross(gross, rate)).toThrow(RangeError);
  });
});

describe("grossFromNet", () => {
  it.each([
    [10000, 23, 12300],
    [1625, 23, 1999], // 1998.75
    [1851, 8, 1999], // 1999.08
    [10, 5, 11], // 10.5 → 11
    [-10, 5, -11],
    [0, 8, 0],
  ])("net %i at %i%% → gross %i", (net, rate, gross) => {
    expect(grossFromNet(net, rate)).toBe(gross);
  });
});

describe("splitShippingVat", () => {
  const parts = (...rows: [number, number, number, number][]): VatPart[] => rows.map(([rate, gross, net, tax]) => ({ rate, gross, net, tax }));

  it.each<[string, number, VatLine[], VatPart[]]>([
    ["empty basket → 23%", 1299, [], parts([23, 1299, 1056, 243])],
    ["books only → 5%", 1299, [{ gross: 4000, rate: 5 }], parts([5, 1299, 1237, 62])],
    [
      "press only, several lines → 8%",
      1000,
      [
        { gross: 1500, rate: 8 },
        { gross: 2500, rate: 8 },
      ],
      parts([8, 1000, 926, 74]),
    ],
    [
      "even split",
      1000,
      [
        { gross: 5000, rate: 5 },
        { gross: 5000, rate: 23 },
      ],
      parts([5, 500, 476, 24], [23, 500, 407, 93]),
    ],
    [
      // exact shares 333.33 / 333.33 / 333.33 → one extra grosz; tie → higher rate
      "three equal rates, remainder to highest rate",
      1000,
      [
        { gross: 100, rate: 5 },
        { gross: 100, rate: 8 },
        { gross: 100, rate: 23 },
      ],
      parts([5, 333, 317, 16], [8, 333, 308, 25], [23, 334, 272, 62]),
    ],
    [
      // 999 · 1/3 = 333, 999 · 2/3 = 666 (no remainder)
      "pro rata by gross per rate",
      999,
      [
        { gross: 1000, rate: 5 },
        { gross: 500, rate: 23 },
        { gross: 1500, rate: 23 },
      ],
      parts([5, 333, 317, 16], [23, 666, 541, 125]),
    ],
    [
      // 1001 · 0.7 = 700.7, 1001 · 0.3 = 300.3 → 701 / 300
      "largest remainder wins the grosz",
      1001,
      [
        { gross: 7000, rate: 8 },
        { gross: 3000, rate: 23 },
      ],
      parts([8, 701, 649, 52], [23, 300, 244, 56]),
    ],
    [
      "a rate whose share rounds to 0 is left out",
      1,
      [
        { gross: 9000, rate: 5 },
        { gross: 1000, rate: 23 },
      ],
      parts([5, 1, 1, 0]),
    ],
    [
      "zero-value goods → highest rate in the basket",
      1000,
      [
        { gross: 0, rate: 5 },
        { gross: 0, rate: 8 },
      ],
      parts([8, 1000, 926, 74]),
    ],
    ["free shipping → no parts", 0, [{ gross: 1000, rate: 5 }], []],
    [
      "negative (refund) splits symmetrically",
      -1001,
      [
        { gross: 7000, rate: 8 },
        { gross: 3000, rate: 23 },
      ],
      parts([8, -701, -649, -52], [23, -300, -244, -56]),
    ],
  ])("%s", (_name, shipping, lines, expected) => {
    const result = splitShippingVat(shipping, lines);
    expect(result).toEqual(expected);
    expect(result.reduce((sum, p) => sum + p.gross, 0)).toBe(shipping);
    for (const p of result) expect(p.net + p.tax).toBe(p.gross);
  });

  it("parts always sum exactly to the shipping gross", () => {
    const basket: VatLine[] = [
      { gross: 3333, rate: 5 },
      { gross: 1717, rate: 8 },
      { gross: 2929, rate: 23 },
    ];
    for (let shipping = 1; shipping < 3000; shipping += 7) {
      const result = splitShippingVat(shipping, basket);
      expect(result.reduce((sum, p) => sum + p.gross, 0)).toBe(shipping);
    }
  });

  it("rejects fractional grosze", () => {
    expect(() => splitShippingVat(9.99, [])).toThrow(RangeError);
  });
});

describe("summariseVat", () => {
  it.each<[string, VatLine[], VatPart[]]>([
    ["empty", [], []],
    [
      // per line: 2×(net 815, tax 188) = tax 376; on the sum 2006: net 1631, tax 375
      "tax computed on the summed gross per rate",
      [
        { gross: 1003, rate: 23 },
        { gross: 1003, rate: 23 },
      ],
      [{ rate: 23, gross: 2006, net: 1631, tax: 375 }],
    ],
    [
      "several rates, sorted",
      [
        { gross: 12300, rate: 23 },
        { gross: 1999, rate: 5 },
        { gross: 1080, rate: 8 },
        { gross: 2999, rate: 5 },
      ],
      [
        { rate: 5, gross: 4998, net: 4760, tax: 238 },
        { rate: 8, gross: 1080, net: 1000, tax: 80 },
        { rate: 23, gross: 12300, net: 10000, tax: 2300 },
      ],
    ],
  ])("%s", (_name, lines, expected) => {
    expect(summariseVat(lines)).toEqual(expected);
  });

  it("rounds once per rate, not per line", () => {
    const lines: VatLine[] = Array.from({ length: 3 }, () => ({ gross: 1, rate: 23 }));
    // per line each would be net 1, tax 0; summed: gross 3 → net 2, tax 1
    expect(summariseVat(lines)).toEqual([{ rate: 23, gross: 3, net: 2, tax: 1 }]);
  });
});

describe("not subject to VAT (np.)", () => {
  it("has no tax in it: net is the gross", () => {
    expect(netFromGross(5000, NOT_SUBJECT)).toBe(5000);
    expect(taxFromGross(5000, NOT_SUBJECT)).toBe(0);
    expect(grossFromNet(5000, NOT_SUBJECT)).toBe(5000);
    expect(isTaxed(NOT_SUBJECT)).toBe(false);
    expect(isTaxed(0)).toBe(true);
    expect(vatLabel(NOT_SUBJECT)).toBe("np.");
    expect(vatLabel(8)).toBe("8%");
  });

  it("is left out of the VAT summary and weighs nothing in the shipping split", () => {
    const lines: VatLine[] = [
      { gross: 3999, rate: 5 },
      { gross: 5000, rate: NOT_SUBJECT },
    ];
    expect(summariseVat(lines)).toEqual(summariseVat([{ gross: 3999, rate: 5 }]));
    expect(splitShippingVat(500, lines)).toEqual([{ rate: 5, gross: 500, net: 476, tax: 24 }]);
    // vouchers only: as an empty basket
    expect(splitShippingVat(500, [{ gross: 5000, rate: NOT_SUBJECT }])).toEqual(splitShippingVat(500, []));
  });

  it("refuses a rate that is neither a percentage nor np", () => {
    expect(() => netFromGross(100, "zw" as unknown as number)).toThrow(RangeError);
    expect(() => netFromGross(100, -5)).toThrow(RangeError);
  });
});
