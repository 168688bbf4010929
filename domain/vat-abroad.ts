/**
 * VAT on deliveries abroad (docs/decisions/2026-11-27-delivery-abroad.md, docs/polish-rules.md §3.2).
 *
 * - Poland: the Polish rates (domain/vat.ts).
 * - Another EU country, a consumer: an intra-Community distance sale of goods. Once the shop's EU distance sales
 *   are over the EU-wide threshold (EUR 10,000 a year) it charges the buyer country's VAT and declares it in the
 *   One-Stop Shop (OSS); under it, Polish VAT. Which applies is configuration (`VAT_OSS`).
 * - Outside the EU (the United States): an export of goods, 0 % VAT (Polish VAT Act art. 41(4)).
 * - Another EU country, a company with a VAT number VIES confirmed: reverse charge (0 %, the buyer accounts for it).
 *
 * The shopper pays the price the shop shows (gross, the same in every country: a product page cannot know where it
 * will be sent, and the price shown must be the price paid); what changes abroad is the VAT inside it.
 *
 * A line's rate abroad follows its kind, read from its Polish rate: 5 % books (and e-books), 8 % press, 23 %
 * everything else. A line outside VAT (a gift card) stays outside VAT.
 */
import { NOT_SUBJECT, VAT_RATES, type VatRate } from "./vat.ts";

export type VatClass = keyof typeof VAT_RATES;

/** The reduced and standard rates of each delivery country (EU Commission's "VAT rates" list, 2026). */
export const COUNTRY_VAT: Readonly<Record<string, { eu: boolean; rates: Readonly<Record<VatClass, number>> }>> = {
  PL: { eu: true, rates: VAT_RATES },
  // Germany: 7 % for books and newspapers/periodicals (UStG Anlage 2), 19 % standard
  DE: { eu: true, rates: { books: 7, press: 7, standard: 19 } },
  // Italy: 4 % for books, newspapers and periodicals (Tabella A, parte II), 22 % standard
  IT: { eu: true, rates: { books: 4, press: 4, standard: 22 } },
  // United States: export of goods, 0 %
  US: { eu: false, rates: { books: 0, press: 0, standard: 0 } },
};

/**
 * How VAT is charged on a delivery: at home, in the buyer's EU country (OSS), not at all (export), or by the buyer
 * (reverse charge: a company in another EU country with a VAT number VIES confirmed; intra-Community supply of goods
 * at 0 %, art. 42, and e-books supplied electronically taxed where the buyer is, art. 28b).
 */
export type VatScheme = "domestic" | "oss" | "export" | "reverse_charge";

/** The kind of a line from its Polish rate (5 books, 8 press, 23 standard); null for any other rate. */
export function vatClassOf(polishRate: number): VatClass | null {
  for (const [cls, rate] of Object.entries(VAT_RATES) as [VatClass, number][]) if (rate === polishRate) return cls;
  return null;
}

/**
 * The scheme of a delivery to `country`; `ossDestination`: the shop charges EU consumers their country's VAT (over
 * the threshold); `euVatVerified`: the buyer is a company whose EU VAT number (of a member state other than Poland)
 * VIES confirmed, so a delivery to another EU country is reverse charged (docs/decisions/2026-11-27-reverse-charge.md).
 */
export function vatScheme(country: string | null | undefined, ossDestination: boolean, euVatVerified = false): VatScheme {
  const c = (country ?? "PL").toUpperCase();
  if (c === "PL") return "domestic";
  const known = COUNTRY_VAT[c];
  if (!known) return "domestic";
  if (!known.eu) return "export";
  if (euVatVerified) return "reverse_charge";
  return ossDestination ? "oss" : "domestic";
}

/** Whether `country` is an EU member state other than Poland that the shop delivers to (reverse charge may apply). */
export function isEuAbroad(country: string | null | undefined): boolean {
  const c = (country ?? "PL").toUpperCase();
  return c !== "PL" && COUNTRY_VAT[c]?.eu === true;
}

/** A line's rate for a delivery to `country` under the scheme (a rate of a kind we do not know keeps its rate at home, 0 on export). */
export function lineVatRate(polishRate: VatRate, country: string | null | undefined, ossDestination: boolean, euVatVerified = false): VatRate {
  if (polishRate === NOT_SUBJECT) return NOT_SUBJECT;
  const scheme = vatScheme(country, ossDestination, euVatVerified);
  if (scheme === "domestic") return polishRate;
  if (scheme === "export" || scheme === "reverse_charge") return 0;
  const cls = vatClassOf(polishRate);
  const rates = COUNTRY_VAT[(country ?? "PL").toUpperCase()]!.rates;
  return cls ? rates[cls] : polishRate;
}

const COUNTRY_NAMES_PL: Readonly<Record<string, string>> = { PL: "Polska", DE: "Niemcy", IT: "Włochy", US: "Stany Zjednoczone" };

/**
 * What a Polish invoice and the order confirmation say of the scheme (null at home): the OSS note names the buyer's
 * country whose rates were charged, the export note the 0 % rate's ground.
 */
export function vatSchemeNote(scheme: VatScheme, country: string): string | null {
  const name = COUNTRY_NAMES_PL[country.toUpperCase()] ?? country.toUpperCase();
  if (scheme === "oss") return `VAT według stawek kraju nabywcy (${name}), rozliczany w procedurze OSS`;
  if (scheme === "export") return `Eksport towarów (${name}): stawka VAT 0% (art. 41 ust. 4 ustawy o VAT)`;
  if (scheme === "reverse_charge")
    return `Odwrotne obciążenie (${name}): wewnątrzwspólnotowa dostawa towarów, stawka VAT 0% (art. 42 ustawy o VAT); e-booki: usługi elektroniczne, VAT rozlicza nabywca (art. 28b)`;
  return null;
}

/**
 * An EU VAT number as VIES takes it: the member state's prefix (Greece's is EL) and the national number, letters upper
 * case, spaces, dots and dashes dropped; null when it does not look like one (2 letters, then 8–12 letters or digits).
 */
export function parseEuVatId(input: string | null | undefined): { countryCode: string; vatNumber: string } | null {
  const v = (input ?? "").toUpperCase().replace(/[\s.-]/g, "");
  const m = /^([A-Z]{2})([0-9A-Z+*]{8,12})$/.exec(v);
  if (!m) return null;
  return { countryCode: m[1]!, vatNumber: m[2]! };
}

/** The VAT-number prefix of a member state (VIES uses EL for Greece); null outside the EU. */
export function euVatPrefix(country: string): string | null {
  const c = country.toUpperCase();
  return EU_MEMBER_STATES.has(c) ? (c === "GR" ? "EL" : c) : null;
}

/** The 27 member states (ISO codes). */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set("AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" "));
