/**
 * The back office's API under /api/admin (docs/api.md "Back office"). Staff sign in with e-mail, password and a TOTP
 * code; the session is an httpOnly cookie (`kiosk_staff`), and every change must carry the session's CSRF token in
 * `X-CSRF-Token`. Each action is checked against the staff member's role (domain/staff.ts) on the server and written
 * to the audit log. Amounts are integer grosze.
 */
import { z } from "zod";
import { PRODUCT_TYPES } from "../domain/product-types.ts";
import { REVIEW_STATUSES } from "./review.ts";
import { idParam, text } from "./primitives.ts";
import { OrderShipment, SHIPMENT_SERVICES } from "./fulfilment.ts";

const ROLES = ["owner", "catalogue", "orders", "content", "support"] as const;
const ORDER_STATUSES = ["pending", "processing", "complete", "canceled"] as const;
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const grosze = z.number().int().min(1).max(100_000_000);
const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "A date must be YYYY-MM-DD" });

export const STAFF_PAGE_SIZE = 50;

export const StaffLoginBody = z.object({
  email: text().trim().min(3).max(254),
  password: text().min(1).max(200),
  code: text().trim().max(12),
});

export const StaffSession = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.string()),
  csrf_token: z.string(),
  expires_at: z.string(),
});
export type StaffSession = z.output<typeof StaffSession>;

export const StaffProduct = z.strictObject({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  type_id: z.string(),
  url_path: z.string(),
  status: z.number().int(),
  visibility: z.number().int(),
  price: z.number().int(),
  special_price: z.number().int().nullable(),
  special_from_date: z.string().nullable(),
  special_to_date: z.string().nullable(),
  qty: z.number().int().nullable(),
  is_in_stock: z.boolean().nullable(),
});
export type StaffProduct = z.output<typeof StaffProduct>;

export const StaffProductsQuery = z.object({
  q: text().max(100).optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
  status: z.enum(["enabled", "disabled"]).optional(),
  page,
});

const listOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

export const StaffProductList = listOf(StaffProduct);
export type StaffProductList = z.output<typeof StaffProductList>;

export const StaffIdParams = z.object({ id: idParam() });

export const StaffProductPatch = z
  .object({
    price: grosze.optional(),
    special_price: grosze.nullable().optional(),
    special_from_date: day.nullable().optional(),
    special_to_date: day.nullable().optional(),
    status: z.union([z.literal(1), z.literal(2)]).optional(),
    visibility: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
    qty: z.number().int().min(-100_000).max(10_000_000).optional(),
    is_in_stock: z.boolean().optional(),
  })
  .strict();
export type StaffProductPatch = z.output<typeof StaffProductPatch>;

export const StaffOrderRow = z.strictObject({
  id: z.number().int(),
  increment_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  customer_email: z.string(),
  customer_name: z.string(),
  grand_total: z.number().int(),
  payment_method_code: z.string(),
  shipping_description: z.string().nullable(),
});
export type StaffOrderRow = z.output<typeof StaffOrderRow>;

export const StaffOrdersQuery = z.object({ status: z.enum(ORDER_STATUSES).optional(), q: text().max(100).optional(), page });
export const StaffOrderList = listOf(StaffOrderRow);
export type StaffOrderList = z.output<typeof StaffOrderList>;

export const StaffOrderDetail = z.strictObject({
  ...StaffOrderRow.shape,
  customer_id: z.number().int().nullable(),
  gift_card_amount: z.number().int(),
  shipping_gross: z.number().int(),
  /** the addresses as lines of text */
  shipping_address: z.string().nullable(),
  billing_address: z.string(),
  lines: z.array(z.strictObject({ sku: z.string(), name: z.string(), qty: z.number().int(), unit_gross: z.number().int(), row_gross: z.number().int() })),
  history: z.array(z.strictObject({ status: z.string(), comment: z.string().nullable(), created_at: z.string() })),
  allowed_transitions: z.array(z.enum(ORDER_STATUSES)),
  invoice_number: z.string().nullable(),
  invoice_issued_at: z.string().nullable(),
  /** the ShipX service of the order's delivery method; null when InPost does not deliver it */
  shipment_service: z.enum(SHIPMENT_SERVICES).nullable(),
  shipment: OrderShipment.nullable(),
});
export type StaffOrderDetail = z.output<typeof StaffOrderDetail>;

export const StaffOrderStatusBody = z.object({ status: z.enum(ORDER_STATUSES), comment: text().trim().max(2000).optional() });
export const StaffOrderNoteBody = z.object({ note: text().trim().min(1).max(5000) });
export const StaffRefundBody = z.object({
  /** null or absent: all that is left of the payment */
  amount: grosze.nullable().optional(),
  reason: text().trim().min(1).max(200),
});
export const StaffRefunded = z.strictObject({ refund_id: z.string(), amount: z.number().int(), status: z.string() });

export const StaffReview = z.strictObject({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string().nullable(),
  product_name: z.string().nullable(),
  nickname: z.string(),
  email: z.string(),
  rating: z.number().int().nullable(),
  title: z.string(),
  detail: z.string(),
  status: z.string(),
  verified_purchase: z.boolean(),
  created_at: z.string(),
});
export type StaffReview = z.output<typeof StaffReview>;
export const StaffReviewsQuery = z.object({ status: z.enum(REVIEW_STATUSES).default("pending"), page });
export const StaffReviewList = listOf(StaffReview);
export type StaffReviewList = z.output<typeof StaffReviewList>;
export const StaffModerateBody = z.object({ status: z.enum(["approved", "rejected"]) });

export const StaffSubscriber = z.strictObject({
  email: z.string(),
  customer_id: z.number().int().nullable(),
  subscribed_at: z.string(),
  consent_version: z.string().nullable(),
  source: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  confirmed_ip: z.string().nullable(),
});
export type StaffSubscriber = z.output<typeof StaffSubscriber>;
export const StaffPageQuery = z.object({ page });
export const StaffSubscriberList = listOf(StaffSubscriber);
export type StaffSubscriberList = z.output<typeof StaffSubscriberList>;

export const StaffDashboard = z.strictObject({
  orders_today: z.number().int(),
  revenue_today: z.number().int(),
  awaiting_payment: z.number().int(),
  low_stock: z.strictObject({ total: z.number().int(), items: z.array(StaffProduct) }),
  failed_mails: z.strictObject({ retrying: z.number().int(), given_up: z.number().int() }),
  /** background jobs (pg-boss) that failed in the last 24 hours, by queue; null when jobs do not run in this process */
  failed_jobs: z.strictObject({ total: z.number().int(), by_queue: z.array(z.strictObject({ name: z.string(), count: z.number().int() })) }).nullable(),
});
export type StaffDashboard = z.output<typeof StaffDashboard>;

export const StaffAuditEntry = z.strictObject({
  id: z.number().int(),
  staff_email: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  /** JSON text of the values before and after */
  before: z.string().nullable(),
  after: z.string().nullable(),
  ip: z.string().nullable(),
  at: z.string(),
});
export const StaffAuditList = listOf(StaffAuditEntry);
export type StaffAuditList = z.output<typeof StaffAuditList>;
