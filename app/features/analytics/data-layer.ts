/**
 * Sends the GA4 events (ga4.ts builds them) as Google's tag takes them: `gtag("event", name, params)`, which
 * pushes its arguments into `window.dataLayer`, where gtag.js reads them once it is loaded (after consent:
 * analytics-head.server.ts). ONLY when the shopper has accepted analytics cookies (consent.ts): without that
 * consent nothing is pushed and nothing is kept (no queue, so gtag.js, loaded after a later "yes", replays nothing
 * from before it). Never throws: tracking must not break a page.
 *
 * Loaded on demand by track.ts, the one door the storefront sends events through (none of this is in a page's
 * first load).
 */
import { hasAnalyticsConsent } from "./consent.ts";
import {
  buildEvent,
  cartItem,
  linesPayload,
  listPayload,
  productPayload,
  tileItem,
  type CartLineLike,
  type ProductLike,
  type TileLike,
  type TrackEvent,
  type TrackItem,
  type TrackList,
  type TrackPayload,
  type TrackPromotion,
} from "./ga4.ts";

export { cartPayload, purchasePayload, CHECKOUT_STEPS, type TrackEvent, type TrackPayload, type TrackItem } from "./ga4.ts";

/** A home banner, as view_promotion / select_promotion take it. */
export interface PromotionBanner {
  id: number;
  alt: string;
  caption: string | null;
}

/** What a call site hands over: a ready payload, or the page's own data that is turned into one here (lazily). */
export type EventInput =
  | TrackPayload
  /**
   * view_item_list: the tiles of a list as shown (start: the first one's place); sent once per list and `key` (the
   * listing's filters), "load more" sending only the tiles not sent yet. select_item: with `target` (the clicked
   * element) and `within` (the list's element, `ul > li`), the tile whose link was followed.
   */
  | { list: TrackList; tiles: readonly TileLike[]; start?: number; key?: string; target?: EventTarget | null; within?: Element }
  /** select_item of one tile at its place */
  | { list: TrackList; tile: TileLike; index: number }
  /** view_item, add_to_wishlist, a product page's add_to_cart */
  | { product: ProductLike; quantity?: number }
  /** add_to_cart / remove_from_cart of cart lines, with the quantities added or taken off (default: the lines') */
  | { lines: readonly CartLineLike[]; quantities?: readonly number[] }
  /**
   * Home banners in a slot ("hero", "second"): view_promotion for those at `shown` (once each), or select_promotion
   * for the one whose link `target` is in (its element carries data-promo-index).
   */
  | { banners: readonly PromotionBanner[]; slot: string; shown?: readonly number[]; target?: EventTarget | null };

/** A banner as GA4's promotion: its id, its name (the picture's text), and where it sits ("hero_1", "second_2"). */
export function promotionOf(b: PromotionBanner, slot: string, index: number): TrackPromotion {
  return {
    promotion_id: `banner_${b.id}`,
    promotion_name: b.caption || b.alt || `banner ${b.id}`,
    creative_name: b.alt || undefined,
    creative_slot: `${slot}_${index + 1}`,
  };
}

/** How many tiles of each list (id and filters) were sent, and which banners were shown, per page visited. */
const listsSent = new Map<string, number>();
const promotionsShown = new Set<string>();

/** The page visited: React Router's key of the history entry (a new one for each navigation), else the URL. */
function visit(): string {
  try {
    const state = window.history.state as { key?: unknown } | null;
    return typeof state?.key === "string" ? state.key : window.location.href;
  } catch {
    return "";
  }
}

/** The place of the `li` (a child of `within`) whose link the click was on, or -1. */
function clickedIndex(target: EventTarget | null | undefined, within: Element | undefined): number {
  const link = target instanceof Element ? target.closest("a") : null;
  const item = link?.closest("li");
  if (!within || !item || item.parentElement !== within) return -1;
  return Array.prototype.indexOf.call(within.children, item) as number;
}

