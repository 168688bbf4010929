/**
 * Online payment of orders with PayU (docs/decisions/2026-11-26-payments.md, docs/polish-rules.md §1). The order is
 * placed first (stock taken, status pending); its payment is one or more attempts, each a PayU order
 * (extOrderId `${increment_id}-${attempt}`), at most one of them live (a unique index), so a double click, a replay of
 * the order or two processes make one PayU order. PayU's answers and notifications move an attempt forward only
 * (transitions.ts); a completed one marks the order paid through the order's fragment (notifications.ts). Unpaid
 * orders expire (expiry.ts). The order module reaches this service through its port (OrderPayments); this service
 * reaches orders through the order's door.
 */
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { BLIK_CODE, PaymentAdditional, type PayBody, type PayMethod, type PayMethods, type PaymentInfo } from "../../../contract/payment.ts";
import { fromGrosze } from "../../../domain/money.ts";
import { isShipped } from "../../../domain/shipping-rule.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { InTransaction } from "../../db/in-transaction.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import {
  PayuUnavailable,
  type PayuCreateOrder,
  type PayuCreateResult,
  type PayuGateway,
  type PayuPayMethodEntry,
  type PayuRefund,
} from "../../integrations/payu/types.ts";
import { isOfflinePayment, isPayToken, payToken, paymentOrderSql, type OrderPayments, type PaymentOrder, type PlacedLine } from "../order/index.ts";
import { ExpirySweeper, type SweepResult } from "./expiry.ts";
import { expiresAt, paymentInfo, payuRequest, type InfoSettings, type PaymentRow, type PayuRequest } from "./info.ts";
import { applyRefund, applyStatus, bodyHash, cancelOrApplyPaid, reasonOf, type Applied } from "./notifications.ts";
import { chargeStoredCard, type StoredCardCharge } from "./recurring.ts";
import { errorCodeFor, LIVE_SQL, LIVE_STATUSES } from "./transitions.ts";

/**
 * A refund request still REQUESTED after this long lost its answer (a crash or a restart between asking PayU and
 * recording what it said; PayU answers within seconds): `settleStaleRefunds` asks PayU what became of it.
 */
export const STALE_REFUND_MINUTES = 10;

/** What a payment (`p`) has refunded or has asked to refund, grosze: every refund row but the cancelled ones. */
const REFUNDED_SQL = `coalesce((SELECT sum(r.amount) FROM payment_refunds r WHERE r.payment_id = p.id AND r.status <> 'CANCELED'), 0)::int`;

/** The payment's expected refusals (ERROR_STATUS in server/http/envelope.ts). */
export const paymentErrors = {
  orderNotFound: () => refuse("ORDER_NOT_FOUND", "There is no such order."),
  notAvailable: () => refuse("PAYMENT_METHOD_NOT_AVAILABLE", "This payment method is not available for this cart."),
  blikCodeInvalid: () => refuse("BLIK_CODE_INVALID", "The BLIK code must have 6 digits"),
  cardTokenRequired: () => refuse("CARD_TOKEN_REQUIRED", "A card payment needs the card token from the card form."),
  alreadyCompleted: () => refuse("PAYMENT_ALREADY_COMPLETED", "This order is already paid."),
  notPayable: () => refuse("ORDER_NOT_PAYABLE", "This order cannot be paid online any more (it is cancelled, expired or paid on delivery)."),
  inProgress: () => refuse("PAYMENT_IN_PROGRESS", "A payment of this order is under way. Wait for its result before paying again."),
  unavailable: () => refuse("PAYMENT_PROVIDER_UNAVAILABLE", "The payment service is not available at the moment. Your order is saved: try again in a moment."),
  signatureInvalid: () => refuse("PAYMENT_SIGNATURE_INVALID", "The notification is not signed with the shop's key."),
  notCompleted: () => refuse("PAYMENT_NOT_COMPLETED", "The order has no completed payment to refund."),
  refundAmountInvalid: () => refuse("REFUND_AMOUNT_INVALID", "The refund must be more than zero and at most what is left of the payment."),
  refundRefused: (why: string) => refuse("REFUND_REFUSED", `PayU refused the refund: ${why}`),
};

/** The same request again within this time is a double click: it answers the attempt already made. */
const DOUBLE_CLICK_MS = 15_000;
/** How long PayU's pay-methods list is reused by a process. */
const METHODS_CACHE_MS = 5 * 60_000;

export interface PaymentDeps {
  db: Database;
  config: Config;
  /** PayU (the real client, or it pointed at the stand-in); null: online payment is not configured */
  gateway: PayuGateway | null;
  /** Wakes the order's mail outbox for an order whose mail a statement of this process wrote. */
  orderMail: (orderId: number) => void;
  /** What other modules do when an order's payment moves (delivering downloads and subscriptions): wired in server/services.ts. */
  events?: PaymentEvents;
  clock?: () => Date;
}

/**
 * Hooks called after a change is committed. Each must be idempotent: a notification can be applied by two
 * processes, and a crash between the commit and the hook is caught up by the receivers' own backstop sweeps.
 */
