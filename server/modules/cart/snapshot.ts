/**
 * A cart as one statement (docs/decisions/2026-11-24-cart-speed.md): the cart row, every line with its product's
 * current price inputs, stock, VAT rate, option labels and option catalogue, and the coupon's sales rule with the
 * customer's uses of it. Nothing here is cached: each request reads the catalogue as it is now, so the answer
 * is exactly what the former five statements gave, in one round trip and one (prepared) plan.
 */
import type { SalesRule } from "../../../domain/coupon.ts";
import type { ProductOption } from "../../../domain/cart-options.ts";
import type { Translations } from "../../../domain/language.ts";
import type { AuthenticatedCustomer } from "../customer/index.ts";
import { appliedGiftCardsSql, type AppliedGiftCard } from "../giftcard/index.ts";
import { CART_COLUMNS, cartLookup, cartRowOf, type CartRow, type Query } from "./carts.ts";
import { salesRuleOf, type RuleRow } from "./coupons.ts";
import { BUNDLE_JSON_SQL, CUSTOM_OPTIONS_SQL, type BundleJson } from "./configuration.ts";
import { accept, type Outcome } from "../../http/outcome.ts";
import { cartErrors } from "./errors.ts";
import type { LineStockRow } from "./lines.ts";
import { prepared } from "./prepared.ts";

/** One line as the snapshot gives it. */
export type LineData = {
  id: number;
  sku: string;
  qty: number;
  product_type: string;
  product_option: ProductOption | null;
  product_id: number;
  parent_product_id: number | null;
  name: string;
  type_id: string;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  /** VAT rate of the product's tax class from the tax rules (first rule by priority and position): "np" for a rate
   * with no percentage (not subject to VAT: a gift card), null when no rule names it */
  vat_rate: number | "np" | null;
  is_recurring: boolean;
  period_price: number | null;
  period_label: string | null;
  /** the period label's translations (subscription_number_options.translations) */
  period_translations: Translations | null;
  parent_sku: string;
  url_key: string;
  url_path: string;
  image: string | null;
  /** a configurable line's [attribute label, option label, their translations] pairs, in the order of its configurable_item_options */
  labels: [string, string, Translations, Translations][] | null;
  /** the option catalogue of the product whose options price the line (the parent of a configurable line) */
  bundle: BundleJson | null;
  custom_options: unknown;
} & LineStockRow;

export type CartSnapshot = {
  cart: CartRow;
  lines: LineData[];
  /** the sales rule named by the cart's coupon code, if it exists */
  rule: (SalesRule & { id: number }) | null;
  /** the customer's recorded uses of that rule (null for a guest) */
  customerUses: number | null;
  /** the gift cards applied to the cart, in the order they were applied (the gift card module's part of the statement) */
  giftCards: AppliedGiftCard[];
};

/** The product whose bundle and custom options price a line: the parent of a configurable line, else the product. */
const OWNER = "COALESCE(ci.parent_product_id, ci.product_id)";
const OWNER_TYPE = "CASE WHEN ci.parent_product_id IS NULL THEN p.type_id ELSE pp.type_id END";

/** Lines of cart `cartId` (an SQL expression) as a JSON array, in item order; NULL for an empty cart. */
const linesJson = (cartId: string) => linesJsonFrom("cart_items", `ci.cart_id = ${cartId}`);

/**
 * The same for the cart item rows of relation `items` (cart_items, or a CTE of rows just inserted: a statement does
 * not see its own inserts in the table) that match `where` (on alias ci).
 */
