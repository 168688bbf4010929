/**
 * A subscription's renewal order (OrderService.placeRenewal), placed by the subscription module without the
 * customer: the same subscription option as before, priced by the catalogue now through the cart's own rules (a cart
 * for this order alone, calculateCart: VAT, totals and delivery as the checkout computes them), the buyer's data
 * copied from the customer's previous order, and written by the checkout's one statement (stock, lines, first status,
 * the confirmation mail). It waits for payment (pending, `vue_payu_gateway_recurring`): the payment module charges
 * the saved card, and until it expires the customer may pay it from the account like any online order.
 *
 * Idempotent by `key`, the order's client_order_id (unique): the same key, from any process and at the same time,
 * answers one order.
 */
import type { OrderRequest } from "../../../contract/order.ts";
import { defaultShippingMethod, findShippingMethod } from "../../../domain/cart-methods.ts";
import type { DeliveryRules } from "../../../domain/delivery-rules.ts";
import type { Database } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { PickupPoint } from "../../integrations/pickup-points/types.ts";
import { calculateCart, cartForOrderAlone } from "../cart/index.ts";
import { ORDER_KEY_SQL } from "./order-key.ts";
import type { CompanyData, OrderKey, OrderWrite } from "./service.ts";

export const RENEWAL_PAYMENT_METHOD = "vue_payu_gateway_recurring";
/** The line option a renewal's first issue is shown under (order lines carry their options as Polish label/value pairs). */
export const STARTING_NUMBER_LABEL = "Od numeru";

export interface RenewalInput {
  /** the idempotency key (e.g. "renewal:12:3"): the same key answers the same order */
  key: string;
  customerId: number;
  /** the customer's earlier order whose addresses, names, e-mail, customer type, invoice data and consents are copied */
  previousOrderId: number;
  sku: string;
  /** the subscription option of the first order ({extension_attributes: {subscription_options: {number_option_id, starting_number_id}}}) */
  productOption: unknown;
  /** the price is always the catalogue's current one */
  unitGross?: never;
  /** shown on the order's line as "Od numeru: …" (the period's first issue, which may not be in the catalogue yet) */
  startingNumberLabel?: string | null;
}

export interface RenewalPlaced {
  orderId: number;
  incrementId: string;
  /** grosze */
  grandTotal: number;
  /** false: the key's order was already there */
  created: boolean;
}

export interface RenewalDeps {
  db: Database;
  clock: () => Date;
  /** the shop's delivery terms the renewal is priced by (a subscription's delivery is in its price) */
  rules: DeliveryRules;
  write: (o: OrderWrite) => Promise<Outcome<OrderKey | null>>;
  byClientId: (key: string) => Promise<OrderKey | null>;
  /** after the commit: wakes the confirmation mail's sender */
  placed: (orderId: number) => void;
}

type Previous = {
  customer_email: string;
  customer_type: "private" | "company";
  invoice_requested: boolean;
  company: string | null;
  vat_id: string | null;
  regon: string | null;
  register_request_id: string | null;
  billing_address: Record<string, unknown>;
  shipping_address: Record<string, unknown> | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  pickup_point: PickupPoint | null;
  consents: Record<string, unknown>;
  store_code: string | null;
  gift_recipient: Record<string, unknown> | null;
};

const notFound = () => refuse("ORDER_NOT_FOUND", "There is no such order in your account.");
const keyTaken = () => refuse("ORDER_ID_CONFLICT", "This renewal key belongs to another customer's order.");
const CONSENT_KEYS = ["rules", "email_commercials", "phone_commercials", "newsletter", "newsletter_partner", "digital_content_waiver"] as const;

const answer = (o: OrderKey, created: boolean): RenewalPlaced => ({ orderId: o.id, incrementId: o.increment_id, grandTotal: o.grand_total, created });