export interface PaymentEvents {
  /**
   * the order became paid (processing); `lines`, when given, are its lines as the statement that marked it paid read
   * them (a receiver with nothing of those types to deliver may skip the order, the sales count need not read them
   * again; without them every receiver looks)
   */
  paid(orderId: number, lines?: readonly PaidLine[]): Promise<void>;
  /** an attempt to pay the order was declined or cancelled (the order stays payable until it expires) */
  failed(orderId: number, errorCode: string | null): Promise<void>;
  /**
   * a refund of the order's payment was accepted by PayU; `whole` when nothing of the payment is left unrefunded
   * (a withdrawal from the whole order: what it sold is revoked), false for a part (a goodwill refund, one damaged
   * item: what the order delivered stays delivered; docs/decisions/2026-11-26-partial-refunds.md)
   */
  refunded(orderId: number, whole: boolean): Promise<void>;
  /**
   * a refund of the order's payment is recorded: made by the back office (with the lines it is for, when it says), or
   * reported by PayU's notification (one made in PayU's panel too); called again for each later notification of it,
   * so a receiver keys on `refundId`. Not for a refund PayU cancelled.
   */
  refundRecorded?(orderId: number, refund: RecordedRefund): Promise<void>;
}

/** A refund as recorded: PayU's id, the amount (grosze), and the order's lines it is for (sku and quantity) when known. */
export interface RecordedRefund {
  refundId: string;
  amount: number;
  /**
   * who told: the shop's back office (PayU accepted its request) or PayU's notification (a refund made in PayU's
   * panel, or the notification of the back office's own refund, which may arrive before PayU's answer to it)
   */
  by: "shop" | "payu";
  lines?: readonly { sku: string; qty: number }[] | null;
}

/**
 * A line of an order that became paid: its product type, its product (null: a line without one) and quantity. The
 * order module's line, as its statements return it (the same shape an accepted order hands on).
 */
export type PaidLine = PlacedLine;

const NO_EVENTS: PaymentEvents = { paid: async () => undefined, failed: async () => undefined, refunded: async () => undefined };

/** Who asks about an order: its pay token, or the signed-in customer (asked only when the token does not match). */
export interface PaymentAccess {
  payToken?: string | null | undefined;
  customer: () => Promise<{ customerId: number } | null>;
}

type Ctx = { ip: string; log?: FastifyBaseLogger | undefined };
/** A refund request as payment_refunds records it (what the back office's audit row keeps). */
type RefundRecord = { id: number; refund_id: string; amount: number; currency: string; status: string; reason: string };
const REFUND_COLUMNS = "id, refund_id, amount, currency, status, reason";
type Loaded = { order: PaymentOrder; last: PaymentRow | null };
type Log = Pick<FastifyBaseLogger, "warn" | "error">;

const LOAD_SQL = (lines: boolean) => `WITH ${paymentOrderSql("o.increment_id = $1::text", lines)}
   SELECT row_to_json(ord) AS order, (SELECT row_to_json(p) FROM payments p WHERE p.order_id = ord.id ORDER BY p.attempt DESC LIMIT 1) AS last FROM ord`;

const INSERT_COLUMNS = `order_id, attempt, ext_order_id, customer_id, method_code, payu_method, payu_method_type, amount, currency, request_hash, created_at, updated_at`;

/** The first attempt of a just-placed order: inserted once (a replay or a second process inserts nothing). */
const START_FIRST_SQL = `WITH ${paymentOrderSql("o.id = $1::int")}, ins AS (
     INSERT INTO payments (${INSERT_COLUMNS})
     SELECT ord.id, 1, ord.increment_id || '-1', ord.customer_id, $2::text, $3::text, $4::text, ord.amount_due, 'PLN', $5::text, $6::timestamptz, $6::timestamptz
     FROM ord WHERE ord.status = 'pending' AND NOT EXISTS (SELECT 1 FROM payments WHERE order_id = $1::int)
     ON CONFLICT DO NOTHING RETURNING *
   )
   SELECT row_to_json(ord) AS order, (SELECT row_to_json(ins) FROM ins) AS created,
     (SELECT row_to_json(p) FROM payments p WHERE p.order_id = ord.id ORDER BY p.attempt DESC LIMIT 1) AS last
   FROM ord`;

/** The next attempt of a pending order with no live or completed attempt (the unique index stops a concurrent second). */
const NEXT_ATTEMPT_SQL = `WITH n AS (
     SELECT coalesce(max(attempt), 0) + 1 AS attempt FROM payments WHERE order_id = $1::int
   )
   INSERT INTO payments (${INSERT_COLUMNS})
   SELECT $1::int, n.attempt, $2::text || '-' || n.attempt, $3::int, $4::text, $5::text, $6::text, $7::int, 'PLN', $8::text, $9::timestamptz, $9::timestamptz
   FROM n WHERE NOT EXISTS (SELECT 1 FROM payments WHERE order_id = $1::int AND status = 'COMPLETED')
   ON CONFLICT DO NOTHING RETURNING *`;

const LAST_SQL = "SELECT * FROM payments WHERE order_id = $1 ORDER BY attempt DESC LIMIT 1";

