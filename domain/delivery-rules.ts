/**
 * The shop's delivery and payment terms as data (docs/decisions/2026-11-26-delivery-rules.md): the carriers and
 * their gross prices, which product groups each carries, how each product group is delivered (charged, included in
 * its price, or not shipped at all), cash on delivery (its fee, the carriers and carts it may be used with), the
 * free-delivery threshold and what it counts, and the same-day dispatch cut-off. The cart's totals, the delivery
 * quote and the order charge from it (domain/cart-methods.ts, server/modules/cart), and the information pages,
 * banners and product texts render their figures from it (domain/terms-text.ts), so what is shown and what is
 * charged cannot disagree.
 */
import type { Grosze } from "./money.ts";

/**
 * What a product is, for delivery: "goods" (books, clothing, bundles, …), "press" (single magazine issues),
 * "subscription" (press subscriptions and partwork collections, sent issue by issue) and "digital" (e-books, PDF
 * issues, gift cards and other virtual products).
 */
export type ProductGroup = "goods" | "press" | "subscription" | "digital";

/** The product group of a product type (products.type_id). */
export function productGroup(typeId: string): ProductGroup {
  switch (typeId) {
    case "virtual":
    case "downloadable":
      return "digital";
    case "subscription":
      return "subscription";
    case "single_number":
      return "press";
    default:
      return "goods";
  }
}

/**
 * How a group's lines are delivered: "charged" (the cart pays the carrier's price for them, unless free delivery
 * applies), "included" (sent by post or courier, the delivery is in the product's price: free) or "none" (nothing is
 * shipped).
 */
export type GroupDelivery = "charged" | "included" | "none";

export interface CarrierRule {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** what the shopper pays, gross; its net follows the VAT rates of the goods (domain/cart-totals.ts) */
  gross: Grosze;
  /** delivery time from dispatch, as the information pages state it */
  transit: string;
  /** a pickup point must be chosen (the pickup module's carrier), or null for delivery to an address */
  pickup: "inpost" | "orlen" | null;
  /** the shipped product groups it carries: a cart with a shipped line of another group cannot use it */
  groups: readonly ProductGroup[];
  /** cash on delivery can be used with it */
  cashOnDelivery: boolean;
  isDefault: boolean;
  /** countries it delivers to (ISO 3166-1 alpha-2, one of SHIPPING_COUNTRIES) */
  countries: readonly string[];
}

/**
 * The countries the shop delivers to (docs/decisions/2026-11-27-delivery-abroad.md): Poland, and the specification's
 * Germany, Italy and the United States. The address book offers the same list.
 */
export const SHIPPING_COUNTRIES = ["PL", "DE", "IT", "US"] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];
export const HOME_COUNTRY: ShippingCountry = "PL";

export const isShippingCountry = (c: string): c is ShippingCountry => (SHIPPING_COUNTRIES as readonly string[]).includes(c);

export interface DeliveryRules {
  groups: Readonly<Record<ProductGroup, GroupDelivery>>;
  /** in display order; the first `isDefault` is the default */
  carriers: readonly CarrierRule[];
  cashOnDelivery: {
    /** added to the carrier's price when the shopper pays on delivery, gross */
    feeGross: Grosze;
    /** a cart with a line of these groups cannot be paid on delivery */
    excludedGroups: readonly ProductGroup[];
  };
  freeDelivery: {
    /** goods (after discount) from this gross amount are delivered free; null: no free delivery */
    thresholdGross: Grosze | null;
    /** the groups whose lines count towards the threshold */
    countedGroups: readonly ProductGroup[];
    /** free delivery applies to cash on delivery too (false: a cash-on-delivery order pays the carrier and the fee) */
    withCashOnDelivery: boolean;
    /** the countries where it applies: a carrier delivering elsewhere is always charged */
    countries: readonly string[];
  };
  /** "HH:MM", Warsaw time: orders paid (cash on delivery: placed) on a working day before it leave the same day */
  dispatchCutoff: string;
  /**
   * EU consumers abroad pay their own country's VAT (the shop is over the EU distance-sales threshold and declares it
   * in OSS: domain/vat-abroad.ts); false: Polish VAT. Configuration `VAT_OSS`.
   */
  ossDestination: boolean;
  /**
   * The payment methods the shop offers (docs/decisions/2026-11-26-delivery-rules-data.md): cash on delivery (with the
   * carriers that collect it), PayU's gateway (card, transfer) and PayU's BLIK. The recurring card payment of
   * subscriptions follows PayU's gateway's configuration only.
   */
  paymentMethods: Readonly<Record<OfferedPaymentMethod, boolean>>;
  /**
   * Carriers the back office switched off, with their last price: no cart can choose them, but a text that names one's
   * price (the returns page's example) still reads a figure (domain/terms-text.ts). Absent: none.
   */
  withdrawnCarriers?: readonly CarrierRule[];
}