/** The payloads of an input (none when there is nothing new to say). */
export function payloadsOf(event: TrackEvent, input: EventInput): TrackPayload[] {
  if ("tiles" in input) {
    const start = input.start ?? 0;
    if (event === "select_item") {
      const index = clickedIndex(input.target, input.within);
      const tile = input.tiles[index];
      return tile ? [{ item_list_id: input.list.id, item_list_name: input.list.name, items: [tileItem(tile, input.list, start + index)] }] : [];
    }
    const key = `${visit()}|${input.list.id}|${input.key ?? ""}|${start}`;
    const done = listsSent.get(key) ?? 0;
    if (input.tiles.length <= done) return [];
    listsSent.set(key, input.tiles.length);
    return [listPayload(input.tiles.slice(done), input.list, start + done)];
  }
  if ("banners" in input) {
    if (event === "select_promotion") {
      const holder = input.target instanceof Element ? input.target.closest("a")?.closest<HTMLElement>("[data-promo-index]") : null;
      const index = Number(holder?.dataset["promoIndex"]);
      const b = Number.isInteger(index) ? input.banners[index] : undefined;
      return b ? [{ promotion: promotionOf(b, input.slot, index) }] : [];
    }
    return (input.shown ?? input.banners.map((_, i) => i)).flatMap((i) => {
      const b = input.banners[i];
      const seenKey = `${visit()}|${input.slot}|${b?.id}`;
      if (!b || promotionsShown.has(seenKey)) return [];
      promotionsShown.add(seenKey);
      return [{ promotion: promotionOf(b, input.slot, i) }];
    });
  }
  if ("tile" in input) return [{ item_list_id: input.list.id, item_list_name: input.list.name, items: [tileItem(input.tile, input.list, input.index)] }];
  if ("product" in input) return [productPayload(input.product, input.quantity ?? 1)];
  if ("lines" in input) return [linesPayload(input.lines.map((l, i) => cartItem(l, input.quantities?.[i] ?? l.qty)))];
  return [input];
}

type Gtag = (...args: unknown[]) => void;

/** What the page knew of a product when it was seen (brand, categories, the list it was chosen from), by item id. */
const seen = new Map<string, Partial<Pick<TrackItem, "price" | "item_brand" | "categories" | "item_list_id" | "item_list_name">>>();
const SEEN_MAX = 200;

/**
 * Items seen on a product page or chosen from a list are remembered; a cart line added later (which knows only its
 * sku, name and price) gets the brand, categories and list it came from, as GA4's attribution wants.
 */
function remembered(event: TrackEvent, payload: TrackPayload): TrackPayload {
  if (!payload.items) return payload;
  if (event === "view_item" || event === "select_item" || event === "view_item_list") {
    for (const i of payload.items) {
      const known: Partial<TrackItem> = seen.get(i.item_id) ?? {};
      seen.delete(i.item_id);
      seen.set(i.item_id, {
        ...known,
        ...(event === "view_item_list" ? {} : { price: i.price }),
        ...(known.price === undefined ? { price: i.price } : {}),
        ...(i.item_brand ? { item_brand: i.item_brand } : {}),
        ...(i.categories?.length ? { categories: i.categories } : {}),
        ...(i.item_list_id && event === "select_item" ? { item_list_id: i.item_list_id, item_list_name: i.item_list_name } : {}),
      });
      if (seen.size > SEEN_MAX) seen.delete(seen.keys().next().value!);
    }
    return payload;
  }
  return { ...payload, items: payload.items.map((i) => ({ ...seen.get(i.item_id), ...stripEmpty(i) })) };
}

/** An item's fields that say something (a price of 0 is "not known": add_to_wishlist knows no price). */
function stripEmpty(i: TrackItem): TrackItem {
  return Object.fromEntries(
    Object.entries(i).filter(([k, v]) => v !== undefined && v !== null && v !== "" && !(k === "price" && v === 0)),
  ) as unknown as TrackItem;
}

export interface Tracker {
  track(event: TrackEvent, input: EventInput): void;
}

/** A tracker over a consent check and a gtag function (the browser's by default; tests give their own). */
export function createTracker(deps: { consent: () => boolean; gtag: () => Gtag | null }): Tracker {
  return {
    track(event, input) {
      try {
        if (!deps.consent()) return;
        const gtag = deps.gtag();
        if (!gtag) return;
        for (const payload of payloadsOf(event, input)) {
          const built = buildEvent(event, remembered(event, payload));
          gtag("event", built.name, built.params);
        }
      } catch {
        // a broken payload or a data layer that throws: the shopper's action goes on
      }
    },
  };
}

/**
 * The page's gtag (defined by the head script with the consent defaults); without it (a page rendered without the
 * head script) one that pushes its arguments into window.dataLayer the same way.
 */
function browserGtag(): Gtag | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  if (typeof w.gtag === "function") return w.gtag;
  w.dataLayer ??= [];
  const layer = w.dataLayer;
  return function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from the data layer, not arrays
    layer.push(arguments);
  };
}

const browserTracker = createTracker({ consent: () => hasAnalyticsConsent(), gtag: browserGtag });

/** Sends one event now (with consent). The storefront calls track.ts's `track`, which loads this module. */
export function send(event: TrackEvent, input: EventInput): void {
  browserTracker.track(event, input);
}
