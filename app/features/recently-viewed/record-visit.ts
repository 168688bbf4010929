/**
 * The product page's half of "recently viewed": puts the product in view first in the stored list and says
 * whether the list holds another product (then the page loads the strip, RecentlyViewed.tsx).
 *
 * It is part of the product page's own chunk, so it stays small and repeats the storage key rather than
 * importing recently-viewed-storage.ts: that module is shared with the strip and the account pages, so the
 * bundler gave it a file of its own, one more first-load request (0.4 kB gzipped) on every product page.
 * It does not check the other entries (readRecentlyViewed does, whenever the list is shown): it drops
 * only those without a sku and keeps the newest 12. record-visit.test.ts checks it against
 * recently-viewed-storage.ts.
 */
export const VISITS_KEY = "recently-viewed";
const MAX = 12;

export type VisitStorage = Pick<Storage, "getItem" | "setItem">;

/** Records `item` (newest first, once); true when the list holds another product. Blocked storage: false. */
export function recordVisit(storage: VisitStorage, item: { sku: string }, now = Date.now()): boolean {
  let others: { sku?: unknown }[] = [];
  try {
    const raw: unknown = JSON.parse(storage.getItem(VISITS_KEY) ?? "[]");
    if (Array.isArray(raw)) others = raw.filter((x) => typeof x?.sku === "string" && x.sku !== item.sku);
  } catch {
    // unreadable: started anew
  }
  try {
    storage.setItem(VISITS_KEY, JSON.stringify([{ ...item, viewedAt: now }, ...others].slice(0, MAX)));
  } catch {
    // storage full or blocked: nothing is remembered
  }
  return others.length > 0;
}
