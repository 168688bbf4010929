/**
 * The compare list (docs/storefront.md §3: items by sku), kept in local storage under "compare" so it
 * survives reloads; at most 4 products. Pure functions over a Storage-like object, so they are testable
 * and the browser code stays a thin hook (use-compare.ts).
 */
export const COMPARE_KEY = "compare";
export const COMPARE_MAX = 4;
/** Fired on window after every change in this tab ("storage" covers the other tabs). */
export const COMPARE_EVENT = "kiosk:compare";

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** The skus in the list, oldest first; anything unreadable counts as an empty list. */
export function readCompare(storage: KeyValueStorage | null | undefined): string[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(COMPARE_KEY) ?? "[]");
    if (!Array.isArray(raw)) return [];
    const skus = raw.map((x) =>
      typeof x === "string" ? x : x && typeof x === "object" && typeof (x as { sku?: unknown }).sku === "string" ? (x as { sku: string }).sku : null,
    );
    return [...new Set(skus.filter((s): s is string => s !== null && s !== ""))].slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

function write(storage: KeyValueStorage, skus: string[]): boolean {
  try {
    storage.setItem(COMPARE_KEY, JSON.stringify(skus));
    return true;
  } catch {
    return false; // storage full or blocked: the list simply stays as it was
  }
}

export type CompareResult = { skus: string[]; outcome: "added" | "removed" | "full" | "failed" };

/** Adds `sku`, or removes it when it is already in the list; refuses a fifth product. */
export function toggleCompare(storage: KeyValueStorage, sku: string): CompareResult {
  const skus = readCompare(storage);
  if (skus.includes(sku)) return removeFromCompare(storage, sku);
  if (skus.length >= COMPARE_MAX) return { skus, outcome: "full" };
  const next = [...skus, sku];
  return write(storage, next) ? { skus: next, outcome: "added" } : { skus, outcome: "failed" };
}

export function removeFromCompare(storage: KeyValueStorage, sku: string): CompareResult {
  const skus = readCompare(storage);
  const next = skus.filter((s) => s !== sku);
  return write(storage, next) ? { skus: next, outcome: "removed" } : { skus, outcome: "failed" };
}

export function clearCompare(storage: KeyValueStorage): void {
  write(storage, []);
}