export function linesJsonFrom(items: string, where: string): string {
  return `(SELECT json_agg(json_build_object(
    'id', ci.id, 'sku', ci.sku, 'qty', ci.qty, 'product_type', ci.product_type, 'product_option', ci.product_option,
    'product_id', ci.product_id, 'parent_product_id', ci.parent_product_id, 'name', COALESCE(pp.name, p.name), 'type_id', p.type_id,
    'price', p.price, 'special_price', p.special_price, 'special_from_date', p.special_from_date, 'special_to_date', p.special_to_date,
    'vat_rate', (SELECT COALESCE(to_jsonb(r.rate), '"np"'::jsonb) FROM tax_rules tr JOIN tax_rates r ON r.id = tr.tax_rate_ids[1]
                  WHERE p.tax_class_id = ANY (tr.product_tax_class_ids) ORDER BY tr.priority, tr.position, tr.id LIMIT 1),
    'is_recurring', (p.is_recurring_payment OR COALESCE(pp.is_recurring_payment, false)), 'period_price', n.price, 'period_label', n.label, 'period_translations', n.translations,
    'parent_sku', COALESCE(pp.sku, p.sku), 'url_key', COALESCE(pp.url_key, p.url_key), 'url_path', COALESCE(pp.url_path, p.url_path),
    'image', COALESCE(p.image, pp.image),
    'status', p.status, 'parent_status', pp.status, 'stock_qty', s.qty, 'is_in_stock', s.is_in_stock, 'manage_stock', s.manage_stock,
    'backorders', s.backorders, 'max_sale_qty', s.max_sale_qty, 'release_date', p.book_premiere,
    'labels', CASE WHEN ci.parent_product_id IS NOT NULL THEN (
        SELECT json_agg(json_build_array(co.label, ao.label, co.translations, ao.translations) ORDER BY o.ord)
          FROM jsonb_array_elements(CASE WHEN jsonb_typeof(ci.product_option->'extension_attributes'->'configurable_item_options') = 'array'
                                         THEN ci.product_option->'extension_attributes'->'configurable_item_options' END) WITH ORDINALITY AS o(v, ord)
          JOIN configurable_options co ON co.product_id = ci.parent_product_id AND co.attribute_id::text = o.v->>'option_id'
          JOIN attribute_options ao ON ao.attribute_id = co.attribute_id AND ao.id::text = o.v->>'option_value') END,
    'bundle', CASE WHEN ${OWNER_TYPE} = 'bundle' THEN ${BUNDLE_JSON_SQL(OWNER)} END,
    'custom_options', ${CUSTOM_OPTIONS_SQL(OWNER)}
  ) ORDER BY ci.id)
  FROM ${items} ci
    -- Each line's rows are looked up by key (LATERAL … LIMIT 1 is never turned into a join), so the plan is the same
    -- whatever the statistics say: with plain joins, statistics of carts holding a few products made PostgreSQL merge
    -- join the products and stock indexes from id 1 up to the cart's product (docs/decisions/2026-11-27-cart-plans.md).
    CROSS JOIN LATERAL (SELECT * FROM products WHERE id = ci.product_id LIMIT 1) p
    LEFT JOIN LATERAL (SELECT * FROM products WHERE id = ci.parent_product_id LIMIT 1) pp ON TRUE
    LEFT JOIN LATERAL (SELECT * FROM stock_items WHERE product_id = ci.product_id LIMIT 1) s ON TRUE
    LEFT JOIN LATERAL (SELECT * FROM subscription_number_options WHERE product_id = ci.product_id
      AND id = (ci.product_option->'extension_attributes'->'subscription_options'->>'number_option_id')::int LIMIT 1) n ON TRUE
  WHERE ${where})`;
}

/**
 * The lines of a cart row read in the statement that made it (cartForOrderAlone), kept with the row object until
 * calculateCart takes them: the order's calculation then needs no second read of what was just written.
 */
const preloaded = new WeakMap<CartRow, Omit<CartSnapshot, "cart">>();

export function preloadLines(cart: CartRow, lines: LineData[] | null): void {
  preloaded.set(cart, { lines: lines ?? [], rule: null, customerUses: null, giftCards: [] });
}

/** The preloaded lines of this row object (once), if the statement that made it read them. */
export function takePreloadedLines(cart: CartRow): Omit<CartSnapshot, "cart"> | undefined {
  const lines = preloaded.get(cart);
  preloaded.delete(cart);
  return lines;
}