export class PaymentService implements OrderPayments {
  private readonly db: Database;
  private readonly config: Config;
  private readonly gateway: PayuGateway | null;
  private readonly orderMail: (orderId: number) => void;
  private readonly events: PaymentEvents;
  private readonly clock: () => Date;
  private readonly settings: InfoSettings;
  private methodsCache: { at: number; list: PayuPayMethodEntry[] } | null = null;
  private methodsLoading: Promise<PayuPayMethodEntry[] | null> | null = null;
  private log: Log = { warn: () => undefined, error: () => undefined } as unknown as Log;
  /** The expiry sweep (started with the app: startSweeper). */
  readonly sweeper: ExpirySweeper;

  constructor(deps: PaymentDeps) {
    this.db = deps.db;
    this.config = deps.config;
    this.gateway = deps.gateway;
    this.orderMail = deps.orderMail;
    this.events = deps.events ?? NO_EVENTS;
    this.clock = deps.clock ?? (() => new Date());
    this.settings = { secret: deps.config.AUTH_SECRET, validityMinutes: deps.config.PAYMENT_VALIDITY_MINUTES };
    this.sweeper = new ExpirySweeper({
      db: deps.db,
      gateway: deps.gateway,
      validityMinutes: deps.config.PAYMENT_VALIDITY_MINUTES,
      everySeconds: deps.config.PAYMENT_EXPIRY_SWEEP_SECONDS,
      clock: this.clock,
      applied: (a) => this.afterApply(a),
      orderMail: deps.orderMail,
      refunds: (now) => this.settleStaleRefunds(now),
    });
  }

  get online(): boolean {
    return this.gateway !== null;
  }

  attachLogger(log: Log) {
    this.log = log;
    this.sweeper.attachLogger(log);
  }

  /** Where this module logs (the app's logger once attached): the PayU client reports its errors here too. */
  readonly logger = { warn: (obj: object, msg: string) => this.log.warn(obj, msg) };

  /** Expires the unpaid online orders older than PAYMENT_VALIDITY_MINUTES at `now` (the timer calls it; so may tests). */
  sweepExpired(now: Date = this.clock()): Promise<SweepResult> {
    return this.sweeper.sweep(now);
  }

  // ---- the order's port ----

  async check(code: string, additional: Record<string, unknown> | null | undefined): Promise<Outcome<null>> {
    if (!this.gateway) return paymentErrors.notAvailable();
    const parsed = PaymentAdditional.safeParse(additional ?? {});
    if (!parsed.success) {
      const where = String(parsed.error.issues[0]?.path[0] ?? "");
      if (where === "authorization_code" && code === "vue_payu_gateway_blik") return paymentErrors.blikCodeInvalid();
      if (where === "token_data" && code === "vue_payu_gateway_recurring") return paymentErrors.cardTokenRequired();
      return paymentErrors.notAvailable();
    }
    const a = parsed.data;
    if (code === "vue_payu_gateway_blik") return BLIK_CODE.test(a.authorization_code ?? "") ? accept(null) : paymentErrors.blikCodeInvalid();
    if (code === "vue_payu_gateway_recurring") return a.token_data?.value ? accept(null) : paymentErrors.cardTokenRequired();
    if (code !== "vue_payu_gateway") return paymentErrors.notAvailable();
    const bank = a.payu_method?.trim();
    if (!bank) return accept(null);
    // A method the POS does not offer is refused; when PayU cannot be asked, the start will tell (the order is kept).
    const methods = await this.payMethodList();
    return methods === null || methods.some((m) => m.value === bank) ? accept(null) : paymentErrors.notAvailable();
  }

  async start(orderId: number, code: string, additional: Record<string, unknown> | null | undefined, ctx: Ctx): Promise<PaymentInfo> {
    const a = PaymentAdditional.safeParse(additional ?? {});
    const request = payuRequest(code, a.success ? a.data : {});
    const now = this.clock();
    const rows = await preparedQuery<{ order: PaymentOrder; created: PaymentRow | null; last: PaymentRow | null }>(
      this.db,
      "payment_start_first",
      START_FIRST_SQL,
      [orderId, request.methodCode, request.payuMethod, request.payuMethodType, request.hash, now],
    );
    const row = rows[0];
    if (!row) throw new Error(`order ${orderId} to pay is not there`);
    if (!row.created) return this.info(row.order, row.last ?? (await this.lastAttempt(orderId)));
    return this.createAtPayu(row.order, row.created, request, ctx);
  }

  // ---- the API ----

  /** GET /api/payment/orders/:orderNumber */
  async status(orderNumber: string, access: PaymentAccess): Promise<Outcome<PaymentInfo>> {
    const loaded = await this.load(orderNumber, false);
    if (!loaded || !(await this.may(loaded.order, access))) return paymentErrors.orderNotFound();
    return accept(this.info(loaded.order, loaded.last));
  }

