/**
 * The price of one unit of a cart line (docs/storefront.md §5), the one rule the cart's add, pull and totals
 * and the order all use: the chosen subscription period's price, else the product's final price now (special
 * price in its window, domain/pricing.ts); then the line's bundle selections and custom options on top of it
 * (domain/line-configuration.ts).
 */
import type { BundleOption } from "./bundle.ts";
import type { ProductOption } from "./cart-options.ts";
import type { CustomOption } from "./custom-options.ts";
import { configureLine, type LineConfiguration } from "./line-configuration.ts";
import type { Grosze } from "./money.ts";
import { finalPrice } from "./pricing.ts";

/** The catalogue's price inputs of the line's product, as its row carries them (gross grosze, Warsaw days). */
export type LinePriceRow = {
  price: Grosze;
  special_price: Grosze | null;
  special_from_date: string | null;
  special_to_date: string | null;
};

/** The bundle and custom options the line is priced against (those of a configurable line's parent); undefined: none. */
export type LineOptionCatalogue = { bundle: readonly BundleOption[] | null; custom: readonly CustomOption[] } | undefined;

export type LinePriceInput = {
  product: LinePriceRow;
  /** the chosen subscription period's gross price, which replaces the product's price */
  periodPrice?: Grosze | null | undefined;
  catalogue?: LineOptionCatalogue;
  option?: ProductOption | null | undefined;
};

export type LinePrice = {
  /** the period's or the product's price, before options */
  base: Grosze;
  /** the options checked and priced against the catalogue */
  configuration: LineConfiguration;
  /** one unit as the shopper pays it: the configured price, or the base when the options do not fit the catalogue */
  unitGross: Grosze;
};

/** The unit price of a line now. */
export function linePrice(line: LinePriceInput, now: Date): LinePrice {
  const p = line.product;
  const base =
    line.periodPrice ??
    finalPrice({ price: p.price, specialPrice: p.special_price, specialFromDate: p.special_from_date, specialToDate: p.special_to_date }, now);
  const configuration = configureLine({ base, bundle: line.catalogue?.bundle ?? null, custom: line.catalogue?.custom ?? [] }, line.option ?? undefined);
  return { base, configuration, unitGross: configuration.ok ? configuration.unitGross : base };
}
