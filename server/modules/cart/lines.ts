/**
 * Cart lines: what a request's sku and options mean (a configurable parent plus options becomes its child's
 * line), the rules of docs/storefront.md §5 on adding, and the writes. The unique (cart, line key) index makes
 * two concurrent adds of the same line one line: the second add sets the same quantity (an add carries the
 * client's whole quantity for the line, so a retried request changes nothing).
 */
import { cartLineKey } from "../../../domain/cart-line.ts";
import type { ServerCartItem as ContractServerCartItem } from "../../../domain/cart-merge.ts";
import { normaliseProductOption, ProductOptionError, type ProductOption } from "../../../domain/cart-options.ts";
import { linePrice } from "../../../domain/line-price.ts";
import type { Grosze } from "../../../domain/money.ts";
import { lineStockIssue, saleableQty, type LineStockIssue } from "../../../domain/cart-stock.ts";
import { fromGrosze } from "../../../domain/money.ts";
import { isPreorder, preorderOf, type PreorderInfo } from "../../../domain/preorder.ts";
import { warsawDay } from "../../../domain/warsaw-time.ts";
import type { Database } from "../../db/client.ts";
import type { CartRow, Query } from "./carts.ts";
import { CART_COLUMNS, cartLookup, cartRowOf, findCart as findCartRow, quoteIdOf } from "./carts.ts";
import type { AuthenticatedCustomer } from "../customer/index.ts";
import { optionCatalogueOf, type OptionCatalogue } from "./configuration.ts";
import { accept, type Outcome, type Refusal } from "../../http/outcome.ts";
import { cartErrors } from "./errors.ts";
import { prepared } from "./prepared.ts";
import type { CartSnapshot } from "./snapshot.ts";
import { contextSource, PRODUCT_CONTEXT_SQL, type CartProductRow, type ProductContext, type ProductSource } from "./products.ts";
import type { RowOf } from "../../db/rows.ts";
import type { cartItems } from "./tables.ts";

export type CartItemInput = { sku: string; qty: unknown; product_option?: unknown; item_id?: number };

/** The contract's server cart item (domain/cart-merge.ts), plus display data on pull. */
export type ServerCartItem = ContractServerCartItem & {
  /** pull only: display data, so the storefront needs no catalogue request per line */
  parent_sku?: string;
  slug?: string;
  url_path?: string;
  image?: string | null;
  /** pull only: what can be sold now, and why the line cannot be ordered as it stands (absent when it can) */
  stock?: { is_in_stock: boolean; max_qty: number };
  /** pull only: the line's pre-order dates, null when it is not a pre-order */
  preorder?: PreorderInfo | null;
  errors?: { stock: LineStockIssue };
};

export type ResolvedLine = {
  product: CartProductRow;
  parent: CartProductRow | null;
  productType: string;
  option: ProductOption | undefined;
  /** the chosen subscription period's gross price, which replaces the product's price */
  periodPrice?: number;
};

export function parseQty(raw: unknown): Outcome<number> {
  const qty = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  if (typeof qty !== "number" || !Number.isSafeInteger(qty) || qty <= 0) return cartErrors.invalidQty();
  return accept(qty);
}

function parseOption(raw: unknown): Outcome<ProductOption | undefined> {
  try {
    return accept(normaliseProductOption(raw));
  } catch (error) {
    if (error instanceof ProductOptionError) return cartErrors.invalidOptions(error.message);
    throw error;
  }
}

const enabled = (p: { status: number }) => p.status < 2;

/**
 * The product a line holds (the child for a configurable parent plus options, or a child named directly) and the
 * option catalogue it is priced against, read with its product context: one statement for a simple product, a
 * subscription period or a bundle (a configurable line reads its child too).
 */
export async function resolveLine(db: Query, sku: string, rawOption: unknown): Promise<Outcome<ResolvedLine & { catalogue: OptionCatalogue | undefined }>> {
  const period = periodOf(rawOption);
  if (!period.ok) return period.refusal;
  const source = contextSource(db, sku, await productContext(db, sku, period.value), period.value);
  const line = await resolveWith(source, sku, period.option);
  if (!line.ok) return line;
  return accept({ ...line.value, catalogue: await source.optionCatalogue(line.value.parent?.id ?? line.value.product.id) });
}

