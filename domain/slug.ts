/** Letters that Unicode decomposition does not reduce to a base letter. */
const EXTRA_FOLDS: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ø: "o",
  Ø: "O",
  ß: "ss",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
};

/** Strips diacritics: "Żółw" → "Zolw", "Łódź" → "Lodz". */
export function foldDiacritics(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[łŁđĐøØßæÆœŒ]/g, (ch) => EXTRA_FOLDS[ch] ?? ch);
}

/** URL slug: "Żółw w kapeluszu" → "zolw-w-kapeluszu", "Gęślą jaźń!" → "gesla-jazn". */
export function slugify(text: string): string {
  return foldDiacritics(text.toLowerCase())
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "Żółw w kapeluszu", 123 → "zolw-w-kapeluszu-123" (just "123" when the name has no letters). */
export function slugWithId(name: string, id: number | string): string {
  const slug = slugify(name);
  return slug === "" ? String(id) : `${slug}-${id}`;
}

/** Search term normal form: lowercase, no diacritics, single spaces, trimmed. */
export function normalizeSearchText(s: string): string {
  return foldDiacritics(s.toLowerCase()).toLowerCase().replace(/\s+/g, " ").trim();
}
