/**
 * Changing the wishlist (docs/storefront.md §4, "Wishlist loading"): a guest's changes go to local storage only; a
 * signed-in customer's go to the server first (PUT /api/wishlist/{sku}, DELETE /api/wishlist/{itemId}) and then the
 * server's list replaces the stored copy, so the server stays the truth and a change made in another tab or device
 * shows up too. A refused change leaves both as they were. At sign-in the guest's list is merged into the account's
 * (POST /api/wishlist/merge); at sign-out the stored copy is cleared with the other personal keys.
 * Loaded on demand: by the hearts' first click, the wishlist panel and page, and the session.
 */
import { track } from "../analytics/track.ts";
import type { Wishlist, WishlistMerged, WishlistProduct } from "../../../contract/wishlist.ts";
import { searchBySkus } from "../../lib/catalog-skus.ts";
import { productUrl } from "../../lib/urls.ts";
import { TILE_CORE_FIELDS } from "../../lib/tile-fields.ts";
import { sessionSnapshot } from "../account/session-store.ts";
import type { ApiAnswer } from "../account/types.ts";
import { errorCode } from "../account/api.ts";
import type { ToastInput } from "../../components/Toasts.tsx";
import type { TFunction } from "../../i18n/translator.ts";
import { rawList, WISHLIST_EVENT, WISHLIST_KEY, type StoredWishlistItem } from "./wishlist-state.ts";

/** A guest's list keeps at most as many products as an account's (contract/wishlist.ts WISHLIST_MAX). */
const GUEST_MAX = 100;

export type WishlistOutcome = "added" | "removed" | string;

function write(items: StoredWishlistItem[]): boolean {
  let ok = true;
  try {
    window.localStorage.setItem(WISHLIST_KEY, JSON.stringify(items));
  } catch {
    ok = false; // storage full or blocked
  }
  window.dispatchEvent(new Event(WISHLIST_EVENT));
  return ok;
}

/** The account's calls, through the session (its token, refreshed on a 401 and retried). */
async function account<T>(path: string, init: { method?: "GET" | "PUT" | "DELETE" | "POST"; body?: unknown } = {}): Promise<ApiAnswer<T>> {
  const { accountCall } = await import("../account/session-runtime.ts");
  return accountCall<T>(path, init);
}

/** The stored items, newest first; anything unreadable counts as an empty list. */
export function parseWishlist(raw: string | null): StoredWishlistItem[] {
  try {
    const value: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    const items: StoredWishlistItem[] = [];
    for (const x of value) {
      const sku = x && typeof x === "object" ? (x as { sku?: unknown }).sku : undefined;
      if (typeof sku !== "string" || sku === "" || seen.has(sku)) continue;
      seen.add(sku);
      const id = (x as { id?: unknown }).id;
      items.push(typeof id === "number" ? { sku, id } : { sku });
    }
    return items;
  } catch {
    return [];
  }
}

export function storedWishlist(): StoredWishlistItem[] {
  return parseWishlist(rawList());
}

const signedIn = () => sessionSnapshot() !== null;

/**
 * Reads the account's list from the server into the stored copy; the answer, or null when it failed. Stored items
 * without a server id are a guest's, not merged yet (the sign-in's merge and the session's first read may run in
 * either order): they are merged (POST /api/wishlist/merge, idempotent) rather than overwritten, so nothing is lost;
 * when the merge fails they stay stored, to be merged by the next read.
 */
export async function refreshWishlist(): Promise<Wishlist | null> {
  if (!signedIn()) return null;
  const guest = storedWishlist().filter((i) => i.id === undefined);
  const answer =
    guest.length > 0
      ? await account<WishlistMerged>("/api/wishlist/merge", { method: "POST", body: { skus: [...guest].reverse().map((i) => i.sku) } })
      : await account<Wishlist>("/api/wishlist");
  if (answer.code !== 200 || !signedIn()) return null;
  write(answer.result.items.map((i) => ({ sku: i.sku, id: i.id })));
  return answer.result;
}

/** Adds the product, or takes it off when it is already in the list: "added", "removed" or an error code. */
export async function toggleWishlist(sku: string): Promise<WishlistOutcome> {
  const current = storedWishlist();
  const item = current.find((i) => i.sku === sku);
  return item ? removeFromWishlist(sku) : addToWishlist(sku);
}

const busy = new Set<string>();

