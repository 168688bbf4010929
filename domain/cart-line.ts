/**
 * When two cart lines are the same line (docs/api.md §9.5, productsEquals) and the options checksum the
 * client uses to tell bundle and custom-option lines apart before they are linked by item id.
 * The same code runs in the browser and on the server.
 */
import { sha3_224 } from "@noble/hashes/sha3.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

export type CartLineIdentity = {
  sku: string;
  item_id?: number | string;
  server_item_id?: number | string;
  checksum?: string;
  product_option?: unknown;
};

const OPTION_LISTS = ["bundle_options", "custom_options", "configurable_item_options"] as const;
type OptionList = (typeof OPTION_LISTS)[number];

function optionList(item: CartLineIdentity, name: OptionList): unknown[] {
  const option = item.product_option as { extension_attributes?: Record<string, unknown> } | null | undefined;
  const list = option?.extension_attributes?.[name];
  if (Array.isArray(list)) return list;
  if (typeof list === "object" && list !== null) return Object.values(list);
  return [];
}

/** A deep copy with every number turned into its string form (the upstream checksum's convention). */
function numbersAsStrings(value: unknown): unknown {
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(numbersAsStrings);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersAsStrings(v)]));
  }
  return value;
}

/** The data a checksum covers: the first non-empty list (bundle, custom, configurable), else the whole product_option. */
function dataToHash(item: CartLineIdentity): unknown {
  if (item.product_option === undefined || item.product_option === null) return null;
  for (const name of OPTION_LISTS) {
    const list = optionList(item, name);
    if (list.length > 0) return list;
  }
  return item.product_option;
}

/** sha3-224 (hex) of the options JSON with numbers as strings. */
export function productChecksum(item: CartLineIdentity): string {
  return bytesToHex(sha3_224(utf8ToBytes(JSON.stringify(numbersAsStrings(dataToHash(item))))));
}

/** The item's stored checksum, else one computed from its options. */
export function cartLineChecksum(item: CartLineIdentity): string {
  return item.checksum ? item.checksum : productChecksum(item);
}

type LineKind = "bundle" | "custom" | "configurable" | "subscription" | "simple";

type Period = { number_option_id?: unknown; starting_number_id?: unknown; is_gift?: unknown };

/** A subscription line's choice: the period (number of issues), the first issue and whether it is a gift. */
function periodOf(item: CartLineIdentity): Period | null {
  const option = item.product_option as { extension_attributes?: { subscription_options?: Period | null } } | null | undefined;
  const period = option?.extension_attributes?.subscription_options;
  return typeof period === "object" && period !== null ? period : null;
}

/**
 * The part of a subscription line's key that tells periods apart: `n<number option>s<starting number>[g]`. Ids are
 * written as digits, so SQL can build the same key (the migration that re-keyed existing lines did).
 */
function periodKey(period: Period): string {
  const id = (v: unknown) => (v === undefined || v === null || v === "" ? "" : String(v));
  return `n${id(period.number_option_id)}s${id(period.starting_number_id)}${period.is_gift === true ? "g" : ""}`;
}

function lineKind(item: CartLineIdentity): LineKind {
  if (optionList(item, "bundle_options").length > 0) return "bundle";
  if (optionList(item, "custom_options").length > 0) return "custom";
  if (optionList(item, "configurable_item_options").length > 0) return "configurable";
  if (periodOf(item)) return "subscription";
  return "simple";
}

function serverIdsEqual(a: CartLineIdentity, b: CartLineIdentity): boolean {
  const idA = a.server_item_id || a.item_id;
  const idB = b.server_item_id || b.item_id;
  // Ids compare as strings: the client may hold "12" where the server answered 12.
  return idA !== undefined && idA !== "" && idB !== undefined && idB !== "" && String(idA) === String(idB);
}

/**
 * Bundle or custom-option lines: same server id, or same checksum. Configurable lines: same (child) sku only.
 * Subscription lines: same server id, or same sku with the same period, first issue and gift choice (12 issues
 * and 6 issues of one magazine are two lines). Others: same server id, or same sku.
 */
export function productsEquals(a: CartLineIdentity | null | undefined, b: CartLineIdentity | null | undefined): boolean {
  if (!a || !b) return false;
  const kinds = [lineKind(a), lineKind(b)];
  if (kinds.includes("bundle") || kinds.includes("custom")) {
    return serverIdsEqual(a, b) || cartLineChecksum(a) === cartLineChecksum(b);
  }
  if (kinds.includes("configurable")) return a.sku === b.sku;
  if (kinds.includes("subscription")) return serverIdsEqual(a, b) || (a.sku === b.sku && samePeriod(a, b));
  return serverIdsEqual(a, b) || a.sku === b.sku;
}

function samePeriod(a: CartLineIdentity, b: CartLineIdentity): boolean {
  const [pa, pb] = [periodOf(a), periodOf(b)];
  return pa !== null && pb !== null && periodKey(pa) === periodKey(pb);
}

/**
 * The server's uniqueness key of a line in one cart: the sku, plus the options checksum for bundle and
 * custom-option lines, plus the period key for subscription lines (configurable and simple lines are one line per
 * sku, as productsEquals says).
 */
export function cartLineKey(sku: string, productOption: unknown): string {
  const item = { sku, product_option: productOption };
  const kind = lineKind(item);
  if (kind === "subscription") return `${sku}#${periodKey(periodOf(item) as Period)}`;
  return kind === "bundle" || kind === "custom" ? `${sku}#${productChecksum(item)}` : sku;
}
