/**
 * Unpaid online orders expire (docs/decisions/2026-11-26-payments.md): an order still pending
 * PAYMENT_VALIDITY_MINUTES after it was placed has its live PayU orders cancelled (a PayU order found paid is
 * applied instead, and the order stays), then, in one statement, its live attempts are closed and the order's
 * fragment cancels it (history row, stock released, "order expired" mail).
 *
 * Every process sweeps every PAYMENT_EXPIRY_SWEEP_SECONDS (0: never; tests call `sweep`). Due orders are claimed
 * with `FOR UPDATE SKIP LOCKED` into a lease (payment_expiry_leases), so two processes never work on one order at
 * once; the order's change is guarded by its status, so it happens once in any case; and a process that stops
 * mid-sweep leaves only a lease that ends: the state is in the database, a restart loses nothing.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { PayuUnavailable, type PayuGateway } from "../../integrations/payu/types.ts";
import { cancelUnpaidOrderSql, dueUnpaidOrdersSql } from "../order/index.ts";
import { cancelOrApplyPaid, type Applied } from "./notifications.ts";
import { LIVE_SQL } from "./transitions.ts";

const BATCH = 50;
const LEASE_SECONDS = 120;
const EXPIRED_COMMENT = "Zamówienie nieopłacone w terminie – anulowane, produkty wróciły na stan.";

const CLAIM_SQL = `WITH due AS (
     ${dueUnpaidOrdersSql("$1::timestamptz", "NOT EXISTS (SELECT 1 FROM payment_expiry_leases l WHERE l.order_id = o.id AND l.leased_until > now())")}
     LIMIT $2 FOR UPDATE OF o SKIP LOCKED
   )
   INSERT INTO payment_expiry_leases (order_id, leased_until) SELECT id, now() + make_interval(secs => $3) FROM due
   ON CONFLICT (order_id) DO UPDATE SET leased_until = excluded.leased_until WHERE payment_expiry_leases.leased_until <= now()
   RETURNING order_id`;

const EXPIRE_SQL = `WITH ${cancelUnpaidOrderSql("$1::int", "$2::text", "$3::timestamptz")}, closed AS (
     UPDATE payments SET status = 'CANCELED', error_code = coalesce(error_code, 'PAYMENT_EXPIRED'), updated_at = $3::timestamptz
     WHERE order_id = $1::int AND status IN ${LIVE_SQL} AND EXISTS (SELECT 1 FROM expired_order)
   ), lease AS (
     DELETE FROM payment_expiry_leases WHERE order_id = $1::int
   )
   SELECT (SELECT id FROM expired_order) AS expired`;

export interface SweepResult {
  /** orders cancelled now */
  expired: number;
  /** orders found paid at PayU instead (applied) */
  paid: number;
  /** orders left for a later sweep (PayU could not be asked, or a payment is under way) */
  deferred: number;
}

type Log = Pick<FastifyBaseLogger, "warn" | "error">;

export interface SweeperDeps {
  db: Database;
  gateway: PayuGateway | null;
  validityMinutes: number;
  everySeconds: number;
  clock: () => Date;
  /** after a status found at PayU was applied (mail, superseded attempts) */
  applied: (a: Applied) => void;
  orderMail: (orderId: number) => void;
  /** run by the timer after each sweep: the refund requests a crash left unanswered (PaymentService.settleStaleRefunds) */
  refunds?: (now: Date) => Promise<unknown>;
}

export class ExpirySweeper {
  private readonly d: SweeperDeps;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private log: Log = { warn: () => undefined, error: () => undefined } as unknown as Log;

  constructor(deps: SweeperDeps) {
    this.d = deps;
  }

  attachLogger(log: Log) {
    this.log = log;
  }

  /** Starts the timer (unref'd: it never keeps the process alive); nothing when PAYMENT_EXPIRY_SWEEP_SECONDS is 0. */
  start(): void {
    if (this.timer || this.d.everySeconds <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      const now = this.d.clock();
      this.running = this.sweep(now)
        .then(() => this.d.refunds?.(now))
        .catch((err: Error) => this.log.error({ err: { message: err.message } }, "payment expiry sweep failed"))
        .finally(() => {
          this.running = undefined;
        });
    }, this.d.everySeconds * 1000);
    this.timer.unref();
  }

  /** Stops the timer and waits for a sweep under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  async sweep(now: Date): Promise<SweepResult> {
    const result: SweepResult = { expired: 0, paid: 0, deferred: 0 };
    const cutoff = new Date(now.getTime() - this.d.validityMinutes * 60_000);
    for (;;) {
      const claimed = (await this.d.db.query<{ order_id: number }>(CLAIM_SQL, [cutoff, BATCH, LEASE_SECONDS])).map((r) => r.order_id);
      if (claimed.length === 0) break;
      const deferred: number[] = [];
      for (const orderId of claimed) {
        const verdict = await this.expireOne(orderId, now);
        result[verdict]++;
        if (verdict === "deferred") deferred.push(orderId);
      }
      // A deferred order keeps its lease until it ends, so this sweep does not take it again; the next one may.
      if (claimed.length < BATCH || deferred.length === claimed.length) break;
    }
    return result;
  }

  private async expireOne(orderId: number, now: Date): Promise<keyof SweepResult> {
    const live = await this.d.db.query<{ ext_order_id: string; payu_order_id: string | null }>(
      `SELECT ext_order_id, payu_order_id FROM payments WHERE order_id = $1 AND status IN ${LIVE_SQL}`,
      [orderId],
    );
    for (const attempt of live) {
      if (!attempt.payu_order_id || !this.d.gateway) continue;
      try {
        const closed = await cancelOrApplyPaid(this.d.db, this.d.gateway, { ext_order_id: attempt.ext_order_id, payu_order_id: attempt.payu_order_id }, now);
        if (closed.kind === "paid") {
          this.d.applied(closed.applied);
          await this.d.db.query("DELETE FROM payment_expiry_leases WHERE order_id = $1", [orderId]);
          return "paid";
        }
        if (closed.kind === "live") return "deferred";
      } catch (err) {
        if (!(err instanceof PayuUnavailable)) throw err;
        this.log.warn({ err: { message: err.message }, correlationId: err.correlationId, orderId }, "expiry deferred: PayU could not cancel the payment");
        return "deferred";
      }
    }
    const rows = await this.d.db.query<{ expired: number | null }>(EXPIRE_SQL, [orderId, EXPIRED_COMMENT, now]);
    if (rows[0]?.expired == null) return "deferred";
    this.d.orderMail(orderId);
    return "expired";
  }
}