async function resolveWith(source: ProductSource, sku: string, option: ProductOption | undefined): Promise<Outcome<ResolvedLine>> {
  const product = await source.bySku(sku);
  if (!product || !enabled(product)) return cartErrors.productNotFound(sku);

  if (product.type_id === "configurable") {
    const chosen = option?.extension_attributes.configurable_item_options ?? [];
    const { attributeIds, children } = await source.configurableChildren(product.id);
    const wanted = new Map(chosen.map((o) => [o.option_id, Number(o.option_value)]));
    const complete = attributeIds.length > 0 && attributeIds.every((a) => wanted.has(String(a)));
    const child = complete ? children.find((c) => enabled(c) && attributeIds.every((a) => c.attrs[String(a)] === wanted.get(String(a)))) : undefined;
    if (!child) return cartErrors.unknownConfiguration();
    const childRow = await source.byId(child.id);
    if (!childRow) return cartErrors.unknownConfiguration();
    return accept({ product: childRow, parent: product, productType: "configurable", option: withConfigurable(option, attributeIds, child.attrs) });
  }
  if (product.parent_id !== null) {
    // A configurable child named by its own sku: the same line as parent + options.
    const parent = await source.byId(product.parent_id);
    if (parent && enabled(parent) && parent.type_id === "configurable") {
      const { attributeIds, children } = await source.configurableChildren(parent.id);
      const attrs = children.find((c) => c.id === product.id)?.attrs ?? {};
      return accept({ product, parent, productType: "configurable", option: withConfigurable(option, attributeIds, attrs) });
    }
  }
  if (product.type_id === "grouped") return cartErrors.unknownConfiguration();
  if (product.visibility === 1) return cartErrors.productNotFound(sku);
  const period = option?.extension_attributes.subscription_options;
  if (period) {
    const periodPrice =
      product.type_id === "subscription" ? await source.subscriptionPeriodPrice(product.id, period.number_option_id, period.starting_number_id) : undefined;
    if (periodPrice === undefined) return cartErrors.unknownConfiguration();
    return accept({ product, parent: null, productType: product.type_id, option, periodPrice });
  }
  return accept({ product, parent: null, productType: product.type_id, option });
}

/** The line's options with configurable_item_options rebuilt from the child, in the parent's attribute order. */
function withConfigurable(option: ProductOption | undefined, attributeIds: number[], attrs: Record<string, number>): ProductOption {
  const configurable = attributeIds
    .filter((a) => attrs[String(a)] !== undefined)
    .map((a) => ({ option_id: String(a), option_value: String(attrs[String(a)]) }));
  return { extension_attributes: { ...(option?.extension_attributes ?? {}), configurable_item_options: configurable } };
}

/**
 * Section 5: a known positive price, in stock, and no more than the stock (no backorders) and the sale limit; a
 * pre-order (domain/preorder.ts) regardless of stock, up to the sale limit.
 */
export function checkSaleable(product: CartProductRow, qty: number, now: Date, periodPrice?: number): Refusal | null {
  if (!(linePrice({ product, periodPrice }, now).base > 0)) return cartErrors.priceUnknown();
  const max = saleableQty({ ...product, preorder: isPreorder({ type_id: product.type_id, release_date: product.release_date }, warsawDay(now)) });
  if (max <= 0) return cartErrors.outOfStock();
  if (qty > max) return cartErrors.qtyNotAvailable(max);
  return null;
}

const ITEM_COLUMNS = "ci.id, ci.sku, ci.qty, ci.product_type, ci.product_option, ci.product_id, ci.parent_product_id";
type ItemRow = Pick<RowOf<typeof cartItems>, "id" | "sku" | "qty" | "product_type" | "product_id" | "parent_product_id"> & {
  product_option: ProductOption | null;
};

function toServerItem(row: ItemRow, cart: CartRow, name: string, priceGross: number): ServerCartItem {
  const item: ServerCartItem = {
    item_id: row.id,
    sku: row.sku,
    qty: row.qty,
    name,
    price: fromGrosze(priceGross),
    product_type: row.product_type,
    quote_id: quoteIdOf(cart),
  };
  if (row.product_option) item.product_option = row.product_option;
  return item;
}

/**
 * The unit price of a line being added (domain/line-price.ts): options the catalogue does not know, a required
 * option left out, or no positive price are refused with the cart's coded errors.
 */
export function addedLinePrice(line: ResolvedLine, catalogue: OptionCatalogue | undefined, now: Date): Outcome<Grosze> {
  const price = linePrice({ product: line.product, periodPrice: line.periodPrice, catalogue, option: line.option }, now);
  const configured = price.configuration;
  if (!configured.ok)
    return configured.error === "UNKNOWN_CONFIGURATION" ? cartErrors.unknownConfiguration() : cartErrors.requiredOptionMissing(configured.missing);
  if (!(configured.unitGross > 0)) return cartErrors.priceUnknown();
  return accept(configured.unitGross);
}

