/**
 * Polish postal addresses written on one line, as the VAT-payer register (white list) gives them:
 * "ul. Prosta 49 00-838 Warszawa", "CHEŁMSKA 30/34, 00-725 WARSZAWA", "KOBYLNICA 12, 76-251 KOBYLNICA".
 * The postcode (NN-NNN) splits the line: before it the street (or village) and number, after it the city.
 */
export interface PostalAddress {
  street: string;
  postcode: string;
  city: string;
}

const POSTCODE = /(?<![\d-])(\d{2})\s?-\s?(\d{3})(?![\d-])/g;

/** Splits a one-line address; null when it has no postcode or nothing on one side of it. */
export function parseOneLineAddress(line: string | null | undefined): PostalAddress | null {
  if (!line) return null;
  const text = line.replace(/\s+/g, " ").trim();
  // The last postcode wins: a street may itself contain digits and dashes ("ul. 1-go Maja 3/5").
  let match: RegExpExecArray | null = null;
  for (const m of text.matchAll(POSTCODE)) match = m;
  if (!match) return null;
  const street = text
    .slice(0, match.index)
    .replace(/[\s,;]+$/, "")
    .trim();
  const city = text
    .slice(match.index + match[0].length)
    .replace(/^[\s,;]+/, "")
    .trim();
  if (!street || !city) return null;
  return { street, postcode: `${match[1]}-${match[2]}`, city };
}

/** "Kraków" from "30-644 Kraków", and the reverse: the second line of a Polish address. */
export function postcodeAndCity(address: Pick<PostalAddress, "postcode" | "city">): string {
  return `${address.postcode} ${address.city}`;
}
