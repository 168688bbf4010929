import { describe, it, expect } from "vitest";
import { assertGrosze, formatPrice, fromGrosze, plnToGrosze, roundHalfUp, sumGrosze, toGrosze } from "./money.ts";

const NBSP = "\u00a0";

describe("toGrosze", () => {
  it.each<[number | string, number]>([
    [12.34, 1234],
    ["12.34", 1234],
    ["12,34", 1234],
    [12.345, 1235],
    [-12.345, -1235],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [1.15, 115],
    [4.35, 435],
    [0.005, 1],
    [0.0049, 0],
    [-0.004, 0],
    [0, 0],
    [-0, 0],
    [12, 1200],
    ["12", 1200],
    ["12.", 1200],
    [".5", 50],
    ["  7,5 ", 750],
    [`1${NBSP}234,56`, 123456],
    ["1 234 567,89", 123456789],
    ["+3.999", 400],
    ["-0,01", -1],
    ["0012.30", 1230],
    [1e-7, 0],
    [1.5e3, 150000],
    ["2e2", 20000],
    ["90071992547409.91", 9007199254740991],
  ])("%j → %i", (input, expected) => {
    expect(toGrosze(input)).toBe(expected);
  });

  it.each<[unknown]>([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [""],
    ["   "],
    ["abc"],
    ["12.34 zł"],
    ["1.234,56"],
    ["12,34,56"],
    ["-"],
    ["."],
    ["1e400"],
    [1e20],
    ["90071992547409.92"],
    [null],
    [undefined],
  ])("throws RangeError on %j", (input) => {
    expect(() => toGrosze(input as string)).toThrow(RangeError);
  });
});

describe("fromGrosze", () => {
  it.each([
    [1234, 12.34],
    [5, 0.05],
    [-199, -1.99],
    [100, 1],
    [0, 0],
    [-0, 0],
    [123456789, 1234567.89],
  ])("%i → %d", (g, expected) => {
    expect(fromGrosze(g)).toBe(expected);
  });

  it("round-trips with toGrosze", () => {
    for (let g = -1000; g <= 100_000; g += 7) expect(toGrosze(fromGrosze(g))).toBe(g);
  });
});

describe("roundHalfUp", () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [-2.4999, -2],
    [0.5, 1],
    [-0.5, -1],
    [-0.4, 0],
    [1.005 * 100, 101],
    [12.345 * 100, 1235],
    [7, 7],
    [1e16 + 2, 1e16 + 2],
  ])("%d → %i", (x, expected) => {
    expect(roundHalfUp(x)).toBe(expected);
  });

  it("throws on non-finite input", () => {
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
  });
});

describe("formatPrice", () => {
  it.each<[number, string | undefined, string]>([
    [123456, undefined, `1${NBSP}234,56${NBSP}zł`],
    [99, undefined, `0,99${NBSP}zł`],
    [1234567, "pl-PL", `12${NBSP}345,67${NBSP}zł`],
    [0, undefined, `0,00${NBSP}zł`],
    [5, undefined, `0,05${NBSP}zł`],
    [100, undefined, `1,00${NBSP}zł`],
    [-500, undefined, `-5,00${NBSP}zł`],
    [123456, "en-US", `PLN${NBSP}1,234.56`],
  ])("%i (%s) → %j", (g, locale, expected) => {
    expect(locale === undefined ? formatPrice(g) : formatPrice(g, locale)).toBe(expected);
  });

  it("builds pl-PL by hand exactly as Intl.NumberFormat does", () => {
    const intl = new Intl.NumberFormat("pl-PL", {
      style: "currency",
      currency: "PLN",
      useGrouping: "always",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const values = [
      0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 999999, 1000000, 12345678, 123456789012, -1, -99, -100, -123456, -100000000, 0.4, 0.5, 99.5,
      -0.4, -0.5,
    ];
    for (let g = 0; g < 2_000_000; g += 7919) values.push(g, -g);
    for (const g of values) expect(formatPrice(g)).toBe(intl.format(fromGrosze(g)));
  });

  it("gives the same result from the memoised formatter", () => {
    expect(formatPrice(999)).toBe(formatPrice(999));
  });
});

describe("sumGrosze", () => {
  it.each<[number[], number]>([
    [[], 0],
    [[1], 1],
    [[10, 20, 30], 60],
    [[1000, -250], 750],
  ])("%j → %i", (values, expected) => {
    expect(sumGrosze(values)).toBe(expected);
  });

  it("rejects fractional grosze", () => {
    expect(() => sumGrosze([1, 0.5])).toThrow(RangeError);
    expect(() => assertGrosze(Number.NaN)).toThrow(RangeError);
  });
});

describe("plnToGrosze (the storefront's pages: amounts as the API sends them)", () => {
  it("gives toGrosze's result for every amount with at most 2 decimals from −1000 zł to 10 000 zł, and large ones", () => {
    for (let g = -100_000; g <= 1_000_000; g++) {
      const pln = fromGrosze(g);
      if (plnToGrosze(pln) !== g || toGrosze(pln) !== g) throw new Error(`${pln} zł: ${plnToGrosze(pln)} / ${toGrosze(pln)} ≠ ${g}`);
    }
    for (const g of [123_456_789_01, 999_999_999_99, 1_000_000_000_000]) expect(plnToGrosze(fromGrosze(g))).toBe(g);
  });

  it("rounds float noise and a third decimal half away from zero, as toGrosze does on the decimal text", () => {
    for (const pln of [1.005, 12.345, -2.675, 0.125, 37.019999999999996, 12.34 * 3, 0.1 + 0.2]) expect(plnToGrosze(pln), String(pln)).toBe(toGrosze(pln));
    expect(plnToGrosze(1.005)).toBe(101);
    expect(plnToGrosze(-0.005)).toBe(-1);
  });

  it("refuses what is not a finite number", () => {
    expect(() => plnToGrosze(Number.NaN)).toThrow(RangeError);
    expect(() => plnToGrosze(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