/** Adds a line (no item_id) or changes one (item_id) of a cart in hand: quantity, or a reconfigured product. */
export async function saveLine(db: Database, cart: CartRow, input: CartItemInput, now: Date): Promise<Outcome<ServerCartItem>> {
  const qty = parseQty(input.qty);
  if (!qty.ok) return qty;
  const period = periodOf(input.product_option);
  if (!period.ok) return period.refusal;
  const source = contextSource(db, input.sku, await productContext(db, input.sku, period.value), period.value);
  const line = await resolveWith(source, input.sku, period.option);
  return line.ok ? writeLine(db, cart, line.value, qty.value, input, now, source, undefined) : line;
}

/**
 * The same for the cart API: the cart, the product context and the line's current key are one statement, so a
 * change is two statements in all (this read, then the write).
 */
export async function saveLineFor(
  db: Database,
  customer: AuthenticatedCustomer | null,
  cartId: string | undefined,
  input: CartItemInput,
  now: Date,
): Promise<Outcome<ServerCartItem>> {
  const qty = parseQty(input.qty);
  if (!qty.ok) return qty;
  const period = periodOf(input.product_option);
  if (!period.ok) {
    const cart = await findCartRow(db, customer, cartId); // a cart the shopper cannot reach wins over the options' error
    return cart.ok ? period.refusal : cart;
  }
  const lookup = cartLookup(customer, cartId);
  if (!lookup) return cartErrors.cartNotFound();
  const params = [input.sku, period.value?.numberOptionId ?? null, period.value?.startingNumberId ?? null, input.item_id ?? null];
  type Row = CartRow & { current_line_key: string | null; product: ProductContext | null };
  const rows =
    lookup.kind === "guest"
      ? await prepared<Row>(db, "guest_line_context", LINE_CONTEXT_SQL("c.guest_token = $5"), [...params, lookup.token])
      : await prepared<Row>(db, "customer_line_context", LINE_CONTEXT_SQL("c.id = $5 AND c.customer_id = $6"), [...params, lookup.id, lookup.customerId]);
  const row = rows[0];
  if (!row) return cartErrors.cartNotFound();
  const cart = cartRowOf(row);
  const source = contextSource(db, input.sku, row.product, period.value);
  const line = await resolveWith(source, input.sku, period.option);
  return line.ok ? writeLine(db, cart, line.value, qty.value, input, now, source, row.current_line_key) : line;
}

const LINE_CONTEXT_SQL = (where: string) =>
  `SELECT ${CART_COLUMNS.split(", ")
    .map((c) => `c.${c}`)
    .join(", ")},
     (SELECT ci.line_key FROM cart_items ci WHERE ci.id = $4::bigint AND ci.cart_id = c.id) AS current_line_key, ${PRODUCT_CONTEXT_SQL} AS product
   FROM carts c WHERE ${where} AND c.status = 'active'`;

async function productContext(
  db: Query,
  sku: string,
  period: { numberOptionId: number; startingNumberId: number | null } | null,
): Promise<ProductContext | null> {
  const rows = await prepared<{ product: ProductContext | null }>(db, "line_context", `SELECT ${PRODUCT_CONTEXT_SQL} AS product`, [
    sku,
    period?.numberOptionId ?? null,
    period?.startingNumberId ?? null,
  ]);
  return rows[0]?.product ?? null;
}

/** The line's options parsed, and the subscription period they choose (read with the product). */
function periodOf(
  raw: unknown,
):
  | { ok: true; option: ProductOption | undefined; value: { numberOptionId: number; startingNumberId: number | null } | null }
  | { ok: false; refusal: Refusal } {
  const parsed = parseOption(raw);
  if (!parsed.ok) return { ok: false, refusal: parsed };
  const option = parsed.value;
  const period = option?.extension_attributes.subscription_options;
  return { ok: true, option, value: period ? { numberOptionId: period.number_option_id, startingNumberId: period.starting_number_id } : null };
}

