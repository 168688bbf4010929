import { describe, expect, it } from "vitest";
import { ean13CheckDigit } from "../../../domain/tax-id.ts";
import { barRuns, ean13Modules, isValidEan13 } from "./ean13.ts";

// The code tables as printed in the GS1 General Specifications (figure 5.2.1.2.1-1), written out literally
// so the test does not derive them the way the implementation does.
const L = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"];
const G = ["0100111", "0110011", "0011011", "0100001", "0011101", "0111001", "0000101", "0010001", "0001001", "0010111"];
const R = ["1110010", "1100110", "1101100", "1000010", "1011100", "1001110", "1010000", "1000100", "1001000", "1110100"];

describe("EAN-13", () => {
  it.each([
    ["590123412345", 7], // GS1 example
    ["400638133393", 1], // Wikipedia example
    ["978030640615", 7], // ISBN 978-0-306-40615-7
    ["590000000000", 8],
    ["000000000000", 0],
  ])("check digit of %s is %i", (first12, check) => expect(ean13CheckDigit(first12)).toBe(check));

  it("validates numbers", () => {
    expect(isValidEan13("5901234123457")).toBe(true);
    expect(isValidEan13("5901234123458")).toBe(false);
    expect(isValidEan13("590123412345")).toBe(false);
    expect(isValidEan13("59012341234a7")).toBe(false);
  });

  it("encodes 5901234123457 (first digit 5: parity LGGLLG)", () => {
    const expected = `101${L[9]}${G[0]}${G[1]}${L[2]}${L[3]}${G[4]}01010${R[1]}${R[2]}${R[3]}${R[4]}${R[5]}${R[7]}101`;
    expect(ean13Modules("5901234123457")).toBe(expected);
    expect(expected).toHaveLength(95);
  });

  it("encodes 4006381333931 (first digit 4: parity LGLLGG)", () => {
    const expected = `101${L[0]}${G[0]}${L[6]}${L[3]}${G[8]}${G[1]}01010${R[3]}${R[3]}${R[3]}${R[9]}${R[3]}${R[1]}101`;
    expect(ean13Modules("4006381333931")).toBe(expected);
  });

  it("encodes a first digit 0 with the left half all in L code (UPC-A compatible)", () => {
    expect(ean13Modules("0012345678905").slice(3, 45)).toBe(L[0]! + L[1] + L[2] + L[3] + L[4] + L[5]);
  });

  it("refuses an invalid number", () => {
    expect(() => ean13Modules("5901234123458")).toThrow();
  });

  it("turns modules into bar runs", () => {
    expect(barRuns("1011100101")).toEqual([
      [0, 1],
      [2, 3],
      [7, 1],
      [9, 1],
    ]);
    // every symbol has 30 bars
    expect(barRuns(ean13Modules("5901234123457"))).toHaveLength(30);
  });
});
