/**
 * The back office sends an order's confirmation again (docs/api.md §18): a new `order_confirmation` row in the mail
 * outbox, rendered from the stored order like the first one. Its dedupe key is the order and the minute, so a double
 * click sends one mail; a resend a minute later is a new mail.
 */
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { MailOutbox } from "../mail/index.ts";
import type { InTransaction } from "./fulfilment-types.ts";

export async function resendConfirmation(
  db: Database,
  outbox: MailOutbox,
  orderId: number,
  now: Date,
  inTransaction?: InTransaction,
): Promise<Outcome<{ to: string; queued: boolean }, "ORDER_NOT_FOUND">> {
  const result = await db.transaction(async (tx) => {
    const [order] = await tx.query<{ customer_email: string }>("SELECT customer_email FROM orders WHERE id = $1", [orderId]);
    if (!order) return refuse("ORDER_NOT_FOUND", `There is no order ${orderId}.`);
    const minute = Math.floor(now.getTime() / 60_000);
    const queued = await outbox.enqueue(
      { kind: "order_confirmation", payload: { resent: true } },
      { tx, orderId, key: `order-confirmation-resend:${orderId}:${minute}` },
    );
    if (queued) await inTransaction?.(tx, { before: null, after: { to: order.customer_email } });
    return accept({ to: order.customer_email, queued });
  });
  if (result.ok && result.value.queued) outbox.kick();
  return result;
}
