/** Small display rules of the product page: dates, price per issue, EAN check. */
import { roundHalfUp, plnToGrosze, type Grosze } from "../../../domain/money.ts";
import { LOCALES, type Language } from "../../i18n/languages.ts";

/** "2025-10-17" → "17.10.2025" in Polish (the locale's numeric date elsewhere); other text is returned as is. */
export function formatDate(iso: string, lang: Language = "pl"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const [, y, mo, d] = m;
  if (lang === "pl") return `${d}.${mo}.${y}`;
  return new Intl.DateTimeFormat(LOCALES[lang], { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))),
  );
}

/** Price of one issue of a subscription option, rounded half up to a grosz. */
export function pricePerIssue(price: number, issues: number): Grosze {
  return issues > 0 ? roundHalfUp(plnToGrosze(price) / issues) : plnToGrosze(price);
}

/** A GTIN-13 (EAN-13, ISBN-13) with a valid check digit. */
export function isGtin13(code: string | null | undefined): code is string {
  if (!code || !/^\d{13}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}
