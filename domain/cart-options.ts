/**
 * Cart line options (docs/api.md §5.1): the client may send option lists as arrays or as objects keyed by
 * option id. We store and echo them as arrays, in Object.values order, with the contract's key order, so the
 * client's checksums of the echoed lists match its own.
 */
import type { ProductOption } from "../contract/cart.ts";

/**
 * The normalised form is the contract's ProductOption (contract/cart.ts: what the API stores and answers); a request
 * may send the looser ProductOptionInput (lists as objects keyed by option id), which normaliseProductOption turns
 * into it. One shape, named once.
 */
export type { ProductOption };
export type ProductOptionLists = ProductOption["extension_attributes"];
export type ConfigurableItemOption = NonNullable<ProductOptionLists["configurable_item_options"]>[number];
export type CustomOption = NonNullable<ProductOptionLists["custom_options"]>[number];
export type BundleOption = NonNullable<ProductOptionLists["bundle_options"]>[number];
/** A subscription's chosen period (subscription_number_options.id) and first issue (subscription_starting_numbers.id). */
export type SubscriptionOptions = NonNullable<ProductOptionLists["subscription_options"]>;

/** Thrown for an option list that is neither an array nor an object of option records. */
export class ProductOptionError extends RangeError {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function listOf(value: unknown, name: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  if (isRecord(value)) return Object.values(value);
  throw new ProductOptionError(`${name} must be an array or an object keyed by option id`);
}

function scalar(value: unknown, name: string): string | number {
  if (typeof value === "string" && value.trim() !== "") return value;
  if (typeof value === "number" && Number.isFinite(value)) return value;
  throw new ProductOptionError(`${name} must be a string or a number`);
}

function wholeNumber(value: unknown, name: string): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0) throw new ProductOptionError(`${name} must be a whole number`);
  return n;
}

function record(entry: unknown, name: string): Record<string, unknown> {
  if (!isRecord(entry)) throw new ProductOptionError(`each of ${name} must be an object`);
  return entry;
}

/**
 * Normalises a product_option: lists as arrays in a stable key order, configurable ids as strings, bundle
 * quantities and selections as numbers; empty lists dropped; undefined when nothing is left.
 * Throws ProductOptionError on a malformed shape.
 */
export function normaliseProductOption(raw: unknown): ProductOption | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isRecord(raw)) throw new ProductOptionError("product_option must be an object");
  const ext = raw["extension_attributes"];
  if (ext === undefined || ext === null) return undefined;
  if (!isRecord(ext)) throw new ProductOptionError("product_option.extension_attributes must be an object");

  const out: ProductOptionLists = {};
  const configurable = listOf(ext["configurable_item_options"], "configurable_item_options").map((e) => {
    const r = record(e, "configurable_item_options");
    return { option_id: String(scalar(r["option_id"], "option_id")), option_value: String(scalar(r["option_value"], "option_value")) };
  });
  const custom = listOf(ext["custom_options"], "custom_options").map((e) => {
    const r = record(e, "custom_options");
    return { option_id: scalar(r["option_id"], "option_id"), option_value: scalar(r["option_value"], "option_value") };
  });
  const bundle = listOf(ext["bundle_options"], "bundle_options").map((e) => {
    const r = record(e, "bundle_options");
    return {
      option_id: scalar(r["option_id"], "option_id"),
      option_qty: wholeNumber(r["option_qty"] ?? 1, "option_qty"),
      option_selections: listOf(r["option_selections"], "option_selections").map((s) => wholeNumber(s, "option_selections")),
    };
  });
  const subscription = ext["subscription_options"];
  if (subscription !== undefined && subscription !== null) {
    const r = record(subscription, "subscription_options");
    const start = r["starting_number_id"];
    out.subscription_options = {
      number_option_id: wholeNumber(r["number_option_id"], "number_option_id"),
      starting_number_id: start === undefined || start === null || start === "" ? null : wholeNumber(start, "starting_number_id"),
    };
    const gift = r["is_gift"];
    if (gift === true || gift === "true" || gift === 1 || gift === "1") out.subscription_options.is_gift = true;
    else if (gift !== undefined && gift !== null && gift !== false && gift !== "false" && gift !== 0 && gift !== "0" && gift !== "")
      throw new ProductOptionError("subscription_options.is_gift must be true or false");
  }
  if (configurable.length > 0) out.configurable_item_options = configurable;
  if (custom.length > 0) out.custom_options = custom;
  if (bundle.length > 0) out.bundle_options = bundle;
  return Object.keys(out).length > 0 ? { extension_attributes: out } : undefined;
}

/** A subscription line bought as a gift (its options carry is_gift): the checkout asks for the recipient. */
export function isGiftSubscription(option: unknown): boolean {
  const period = (option as { extension_attributes?: { subscription_options?: { is_gift?: unknown } | null } } | null | undefined)?.extension_attributes
    ?.subscription_options;
  return period?.is_gift === true;
}
