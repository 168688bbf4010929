/**
 * The cart's door for the order module (docs/decisions/2026-11-24-orders.md): the shopper's open cart, brought to
 * the client's lines with the cart's own rules (or a cart made for this order alone), and the cart's parts of the
 * order's statements. The order never reads or writes carts and cart_items itself.
 */
import { randomBytes } from "node:crypto";
import { cartLineKey } from "../../../domain/cart-line.ts";
import { normaliseProductOption } from "../../../domain/cart-options.ts";
import type { Database } from "../../db/client.ts";
import { accept, type Accepted, type Refusal } from "../../http/outcome.ts";
import type { AuthenticatedCustomer } from "../customer/index.ts";
import { CART_COLUMNS, cartLookup, type CartRow } from "./carts.ts";
import type { OptionCatalogue } from "./configuration.ts";
import { addedLinePrice, checkSaleable, deleteLine, resolveLine, saveLine, type ResolvedLine } from "./lines.ts";
import { prepared } from "./prepared.ts";
import { linesJsonFrom, preloadLines, type LineData } from "./snapshot.ts";

/** The open cart an order is placed from. */
export type OrderCart = CartRow;
/** A line of that cart as the order's lookup reads it: its key, quantity and subscription period. */
export type OrderCartLine = { line_key: string; qty: number; period: unknown };
/** A line the client ordered, as the order's request names it. */
export type OrderedProduct = { sku: string; qty: number; product_option?: unknown };
/** A line that cannot be sold as ordered: what was asked and what can be sold now. */
export type UnavailableLine = { sku: string; requested: number; available: number };
/** The cart holding the client's lines; or the lines that cannot be sold now; or another refusal of the cart's line rules. */
export type CartForOrder = Accepted<OrderCart> | { ok: false; unavailable: UnavailableLine[] } | Refusal;

/** Cart errors that mean "this product cannot be sold in this quantity now". */
const UNAVAILABLE = new Set(["OUT_OF_STOCK", "QTY_NOT_AVAILABLE", "PRODUCT_NOT_FOUND", "PRICE_UNKNOWN"]);

/**
 * The cart's part of the order's lookup statement (one round trip: the known order, the cart, its lines): CTE `c`,
 * the active cart `cartId` names if this shopper may reach it (the rules of findCart: a guest cart by its 32-hex
 * token, a customer cart by its number with the owner's token); the columns `cart` (OrderCart | null) and `lines`
 * (OrderCartLine[] | null); `orderedCartId`, an SQL expression: the id of the cart `cartId` names, reached by the
 * same rules, when it is already ordered (null otherwise): reaching it is the proof that may learn which order
 * consumed it; and its parameters, numbered from `$first`.
 */
export function orderCartLookup(
  who: AuthenticatedCustomer | null,
  cartId: string | number | null | undefined,
  first: number,
): { cte: string; cart: string; lines: string; orderedCartId: string; params: unknown[] } {
  const reach = cartLookup(who, cartId === null || cartId === undefined ? undefined : String(cartId));
  const [token, id, owner] = [`$${first}`, `$${first + 1}`, `$${first + 2}`];
  return {
    cte: `reached AS (
       SELECT id, status FROM carts WHERE guest_token = ${token}::text
       UNION ALL
       SELECT id, status FROM carts WHERE id = ${id}::int AND customer_id = ${owner}::int
     ), c AS (
       SELECT ${CART_COLUMNS} FROM carts WHERE id = (SELECT id FROM reached WHERE status = 'active' LIMIT 1)
     )`,
    cart: "(SELECT row_to_json(c) FROM c LIMIT 1)",
    lines: `(SELECT json_agg(json_build_object('line_key', ci.line_key, 'qty', ci.qty, 'period', ci.product_option->'extension_attributes'->'subscription_options'))
          FROM cart_items ci WHERE ci.cart_id = (SELECT id FROM c LIMIT 1))`,
    orderedCartId: "(SELECT id FROM reached WHERE status = 'ordered' LIMIT 1)",
    params: [reach?.kind === "guest" ? reach.token : null, reach?.kind === "customer" ? reach.id : null, reach?.kind === "customer" ? reach.customerId : null],
  };
}

