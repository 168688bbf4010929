/**
 * Money in the shop is always an integer number of grosze (1 zł = 100 gr).
 * Catalogue prices are gross (VAT included).
 */
export type Grosze = number;

/** Throws RangeError unless `value` is a safe integer (an amount in grosze). */
export function assertGrosze(value: number, label = "amount"): Grosze {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${label} must be an integer number of grosze, got ${value}`);
  }
  return value;
}

/**
 * Rounds to an integer, halves away from zero (2.5 → 3, −2.5 → −3).
 * Float noise beyond 15 significant digits is ignored, so 1.005 * 100
 * (= 100.49999999999999) rounds to 101 as a person would expect.
 */
export function roundHalfUp(x: number): number {
  if (Number.isInteger(x)) return x + 0; // already whole (every amount in grosze): nothing to clean
  if (!Number.isFinite(x)) throw new RangeError(`Cannot round ${x}`);
  const magnitude = Math.abs(x);
  const cleaned = magnitude < 1e15 ? Number(magnitude.toPrecision(15)) : magnitude;
  const rounded = Math.round(cleaned);
  return (x < 0 ? -rounded : rounded) + 0; // `+ 0` turns −0 into 0
}

// sign, integer digits, fraction digits, exponent
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Parses an amount in złoty (12.34, "12.34", "12,34", "1 234,56") to grosze,
 * rounding half away from zero on the decimal text, so 12.345 → 1235 and
 * 0.1 + 0.2 → 30. Throws RangeError on anything that is not a number.
 */
export function toGrosze(amount: number | string): Grosze {
  let text: string;
  if (typeof amount === "number") {
    if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
    text = String(amount); // shortest round-trip form: 12.345 stays "12.345"
  } else if (typeof amount === "string") {
    text = amount.replace(/\s/g, ""); // grouping spaces, incl. U+00A0 / U+202F
    if (text.includes(",") && text.includes(".")) {
      throw new RangeError(`Ambiguous amount: ${JSON.stringify(amount)}`);
    }
    text = text.replace(",", ".");
  } else {
    throw new RangeError(`Not an amount: ${String(amount)}`);
  }

  const match = DECIMAL.exec(text);
  const intDigits = match?.[2] ?? "";
  const fracDigits = match?.[3] ?? "";
  if (!match || intDigits.length + fracDigits.length === 0) {
    throw new RangeError(`Not an amount: ${JSON.stringify(amount)}`);
  }
  const negative = match[1] === "-";
  const exponent = match[4] === undefined ? 0 : Number(match[4]);

  // Decimal point position inside `digits` once the value is scaled to grosze.
  let digits = intDigits + fracDigits;
  let point = intDigits.length + exponent + 2;
  const leadingZeros = /^0*/.exec(digits)?.[0].length ?? 0;
  digits = digits.slice(leadingZeros);
  point -= leadingZeros;
  if (digits === "") return 0;
  if (point > 17) throw new RangeError(`Amount too large: ${JSON.stringify(amount)}`);

  const whole = point <= 0 ? 0 : Number(digits.padEnd(point, "0").slice(0, point));
  const roundingDigit = point >= 0 && point < digits.length ? digits[point]! : "0";
  const value = whole + (roundingDigit >= "5" ? 1 : 0);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount too large: ${JSON.stringify(amount)}`);
  return negative && value !== 0 ? -value : value;
}

/** 1234 → 12.34 (a number with at most 2 decimals, for JSON output). */
export function fromGrosze(g: Grosze): number {
  return roundHalfUp(g) / 100 + 0;
}

/**
 * An amount in złoty as our API sends it (a number with at most 2 decimals, fromGrosze's output) to grosze:
 * 12.34 → 1234, the same result as toGrosze (money.test.ts compares them). The storefront's pages use this one:
 * toGrosze parses any decimal text and was ~0.4 kB gzipped of every page's first load
 * (docs/decisions/2026-11-26-first-load-js.md). roundHalfUp removes the float noise of the product
 * (1.005 × 100 = 100.49999999999999 → 101, as toGrosze rounds "1.005").
 */
export function plnToGrosze(pln: number): Grosze {
  return roundHalfUp(pln * 100);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * 123456 → "1 234,56 zł" for pl-PL: 2 decimals, grouping always on (Intl's U+00A0 spaces kept). pl-PL, the
 * shop's price format, is built by hand with exactly Intl's output (money.test.ts compares them): creating
 * the first Intl.NumberFormat costs a phone ~10-15 ms of the page's hydration (ICU data), for two digits and
 * a few spaces. Other locales go through Intl.
 */
export function formatPrice(g: Grosze, locale = "pl-PL"): string {
  if (locale === "pl-PL") return formatPlPln(g);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "PLN",
      useGrouping: "always",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(fromGrosze(g));
}

function formatPlPln(g: Grosze): string {
  const value = roundHalfUp(g);
  const abs = Math.abs(value);
  const zloty = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  return `${value < 0 ? "-" : ""}${zloty},${String(abs % 100).padStart(2, "0")}\u00a0zł`;
}

/** Sum of integer grosze; throws RangeError on a non-integer value. */
export function sumGrosze(values: readonly Grosze[]): Grosze {
  let total = 0;
  for (const value of values) total += assertGrosze(value);
  return assertGrosze(total, "total");
}