/** The payment methods the back office can switch on and off. */
export const OFFERED_PAYMENT_METHODS = ["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik"] as const;
export type OfferedPaymentMethod = (typeof OFFERED_PAYMENT_METHODS)[number];

const SHIPPED_ALL: readonly ProductGroup[] = ["goods", "press", "subscription"];
/** What the carriers abroad take: goods and single issues (a subscription abroad is not offered). */
const ABROAD: readonly ProductGroup[] = ["goods", "press"];

/** The shop's terms (the decision note gives the reasons for each figure). */
export const DELIVERY_RULES: DeliveryRules = {
  groups: { goods: "charged", press: "charged", subscription: "included", digital: "none" },
  carriers: [
    {
      carrierCode: "flatrate",
      methodCode: "flatrate",
      carrierTitle: "Kurier InPost",
      methodTitle: "Kurier InPost (dostawa do drzwi)",
      gross: 1499,
      transit: "1–2 dni robocze",
      pickup: null,
      groups: SHIPPED_ALL,
      cashOnDelivery: true,
      isDefault: true,
      countries: ["PL"],
    },
    {
      carrierCode: "inpost",
      methodCode: "paczkomat",
      carrierTitle: "InPost",
      methodTitle: "Paczkomat InPost 24/7",
      gross: 1299,
      transit: "1–2 dni robocze",
      pickup: "inpost",
      groups: SHIPPED_ALL,
      cashOnDelivery: true,
      isDefault: false,
      countries: ["PL"],
    },
    {
      carrierCode: "orlen",
      methodCode: "paczka",
      carrierTitle: "ORLEN Paczka",
      methodTitle: "Odbiór w punkcie ORLEN Paczka",
      gross: 999,
      transit: "2–3 dni robocze",
      pickup: "orlen",
      groups: SHIPPED_ALL,
      cashOnDelivery: false,
      isDefault: false,
      countries: ["PL"],
    },
    {
      carrierCode: "pocztapolska",
      methodCode: "polecony",
      carrierTitle: "Poczta Polska",
      methodTitle: "List polecony Poczty Polskiej",
      gross: 750,
      transit: "2–4 dni robocze",
      pickup: null,
      groups: ["press", "subscription"],
      cashOnDelivery: false,
      isDefault: false,
      countries: ["PL"],
    },
    // Abroad (docs/decisions/2026-11-27-delivery-abroad.md): a courier to the door, paid up front (no cash on delivery,
    // no parcel lockers), goods and single issues only (subscriptions are sent in Poland only), never free.
    {
      carrierCode: "dhl",
      methodCode: "de",
      carrierTitle: "DHL",
      methodTitle: "Kurier DHL do Niemiec",
      gross: 3999,
      transit: "3–5 dni roboczych",
      pickup: null,
      groups: ABROAD,
      cashOnDelivery: false,
      isDefault: true,
      countries: ["DE"],
    },
    {
      carrierCode: "dhl",
      methodCode: "it",
      carrierTitle: "DHL",
      methodTitle: "Kurier DHL do Włoch",
      gross: 4999,
      transit: "4–6 dni roboczych",
      pickup: null,
      groups: ABROAD,
      cashOnDelivery: false,
      isDefault: true,
      countries: ["IT"],
    },
    {
      carrierCode: "pocztapolska",
      methodCode: "globalexpres",
      carrierTitle: "Poczta Polska",
      methodTitle: "Pocztex Global Expres do USA",
      gross: 12999,
      transit: "5–8 dni roboczych",
      pickup: null,
      groups: ABROAD,
      cashOnDelivery: false,
      isDefault: true,
      countries: ["US"],
    },
  ],
  cashOnDelivery: { feeGross: 500, excludedGroups: ["subscription", "digital"] },
  freeDelivery: { thresholdGross: 19900, countedGroups: ["goods", "press"], withCashOnDelivery: false, countries: ["PL"] },
  dispatchCutoff: "12:00",
  ossDestination: true,
  paymentMethods: { cashondelivery: true, vue_payu_gateway: true, vue_payu_gateway_blik: true },
};