/**
 * The usual case: checkout kept the server cart in step, so it already holds exactly the client's lines (same
 * line keys, quantities and subscription periods). Then nothing is written and the totals price it as it is;
 * anything else (a line missing, another quantity or configuration, options that do not parse) goes through
 * the cart's own add and change rules (bringCartTo).
 */
export function cartHoldsLines(lines: OrderCartLine[], products: OrderedProduct[]): boolean {
  const wanted = new Map<string, { qty: number; period: string }>();
  for (const p of products) {
    let option: ReturnType<typeof normaliseProductOption>;
    try {
      option = normaliseProductOption(p.product_option ?? undefined);
    } catch {
      return false;
    }
    const key = cartLineKey(p.sku, option);
    if (wanted.has(key)) return false;
    wanted.set(key, { qty: p.qty, period: JSON.stringify(option?.extension_attributes.subscription_options ?? null) });
  }
  if (lines.length !== wanted.size) return false;
  return lines.every((l) => {
    const w = wanted.get(l.line_key);
    return w !== undefined && w.qty === l.qty && w.period === JSON.stringify(normalisePeriod(l.period));
  });
}

/** A stored subscription choice in the order the client's options are normalised to. */
function normalisePeriod(raw: unknown): unknown {
  if (!raw || typeof raw !== "object") return null;
  try {
    return normaliseProductOption({ extension_attributes: { subscription_options: raw } })?.extension_attributes.subscription_options ?? null;
  } catch {
    return "unreadable";
  }
}

/** Sets the cart's lines to the client's (add, set quantity, remove the rest) with the cart's own line rules, collecting what cannot be sold. */
export async function bringCartTo(db: Database, cart: OrderCart, products: OrderedProduct[], now: Date): Promise<CartForOrder> {
  const keep = new Set<number>();
  const unavailable: UnavailableLine[] = [];
  for (const p of products) {
    const saved = await saveLine(db, cart, { sku: p.sku, qty: p.qty, product_option: p.product_option ?? undefined }, now);
    if (saved.ok) keep.add(saved.value.item_id);
    else if (isUnavailable(saved)) unavailable.push(unavailableLine(saved, p));
    else return saved;
  }
  if (unavailable.length > 0) return { ok: false, unavailable };
  const lines = await db.query<{ id: number }>("SELECT id FROM cart_items WHERE cart_id = $1", [cart.id]);
  for (const line of lines) if (!keep.has(line.id)) await deleteLine(db, cart, line.id);
  return accept(cart);
}

/**
 * A cart made for this order alone (no cart id, or one this shopper cannot reach), holding the client's lines.
 * Each line goes through the cart's own add rules (resolveLine, checkSaleable, the line's price: the checks
 * saveLine makes), each line's product context read in one statement, the lines at once; then the cart and its
 * lines are one INSERT statement.
 */
