/**
 * EAN-13 barcodes (GS1 General Specifications 5.2.1): the check digit, and the 95 modules of a symbol
 * (start guard 101, six left digits in L or G code chosen by the first digit's parity pattern, centre
 * guard 01010, six right digits in R code, end guard 101). Pure; the loyalty card draws the modules as SVG.
 * The check digit rule is domain/tax-id.ts's (shared with the server, which issues the numbers).
 */
import { isValidEan13 } from "../../../domain/tax-id.ts";

export { isValidEan13 };
const L_CODES = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"];
const R_CODES = L_CODES.map((code) => [...code].map((bit) => (bit === "1" ? "0" : "1")).join(""));
const G_CODES = R_CODES.map((code) => [...code].reverse().join(""));
/** Which code (L or G) each left-hand digit uses, by the first digit. */
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"];

/** The symbol's 95 modules as "1" (bar) and "0" (space); throws on an invalid number. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code) || !isValidEan13(code)) throw new Error(`not a valid EAN-13: ${code}`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === "L" ? L_CODES[d] : G_CODES[d]))
    .join("");
  const right = digits
    .slice(7)
    .map((d) => R_CODES[d])
    .join("");
  return `101${left}01010${right}101`;
}

/** Runs of bars as [x, width] in modules, for drawing. */
export function barRuns(modules: string): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] !== "1") continue;
    const start = i;
    while (modules[i + 1] === "1") i++;
    runs.push([start, i - start + 1]);
  }
  return runs;
}