  /** POST /api/payment/orders/:orderNumber/pay: a new PayU order for the same order. */
  async pay(orderNumber: string, access: PaymentAccess, body: PayBody, ctx: Ctx): Promise<Outcome<PaymentInfo>> {
    const loaded = await this.load(orderNumber, true);
    if (!loaded || !(await this.may(loaded.order, access))) return paymentErrors.orderNotFound();
    const { order, last } = loaded;
    const now = this.clock();
    if (isOfflinePayment(order.payment_method_code)) return paymentErrors.notPayable();
    if (last?.status === "COMPLETED" || order.status === "processing" || order.status === "complete") return paymentErrors.alreadyCompleted();
    if (order.status !== "pending" || now >= expiresAt(order, this.settings.validityMinutes)) return paymentErrors.notPayable();
    const checked = await this.check(body.payment_method_code, body.additional);
    if (!checked.ok) return checked;
    const request = payuRequest(body.payment_method_code, PaymentAdditional.parse(body.additional ?? {}));
    if (last && LIVE_STATUSES.includes(last.status)) {
      // The same request again a moment later is a double click: the attempt already made answers it.
      if (last.request_hash === request.hash && now.getTime() - new Date(last.created_at).getTime() < DOUBLE_CLICK_MS) return accept(this.info(order, last));
      const closed = await this.closeLive(last, ctx);
      if (!closed.ok) return closed;
    }
    const created = await preparedQuery<PaymentRow>(this.db, "payment_next_attempt", NEXT_ATTEMPT_SQL, [
      order.id,
      order.increment_id,
      order.customer_id,
      request.methodCode,
      request.payuMethod,
      request.payuMethodType,
      order.amount_due,
      request.hash,
      now,
    ]);
    if (!created[0]) {
      // A concurrent request made its attempt first (or the order was paid meanwhile): answer where it stands.
      const current = await this.load(orderNumber, false);
      return accept(this.info(current!.order, current!.last));
    }
    return accept(await this.createAtPayu(order, created[0], request, ctx));
  }

  /** GET /api/payment/methods: the POS's enabled pay-by-link methods and what the card widget needs. */
  async methods(): Promise<Outcome<PayMethods>> {
    const list = this.gateway ? await this.payMethodList() : null;
    if (!this.gateway || list === null) return paymentErrors.unavailable();
    const sdk = this.gateway.sdkUrl;
    return accept({
      methods: list.map(
        (m): PayMethod => ({
          value: m.value,
          name: m.name,
          kind: methodKind(m.value),
          brand_image_url: m.brandImageUrl,
          min_amount: m.minAmount === null ? null : fromGrosze(m.minAmount),
          max_amount: m.maxAmount === null ? null : fromGrosze(m.maxAmount),
        }),
      ),
      card_widget: { pos_id: this.gateway.posId, sdk_url: sdk, origin: new URL(sdk).origin },
    });
  }

  /** POST /api/payment/payu/notify: a verified notification is applied once; anything else is refused (401). */
  async notify(raw: Buffer | string, signature: string | undefined): Promise<Outcome<true>> {
    const n = this.gateway?.verifyNotification(raw, signature) ?? null;
    if (!n) return paymentErrors.signatureInvalid();
    const now = this.clock();
    if (n.kind === "refund") {
      const applied = await applyRefund(this.db, n, bodyHash(raw), now);
      if (applied.orderId !== null && applied.outcome === "applied" && n.status !== "CANCELED") {
        const orderId = applied.orderId;
        if (this.events.refundRecorded)
          this.emit("refundRecorded", orderId, () => this.events.refundRecorded!(orderId, { refundId: n.refundId, amount: n.amount, by: "payu" }));
        // A refund made in PayU's panel reaches the shop only this way: once the refunds cover the payment, the
        // whole-refund hooks run (e-books, subscriptions and gift cards revoked, sales taken back). Each hook acts
        // once, so the notification of a whole refund the back office asked for (its hooks already ran) changes nothing.
        if (await this.refundsCoverPayment("ext_order_id", n.extOrderId)) this.emit("refunded", orderId, () => this.events.refunded(orderId, true));
      }
      return accept(true);
    }
    const applied = await applyStatus(
      this.db,
      { extOrderId: n.extOrderId, orderId: n.orderId, status: n.status, totalAmount: n.totalAmount, currencyCode: n.currencyCode, reason: reasonOf(n) },
      bodyHash(raw),
      now,
      "order",
    );
    this.afterApply(applied);
    return accept(true);
  }

