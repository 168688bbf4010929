/**
 * Charging a customer's saved card without the customer (a subscription's renewal): a PayU order with the card's
 * reusable token (`payMethods.payMethod {type: "CARD_TOKEN", value: TOKC_…}`) and `recurring: "STANDARD"`, no 3-D
 * Secure (docs/polish-rules.md §1.5). The card is the newest one the order's customer saved at a recurring FIRST
 * payment (customer_payment_cards); a guest has none.
 *
 * Never two charges for one order: the attempt row is written first (the one-live-attempt index and the attempt
 * numbering, as in PaymentService.pay), and only then is PayU asked, with the attempt's deterministic extOrderId. A
 * second call, a second process, or a call after a crash between PayU's answer and our write finds that live attempt
 * and asks PayU again with the same extOrderId: PayU refuses a second order with it (ERROR_ORDER_NOT_UNIQUE) and the
 * order it already has is read back by extOrderId. An outage leaves the attempt live for that reason (a charge PayU
 * took while we timed out must not be followed by another). The final status arrives by PayU's notification like any
 * payment (applyStatus → the order paid → PaymentEvents.paid / failed).
 */
import { createHash } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import { PayuUnavailable, type PayuCreateOrder, type PayuCreateResult, type PayuGateway, type PayuOrder } from "../../integrations/payu/types.ts";
import { isOfflinePayment, paymentOrderSql, type PaymentOrder } from "../order/index.ts";
import { expiresAt, type PaymentRow, type PayuRequest } from "./info.ts";
import { applyStatus, type Applied } from "./notifications.ts";
import { errorCodeFor, LIVE_STATUSES } from "./transitions.ts";

export type StoredCardCharge = { status: "COMPLETED" | "PENDING" | "CANCELED"; errorCode: string | null };

export const RECURRING_METHOD_CODE = "vue_payu_gateway_recurring";
/** A merchant-initiated charge's request_hash starts so (a buyer's recurring FIRST payment has the plain hash). */
const STANDARD_HASH_PREFIX = "standard:";

export const noSavedCard = () => refuse("NO_SAVED_CARD", "The order's customer has no saved card to charge.");

export interface RecurringDeps {
  db: Database;
  gateway: PayuGateway | null;
  clock: () => Date;
  validityMinutes: number;
  /** the PayU order of an attempt (PaymentService's, the same as for the buyer's payments) */
  payuOrder: (order: PaymentOrder, attempt: PaymentRow, request: PayuRequest) => PayuCreateOrder;
  /** after an applied status (the order's mail, the events) */
  applied: (a: Applied) => void;
  /** a charge PayU refused at once: the `failed` event */
  refused: (orderId: number, errorCode: string) => void;
  log: { warn(obj: object, msg: string): void };
  errors: {
    orderNotFound: () => ReturnType<typeof refuse>;
    alreadyCompleted: () => ReturnType<typeof refuse>;
    notPayable: () => ReturnType<typeof refuse>;
    inProgress: () => ReturnType<typeof refuse>;
    unavailable: () => ReturnType<typeof refuse>;
  };
}

type Loaded = { order: PaymentOrder; last: PaymentRow | null; card: { token: string; mask: string | null } | null };

const LOAD_SQL = `WITH ${paymentOrderSql("o.id = $1::int")}
   SELECT row_to_json(ord) AS order,
     (SELECT row_to_json(p) FROM payments p WHERE p.order_id = ord.id ORDER BY p.attempt DESC LIMIT 1) AS last,
     (SELECT row_to_json(c) FROM (SELECT token, mask FROM customer_payment_cards WHERE customer_id = ord.customer_id
        ORDER BY created_at DESC, id DESC LIMIT 1) c) AS card
   FROM ord`;

/** The next attempt, unless one is live (the unique index) or the order is paid or no longer pending. */
const INSERT_SQL = `WITH n AS (
     SELECT coalesce(max(attempt), 0) + 1 AS attempt FROM payments WHERE order_id = $1::int
   )
   INSERT INTO payments (order_id, attempt, ext_order_id, customer_id, method_code, payu_method, payu_method_type, amount, currency, request_hash, created_at, updated_at)
   SELECT $1::int, n.attempt, $2::text || '-' || n.attempt, $3::int, '${RECURRING_METHOD_CODE}', 'c', 'CARD_TOKEN', $4::int, 'PLN', $5::text, $6::timestamptz, $6::timestamptz
   FROM n WHERE NOT EXISTS (SELECT 1 FROM payments WHERE order_id = $1::int AND status = 'COMPLETED')
     AND EXISTS (SELECT 1 FROM orders WHERE id = $1::int AND status = 'pending')
   ON CONFLICT DO NOTHING RETURNING *`;

const isStandard = (p: PaymentRow) => p.request_hash.startsWith(STANDARD_HASH_PREFIX);

/** What a charge of the order answers now, from its attempt row. */
function answerOf(p: PaymentRow): StoredCardCharge {
  if (p.status === "COMPLETED") return { status: "COMPLETED", errorCode: null };
  if (p.status === "CANCELED") return { status: "CANCELED", errorCode: p.error_code ?? "PAYMENT_CANCELED" };
  return { status: "PENDING", errorCode: null };
}

