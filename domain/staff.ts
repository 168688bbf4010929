/**
 * The back office's rules (docs/decisions/2026-11-27-back-office.md): staff roles and what each may do, and the
 * order status transitions staff may make. Pure: the staff module checks them on the server for every action; the
 * panel reads them only to hide what a role cannot do.
 */

export const STAFF_ROLES = ["owner", "catalogue", "orders", "content", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  "dashboard.read",
  "catalog.read",
  "catalog.write",
  "orders.read",
  "orders.status",
  "orders.note",
  "orders.refund",
  "orders.ship",
  "orders.invoice",
  "orders.resend",
  "reviews.read",
  "reviews.moderate",
  "newsletter.export",
  "audit.read",
  "cms.read",
  "cms.write",
  "coupons.read",
  "coupons.write",
  "banners.write",
  "delivery.write",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  catalogue: ["dashboard.read", "catalog.read", "catalog.write"],
  orders: ["dashboard.read", "catalog.read", "orders.read", "orders.status", "orders.note", "orders.refund", "orders.ship", "orders.invoice", "orders.resend"],
  content: [
    "dashboard.read",
    "reviews.read",
    "reviews.moderate",
    "newsletter.export",
    "cms.read",
    "cms.write",
    "coupons.read",
    "coupons.write",
    "banners.write",
    "delivery.write",
  ],
  support: ["dashboard.read", "orders.read", "orders.note", "orders.resend", "reviews.read"],
};

export function can(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function permissionsOf(role: StaffRole): StaffPermission[] {
  return [...ROLE_PERMISSIONS[role]];
}

export const ORDER_STATUSES = ["pending", "processing", "complete", "canceled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** pending → processing → complete; pending or processing → canceled (its stock returned). Nothing leaves complete or canceled. */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "canceled"],
  processing: ["complete", "canceled"],
  complete: [],
  canceled: [],
};

export function allowedTransitions(from: OrderStatus): OrderStatus[] {
  return [...TRANSITIONS[from]];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Staff sign-in: this many wrong passwords or codes in a row lock the account for LOCK_MINUTES. */
export const STAFF_MAX_FAILURES = 5;
export const STAFF_LOCK_MINUTES = 15;
/**
 * Sign-in attempts from one client address: at most this many failures within STAFF_IP_WINDOW_MINUTES, whichever
 * accounts they name (an account's own lock does not stop one address trying many e-mails); then 429 RATE_LIMITED.
 */
export const STAFF_IP_MAX_FAILURES = 20;
export const STAFF_IP_WINDOW_MINUTES = 15;
/** A staff session ends after this long without a request, and after STAFF_SESSION_MAX_HOURS in any case. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 8;