  /**
   * Refunds a completed payment of an order, whole (`amount` null) or in part (grosze), through PayU; recorded in
   * payment_refunds (its later notifications update it). For the back office (docs/decisions/2026-11-26-audit-atomic.md):
   * the request is recorded first, a REQUESTED row (its amount held against the payment) with the caller's
   * `inTransaction` (the audit row) in the same transaction; then PayU is asked, and its answer settles that row:
   * PayU's refund id and status, or CANCELED when PayU refused or could not be reached. So a request is audited
   * whatever happens after it, and no audit row exists for a request that was not recorded.
   */
  async refund(
    orderId: number,
    amount: number | null,
    reason: string,
    lines?: readonly { sku: string; qty: number }[] | null,
    inTransaction?: InTransaction,
  ): Promise<Outcome<{ refundId: string; amount: number; status: string }>> {
    const gateway = this.gateway;
    const requested = await this.db.transaction(async (tx) => {
      // the payment locked, so two requests at once cannot both take what is left
      const [paid] = await tx.query<{ id: number; payu_order_id: string | null; amount: number; currency: string; refunded: number }>(
        `SELECT p.id, p.payu_order_id, p.amount, p.currency,
           ${REFUNDED_SQL} AS refunded
         FROM payments p WHERE p.order_id = $1 AND p.status = 'COMPLETED' ORDER BY p.attempt DESC LIMIT 1 FOR UPDATE OF p`,
        [orderId],
      );
      if (!paid?.payu_order_id || !gateway) return paymentErrors.notCompleted();
      const left = paid.amount - paid.refunded;
      const wanted = amount ?? left;
      if (!Number.isInteger(wanted) || wanted <= 0 || wanted > left) return paymentErrors.refundAmountInvalid();
      const now = this.clock();
      const [row] = await tx.query<RefundRecord>(
        `INSERT INTO payment_refunds (payment_id, refund_id, amount, currency, status, reason, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'REQUESTED', $5, $6, $6) RETURNING ${REFUND_COLUMNS}`,
        [paid.id, `request:${randomUUID()}`, wanted, paid.currency, reason, now],
      );
      if (inTransaction) await inTransaction(tx, { before: null, after: row! });
      return accept({ row: row!, paymentId: paid.id, payuOrderId: paid.payu_order_id, left, wanted, nothingRefunded: paid.refunded === 0 });
    });
    if (!requested.ok) return requested;
    const { row, paymentId, payuOrderId, left, wanted, nothingRefunded } = requested.value;
    const cancelRequest = () =>
      this.db.query("UPDATE payment_refunds SET status = 'CANCELED', updated_at = $2 WHERE id = $1 AND status = 'REQUESTED'", [row.id, this.clock()]);
    let answer: Awaited<ReturnType<PayuGateway["refund"]>>;
    try {
      // The whole payment is asked without an amount (PayU refunds what is left); a part with its amount.
      // The request's own id goes as extRefundId: PayU makes one refund per id, and `settleStaleRefunds` finds it by it.
      answer = await gateway!.refund(payuOrderId, amount === null && nothingRefunded ? null : wanted, reason, row.refund_id);
    } catch (err) {
      await cancelRequest();
      if (err instanceof PayuUnavailable) return paymentErrors.unavailable();
      throw err;
    }
    if ("refused" in answer) {
      await cancelRequest();
      return paymentErrors.refundRefused(answer.refused);
    }
    await this.settleRequest(row.id, paymentId, answer, wanted, row.currency);
    const whole = wanted === left;
    this.emit("refunded", orderId, () => this.events.refunded(orderId, whole));
    if (answer.status !== "CANCELED" && this.events.refundRecorded) {
      const recorded = { refundId: answer.refundId, amount: answer.amount || wanted, by: "shop" as const, lines: lines ?? null };
      this.emit("refundRecorded", orderId, () => this.events.refundRecorded!(orderId, recorded));
    }
    return accept({ refundId: answer.refundId, amount: answer.amount || wanted, status: answer.status });
  }

  /**
   * The refund requests a crash left unanswered (docs/decisions/2026-11-27-refund-requests-after-a-crash.md): a
   * REQUESTED row older than STALE_REFUND_MINUTES holds its amount against the payment while nobody knows whether
   * PayU made the refund. PayU lists the order's refunds with the extRefundId each was asked with (the request's own
   * id): one found settles the row as the answer would have (and its events follow: the whole-refund hooks, GA4);
   * none found means PayU never got the request, so it is cancelled and its amount is free again. PayU unreachable:
   * left for the next sweep. Two processes at once settle a row once (the settle is conditional on REQUESTED).
   */
  async settleStaleRefunds(
    now: Date = this.clock(),
    /** only the requests of these orders (tests on a shared database sweep their own) */
    only?: { orderIds: readonly number[] },
  ): Promise<{ settled: number; canceled: number; deferred: number }> {
    const result = { settled: 0, canceled: 0, deferred: 0 };
    const gateway = this.gateway;
    if (!gateway) return result;
    const stale = await this.db.query<{
      id: number;
      refund_id: string;
      payment_id: number;
      payu_order_id: string | null;
      amount: number;
      currency: string;
      order_id: number;
    }>(
      `SELECT r.id, r.refund_id, r.payment_id, p.payu_order_id, r.amount, r.currency, p.order_id
         FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
        WHERE r.status = 'REQUESTED' AND r.updated_at < $1 AND ($2::int[] IS NULL OR p.order_id = ANY($2::int[])) ORDER BY r.id LIMIT 100`,
      [new Date(now.getTime() - STALE_REFUND_MINUTES * 60_000), only ? [...only.orderIds] : null],
    );
    for (const row of stale) {
      if (!row.payu_order_id) {
        result.deferred++;
        continue;
      }
      let listed: Awaited<ReturnType<PayuGateway["refunds"]>>;
      try {
        listed = await gateway.refunds(row.payu_order_id);
      } catch (err) {
        if (!(err instanceof PayuUnavailable)) throw err;
        this.log.warn({ err: { message: err.message }, refundRequest: row.refund_id }, "stale refund request left for the next sweep: PayU could not be asked");
        result.deferred++;
        continue;
      }
      const made = listed?.find((r) => r.extRefundId === row.refund_id);
      if (!made) {
        const cancelled = await this.db.query(
          "UPDATE payment_refunds SET status = 'CANCELED', updated_at = $2 WHERE id = $1 AND status = 'REQUESTED' RETURNING id",
          [row.id, this.clock()],
        );
        if (cancelled.length) result.canceled++;
        continue;
      }
      if (!(await this.settleRequest(row.id, row.payment_id, made, row.amount, row.currency))) continue;
      result.settled++;
      if (made.status === "CANCELED") continue;
      const orderId = row.order_id;
      const whole = await this.refundsCoverPayment("id", row.payment_id);
      this.emit("refunded", orderId, () => this.events.refunded(orderId, whole));
      if (this.events.refundRecorded) {
        const recorded = { refundId: made.refundId, amount: made.amount || row.amount, by: "shop" as const, lines: null };
        this.emit("refundRecorded", orderId, () => this.events.refundRecorded!(orderId, recorded));
      }
    }
    return result;
  }