export async function chargeStoredCard(d: RecurringDeps, orderId: number): Promise<Outcome<StoredCardCharge>> {
  for (let round = 0; round < 2; round++) {
    const loaded = (await preparedQuery<Loaded>(d.db, "payment_stored_card_load", LOAD_SQL, [orderId]))[0];
    if (!loaded) return d.errors.orderNotFound();
    const { order, last, card } = loaded;
    const now = d.clock();
    if (isOfflinePayment(order.payment_method_code)) return d.errors.notPayable();
    if (last?.status === "COMPLETED" || order.status === "processing" || order.status === "complete") return d.errors.alreadyCompleted();
    if (last && LIVE_STATUSES.includes(last.status)) {
      // A charge under way (a double call, another process, or one a crash left unanswered) is resumed, never repeated.
      if (isStandard(last) && card) return resume(d, order, last, card.token);
      return d.errors.inProgress();
    }
    if (order.status !== "pending" || now >= expiresAt(order, d.validityMinutes)) return d.errors.notPayable();
    if (order.customer_id === null || !card) return noSavedCard();
    const hash = `${STANDARD_HASH_PREFIX}${createHash("sha256").update(card.token).digest("hex")}`;
    const created = await preparedQuery<PaymentRow>(d.db, "payment_stored_card_attempt", INSERT_SQL, [
      order.id,
      order.increment_id,
      order.customer_id,
      order.amount_due,
      hash,
      now,
    ]);
    if (created[0]) return resume(d, order, created[0], card.token);
    // Another call made its attempt first (or the order moved): look again and answer where it stands.
  }
  return d.errors.inProgress();
}

/** Asks PayU for the attempt's charge (again, with the same extOrderId) and records what it answered. */
async function resume(d: RecurringDeps, order: PaymentOrder, attempt: PaymentRow, token: string): Promise<Outcome<StoredCardCharge>> {
  if (attempt.payu_order_id) return accept(answerOf(attempt));
  const request: PayuRequest = {
    methodCode: RECURRING_METHOD_CODE,
    payMethod: { type: "CARD_TOKEN", value: token },
    payuMethod: "c",
    payuMethodType: "CARD_TOKEN",
    recurring: "STANDARD",
    hash: attempt.request_hash,
  };
  let result: PayuCreateResult;
  try {
    if (!d.gateway) throw new PayuUnavailable("online payment is not configured");
    result = await d.gateway.createOrder(d.payuOrder(order, attempt, request));
    if (result.kind === "refused" && result.statusCode === "ERROR_ORDER_NOT_UNIQUE") {
      // Our earlier request went through (a crash or a concurrent call): the order PayU has is this attempt's.
      const known = await d.gateway.retrieveOrderByExtId(attempt.ext_order_id);
      if (known) return accept(await recordKnown(d, attempt, known));
    }
  } catch (err) {
    if (!(err instanceof PayuUnavailable)) throw err;
    // Left live: PayU may have taken it; the next call asks again with the same extOrderId.
    d.log.warn(
      { err: { message: err.message }, correlationId: err.correlationId, extOrderId: attempt.ext_order_id },
      "PayU did not answer a stored-card charge",
    );
    return d.errors.unavailable();
  }
  if (result.kind === "refused") {
    const code = errorCodeFor([result.statusCode, result.codeLiteral, result.message], "PAYMENT_REFUSED");
    d.log.warn({ statusCode: result.statusCode, codeLiteral: result.codeLiteral, extOrderId: attempt.ext_order_id }, "PayU refused a stored-card charge");
    const rows = await d.db.query<PaymentRow>(
      `UPDATE payments SET status = 'CANCELED', error_code = $2, updated_at = $3 WHERE id = $1 AND status = 'NEW' RETURNING *`,
      [attempt.id, code, d.clock()],
    );
    if (rows[0]) d.refused(order.id, code);
    return accept(answerOf(rows[0] ?? (await reread(d, attempt.id))));
  }
  const rows = await preparedQuery<PaymentRow>(
    d.db,
    "payment_stored_card_sent",
    "UPDATE payments SET payu_order_id = coalesce(payu_order_id, $2), redirect_uri = $3, updated_at = $4 WHERE id = $1 RETURNING *",
    [attempt.id, result.orderId, result.kind === "redirect" ? result.redirectUri : null, d.clock()],
  );
  return accept(answerOf(rows[0]!));
}

/** The PayU order our earlier request made: its id kept on the attempt, and its status applied when it moved on. */
async function recordKnown(d: RecurringDeps, attempt: PaymentRow, known: PayuOrder): Promise<StoredCardCharge> {
  const now = d.clock();
  await d.db.query("UPDATE payments SET payu_order_id = coalesce(payu_order_id, $2), updated_at = $3 WHERE id = $1", [attempt.id, known.orderId, now]);
  if (known.status !== "NEW") {
    const report = {
      extOrderId: attempt.ext_order_id,
      orderId: known.orderId,
      status: known.status,
      totalAmount: known.totalAmount,
      currencyCode: known.currencyCode,
      reason: null,
    };
    d.applied(await applyStatus(d.db, report, "", now, "retrieved"));
  }
  return answerOf(await reread(d, attempt.id));
}

async function reread(d: RecurringDeps, id: number): Promise<PaymentRow> {
  return (await d.db.query<PaymentRow>("SELECT * FROM payments WHERE id = $1", [id]))[0]!;
}
