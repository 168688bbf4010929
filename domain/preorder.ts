/**
 * Pre-orders (docs/storefront.md, "Pre-orders"; docs/decisions/2026-11-26-preorders.md). A product with a
 * release date (book_premiere) after today, Warsaw time, that is shipped (not a download or a virtual product)
 * is a pre-order: it is sold regardless of stock (up to its max_sale_qty per order, domain/cart-stock.ts) and
 * dispatched on its release date, or on the next working day when that is a weekend or a public holiday
 * (domain/working-days.ts). An order ships whole: it is dispatched when its last item is available.
 */
import { isShipped } from "./shipping-rule.ts";
import { parseDay } from "./warsaw-time.ts";
import { workingDayOnOrAfter } from "./working-days.ts";

/** What a pre-order line or product says: its release date and the day it is expected to be dispatched. */
export type PreorderInfo = { release_date: string; dispatch_date: string };

/** The release date of a product as a calendar day, or null (none, or unreadable). */
function releaseDay(releaseDate: string | null | undefined): string | null {
  return releaseDate ? parseDay(releaseDate) : null;
}

/** Is this product a pre-order today ("YYYY-MM-DD", Warsaw)? Its release date is after today and it is shipped. */
export function isPreorder(p: { type_id: string; release_date: string | null | undefined }, today: string): boolean {
  const day = releaseDay(p.release_date);
  return day !== null && day > today && isShipped(p.type_id);
}

/** The expected dispatch day of a pre-order: its release date, or the next working day after a weekend or holiday. */
export function preorderDispatchDate(releaseDate: string): string {
  return workingDayOnOrAfter(releaseDate);
}

/** The pre-order facts of a product today, or null when it is not a pre-order. */
export function preorderOf(p: { type_id: string; release_date: string | null | undefined }, today: string): PreorderInfo | null {
  if (!isPreorder(p, today)) return null;
  const release = releaseDay(p.release_date) as string;
  return { release_date: release, dispatch_date: preorderDispatchDate(release) };
}

/**
 * When an order of these lines is dispatched: "now" (the usual dispatch, no pre-order in it), "preorder" (only
 * pre-orders: on the latest dispatch date), or "mixed" (pre-orders and items in stock: the whole order waits for
 * the latest pre-order's dispatch date; the shop does not split shipments).
 */
export type OrderDispatch = { kind: "now" } | { kind: "preorder" | "mixed"; dispatch_date: string };

export function orderDispatch(lines: readonly { preorder: PreorderInfo | null | undefined; shipped: boolean }[]): OrderDispatch {
  const shipped = lines.filter((l) => l.shipped);
  const dates = shipped.flatMap((l) => (l.preorder ? [l.preorder.dispatch_date] : []));
  if (dates.length === 0) return { kind: "now" };
  // "YYYY-MM-DD" days sort as text
  const last = dates.sort().at(-1) as string;
  return { kind: dates.length === shipped.length ? "preorder" : "mixed", dispatch_date: last };
}
