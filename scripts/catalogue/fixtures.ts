/**
 * Products that the demo catalogue always contains, whatever the number of products asked for.
 * Other test suites rely on them: they take the first ids (1–27) and their skus never change.
 * Dates (special-price windows) are relative to the generator's `now`.
 */

export const FIXTURE_TSHIRT_COLOURS = ["CZA", "BIA"] as const;
export const FIXTURE_TSHIRT_SIZES = ["XS", "S", "M", "L", "XL", "XXL"] as const;

const TSHIRT_SKU = "TS-000004";

export const FIXTURES = {
  /** Children's book with a real-looking ISBN-13; category Książki → Dla dzieci → Bajki. */
  zolwBook: { id: 1, sku: "KS-000001", type: "simple", status: 1, name: "Żółw, który chciał latać", isbn: "9788324631766" },
  /** The only products whose name contains "geographic". */
  natGeoIssue: { id: 2, sku: "CZ-000002", type: "single_number", status: 1, name: "National Geographic Polska 11/2026", magazineId: 100 },
  /** In category "Prenumerata magazynów" (and its child "Prenumerata miesięczników"). */
  natGeoSubscription: {
    id: 3,
    sku: "PR-000003",
    type: "subscription",
    status: 1,
    name: "Prenumerata National Geographic Polska",
    magazineId: 100,
  },
  /**
   * Configurable T-shirt, 2 colours × 6 sizes = 12 children (ids 5–16), colour-major order. The white children
   * are on a special price (FIXTURE_OMNIBUS); the black ones are not.
   */
  tshirt: {
    id: 4,
    sku: TSHIRT_SKU,
    type: "configurable",
    status: 1,
    name: "Koszulka „Czytam, więc jestem”",
    childSkus: FIXTURE_TSHIRT_COLOURS.flatMap((c) => FIXTURE_TSHIRT_SIZES.map((s) => `${TSHIRT_SKU}-${s}-${c}`)),
  },
  disabled: { id: 17, sku: "KS-000017", type: "simple", status: 2, name: "Zapomniany rękopis" },
  /** Visibility 1 (not visible individually) without being a configurable child. */
  notVisible: { id: 18, sku: "KS-000018", type: "simple", status: 1, name: "Egzemplarz recenzencki. Szkice z Mazur", visibility: 1 },
  /** qty 0, is_in_stock false. */
  outOfStock: { id: 19, sku: "KS-000019", type: "simple", status: 1, name: "Wyczerpany nakład" },
  /** Special price 20% off from 5 days before `now` to 20 days after. */
  activeSpecial: { id: 20, sku: "KS-000020", type: "simple", status: 1, name: "Lato w Kazimierzu" },
  /** Special price window ended 10 days before `now`. */
  expiredSpecial: { id: 21, sku: "KS-000021", type: "simple", status: 1, name: "Zima w Sandomierzu" },
  /** Special price window starts 7 days after `now`. */
  futureSpecial: { id: 22, sku: "KS-000022", type: "simple", status: 1, name: "Wiosna w Toruniu" },
  /** A special price that is not below its 30-day low (FIXTURE_OMNIBUS). */
  bundle: { id: 23, sku: "PAK-000023", type: "bundle", status: 1, name: "Pakiet: Pory roku" },
  /** Members KS-000001 (default quantity 1), KS-000020, KS-000021, KS-000022 (default 0: the shopper chooses). */
  grouped: { id: 24, sku: "ZES-000024", type: "grouped", status: 1, name: "Zestaw: Książki na każdą porę roku" },
  virtual: { id: 25, sku: "KP-000025", type: "virtual", status: 1, name: "Karta podarunkowa 50 zł" },
  /** A special price and no price history (FIXTURE_OMNIBUS). */
  downloadable: { id: 26, sku: "EB-000026", type: "downloadable", status: 1, name: "Cisza nad fiordem (e-book)" },
  /** Partwork collection: subscription type, recurring payment, gift included, category "Prenumerata kolekcji". */
  recurringCollection: {
    id: 27,
    sku: "KL-000027",
    type: "subscription",
    status: 1,
    name: "Prenumerata kolekcji „Legendarne lokomotywy”",
  },
} as const;

export type FixtureKey = keyof typeof FIXTURES;

/**
 * The Omnibus cases the demo catalogue always has (domain/omnibus.ts priceReduction;
 * docs/decisions/2026-11-22-omnibus.md), by sku.
 */
export const FIXTURE_OMNIBUS = {
  /** 39,99 zł, then 29,99 zł since 5 days ago with no lower price before: a reduction, −25% */
  reduction: FIXTURES.activeSpecial.sku,
  /** a bundle on a "special price" (80% of its price) that was 8% cheaper for three days in the 30 days before: no reduction */
  notBelowLowBundle: FIXTURES.bundle.sku,
  /** a configurable child at 59,99 zł instead of 69,99 zł, never cheaper before: a reduction, −14% */
  childReduction: `${TSHIRT_SKU}-S-BIA`,
  /** a configurable child at 59,99 zł that cost 54,99 zł for three days in the 30 days before (its parent never did): no reduction */
  childNotBelowLow: `${TSHIRT_SKU}-M-BIA`,
  /** an e-book at a special price of 22,99 zł (29,99 zł regular) with no price history: no reduction, no 30-day low */
  noHistory: FIXTURES.downloadable.sku,
} as const;

/** Number of product rows the fixtures occupy (ids 1..FIXTURE_ROWS). */
export const FIXTURE_ROWS = 27;

/**
 * The demo pre-order: the first generated book (its id and sku depend on the catalogue's size, find it by name),
 * premiering on a Sunday (dispatched the next working day, Monday 25 January 2027), with no stock.
 */
export const PREORDER_DEMO = { name: "Ostatni prom na Hel", premiere: "2027-01-24" } as const;
