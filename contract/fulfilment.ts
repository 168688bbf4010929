/**
 * An order's InPost shipment and invoice number (docs/api.md §18): as the back office manages them under
 * /api/admin/orders/:id/… and as the customer's account shows them (contract/order.ts, extension_attributes).
 */
import { z } from "zod";

export const SHIPMENT_SERVICES = ["inpost_locker_standard", "inpost_courier_standard"] as const;
export const SHIPMENT_TEMPLATES = ["small", "medium", "large"] as const;

export const OrderShipment = z.strictObject({
  service: z.enum(SHIPMENT_SERVICES).describe("ShipX service: a parcel locker, or the InPost courier to the address"),
  template: z.enum(SHIPMENT_TEMPLATES).describe("The parcel's size (locker sizes A, B, C)"),
  target_point: z.string().nullable().describe("The parcel locker's code, for a locker shipment"),
  status: z.string().describe("requesting (the shop is asking ShipX), then ShipX's status: created, confirmed, …"),
  tracking_number: z.string().nullable().describe("Given by InPost once the shipment is confirmed"),
  tracking_url: z.string().nullable().describe("InPost's public tracking page of the parcel"),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type OrderShipment = z.output<typeof OrderShipment>;

export const StaffShipmentBody = z.object({ template: z.enum(SHIPMENT_TEMPLATES) });
export const StaffShipmentCreated = z.strictObject({
  shipment: OrderShipment,
  created: z.boolean().describe("false: the order already had its shipment (a repeated request), which is answered"),
});
export const StaffInvoiceIssued = z.strictObject({
  invoice_number: z.string().describe('"FV/2026/000123": per year, without gaps'),
  issued_at: z.string(),
  issued: z.boolean().describe("false: the order already had its number, which is answered"),
});
export const StaffConfirmationResent = z.strictObject({
  to: z.string(),
  queued: z.boolean().describe("false: a resend within the same minute (a double click) queued no second mail"),
});
