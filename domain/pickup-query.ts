/**
 * What a shopper typed into the pickup-point search: a postcode ("31-072"), a point code ("KRA010", "POP-WAW62",
 * "waw97h") or a city ("Kraków"). A code has a digit and no space; a city name never has a digit.
 * Codes follow no strict format (docs/polish-rules.md §6.1), so this only decides how to search.
 */
export type PickupQuery = { kind: "postcode"; postcode: string } | { kind: "code"; code: string } | { kind: "city"; city: string };

export const MIN_PICKUP_QUERY_LENGTH = 2;

export function classifyPickupQuery(input: string): PickupQuery | null {
  const q = input.replace(/\s+/g, " ").trim();
  const postcode = /^(\d{2})\s?-?\s?(\d{3})$/.exec(q);
  if (postcode) return { kind: "postcode", postcode: `${postcode[1]}-${postcode[2]}` };
  if (/^[\p{L}][\p{L}\d-]*\d[\p{L}\d-]*$/u.test(q) && !/\s/.test(q)) return { kind: "code", code: q.toUpperCase() };
  if (q.length >= MIN_PICKUP_QUERY_LENGTH && !/\d/.test(q)) return { kind: "city", city: q };
  return null;
}

/** Case- and accent-insensitive comparison key: "Łódź" and "LODZ" match. */
export function placeKey(s: string): string {
  return s
    .toLocaleLowerCase("pl")
    .replace(/ł/g, "l")
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}
