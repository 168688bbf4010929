/**
 * The order's mails in the shop's mail outbox (server/modules/mail): the order's own statements write the rows
 * (`enqueueMailSql`: the confirmation, and `welcome` or `account_exists` for an account asked for at checkout, in
 * PLACE_SQL; "payment received" and "order expired" in for-payment.ts), and this renderer makes each mail when the
 * outbox sends it, from the stored order (the same record the account shows).
 */
import type { Database } from "../../db/client.ts";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";
import { accountExistsMail, welcomeMail } from "../../integrations/mail/templates.ts";
import type { MailRenderer } from "../mail/index.ts";
import { orderConfirmationMail, orderExpiredMail, paymentReceivedMail } from "./mail.ts";
import { loadOrders } from "./records.ts";

/** The kinds rendered from the stored order: its confirmation, and the payment's news (for-payment.ts). */
const ORDER_MAILS = new Set(["order_confirmation", "payment_received", "order_expired"]);
/** Every kind of row the order module writes. */
export const ORDER_MAIL_KINDS = [...ORDER_MAILS, "welcome", "account_exists"] as const;

export function orderMailRenderer(db: Database, shopUrl: string, secret: string): MailRenderer {
  return async (row): Promise<OutgoingMail | null> => {
    if (ORDER_MAILS.has(row.kind)) {
      const order = row.orderId === null ? undefined : (await loadOrders(db, [row.orderId]))[0];
      if (!order) return null;
      if (row.kind === "payment_received") return paymentReceivedMail(order, shopUrl);
      if (row.kind === "order_expired") return orderExpiredMail(order, shopUrl);
      return orderConfirmationMail(order, shopUrl, secret);
    }
    const holder = { email: String(row.payload["email"]), firstname: String(row.payload["firstname"]) };
    if (row.kind === "welcome") return welcomeMail(holder, shopUrl);
    if (row.kind === "account_exists") return accountExistsMail(holder, shopUrl);
    return null;
  };
}