const RULE_COLUMNS = `r.id AS rule_id, r.code AS rule_code, r.discount_type, r.discount_value, r.min_subtotal, r.from_date::text AS from_date,
  r.to_date::text AS to_date, r.uses_per_coupon, r.uses_per_customer, r.times_used, r.is_active`;
/** `customer` is the SQL parameter holding the shopper's customer id (null for a guest). */
const usesSql = (customer: string) =>
  `CASE WHEN r.id IS NOT NULL AND ${customer}::int IS NOT NULL THEN (SELECT count(*)::int FROM sales_rule_usage u WHERE u.rule_id = r.id AND u.customer_id = ${customer}::int) END AS customer_uses`;

type RuleColumns = Omit<RuleRow, "id" | "code"> & { rule_id: number | null; rule_code: string; customer_uses: number | null };
type SnapshotRow = CartRow & RuleColumns & { lines: LineData[] | null; gift_cards: AppliedGiftCard[] | null };

function ruleOf(r: RuleColumns): (SalesRule & { id: number }) | null {
  return r.rule_id === null ? null : salesRuleOf({ ...r, id: r.rule_id, code: r.rule_code });
}

const SNAPSHOT_SQL = (where: string, customer: string) =>
  `SELECT ${CART_COLUMNS.split(", ")
    .map((c) => `c.${c}`)
    .join(", ")}, ${linesJson("c.id")} AS lines, ${RULE_COLUMNS}, ${usesSql(customer)}, ${appliedGiftCardsSql("c.id")} AS gift_cards
     FROM carts c LEFT JOIN sales_rules r ON r.code = upper(btrim(c.coupon_code)) WHERE ${where}`;
export const GUEST_SNAPSHOT = SNAPSHOT_SQL("c.guest_token = $1 AND c.status = 'active'", "$2");
export const CUSTOMER_SNAPSHOT = SNAPSHOT_SQL("c.id = $1 AND c.customer_id = $2 AND c.status = 'active'", "$2");

/** The active cart `cartId` names, if this shopper may reach it (else CART_NOT_FOUND), with everything its totals need. */
export async function loadCartSnapshot(db: Query, customer: AuthenticatedCustomer | null, cartId: string | undefined): Promise<Outcome<CartSnapshot>> {
  const lookup = cartLookup(customer, cartId);
  let row: SnapshotRow | undefined;
  if (lookup?.kind === "guest") {
    row = (await prepared<SnapshotRow>(db, "guest_snapshot", GUEST_SNAPSHOT, [lookup.token, customer?.customerId ?? null]))[0];
  } else if (lookup?.kind === "customer") {
    row = (await prepared<SnapshotRow>(db, "customer_snapshot", CUSTOMER_SNAPSHOT, [lookup.id, lookup.customerId]))[0];
  }
  if (!row) return cartErrors.cartNotFound();
  const cart = cartRowOf(row);
  return accept({ cart, lines: row.lines ?? [], rule: ruleOf(row), customerUses: row.customer_uses, giftCards: row.gift_cards ?? [] });
}

export const LINES_BY_ID = `SELECT ${linesJson("$1::int")} AS lines, ${RULE_COLUMNS}, ${usesSql("$3")}, ${appliedGiftCardsSql("$1::int")} AS gift_cards
  FROM (SELECT 1) one LEFT JOIN sales_rules r ON r.code = $2::text`;

/**
 * The same for a cart row in hand (the order module's, or one with methods or coupon about to change): its lines,
 * and the rule of the coupon code the row carries (which may differ from the stored one).
 */
export async function loadLinesOf(db: Query, cart: CartRow, customerId: number | null): Promise<Omit<CartSnapshot, "cart">> {
  const code = cart.coupon_code ? cart.coupon_code.trim().toUpperCase() : null;
  const row = (
    await prepared<RuleColumns & { lines: LineData[] | null; gift_cards: AppliedGiftCard[] | null }>(db, "lines_by_id", LINES_BY_ID, [
      cart.id,
      code,
      customerId,
    ])
  )[0]!;
  return { lines: row.lines ?? [], rule: ruleOf(row), customerUses: row.customer_uses, giftCards: row.gift_cards ?? [] };
}