/** The hearts' press: toggles the product (one change at a time per product) and tells the shopper how it went. */
export async function toggleAndTell(sku: string, name: string, notify: (toast: ToastInput) => void, t: TFunction): Promise<void> {
  if (busy.has(sku)) return;
  busy.add(sku);
  try {
    const outcome = await toggleWishlist(sku);
    // GA4 add_to_wishlist: the product as the page knew it (its price and brand come from what was seen of it)
    if (outcome === "added") track("add_to_wishlist", { items: [{ item_id: sku, item_name: name, price: 0, quantity: 1 }] });
    if (outcome === "added") notify({ type: "success", message: t("added", { name }) });
    else if (outcome === "removed") notify({ type: "info", message: t("removed", { name }) });
    else notify({ type: "error", message: t(`err_${outcome}`, { defaultValue: t("err_UNKNOWN") }) });
  } catch {
    notify({ type: "error", message: t("err_NETWORK_ERROR") });
  } finally {
    busy.delete(sku);
  }
}

export async function addToWishlist(sku: string): Promise<WishlistOutcome> {
  if (!signedIn()) {
    const items = storedWishlist().filter((i) => i.sku !== sku);
    if (items.length >= GUEST_MAX) return "WISHLIST_FULL";
    return write([{ sku }, ...items]) ? "added" : "STORAGE_FAILED";
  }
  const answer = await account<true>(`/api/wishlist/${encodeURIComponent(sku)}`, { method: "PUT" });
  if (answer.code !== 200) return errorCode(answer) ?? "UNKNOWN";
  await refreshWishlist();
  return "added";
}

export async function removeFromWishlist(sku: string): Promise<WishlistOutcome> {
  if (!signedIn()) return write(storedWishlist().filter((i) => i.sku !== sku)) ? "removed" : "STORAGE_FAILED";
  let item = storedWishlist().find((i) => i.sku === sku);
  // No server id yet (the copy predates the last refresh): ask the server for it.
  if (item?.id === undefined) item = (await refreshWishlist())?.items.find((i) => i.sku === sku);
  if (item?.id === undefined) return "removed";
  const answer = await account<true>(`/api/wishlist/${item.id}`, { method: "DELETE" });
  // Already gone (another tab removed it): the list is as asked.
  if (answer.code !== 200 && errorCode(answer) !== "WISHLIST_ITEM_NOT_FOUND") return errorCode(answer) ?? "UNKNOWN";
  await refreshWishlist();
  return "removed";
}

/** At sign-in: the guest's stored list is added to the account's, and the merged list replaces the stored copy. */
export async function wishlistOnLogin(): Promise<void> {
  await refreshWishlist();
}

export interface WishlistEntry {
  sku: string;
  product: WishlistProduct | null;
}

const GUEST_FIELDS = [...TILE_CORE_FIELDS, "url_key", "stock"];

/** The list with its products, for the panel and the account page: the server's for a customer, the catalogue's for a guest. */
export async function loadWishlistProducts(): Promise<WishlistEntry[]> {
  if (signedIn()) {
    const list = await refreshWishlist();
    if (!list) throw new Error("wishlist not loaded");
    return list.items.map((i) => ({ sku: i.sku, product: i.product }));
  }
  const items = storedWishlist();
  if (items.length === 0) return [];
  const found = await searchBySkus(
    items.map((i) => i.sku),
    GUEST_FIELDS,
    GUEST_MAX,
  );
  const bySku = new Map((found.items ?? []).map((d) => [String(d.sku), guestTile(d)]));
  return items.map((i) => ({ sku: i.sku, product: bySku.get(i.sku) ?? null }));
}

function guestTile(d: Record<string, unknown>): WishlistProduct {
  const sku = String(d.sku);
  const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  const num = (v: unknown, fallback = 0) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
  const stock = (d.stock && typeof d.stock === "object" ? d.stock : {}) as { is_in_stock?: unknown };
  return {
    sku,
    name: String(d.name ?? sku),
    url_path: productUrl({ sku, slug: str(d.slug) ?? str(d.url_key) ?? "" }),
    image: str(d.image),
    author: str(d.author),
    type_id: String(d.type_id ?? "simple"),
    price_incl_tax: num(d.price_incl_tax),
    final_price_incl_tax: num(d.final_price_incl_tax, num(d.price_incl_tax)),
    is_discounted: d.is_discounted === true,
    lowest_price_30d: typeof d.lowest_price_30d === "number" ? d.lowest_price_30d : null,
    is_in_stock: stock.is_in_stock === true,
  };
}
