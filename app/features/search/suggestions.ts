/** The search panel's category and author suggestions: from the menu and the hits already at hand, no request. */
import type { MenuCategory } from "../../lib/menu.ts";

/** Lower case without Polish diacritics ("Żuraw" → "zuraw"), as the catalogue's search folds them. */
export function fold(s: string): string {
  return s
    .toLowerCase()
    .replace(/ł/g, "l")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/**
 * Whether every word of the query begins a word of the text ("kry" matches "Kryminały"); a query word of 6
 * letters or more may differ in its last two (an inflected ending: "kryminaly" matches "Kryminał").
 */
function matches(text: string, query: string): boolean {
  const words = fold(text).split(/[^\p{L}\p{N}]+/u);
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .every((q) => words.some((w) => commonPrefix(w, q) >= (q.length >= 6 ? q.length - 2 : q.length)));
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Menu categories and subcategories whose name matches the query, at most `limit`. */
export function matchingCategories(menu: MenuCategory[], query: string, limit = 4): { name: string; url: string }[] {
  const all = menu.flatMap((c) => [{ name: c.name, url: c.url }, ...c.children.map((s) => ({ name: s.name, url: s.url }))]);
  return all.filter((c) => matches(c.name, query)).slice(0, limit);
}

/** Distinct authors of the hits whose name matches the query (an author search), at most `limit`. */
export function matchingAuthors(hits: { author?: string | null }[], query: string, limit = 3): string[] {
  const seen = new Set<string>();
  for (const h of hits) {
    for (const a of (h.author ?? "").split(/\s*,\s*/)) {
      if (a && !seen.has(a) && matches(a, query)) seen.add(a);
    }
  }
  return [...seen].slice(0, limit);
}