/**
 * The rules with the free-delivery threshold an operator set (CART_FREE_SHIPPING_THRESHOLD, in złoty: 0 turns free
 * delivery off; undefined keeps the rules' own threshold) and the VAT of EU consumers abroad (VAT_OSS; undefined
 * keeps the rules' own).
 */
export function deliveryRules(thresholdZl?: number | null, base: DeliveryRules = DELIVERY_RULES, ossDestination?: boolean): DeliveryRules {
  let rules = base;
  if (ossDestination !== undefined && ossDestination !== base.ossDestination) rules = { ...rules, ossDestination };
  if (thresholdZl === undefined || thresholdZl === null) return rules;
  const thresholdGross = thresholdZl > 0 ? Math.round(thresholdZl * 100) : null;
  return { ...rules, freeDelivery: { ...rules.freeDelivery, thresholdGross } };
}

/** "carrier_method", the checkout's code of a carrier (e.g. "flatrate_flatrate", "inpost_paczkomat"). */
export const carrierKey = (c: Pick<CarrierRule, "carrierCode" | "methodCode">): string => `${c.carrierCode}_${c.methodCode}`;

/** A carrier by its "carrier_method" code. */
export function carrierByKey(key: string, rules: DeliveryRules = DELIVERY_RULES): CarrierRule | undefined {
  return rules.carriers.find((c) => carrierKey(c) === key);
}

/** The carriers that deliver to this country, in display order. */
export function carriersFor(country: string, rules: DeliveryRules = DELIVERY_RULES): CarrierRule[] {
  const c = country.toUpperCase();
  return rules.carriers.filter((m) => m.countries.includes(c));
}

/**
 * What the back office edits of the rules (docs/decisions/2026-11-26-delivery-rules-data.md): a complete copy of the
 * editable fields, stored as data and laid over the code's rules (DELIVERY_RULES with the operator's configuration).
 * Every carrier of the code's rules is listed by its "carrier_method" key; carriers themselves (their titles, groups,
 * countries, pickup points) stay code.
 */
export interface DeliverySettings {
  carriers: readonly { key: string; enabled: boolean; gross: Grosze; cashOnDelivery: boolean }[];
  /** null: no free delivery */
  freeDeliveryThresholdGross: Grosze | null;
  cashOnDeliveryFeeGross: Grosze;
  paymentMethods: Readonly<Record<OfferedPaymentMethod, boolean>>;
}

/** The editable fields as the rules have them (every carrier enabled). */
export function deliverySettingsOf(rules: DeliveryRules): DeliverySettings {
  return {
    carriers: rules.carriers.map((c) => ({ key: carrierKey(c), enabled: true, gross: c.gross, cashOnDelivery: c.cashOnDelivery })),
    freeDeliveryThresholdGross: rules.freeDelivery.thresholdGross,
    cashOnDeliveryFeeGross: rules.cashOnDelivery.feeGross,
    paymentMethods: { ...rules.paymentMethods },
  };
}

/** Why a settings set cannot be used (stable codes, docs/api.md §18). */
export type DeliverySettingsProblem =
  | { code: "DELIVERY_UNKNOWN_CARRIER"; field: string; key: string }
  | { code: "DELIVERY_NO_CARRIER_PL"; field: "carriers"; groups: ProductGroup[] }
  | { code: "DELIVERY_NO_ONLINE_PAYMENT"; field: "paymentMethods" };