export async function cartForOrderAlone(db: Database, products: OrderedProduct[], now: Date): Promise<CartForOrder> {
  const settled = await Promise.allSettled(products.map((p) => resolveLine(db, p.sku, p.product_option ?? undefined)));
  const unavailable: UnavailableLine[] = [];
  const resolved: { p: OrderedProduct; line: ResolvedLine & { catalogue: OptionCatalogue | undefined } }[] = [];
  for (const [i, r] of settled.entries()) {
    const p = products[i]!;
    if (r.status === "rejected") throw r.reason;
    const refused = r.value.ok ? checkSaleable(r.value.value.product, p.qty, now, r.value.value.periodPrice) : r.value;
    if (!refused && r.value.ok) resolved.push({ p, line: r.value.value });
    else if (refused && isUnavailable(refused)) unavailable.push(unavailableLine(refused, p));
    else if (refused) return refused;
  }
  if (unavailable.length > 0) return { ok: false, unavailable };
  const rows = [];
  for (const { p, line } of resolved) {
    const priced = addedLinePrice(line, line.catalogue, now);
    if (!priced.ok) {
      if (!isUnavailable(priced)) return priced;
      unavailable.push(unavailableLine(priced, p));
      continue;
    }
    rows.push({
      product_id: line.product.id,
      parent_product_id: line.parent?.id ?? null,
      sku: line.product.sku,
      product_type: line.productType,
      qty: p.qty,
      product_option: line.option ?? null,
      line_key: cartLineKey(line.product.sku, line.option),
    });
  }
  if (unavailable.length > 0) return { ok: false, unavailable };
  // The same line twice (one product named two ways): the cart's add rules keep the last quantity.
  const byKey = new Map(rows.map((r) => [r.line_key, r]));
  const created = await prepared<{ cart: OrderCart; lines: LineData[] | null }>(
    db,
    "order_cart_with_lines",
    `WITH c AS (INSERT INTO carts (guest_token) VALUES ($1::text) RETURNING ${CART_COLUMNS}),
       lines AS (
         INSERT INTO cart_items (cart_id, product_id, parent_product_id, sku, product_type, qty, product_option, line_key)
         SELECT c.id, l.product_id, l.parent_product_id, l.sku, l.product_type, l.qty, l.product_option, l.line_key
         FROM c CROSS JOIN jsonb_to_recordset($2::jsonb) AS l(product_id int, parent_product_id int, sku text, product_type text, qty int, product_option jsonb, line_key text, n int)
         ORDER BY l.n
         RETURNING *
       )
       SELECT row_to_json(c) AS cart, ${linesJsonFrom("lines", "TRUE")} AS lines FROM c`,
    [randomBytes(16).toString("hex"), JSON.stringify([...byKey.values()].map((r, n) => ({ ...r, n })))],
  );
  const { cart, lines } = created[0]!;
  // a new cart has no coupon and no gift cards: its lines are all calculateCart would read
  preloadLines(cart, lines);
  return accept(cart);
}

/** A refusal that means "this product cannot be sold in this quantity now" (the order answers PRODUCTS_NOT_AVAILABLE). */
const isUnavailable = (r: Refusal) => UNAVAILABLE.has(r.code);

/** Such a refusal as the order's answer's detail. */
function unavailableLine(r: Refusal, p: { sku: string; qty: number }): UnavailableLine {
  const max = (r.details as { maxQuantity?: number } | undefined)?.maxQuantity ?? 0;
  return { sku: p.sku, requested: p.qty, available: max };
}

/**
 * CTE `open_cart`: the order's cart (its id is SQL parameter `cartId`), locked, with `open`: whether it is still
 * open. The row is locked whatever its status and the status read from the locked row: under READ COMMITTED a
 * checkout that waited for another checkout of the same cart gets the row as that one left it (`open` false), so
 * it inserts no order and can tell "the cart was ordered meanwhile" (cartWasOpen) from "my order id was taken".
 * (Filtering `status = 'active'` in the locking read made the row vanish after the wait, indistinguishable from
 * a lost order-id race: the loser answered 500 and its retry, finding no open cart, ordered a new one.)
 */
export const lockOpenCartSql = (cartId: string) => `open_cart AS (
     SELECT id, status = 'active' AS open FROM carts WHERE id = ${cartId}::int FOR UPDATE
   )`;

/** An SQL condition: the cart locked by `open_cart` is still open. */
export const CART_IS_OPEN_SQL = "EXISTS (SELECT 1 FROM open_cart WHERE open)";

/** An SQL expression for the statement's answer: whether the cart locked by `open_cart` was open (false: ordered meanwhile, or gone). */
export const CART_WAS_OPEN_SQL = "COALESCE((SELECT open FROM open_cart), false)";

/** CTE `closed`: the cart locked by `open_cart` closed as ordered, only when it was open and `when` (an SQL condition, e.g. "the order was inserted") holds. */
export const closeCartSql = (when: string) => `closed AS (
     UPDATE carts SET status = 'ordered', updated_at = now() WHERE id IN (SELECT id FROM open_cart WHERE open) AND ${when}
   )`;