/** Section 5's checks, the option pricing, then the write. `currentLineKey`: the item's key if already read (undefined: not read). */
async function writeLine(
  db: Database,
  cart: CartRow,
  line: ResolvedLine,
  qty: number,
  input: CartItemInput,
  now: Date,
  source: ProductSource,
  currentLineKey: string | null | undefined,
): Promise<Outcome<ServerCartItem>> {
  const unsaleable = checkSaleable(line.product, qty, now, line.periodPrice);
  if (unsaleable) return unsaleable;
  // Bundle selections and custom options price the line (and must exist in the catalogue).
  const catalogue = await source.optionCatalogue(line.parent?.id ?? line.product.id);
  const priced = addedLinePrice(line, catalogue, now);
  if (!priced.ok) return priced;
  const price = priced.value;
  const key = cartLineKey(line.product.sku, line.option);
  const values = [
    cart.id,
    line.product.id,
    line.parent?.id ?? null,
    line.product.sku,
    line.productType,
    qty,
    line.option ? JSON.stringify(line.option) : null,
    key,
  ];
  const name = line.parent?.name ?? line.product.name;

  if (input.item_id !== undefined) {
    const current =
      currentLineKey !== undefined
        ? currentLineKey
        : ((await prepared<{ line_key: string }>(db, "line_key", "SELECT line_key FROM cart_items WHERE id = $1 AND cart_id = $2", [input.item_id, cart.id]))[0]
            ?.line_key ?? null);
    if (current === null) return cartErrors.itemNotFound();
    if (current === key) {
      const rows = await prepared<ItemRow>(
        db,
        "update_qty",
        `UPDATE cart_items ci SET qty = $3, product_option = $4::jsonb, updated_at = now() WHERE ci.id = $1 AND ci.cart_id = $2 RETURNING ${ITEM_COLUMNS}`,
        [input.item_id, cart.id, qty, values[6]],
      );
      if (!rows[0]) return cartErrors.itemNotFound();
      return accept(toServerItem(rows[0], cart, name, price));
    }
    // Reconfigured into another line: the old line goes, the new one holds the quantity (one transaction).
    const itemId = input.item_id;
    const rows = await db.transaction(async (tx) => {
      await tx.query("DELETE FROM cart_items WHERE id = $1 AND cart_id = $2", [itemId, cart.id]);
      return tx.query<ItemRow>(UPSERT_LINE, values);
    });
    return accept(toServerItem(rows[0]!, cart, name, price));
  }
  const rows = await prepared<ItemRow>(db, "upsert_line", UPSERT_LINE, values);
  return accept(toServerItem(rows[0]!, cart, name, price));
}

const UPSERT_LINE = `INSERT INTO cart_items AS ci (cart_id, product_id, parent_product_id, sku, product_type, qty, product_option, line_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)
     ON CONFLICT (cart_id, line_key) DO UPDATE SET qty = EXCLUDED.qty, product_option = EXCLUDED.product_option, updated_at = now()
     RETURNING ${ITEM_COLUMNS}`;

export async function deleteLine(db: Query, cart: CartRow, itemId: number): Promise<Outcome<true>> {
  const rows = await db.query("DELETE FROM cart_items WHERE id = $1 AND cart_id = $2 RETURNING id", [itemId, cart.id]);
  return rows.length === 0 ? cartErrors.itemNotFound() : accept(true);
}

/** The server cart items (docs/api.md §5.1) with current gross prices, display data and the line's stock state, from a snapshot (snapshot.ts). */
export function pullFrom(snapshot: Pick<CartSnapshot, "cart" | "lines">, now: Date): ServerCartItem[] {
  return snapshot.lines.map((r) => {
    const price = linePrice(
      { product: r, periodPrice: r.period_price, catalogue: optionCatalogueOf(r.bundle, r.custom_options), option: r.product_option },
      now,
    );
    const item = toServerItem(r, snapshot.cart, r.name, price.unitGross);
    const { stock, issue, preorder } = lineStock(r, r.qty, now);
    Object.assign(item, { parent_sku: r.parent_sku, slug: r.url_key, url_path: r.url_path, image: r.image, stock, preorder });
    if (issue) item.errors = { stock: issue };
    return item;
  });
}

/** Stock columns of a line's product, for lineStock. */
export type LineStockRow = {
  status: number;
  parent_status: number | null;
  stock_qty: number | null;
  is_in_stock: boolean | null;
  manage_stock: boolean | null;
  backorders: number | null;
  max_sale_qty: number | null;
  /** the product's own type and release date (book_premiere), which make it a pre-order */
  type_id: string;
  release_date: string | null;
};

/** What can be sold of a line's product now and, if the line cannot be ordered as it stands, why; and its pre-order dates. */
export function lineStock(
  r: LineStockRow,
  qty: number,
  now: Date,
): { stock: { is_in_stock: boolean; max_qty: number }; issue: LineStockIssue | null; preorder: PreorderInfo | null } {
  const preorder = preorderOf(r, warsawDay(now));
  const record = { ...r, parentStatus: r.parent_status, preorder: preorder !== null };
  const issue = lineStockIssue(record, qty);
  const max = issue?.code === "PRODUCT_DISABLED" ? 0 : saleableQty(record);
  return { stock: { is_in_stock: max > 0, max_qty: max }, issue, preorder };
}