/**
 * The problems of a settings set laid over `base`: every carrier of `base` named once and no other; the enabled
 * carriers of Poland still carry every shipped product group (goods, single issues, subscriptions); an online payment
 * method left (subscriptions, e-books and gift cards can only be paid online).
 */
export function deliverySettingsProblems(settings: DeliverySettings, base: DeliveryRules): DeliverySettingsProblem[] {
  const problems: DeliverySettingsProblem[] = [];
  const known = new Set(base.carriers.map(carrierKey));
  const seen = new Set<string>();
  settings.carriers.forEach((c, i) => {
    if (!known.has(c.key) || seen.has(c.key)) problems.push({ code: "DELIVERY_UNKNOWN_CARRIER", field: `carriers.${i}.key`, key: c.key });
    seen.add(c.key);
  });
  for (const key of known) if (!seen.has(key)) problems.push({ code: "DELIVERY_UNKNOWN_CARRIER", field: "carriers", key });
  if (problems.length === 0) {
    const rules = applyDeliverySettings(base, settings);
    const home = carriersFor(HOME_COUNTRY, rules);
    const shipped = (Object.keys(rules.groups) as ProductGroup[]).filter((g) => rules.groups[g] !== "none");
    const uncovered = shipped.filter((g) => !home.some((c) => c.groups.includes(g)));
    if (uncovered.length > 0) problems.push({ code: "DELIVERY_NO_CARRIER_PL", field: "carriers", groups: uncovered });
  }
  if (!settings.paymentMethods.vue_payu_gateway && !settings.paymentMethods.vue_payu_gateway_blik) {
    problems.push({ code: "DELIVERY_NO_ONLINE_PAYMENT", field: "paymentMethods" });
  }
  return problems;
}

/**
 * The rules with the settings laid over them: disabled carriers left out, prices and cash on delivery per carrier
 * (none where the shop does not offer cash on delivery at all), the cash-on-delivery fee, the free-delivery threshold
 * and the payment methods. A carrier the settings do not name keeps the rules' own terms.
 */
export function applyDeliverySettings(base: DeliveryRules, settings: DeliverySettings | null): DeliveryRules {
  if (settings === null) return base;
  const byKey = new Map(settings.carriers.map((c) => [c.key, c]));
  const cod = settings.paymentMethods.cashondelivery;
  const laid = base.carriers.map((c): [CarrierRule, boolean] => {
    const s = byKey.get(carrierKey(c));
    return [{ ...c, gross: s?.gross ?? c.gross, cashOnDelivery: cod && (s?.cashOnDelivery ?? c.cashOnDelivery) }, s?.enabled ?? true];
  });
  return {
    ...base,
    carriers: laid.filter(([, on]) => on).map(([c]) => c),
    withdrawnCarriers: laid.filter(([, on]) => !on).map(([c]) => ({ ...c, cashOnDelivery: false, isDefault: false })),
    cashOnDelivery: { ...base.cashOnDelivery, feeGross: settings.cashOnDeliveryFeeGross },
    freeDelivery: { ...base.freeDelivery, thresholdGross: settings.freeDeliveryThresholdGross },
    paymentMethods: { ...settings.paymentMethods },
  };
}

/**
 * Where a service reads the rules from: `current` now, synchronously; `fresh()` first when a request starts, so a
 * change made by any process reaches this one within a few seconds (server/modules/delivery).
 */
export interface DeliveryRulesSource {
  readonly current: DeliveryRules;
  fresh(): Promise<DeliveryRules> | DeliveryRules;
}

/** Rules that never change (tests, tools, a service built without the delivery module). */
export function fixedRules(rules: DeliveryRules): DeliveryRulesSource {
  return { current: rules, fresh: () => rules };
}

/** A source of the rules from either the rules themselves (fixed) or a source. */
export function rulesSource(rules: DeliveryRules | DeliveryRulesSource): DeliveryRulesSource {
  return "fresh" in rules ? rules : fixedRules(rules);
}
