/**
 * The order module's back-office fulfilment (docs/decisions/2026-11-28-shipments-invoices.md): the InPost shipment
 * (shipments.ts), the invoice number (invoice.ts) and the confirmation sent again (confirmation-resend.ts). The
 * staff module reaches it as `OrderService.fulfilment`; each change takes an `InTransaction` for its audit row.
 */
import type { ParcelTemplate } from "../../integrations/shipx/protocol.ts";
import type { ShipmentCarrier } from "../../integrations/shipx/client.ts";
import type { Database } from "../../db/client.ts";
import type { MailOutbox } from "../mail/index.ts";
import { resendConfirmation } from "./confirmation-resend.ts";
import type { InTransaction } from "./fulfilment-types.ts";
import { issueInvoiceNumber } from "./invoice.ts";
import { createShipment, refreshShipment, serviceFor, shipmentLabel, shipmentOf, shipmentView, type ShipmentDeps, type ShipmentView } from "./shipments.ts";

/** How long opening an order waits for ShipX's answer about a shipment still without its tracking number. */
const VIEW_WAIT_MS = 2000;

/** What the back office shows of an order's fulfilment. */
export interface OrderFulfilmentView {
  invoice_number: string | null;
  invoice_issued_at: string | null;
  /** the ShipX service of the order's delivery method; null when InPost does not deliver it */
  shipment_service: ShipmentView["service"] | null;
  shipment: ShipmentView | null;
}

export class OrderFulfilment {
  private readonly d: ShipmentDeps;

  constructor(db: Database, outbox: MailOutbox, carrier: ShipmentCarrier | null, shopUrl: string, clock: () => Date) {
    this.d = { db, outbox, carrier, shopUrl, clock };
  }

  /** The order's invoice number and shipment (asking ShipX for a tracking number still missing); null: no such order. */
  async view(orderId: number): Promise<OrderFulfilmentView | null> {
    const [order] = await this.d.db.query<{ invoice_number: string | null; invoice_issued_at: Date | string | null; shipping_carrier_code: string | null }>(
      "SELECT invoice_number, invoice_issued_at, shipping_carrier_code FROM orders WHERE id = $1",
      [orderId],
    );
    if (!order) return null;
    return {
      invoice_number: order.invoice_number,
      invoice_issued_at: order.invoice_issued_at ? new Date(order.invoice_issued_at).toISOString() : null,
      shipment_service: serviceFor(order.shipping_carrier_code),
      shipment: await this.shipmentWithin(orderId, VIEW_WAIT_MS),
    };
  }

  /** The shipment, asking ShipX for a missing tracking number for at most `ms`; past it, what is stored (the page never waits on InPost). */
  private async shipmentWithin(orderId: number, ms: number): Promise<ShipmentView | null> {
    let timer: NodeJS.Timeout | undefined;
    const stored = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), ms);
    });
    const asked = refreshShipment(this.d, orderId);
    try {
      const first = await Promise.race([asked, stored]);
      if (first !== "late") return first;
      asked.catch(() => undefined);
      const row = await shipmentOf(this.d.db, orderId);
      return row ? shipmentView(row) : null;
    } finally {
      clearTimeout(timer);
    }
  }

  createShipment(orderId: number, template: ParcelTemplate, inTransaction?: InTransaction) {
    return createShipment(this.d, orderId, template, inTransaction);
  }

  label(orderId: number) {
    return shipmentLabel(this.d, orderId);
  }

  issueInvoice(orderId: number, inTransaction?: InTransaction) {
    return issueInvoiceNumber(this.d.db, orderId, this.d.clock(), inTransaction);
  }

  resendConfirmation(orderId: number, inTransaction?: InTransaction) {
    return resendConfirmation(this.d.db, this.d.outbox, orderId, this.d.clock(), inTransaction);
  }
}
