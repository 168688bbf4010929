/**
 * Carts and who may reach them. A guest cart: its 32-hex id is the secret. A customer cart: its numeric id
 * together with the owner's token. Anything else, or a closed cart, is CART_NOT_FOUND (never its contents).
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client.ts";
import type { AuthenticatedCustomer } from "../customer/index.ts";
import { carryGiftCardsSql } from "../giftcard/index.ts";
import { accept, type Outcome } from "../../http/outcome.ts";
import { cartErrors } from "./errors.ts";
import { prepared } from "./prepared.ts";
import type { RowOf } from "../../db/rows.ts";
import type { carts } from "./tables.ts";

export type Query = Pick<Database, "query">;

/** The columns of a cart the cart's rules read (CART_COLUMNS; carts in cart/tables.ts). */
export type CartRow = Pick<
  RowOf<typeof carts>,
  "id" | "guest_token" | "customer_id" | "coupon_code" | "shipping_carrier_code" | "shipping_method_code" | "payment_method"
> & { shipping_address: Record<string, unknown> | null };

export const CART_COLUMNS = "id, guest_token, customer_id, coupon_code, shipping_carrier_code, shipping_method_code, payment_method, shipping_address";

/** The cart's own columns of a wider row (a statement that read the cart with more). */
export function cartRowOf(row: CartRow): CartRow {
  const { id, guest_token, customer_id, coupon_code, shipping_carrier_code, shipping_method_code, payment_method, shipping_address } = row;
  return { id, guest_token, customer_id, coupon_code, shipping_carrier_code, shipping_method_code, payment_method, shipping_address };
}
const GUEST_ID = /^[0-9a-f]{32}$/;
const CUSTOMER_ID = /^[1-9][0-9]{0,9}$/;

/** The id the client holds: the guest token, or the customer cart's number as a string. */
export function quoteIdOf(cart: Pick<CartRow, "id" | "guest_token">): string {
  return cart.guest_token ?? String(cart.id);
}

export async function createGuestCart(db: Query): Promise<string> {
  const token = randomBytes(16).toString("hex");
  await db.query("INSERT INTO carts (guest_token) VALUES ($1)", [token]);
  return token;
}

/** The customer's active cart, created on first use; concurrent calls get the same one (partial unique index). */
export async function customerCartId(db: Query, customerId: number): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await db.query<{ id: number }>("SELECT id FROM carts WHERE customer_id = $1 AND status = 'active'", [customerId]);
    if (existing[0]) return existing[0].id;
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO carts (customer_id) VALUES ($1)
       ON CONFLICT (customer_id) WHERE status = 'active' AND customer_id IS NOT NULL DO NOTHING RETURNING id`,
      [customerId],
    );
    if (inserted[0]) return inserted[0].id;
  }
  throw new Error(`could not create or find the active cart of customer ${customerId}`);
}

/** How `cartId` may name a cart for this shopper: a guest token, a customer cart's number with its owner, or nothing reachable. */
export function cartLookup(
  customer: AuthenticatedCustomer | null,
  cartId: string | undefined,
): { kind: "guest"; token: string } | { kind: "customer"; id: number; customerId: number } | null {
  // Already trimmed by the contract (CartIdText): the id that is counted is the id that is looked up.
  const id = cartId ?? "";
  if (GUEST_ID.test(id)) return { kind: "guest", token: id };
  if (CUSTOMER_ID.test(id) && customer) return { kind: "customer", id: Number(id), customerId: customer.customerId };
  return null;
}

/** The active cart `cartId` names, if this shopper may reach it; else CART_NOT_FOUND. */
export async function findCart(db: Query, customer: AuthenticatedCustomer | null, cartId: string | undefined): Promise<Outcome<CartRow>> {
  const lookup = cartLookup(customer, cartId);
  let rows: CartRow[] = [];
  if (lookup?.kind === "guest") {
    rows = await prepared<CartRow>(db, "guest", `SELECT ${CART_COLUMNS} FROM carts WHERE guest_token = $1 AND status = 'active'`, [lookup.token]);
  } else if (lookup?.kind === "customer") {
    rows = await prepared<CartRow>(db, "customer", `SELECT ${CART_COLUMNS} FROM carts WHERE id = $1 AND customer_id = $2 AND status = 'active'`, [
      lookup.id,
      lookup.customerId,
    ]);
  }
  return rows[0] ? accept(rows[0]) : cartErrors.cartNotFound();
}

/** Closes a cart once its order is placed (the order module calls this inside its transaction). */
export async function closeCart(db: Query, cartId: number): Promise<boolean> {
  const rows = await db.query("UPDATE carts SET status = 'ordered', updated_at = now() WHERE id = $1 AND status = 'active' RETURNING id", [cartId]);
  return rows.length > 0;
}

/**
 * Guest → customer merge: guest lines join the customer's cart with quantities added (same line = same
 * line key, i.e. productsEquals; the sum is capped at what can be sold, never below the customer's own quantity), the guest coupon carries over when the customer cart has none, the gift cards applied to it are applied to the customer's cart too, and the guest
 * cart is closed as merged. Merging a cart already merged into this customer's cart is a no-op.
 */
export async function mergeGuestCart(db: Database, customerId: number, guestToken: string): Promise<Outcome<number>> {
  if (!GUEST_ID.test(guestToken)) return cartErrors.cartNotFound();
  const target = await customerCartId(db, customerId);
  return db.transaction(async (tx): Promise<Outcome<number>> => {
    const guest = (
      await tx.query<{ id: number; status: string; merged_into_id: number | null; coupon_code: string | null }>(
        "SELECT id, status, merged_into_id, coupon_code FROM carts WHERE guest_token = $1 FOR UPDATE",
        [guestToken],
      )
    )[0];
    if (!guest) return cartErrors.cartNotFound();
    if (guest.status === "merged" && guest.merged_into_id === target) return accept(target);
    if (guest.status !== "active") return cartErrors.cartNotFound();
    await tx.query(
      `INSERT INTO cart_items (cart_id, product_id, parent_product_id, sku, product_type, qty, product_option, line_key)
       SELECT $1, product_id, parent_product_id, sku, product_type, qty, product_option, line_key FROM cart_items WHERE cart_id = $2 ORDER BY id
       ON CONFLICT (cart_id, line_key) DO UPDATE SET qty = GREATEST(cart_items.qty, LEAST(cart_items.qty + EXCLUDED.qty, COALESCE(
         (SELECT CASE WHEN s.manage_stock AND s.backorders = 0 THEN LEAST(s.qty, s.max_sale_qty) ELSE s.max_sale_qty END
            FROM stock_items s WHERE s.product_id = EXCLUDED.product_id), cart_items.qty + EXCLUDED.qty))), updated_at = now()`,
      [target, guest.id],
    );
    await tx.query("UPDATE carts SET coupon_code = COALESCE(coupon_code, $2), updated_at = now() WHERE id = $1", [target, guest.coupon_code]);
    await tx.query(carryGiftCardsSql, [guest.id, target]);
    await tx.query("UPDATE carts SET status = 'merged', merged_into_id = $2, updated_at = now() WHERE id = $1", [guest.id, target]);
    return accept(target);
  });
}