/** The key's order if it was placed already, and the previous order the renewal copies: one statement. */
const START_SQL = `SELECT (SELECT row_to_json(k) FROM (SELECT ${ORDER_KEY_SQL} FROM orders WHERE client_order_id = $1::text) k) AS known,
  (SELECT row_to_json(p) FROM (
     SELECT customer_email, customer_type, invoice_requested, company, vat_id, regon, register_request_id, billing_address, shipping_address,
       shipping_carrier_code, shipping_method_code, pickup_point, consents, store_code, gift_recipient
     FROM orders WHERE id = $2 AND customer_id = $3) p) AS previous`;

export async function placeRenewalOrder(d: RenewalDeps, input: RenewalInput): Promise<Outcome<RenewalPlaced>> {
  const start = (
    await preparedQuery<{ known: OrderKey | null; previous: Previous | null }>(d.db, "order_renewal_start", START_SQL, [
      input.key,
      input.previousOrderId,
      input.customerId,
    ])
  )[0];
  const known = start?.known ?? null;
  if (known) return known.customer_id === input.customerId ? accept(answer(known, false)) : keyTaken();
  const previous = start?.previous;
  if (!previous) return notFound();

  const now = d.clock();
  const held = await cartForOrderAlone(d.db, [{ sku: input.sku, qty: 1, product_option: input.productOption }], now);
  if (!held.ok) {
    if ("unavailable" in held) return refuse("PRODUCTS_NOT_AVAILABLE", "Some of the ordered products are not available!", held.unavailable);
    return held;
  }
  const method = findShippingMethod(previous.shipping_carrier_code ?? "", previous.shipping_method_code ?? "", d.rules) ?? defaultShippingMethod(d.rules);
  const priced = await calculateCart(d.db, held.value, {
    now,
    rules: d.rules,
    customerId: input.customerId,
    method,
    paymentMethod: RENEWAL_PAYMENT_METHOD,
  });
  const label = input.startingNumberLabel?.trim();
  const calc = label
    ? { ...priced, lines: priced.lines.map((l) => ({ ...l, options: [...l.options, { label: STARTING_NUMBER_LABEL, value: label }] })) }
    : priced;
  const billing = previous.billing_address;
  const consents = Object.fromEntries(CONSENT_KEYS.map((k) => [k, previous.consents[k] === true]));
  // Only the fields the order's statement reads (service.ts write): this order has no request of its own.
  const body = {
    order_id: input.key,
    store_code: previous.store_code,
    addressInformation: {
      billingAddress: { ...billing, email: previous.customer_email },
      payment_method_code: RENEWAL_PAYMENT_METHOD,
      payment_method_additional: {},
    },
    checkout: { consents },
  } as unknown as OrderRequest;
  const company: CompanyData = {
    customerType: previous.customer_type,
    // renewals are delivered in Poland only (subscriptions are not sent abroad)
    vatCountry: "PL",
    invoice: previous.invoice_requested,
    company: previous.company,
    vatId: previous.vat_id,
    regon: previous.regon,
    registerRequestId: previous.register_request_id,
  };
  const shippingAddress = previous.shipping_address ?? withoutBuyerFields(billing);
  const placed = await d.write({
    who: { customerId: input.customerId, groupId: 0 },
    body,
    cart: held.value,
    calc,
    method,
    pickupPoint: calc.needsShipping ? previous.pickup_point : null,
    company,
    status: "pending",
    shippingAddress: calc.needsShipping ? shippingAddress : null,
    // a gift renews as a gift: its issues keep going to the recipient
    giftRecipient: previous.gift_recipient,
    account: null,
    ip: typeof previous.consents.ip === "string" ? previous.consents.ip : "127.0.0.1",
    now,
  });
  if (!placed.ok) return placed;
  if (placed.value === null) {
    // The same key placed meanwhile (another process): its order is the answer.
    const winner = await d.byClientId(input.key);
    if (!winner) throw new Error(`renewal ${input.key} conflicted but cannot be read`);
    return winner.customer_id === input.customerId ? accept(answer(winner, false)) : keyTaken();
  }
  d.placed(placed.value.id);
  return accept(answer(placed.value, true));
}

/** A delivery address from the billing one (as the checkout does when no shipping address came). */
function withoutBuyerFields(billing: Record<string, unknown>): Record<string, unknown> {
  const { vat_id: _vat, email: _email, ...address } = billing;
  return address;
}
