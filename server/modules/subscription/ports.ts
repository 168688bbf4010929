/**
 * What the subscription module calls and does not own (docs/architecture.md "How to add a module": ports): the
 * job queue (server/jobs, pg-boss), placing a renewal order (the order module) and charging the saved card (the
 * payment module). server/services.ts plugs them in; the tests plug in small in-memory ones.
 */
import type { ProductOption } from "../../../contract/cart.ts";
import type { Outcome } from "../../http/outcome.ts";

export interface SendOptions {
  singletonKey?: string;
  startAfter?: Date | number;
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/** The database-backed job queue (server/jobs: pg-boss underneath). */
export interface JobsPort {
  work<T extends object>(name: string, handler: (data: T) => Promise<void>, opts?: Record<string, unknown>): Promise<unknown>;
  send(name: string, data: object, opts?: SendOptions): Promise<unknown>;
  schedule(name: string, cron: string, data?: object): Promise<unknown>;
}

export interface RenewalOrderRequest {
  /** idempotency key: the same key is the same order (`renewal:<subscriptionId>:<periodNo>`) */
  key: string;
  customerId: number;
  previousOrderId: number;
  sku: string;
  productOption: ProductOption | null;
}

/** The order module's side: a renewal order, placed once per key (stock taken as for any order). */
export interface RenewalOrders {
  placeRenewal(r: RenewalOrderRequest): Promise<Outcome<{ orderId: number; incrementId: string; grandTotal: number; created: boolean }>>;
}

export type ChargeStatus = "COMPLETED" | "PENDING" | "CANCELED";

/** The payment module's side: charge the customer's saved card for an order (the final outcome also comes as paid/failed). */
export interface RenewalPayments {
  chargeStoredCard(orderId: number): Promise<Outcome<{ status: ChargeStatus; errorCode: string | null }>>;
}