  /** Whether the payment's refunds (all but the cancelled ones) cover it: a whole refund. */
  private async refundsCoverPayment(by: "id" | "ext_order_id", key: number | string): Promise<boolean> {
    const [row] = await this.db.query<{ whole: boolean }>(
      `SELECT ${REFUNDED_SQL} >= p.amount AS whole FROM payments p WHERE p.${by === "id" ? "id" : "ext_order_id"} = $1`,
      [key],
    );
    return row?.whole === true;
  }

  /**
   * Settles a REQUESTED refund row with PayU's answer (or the refund PayU lists for it); false when it was no longer
   * REQUESTED (another process settled it first).
   */
  private async settleRequest(requestId: number, paymentId: number, settled: PayuRefund, wanted: number, currency: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // The payment row's lock orders this with PayU's refund notification (APPLY_REFUND_SQL takes it too): either the
      // notification's row is there to be replaced, or it finds this row under PayU's id and updates it.
      await tx.query("SELECT id FROM payments WHERE id = $1 FOR UPDATE", [paymentId]);
      const [open] = await tx.query<{ id: number }>("SELECT id FROM payment_refunds WHERE id = $1 AND status = 'REQUESTED'", [requestId]);
      if (!open) return false;
      // PayU's notification of this refund may have been recorded first, under PayU's id: the request's row takes its place
      const [early] = await tx.query<{ status: string }>("DELETE FROM payment_refunds WHERE refund_id = $1 AND id <> $2 RETURNING status", [
        settled.refundId,
        requestId,
      ]);
      const status = early && (early.status === "FINALIZED" || early.status === "CANCELED") ? early.status : settled.status;
      await tx.query("UPDATE payment_refunds SET refund_id = $2, amount = $3, currency = $4, status = $5, updated_at = $6 WHERE id = $1", [
        requestId,
        settled.refundId,
        settled.amount || wanted,
        settled.currencyCode || currency,
        status,
        this.clock(),
      ]);
      return true;
    });
  }

  /**
   * Charges what is due of the order (its grand total) to its customer's newest saved card (recurring STANDARD, no buyer present):
   * for a subscription's renewal order. Safe to call twice or from two processes (recurring.ts). The answer is what
   * PayU said at once (PENDING while the bank decides; CANCELED when PayU refused it, with the `failed` event); the
   * final status comes by PayU's notification and reaches the PaymentEvents hooks.
   */
  chargeStoredCard(orderId: number, ip = "127.0.0.1"): Promise<Outcome<StoredCardCharge>> {
    return chargeStoredCard(
      {
        db: this.db,
        gateway: this.gateway,
        clock: this.clock,
        validityMinutes: this.settings.validityMinutes,
        payuOrder: (order, attempt, request) => this.payuOrder(order, attempt, request, ip),
        applied: (a) => this.afterApply(a),
        refused: (id, code) => this.emit("failed", id, () => this.events.failed(id, code)),
        log: this.logger,
        errors: paymentErrors,
      },
      orderId,
    );
  }

  // ---- inside ----

  private info(order: PaymentOrder, last: PaymentRow | null): PaymentInfo {
    return paymentInfo(order, last, this.settings, this.clock());
  }

  private async load(orderNumber: string, lines: boolean): Promise<Loaded | null> {
    const rows = await preparedQuery<Loaded>(this.db, lines ? "payment_load_lines" : "payment_load", LOAD_SQL(lines), [orderNumber]);
    return rows[0] ?? null;
  }

  private async lastAttempt(orderId: number): Promise<PaymentRow | null> {
    return (await this.db.query<PaymentRow>(LAST_SQL, [orderId]))[0] ?? null;
  }

  /** The order's pay token, or its signed-in owner; anyone else is told the order does not exist. */
  private async may(order: PaymentOrder, access: PaymentAccess): Promise<boolean> {
    if (isPayToken(this.settings.secret, order.increment_id, access.payToken)) return true;
    if (order.customer_id === null) return false;
    return (await access.customer())?.customerId === order.customer_id;
  }

  /** Asks PayU for the attempt's order and records the answer; a refusal or an outage cancels the attempt with its reason. */
  private async createAtPayu(order: PaymentOrder, attempt: PaymentRow, request: PayuRequest, ctx: Ctx): Promise<PaymentInfo> {
    let result: PayuCreateResult;
    try {
      if (!this.gateway) throw new PayuUnavailable("online payment is not configured");
      result = await this.gateway.createOrder(this.payuOrder(order, attempt, request, ctx.ip));
    } catch (err) {
      const correlationId = err instanceof PayuUnavailable ? err.correlationId : null;
      (ctx.log ?? this.log).warn(
        { err: { message: (err as Error).message }, correlationId, extOrderId: attempt.ext_order_id },
        "PayU did not take the payment",
      );
      return this.info(order, await this.finish(attempt.id, null, "PAYMENT_PROVIDER_UNAVAILABLE"));
    }
    if (result.kind === "refused") {
      (ctx.log ?? this.log).warn(
        { statusCode: result.statusCode, codeLiteral: result.codeLiteral, extOrderId: attempt.ext_order_id },
        "PayU refused the payment",
      );
      return this.info(order, await this.finish(attempt.id, null, errorCodeFor([result.statusCode, result.codeLiteral, result.message], "PAYMENT_REFUSED")));
    }
    const rows = await preparedQuery<PaymentRow>(
      this.db,
      "payment_created",
      // PayU's COMPLETED notification may be applied before this answer is written: the card is then kept here.
      `WITH u AS (
         UPDATE payments SET payu_order_id = $2, redirect_uri = $3, card_token = $4, card_mask = $5, updated_at = $6,
           card_saved = card_saved OR (status = 'COMPLETED' AND $4::text IS NOT NULL AND customer_id IS NOT NULL)
         WHERE id = $1 RETURNING *
       ), card AS (
         INSERT INTO customer_payment_cards (customer_id, token, mask, payment_id, created_at)
         SELECT u.customer_id, u.card_token, u.card_mask, u.id, $6::timestamptz FROM u
         WHERE u.status = 'COMPLETED' AND u.card_token IS NOT NULL AND u.customer_id IS NOT NULL
         ON CONFLICT (customer_id, token) DO NOTHING
       )
       SELECT * FROM u`,
      [
        attempt.id,
        result.orderId,
        result.kind === "redirect" ? result.redirectUri : null,
        // the reusable card token (TOKC_) of a card payment: 201, or a 3-D Secure redirect that already carries it
        "cardToken" in result ? (result.cardToken?.value ?? null) : null,
        "cardToken" in result ? (result.cardToken?.mask ?? null) : null,
        this.clock(),
      ],
    );
    const row = rows[0]!;
    // Cancelled meanwhile (a retry with another method, the expiry): the PayU order just made must not be paid.
    if (row.status === "CANCELED") this.cancelAtPayu([result.orderId]);
    return this.info(order, row);
  }

  /** Ends an attempt PayU did not take: CANCELED with the shopper's error code (unless a notification moved it first). */
  private async finish(id: number, payuOrderId: string | null, errorCode: string): Promise<PaymentRow> {
    const rows = await this.db.query<PaymentRow>(
      `UPDATE payments SET status = 'CANCELED', error_code = $2, payu_order_id = coalesce(payu_order_id, $3), updated_at = $4
       WHERE id = $1 AND status = 'NEW' RETURNING *`,
      [id, errorCode, payuOrderId, this.clock()],
    );
    return rows[0] ?? (await this.db.query<PaymentRow>("SELECT * FROM payments WHERE id = $1", [id]))[0]!;
  }

  /**
   * Closes the live attempt before a new one: cancelled at PayU first (a PayU order that is already paid is
   * applied instead and the retry refused), then here.
   */
  private async closeLive(live: PaymentRow, ctx: Ctx): Promise<Outcome<null>> {
    if (live.payu_order_id && this.gateway) {
      try {
        const closed = await cancelOrApplyPaid(this.db, this.gateway, { ext_order_id: live.ext_order_id, payu_order_id: live.payu_order_id }, this.clock());
        if (closed.kind === "paid") {
          this.afterApply(closed.applied);
          return paymentErrors.alreadyCompleted();
        }
        if (closed.kind === "live") return paymentErrors.inProgress();
      } catch (err) {
        if (!(err instanceof PayuUnavailable)) throw err;
        (ctx.log ?? this.log).warn({ err: { message: err.message }, correlationId: err.correlationId }, "PayU could not cancel the earlier attempt");
        return paymentErrors.unavailable();
      }
    }
    await this.db.query(
      `UPDATE payments SET status = 'CANCELED', error_code = coalesce(error_code, 'PAYMENT_CANCELED'), updated_at = $2 WHERE id = $1 AND status IN ${LIVE_SQL}`,
      [live.id, this.clock()],
    );
    return accept(null);
  }

  /** After an applied status: the order's mail is sent soon, superseded PayU orders are cancelled, a late payment is reported. */
  private afterApply(a: Applied): void {
    if (a.orderPaid && a.orderId !== null) {
      this.orderMail(a.orderId);
      this.emit("paid", a.orderId, () => this.events.paid(a.orderId as number, a.paidLines ?? undefined));
    }
    if (a.movedTo === "CANCELED" && a.orderId !== null) this.emit("failed", a.orderId, () => this.events.failed(a.orderId as number, a.errorCode));
    if (a.superseded.length > 0) this.cancelAtPayu(a.superseded);
    if (a.movedTo === "COMPLETED" && !a.orderPaid)
      this.log.warn({ orderId: a.orderId }, "a payment completed for an order that was not waiting for one (paid twice, or after it expired): refund it");
  }

  /** Runs a hook after the answer; its failure is logged, never the caller's (the receivers' sweeps catch up). */
  private emit(event: keyof PaymentEvents, orderId: number, run: () => Promise<void>): void {
    run().catch((err: Error) => this.log.error({ err: { message: err.message }, orderId }, `payment event ${event} failed`));
  }

  /** Cancels PayU orders nobody may pay any more, after the answer (best effort: the expiry cancels what is left). */
  private cancelAtPayu(ids: string[]): void {
    const gateway = this.gateway;
    if (!gateway) return;
    for (const id of ids)
      gateway.cancelOrder(id).catch((err: Error) => this.log.warn({ err: { message: err.message }, payuOrderId: id }, "PayU order not cancelled"));
  }

  private payuOrder(order: PaymentOrder, attempt: PaymentRow, request: PayuRequest, ip: string): PayuCreateOrder {
    const token = payToken(this.settings.secret, order.increment_id);
    const base = this.config.PUBLIC_URL;
    const continueUrl = new URL("/thank-you-page", base);
    continueUrl.searchParams.set("order_increment_id", order.increment_id);
    continueUrl.searchParams.set("pay_token", token);
    const left = expiresAt(order, this.settings.validityMinutes).getTime() - this.clock().getTime();
    const products = order.lines.map((l) => ({ name: l.name.slice(0, 255), unitPrice: l.unit_gross, quantity: l.qty, virtual: !isShipped(l.type_id) }));
    if (order.shipping_gross > 0) products.push({ name: "Dostawa", unitPrice: order.shipping_gross, quantity: 1, virtual: false });
    // Gift cards paid part of it: PayU is asked for the rest, as one line (its products add up to what it charges).
    if (attempt.amount !== order.grand_total)
      products.splice(0, products.length, {
        name: `Zamówienie nr ${order.increment_id} – do zapłaty po karcie podarunkowej`,
        unitPrice: attempt.amount,
        quantity: 1,
        virtual: order.lines.every((l) => !isShipped(l.type_id)),
      });
    return {
      extOrderId: attempt.ext_order_id,
      customerIp: ip,
      description: `Kiosk – zamówienie nr ${order.increment_id}`,
      totalAmount: attempt.amount,
      currencyCode: "PLN",
      products: products.length > 0 ? products : [{ name: `Zamówienie nr ${order.increment_id}`, unitPrice: attempt.amount, quantity: 1 }],
      buyer: {
        email: order.customer_email,
        firstName: order.customer_firstname,
        lastName: order.customer_lastname,
        ...(order.telephone ? { phone: order.telephone } : {}),
        language: "pl",
      },
      notifyUrl: new URL("/api/payment/payu/notify", base).toString(),
      continueUrl: continueUrl.toString(),
      validityTime: Math.max(60, Math.floor(left / 1000)),
      ...(request.payMethod ? { payMethod: request.payMethod } : {}),
      ...(request.recurring ? { recurring: request.recurring } : {}),
    };
  }

  /** The POS's enabled methods, reused for METHODS_CACHE_MS; null when PayU cannot be asked now. */
  private async payMethodList(): Promise<PayuPayMethodEntry[] | null> {
    const gateway = this.gateway;
    if (!gateway) return null;
    if (this.methodsCache && Date.now() - this.methodsCache.at < METHODS_CACHE_MS) return this.methodsCache.list;
    this.methodsLoading ??= gateway
      .payMethods("pl")
      .then((all) => {
        const list = all.filter((m) => m.status === "ENABLED");
        this.methodsCache = { at: Date.now(), list };
        return list;
      })
      .catch((err: Error) => {
        this.log.warn({ err: { message: err.message } }, "PayU pay methods not available");
        return null;
      })
      .finally(() => {
        this.methodsLoading = null;
      });
    return this.methodsLoading;
  }
}

/** What kind of method a PayU pay-method code is (docs/polish-rules.md §1.3). */
export function methodKind(value: string): PayMethod["kind"] {
  if (value === "blik") return "blik";
  if (value === "c") return "card";
  if (value === "ap") return "google_pay";
  if (value === "jp") return "apple_pay";
  if (value.startsWith("dp")) return "pay_later";
  return "bank";
}
