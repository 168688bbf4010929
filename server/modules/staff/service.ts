/**
 * The back office (docs/decisions/2026-11-27-back-office.md): staff accounts apart from customers, sign-in with
 * password (argon2id) and a TOTP code, lockout after repeated failures, short sessions in an httpOnly cookie with a
 * CSRF token, a permission check per action (domain/staff.ts), and an append-only audit log of every change with
 * the values before and after. Every action goes through the owning module's front door (the catalogue, orders,
 * payments, reviews, the newsletter, the mail outbox): there is no second path to their tables.
 */
import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { StaffDashboard, StaffOrderDetail, StaffSession, StaffSubscriber } from "../../../contract/staff.ts";
import {
  allowedTransitions,
  can,
  permissionsOf,
  STAFF_LOCK_MINUTES,
  STAFF_MAX_FAILURES,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_MAX_HOURS,
  type OrderStatus,
  type StaffPermission,
  type StaffRole,
} from "../../../domain/staff.ts";
import { warsawDay, warsawStartOfDay } from "../../../domain/warsaw-time.ts";
import type { Database } from "../../db/client.ts";
import { failedJobs } from "../../jobs/failures.ts";
import { accept, refuse, type Outcome, type Refusal } from "../../http/outcome.ts";
import type { CatalogService, ImportReport, StaffProductPatch, StaffProductQuery } from "../catalog/index.ts";
import type { NewsletterService } from "../customer/index.ts";
import type { MailOutbox } from "../mail/index.ts";
import type { InTransaction, OrderService, StaffOrderQuery } from "../order/index.ts";
import type { PaymentService } from "../payment/index.ts";
import type { ReviewService } from "../review/index.ts";
import { redirectMovedCategories } from "../url/index.ts";
import { removeUploadedImage, storeUploadedImage } from "../media/index.ts";
import { claimLoginSlot, releaseLoginSlot } from "./login-limit.ts";
import { matchTotp, newTotpSecret } from "./totp.ts";

export const STAFF_COOKIE = "kiosk_staff";
/** Stock at or below this is "low" on the dashboard. */
export const LOW_STOCK_THRESHOLD = 5;

export interface StaffDeps {
  db: Database;
  catalog: CatalogService;
  orders: OrderService;
  payments: PaymentService;
  reviews: ReviewService;
  newsletter: NewsletterService;
  mail: MailOutbox;
  /** Where uploaded product images are stored (the media module's directory); without it uploads are refused. */
  mediaDir?: string;
  clock?: () => Date;
}

/** A signed-in staff member, as each action receives them. */
export interface Staff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  csrf: string;
  expiresAt: Date;
}

/** The audited thing ("product:12"), or how to name it from the change (a new row's id). */
type AuditTarget = string | ((change: { before: unknown; after: unknown }) => string);

/** Where an action came from, for the audit log. */
export interface ActionContext {
  staff: Staff;
  ip: string | null;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

let dummyHash: Promise<string> | undefined;

export class StaffService {
  private readonly d: StaffDeps;
  private readonly clock: () => Date;

  constructor(deps: StaffDeps) {
    this.d = deps;
    this.clock = deps.clock ?? (() => new Date());
  }

  // ---- accounts and sessions ----

  /** A new staff account with a fresh TOTP secret (returned once, to be put into an authenticator app). */
  createStaff(input: NewStaff, by: ActionContext | null) {
    return createStaffAccount(this.d.db, input, by, this.clock());
  }

  async staffCount(): Promise<number> {
    const [row] = await this.d.db.query<{ n: number }>("SELECT count(*)::int AS n FROM staff_users");
    return row?.n ?? 0;
  }

  /**
   * Sign-in: e-mail, password and the authenticator's code, all three right, else one refusal that does not say
   * which was wrong. STAFF_MAX_FAILURES failures in a row lock the account for STAFF_LOCK_MINUTES; a code is used once.
   */
  async login(
    email: string,
    password: string,
    code: string,
    ip: string | null,
  ): Promise<Outcome<{ token: string; session: StaffSession }, "STAFF_LOGIN_FAILED" | "STAFF_LOCKED" | "RATE_LIMITED">> {
    const now = this.clock();
    // The address's slot first, before any argon2 work (login-limit.ts).
    const slot = await claimLoginSlot(this.d.db, ip, now);
    if (!slot.claimed) {
      return refuse("RATE_LIMITED", "Too many sign-in attempts from this address; try again later.", { retry_after_seconds: slot.retryAfterSeconds });
    }
    const [user] = await this.d.db.query<{
      id: number;
      email: string;
      name: string;
      role: StaffRole;
      password_hash: string;
      totp_secret: string;
      totp_last_step: number | null;
      locked_until: Date | string | null;
      active: boolean;
    }>("SELECT id, email, name, role, password_hash, totp_secret, totp_last_step, locked_until, active FROM staff_users WHERE email = $1", [
      email.trim().toLowerCase(),
    ]);
    const failed = refuse("STAFF_LOGIN_FAILED", "The e-mail, password or code is not right.");
    if (!user?.active) {
      dummyHash ??= hash("kiosk-no-such-staff");
      await verify(await dummyHash, password).catch(() => false);
      return failed;
    }
    if (user.locked_until && new Date(user.locked_until) > now) {
      return refuse("STAFF_LOCKED", `Too many failed sign-ins: the account is locked until ${new Date(user.locked_until).toISOString()}.`, {
        locked_until: new Date(user.locked_until).toISOString(),
      });
    }
    const passwordOk = await verify(user.password_hash, password).catch(() => false);
    const step = passwordOk ? matchTotp(user.totp_secret, code, now) : null;
    if (!passwordOk || step === null || (user.totp_last_step !== null && step <= Number(user.totp_last_step))) {
      // The failure's count and its audit row commit together.
      await this.d.db.transaction(async (tx) => {
        const [row] = await tx.query<{ locked: boolean }>(
          `UPDATE staff_users SET failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0 ELSE failed_attempts + 1 END,
             locked_until = CASE WHEN failed_attempts + 1 >= $2 THEN $3::timestamptz + make_interval(mins => $4) ELSE locked_until END
           WHERE id = $1 RETURNING locked_until > $3 AS locked`,
          [user.id, STAFF_MAX_FAILURES, now, STAFF_LOCK_MINUTES],
        );
        await writeAudit(tx, now, { staff: this.asStaff(user), ip }, "staff.login_failed", `staff:${user.id}`, null, { locked: row?.locked === true });
      });
      return failed;
    }
    const token = randomBytes(32).toString("base64url");
    const csrf = randomBytes(24).toString("base64url");
    const expires = new Date(now.getTime() + STAFF_SESSION_MAX_HOURS * 3600_000);
    const staff = { ...this.asStaff(user), csrf, expiresAt: this.idleEnd(now, expires) };
    // The sign-in (its step used, the session, the address's slot given back) and its audit row in one transaction.
    await this.d.db.transaction(async (tx) => {
      await tx.query("UPDATE staff_users SET failed_attempts = 0, locked_until = NULL, totp_last_step = $2, last_login_at = $3 WHERE id = $1", [
        user.id,
        step,
        now,
      ]);
      await tx.query(
        "INSERT INTO staff_sessions (token_hash, staff_id, csrf_token, created_at, last_seen_at, expires_at, ip) VALUES ($1, $2, $3, $4, $4, $5, $6)",
        [sha256(token), user.id, csrf, now, expires, ip],
      );
      await releaseLoginSlot(tx, slot.subject, now);
      await writeAudit(tx, now, { staff, ip }, "staff.login", `staff:${user.id}`, null, null);
    });
    return accept({ token, session: this.sessionOf(staff) });
  }

  /** The staff member of a session cookie, while the session is alive (each use moves its idle end). */
  async authenticate(token: string | undefined): Promise<Staff | null> {
    if (!token || token.length > 200) return null;
    const now = this.clock();
    const [row] = await this.d.db.query<{ id: number; email: string; name: string; role: StaffRole; csrf_token: string; expires_at: string | Date }>(
      `UPDATE staff_sessions s SET last_seen_at = $2 FROM staff_users u
       WHERE s.token_hash = $1 AND u.id = s.staff_id AND u.active AND s.expires_at > $2 AND s.last_seen_at > $2::timestamptz - make_interval(mins => $3)
       RETURNING u.id, u.email, u.name, u.role, s.csrf_token, s.expires_at`,
      [sha256(token), now, STAFF_SESSION_IDLE_MINUTES],
    );
    if (!row) return null;
    return { ...this.asStaff(row), csrf: row.csrf_token, expiresAt: this.idleEnd(now, new Date(row.expires_at)) };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.d.db.query("DELETE FROM staff_sessions WHERE token_hash = $1", [sha256(token)]);
  }

  sessionOf(staff: Staff): StaffSession {
    return {
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      permissions: permissionsOf(staff.role),
      csrf_token: staff.csrf,
      expires_at: staff.expiresAt.toISOString(),
    };
  }

  /** The refusal when `staff` may not do `permission` (the route answers 403), else null. */
  refusal(staff: Staff, permission: StaffPermission): Refusal<"FORBIDDEN"> | null {
    return can(staff.role, permission) ? null : refuse("FORBIDDEN", `The role ${staff.role} may not do ${permission}.`, { permission });
  }

  private asStaff(u: { id: number; email: string; name: string; role: StaffRole }): Staff {
    return { id: u.id, email: u.email, name: u.name, role: u.role, csrf: "", expiresAt: new Date(0) };
  }

  private idleEnd(now: Date, hardEnd: Date): Date {
    return new Date(Math.min(hardEnd.getTime(), now.getTime() + STAFF_SESSION_IDLE_MINUTES * 60_000));
  }

  private audit(by: ActionContext | null, action: string, target: string | null, before: unknown, after: unknown): Promise<void> {
    return writeAudit(this.d.db, this.clock(), by, action, target, before, after);
  }

  /**
   * Runs a change allowed for `permission`; `run` hands `audit` to the owning module's door, which writes the audit
   * row (before and after) inside the change's own transaction (docs/decisions/2026-11-26-audit-atomic.md).
   */
  private async change<T, C extends string>(
    ctx: ActionContext,
    permission: StaffPermission,
    action: string,
    target: AuditTarget,
    run: (audit: InTransaction) => Promise<Outcome<T, C & Refusal["code"]>>,
  ): Promise<Outcome<T>> {
    return this.refusal(ctx.staff, permission) ?? run(this.auditIn(ctx, action, target));
  }

  private async read<T>(staff: Staff, permission: StaffPermission, run: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
    return this.refusal(staff, permission) ?? run();
  }

  // ---- catalogue ----

  products(staff: Staff, q: StaffProductQuery) {
    return this.read(staff, "catalog.read", async () => accept(await this.d.catalog.staffProducts(q)));
  }

  product(staff: Staff, id: number) {
    return this.read(staff, "catalog.read", () => this.d.catalog.staffProduct(id));
  }

  updateProduct(ctx: ActionContext, id: number, patch: StaffProductPatch) {
    return this.change(ctx, "catalog.write", "product.update", `product:${id}`, (audit) => this.d.catalog.updateProduct(id, patch, audit));
  }

  /** The catalogue as CSV, streamed (catalog/import.ts); reading only, so not audited. */
  exportProducts(staff: Staff): Outcome<AsyncGenerator<string>> {
    return this.refusal(staff, "catalog.read") ?? accept(this.d.catalog.exportCsv());
  }

  /**
   * The CSV import through the catalogue's door: all rows or none. A file with errors is refused (IMPORT_INVALID,
   * the rows' errors in its details) and writes nothing; an applied one is audited once, with what changed.
   */
  importProducts(ctx: ActionContext, csv: string) {
    return this.change(ctx, "catalog.write", "catalog.import", "catalog", async (audit) => {
      // the audit row (in the import's transaction) keeps the first thousand products' changes; the count is always whole
      const report = await this.d.catalog.importCsv(csv, (tx, change) => {
        const r = change.after as ImportReport;
        return audit(tx, { before: null, after: { rows: r.rows, changed: r.changed, created: r.created, changes: r.changes.slice(0, 1000) } });
      });
      if (!report.applied) {
        return refuse("IMPORT_INVALID", `The file has ${report.errors.length} error(s); nothing was changed.`, { rows: report.rows, errors: report.errors });
      }
      return accept({ rows: report.rows, changed: report.changed, created: report.created });
    });
  }

  // ---- categories and attributes (catalog/categories-admin.ts) ----

  categories(staff: Staff) {
    return this.read(staff, "catalog.read", async () => accept(await this.d.catalog.staffCategories()));
  }

  createCategory(ctx: ActionContext, input: Parameters<CatalogService["createCategory"]>[0]) {
    return this.change(
      ctx,
      "catalog.write",
      "category.create",
      (c) => `category:${(c.after as { id: number }).id}`,
      (audit) => this.d.catalog.createCategory(input, audit),
    );
  }

  renameCategory(ctx: ActionContext, id: number, input: Parameters<CatalogService["renameCategory"]>[1]) {
    return this.change(ctx, "catalog.write", "category.rename", `category:${id}`, (audit) => this.d.catalog.renameCategory(id, input, audit));
  }

  setCategoryVisibility(ctx: ActionContext, id: number, input: Parameters<CatalogService["setCategoryVisibility"]>[1]) {
    return this.change(ctx, "catalog.write", "category.visibility", `category:${id}`, (audit) => this.d.catalog.setCategoryVisibility(id, input, audit));
  }

  /**
   * A move (or a reorder under the same parent); the old addresses of the subtree redirect to the new ones, written in
   * the move's transaction with its audit row: a move never commits without its redirects.
   */
  moveCategory(ctx: ActionContext, id: number, input: Parameters<CatalogService["moveCategory"]>[1]) {
    return this.change(ctx, "catalog.write", "category.move", `category:${id}`, (audit) =>
      this.d.catalog.moveCategory(id, input, audit, (tx, moved) => redirectMovedCategories(tx, moved)),
    );
  }

  attributes(staff: Staff) {
    return this.read(staff, "catalog.read", async () => accept(await this.d.catalog.staffAttributes()));
  }

  updateAttribute(ctx: ActionContext, id: number, input: Parameters<CatalogService["updateAttribute"]>[1]) {
    return this.change(ctx, "catalog.write", "attribute.update", `attribute:${id}`, (audit) => this.d.catalog.updateAttribute(id, input, audit));
  }

  saveAttributeOption(ctx: ActionContext, attributeId: number, input: Parameters<CatalogService["saveAttributeOption"]>[1]) {
    return this.change(ctx, "catalog.write", "attribute.option", `attribute:${attributeId}`, (audit) =>
      this.d.catalog.saveAttributeOption(attributeId, input, audit),
    );
  }

  // ---- a product's images: stored by the media module, listed by the catalogue ----

  productMedia(staff: Staff, productId: number) {
    return this.read(staff, "catalog.read", async () => accept(await this.d.catalog.productMedia(productId)));
  }

  /** An uploaded image: checked and stored by the media module, then added after the product's others. */
  async addProductMedia(ctx: ActionContext, productId: number, bytes: Buffer, label: string | null) {
    const no = this.refusal(ctx.staff, "catalog.write");
    if (no) return no;
    if (!this.d.mediaDir) return refuse("MEDIA_INVALID", "Uploads are not configured.");
    const stored = await storeUploadedImage(this.d.mediaDir, bytes);
    if (!stored.ok) return stored;
    // the image's row and its audit row commit together; a refusal or a failure leaves no stored file behind
    const outcome = await this.d.catalog
      .addProductMedia(productId, stored.value.file, label, this.auditIn(ctx, "product.media_add", `product:${productId}`))
      .catch(async (err: unknown) => {
        await removeUploadedImage(this.d.mediaDir!, stored.value.file);
        throw err;
      });
    if (!outcome.ok) await removeUploadedImage(this.d.mediaDir, stored.value.file);
    return outcome;
  }

  labelProductMedia(ctx: ActionContext, productId: number, mediaId: number, label: string | null) {
    return this.change(ctx, "catalog.write", "product.media_label", `product:${productId}`, (audit) =>
      this.d.catalog.labelProductMedia(productId, mediaId, label, audit),
    );
  }

  orderProductMedia(ctx: ActionContext, productId: number, ids: number[]) {
    return this.change(ctx, "catalog.write", "product.media_order", `product:${productId}`, (audit) => this.d.catalog.orderProductMedia(productId, ids, audit));
  }

  deleteProductMedia(ctx: ActionContext, productId: number, mediaId: number) {
    return this.change(ctx, "catalog.write", "product.media_delete", `product:${productId}`, async (audit) => {
      const outcome = await this.d.catalog.deleteProductMedia(productId, mediaId, audit);
      if (outcome.ok && outcome.value.file && this.d.mediaDir) await removeUploadedImage(this.d.mediaDir, outcome.value.file);
      return outcome;
    });
  }

  // ---- orders ----

  orders(staff: Staff, q: StaffOrderQuery) {
    return this.read(staff, "orders.read", async () => {
      const list = await this.d.orders.staffOrders(q);
      return accept({ ...list, items: list.items.map((o) => ({ ...o, created_at: iso(o.created_at)! })) });
    });
  }

  order(staff: Staff, id: number): Promise<Outcome<StaffOrderDetail>> {
    return this.read(staff, "orders.read", async () => {
      const found = await this.d.orders.staffOrder(id);
      if (!found.ok) return found;
      const o = found.value;
      const f = await this.d.orders.fulfilment.view(id);
      return accept({
        id: o.id,
        increment_id: o.increment_id,
        status: o.status,
        created_at: iso(o.created_at)!,
        customer_email: o.customer_email,
        customer_name: o.customer_name,
        grand_total: o.grand_total,
        payment_method_code: o.payment_method_code,
        shipping_description: o.shipping_description,
        customer_id: o.customer_id,
        gift_card_amount: o.gift_card_amount,
        shipping_gross: o.shipping_gross,
        billing_address: addressText(o.billing_address) ?? "",
        shipping_address: addressText(o.shipping_address),
        lines: o.lines,
        history: o.history.map((h) => ({ ...h, created_at: iso(h.created_at)! })),
        allowed_transitions: allowedTransitions(o.status),
        invoice_number: f?.invoice_number ?? null,
        invoice_issued_at: f?.invoice_issued_at ?? null,
        shipment_service: f?.shipment_service ?? null,
        shipment: f?.shipment ?? null,
      });
    });
  }

  /** The status change and its audit row commit together (the order module runs `auditIn` in its transaction). */
  changeOrderStatus(ctx: ActionContext, id: number, to: OrderStatus, comment: string | null) {
    return this.refusal(ctx.staff, "orders.status") ?? this.d.orders.changeStatus(id, to, comment, this.auditIn(ctx, "order.status", `order:${id}`));
  }

  /** The note, its mail and its audit row commit together. */
  async noteToCustomer(ctx: ActionContext, id: number, note: string) {
    return this.refusal(ctx.staff, "orders.note") ?? this.d.orders.noteToCustomer(id, note, this.auditIn(ctx, "order.note", `order:${id}`));
  }

  /** An audit row written by the owning module inside its change's transaction (order/fulfilment-types.ts). */
  auditIn(ctx: ActionContext, action: string, target: AuditTarget): InTransaction {
    return (tx, change) => writeAudit(tx, this.clock(), ctx, action, typeof target === "string" ? target : target(change), change.before, change.after);
  }

  /** A refund through the payment module (PayU, or its stand-in): the whole payment left (amount null) or a part. */
  refund(ctx: ActionContext, id: number, amount: number | null, reason: string, lines?: readonly { sku: string; qty: number }[] | null) {
    return this.change(ctx, "orders.refund", "order.refund", `order:${id}`, async (audit) => {
      // audited with the refund row, in the transaction that records PayU's answer (payment/service.ts)
      const outcome = await this.d.payments.refund(id, amount, reason, lines, audit);
      return outcome.ok
        ? accept({
            refund_id: outcome.value.refundId,
            amount: outcome.value.amount,
            status: outcome.value.status,
          })
        : outcome;
    });
  }

  // ---- shipments, invoice numbers, the confirmation again (order/fulfilment.ts; audited in the order's transaction) ----

  /** An InPost shipment for the order through ShipX; a repeated request answers the order's one shipment. */
  async createShipment(ctx: ActionContext, id: number, template: "small" | "medium" | "large") {
    return this.refusal(ctx.staff, "orders.ship") ?? this.d.orders.fulfilment.createShipment(id, template, this.auditIn(ctx, "order.shipment", `order:${id}`));
  }

  /** The shipment's label (PDF); a read, not audited. */
  async shipmentLabel(staff: Staff, id: number) {
    return this.refusal(staff, "orders.ship") ?? this.d.orders.fulfilment.label(id);
  }

  /** The order's invoice number ("FV/2026/000123"), issued once. */
  async issueInvoice(ctx: ActionContext, id: number) {
    return this.refusal(ctx.staff, "orders.invoice") ?? this.d.orders.fulfilment.issueInvoice(id, this.auditIn(ctx, "order.invoice", `order:${id}`));
  }

  /** The order's confirmation mailed again. */
  async resendConfirmation(ctx: ActionContext, id: number) {
    return (
      this.refusal(ctx.staff, "orders.resend") ?? this.d.orders.fulfilment.resendConfirmation(id, this.auditIn(ctx, "order.confirmation_resent", `order:${id}`))
    );
  }

  // ---- reviews and newsletter ----

  reviews(staff: Staff, q: { status: "pending" | "approved" | "rejected"; page: number; pageSize: number }) {
    return this.read(staff, "reviews.read", async () => {
      const list = await this.d.reviews.staffList(q);
      return accept({ ...list, items: list.items.map((r) => ({ ...r, created_at: iso(r.created_at)! })) });
    });
  }

  moderate(ctx: ActionContext, id: number, status: "approved" | "rejected") {
    return this.change(ctx, "reviews.moderate", "review.moderate", `review:${id}`, (audit) => this.d.reviews.staffModerate(id, status, audit));
  }

  subscribers(staff: Staff, page: number, pageSize: number) {
    return this.read(staff, "newsletter.export", async () => {
      const list = await this.d.newsletter.subscribers(page, pageSize);
      return accept({ total: list.total, items: list.items.map(subscriberOf) });
    });
  }

  /** Every confirmed subscriber with their consent, as CSV (RFC 4180, UTF-8 with a BOM for spreadsheets); audited. */
  async exportSubscribers(ctx: ActionContext): Promise<Outcome<string>> {
    const no = this.refusal(ctx.staff, "newsletter.export");
    if (no) return no;
    const { items } = await this.d.newsletter.subscribers(1, null);
    const head = ["email", "customer_id", "subscribed_at", "consent_version", "source", "confirmed_at", "confirmed_ip"];
    const rows = items.map(subscriberOf).map((s) => head.map((k) => csvCell(s[k as keyof StaffSubscriber])).join(","));
    await this.audit(ctx, "newsletter.export", "newsletter", null, { rows: items.length });
    return accept(`\uFEFF${[head.join(","), ...rows].join("\r\n")}\r\n`);
  }

  // ---- dashboard and audit ----

  dashboard(staff: Staff): Promise<Outcome<StaffDashboard>> {
    return this.read(staff, "dashboard.read", async () => {
      const now = this.clock();
      const [orders, low, mails, jobs] = await Promise.all([
        this.d.orders.dashboard(warsawStartOfDay(warsawDay(now))),
        can(staff.role, "catalog.read") ? this.d.catalog.lowStock(LOW_STOCK_THRESHOLD, 10) : Promise.resolve({ total: 0, items: [] }),
        this.d.mail.failures(),
        failedJobs(this.d.db, new Date(now.getTime() - 24 * 3600_000)),
      ]);
      return accept({ ...orders, low_stock: low, failed_mails: mails, failed_jobs: jobs });
    });
  }

  auditLog(staff: Staff, page: number, pageSize: number) {
    return this.read(staff, "audit.read", async () => {
      const [count] = await this.d.db.query<{ n: number }>("SELECT count(*)::int AS n FROM staff_audit_log");
      const rows = await this.d.db.query<{
        id: number;
        staff_email: string;
        action: string;
        target: string | null;
        before: unknown;
        after: unknown;
        ip: string | null;
        at: string | Date;
      }>("SELECT id, staff_email, action, target, before, after, ip, at FROM staff_audit_log ORDER BY id DESC LIMIT $1 OFFSET $2", [
        pageSize,
        (page - 1) * pageSize,
      ]);
      return accept({
        total: count?.n ?? 0,
        items: rows.map((r) => ({
          ...r,
          id: Number(r.id),
          before: r.before === null ? null : JSON.stringify(r.before),
          after: r.after === null ? null : JSON.stringify(r.after),
          at: iso(r.at)!,
        })),
      });
    });
  }
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** a given secret (the development demo accounts); else a new one */
  totpSecret?: string;
}

/**
 * Creates a staff account (the service, the admin:create-owner command, the development demo accounts), with its
 * audit row; `by` null is the command line.
 */
export async function createStaffAccount(
  db: Pick<Database, "query">,
  input: NewStaff,
  by: ActionContext | null,
  now: Date = new Date(),
): Promise<Outcome<{ id: number; totpSecret: string }, "EMAIL_TAKEN" | "WEAK_PASSWORD">> {
  if (input.password.length < 12) return refuse("WEAK_PASSWORD", "A staff password must have at least 12 characters.", { minLength: 12 });
  const email = input.email.trim().toLowerCase();
  const secret = input.totpSecret ?? newTotpSecret();
  // The account and its audit row in one statement (the command line has no transaction to share).
  const rows = await db.query<{ id: number }>(
    `WITH created AS (
       INSERT INTO staff_users (email, name, role, password_hash, totp_secret) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (email) DO NOTHING RETURNING id
     ), audited AS (
       INSERT INTO staff_audit_log (staff_id, staff_email, action, target, before, after, ip, at)
       SELECT $6, $7, 'staff.create', 'staff:' || id, NULL, $8::jsonb, $9, $10 FROM created
     )
     SELECT id FROM created`,
    [
      email,
      input.name,
      input.role,
      await hash(input.password),
      secret,
      by?.staff.id ?? null,
      by?.staff.email ?? "command line",
      JSON.stringify({ email, name: input.name, role: input.role }),
      by?.ip ?? null,
      now,
    ],
  );
  if (!rows[0]) return refuse("EMAIL_TAKEN", `There is already a staff account for ${email}.`);
  return accept({ id: rows[0].id, totpSecret: secret });
}

/** One row of the audit log (only ever added: the database refuses changes to it). */
export async function writeAudit(
  db: Pick<Database, "query">,
  at: Date,
  by: ActionContext | null,
  action: string,
  target: string | null,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db.query(
    "INSERT INTO staff_audit_log (staff_id, staff_email, action, target, before, after, ip, at) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)",
    [
      by?.staff.id ?? null,
      by?.staff.email ?? "command line",
      action,
      target,
      before === null || before === undefined ? null : JSON.stringify(before),
      after === null || after === undefined ? null : JSON.stringify(after),
      by?.ip ?? null,
      at,
    ],
  );
}

/** The development demo accounts (README "Back office"): one per role, the same password and TOTP secret. Never in production. */
export const DEMO_STAFF_PASSWORD = "Kiosk-demo-staff-1";
export const DEMO_STAFF_TOTP_SECRET = "KIOSKDEMOKIOSKDEMOKIOSKDEMOKIOSK";
export const DEMO_STAFF: { email: string; name: string; role: StaffRole }[] = [
  { email: "owner@kiosk.test", name: "Olga Właścicielka", role: "owner" },
  { email: "catalogue@kiosk.test", name: "Karol Katalog", role: "catalogue" },
  { email: "orders@kiosk.test", name: "Zofia Zamówienia", role: "orders" },
  { email: "content@kiosk.test", name: "Tomasz Treści", role: "content" },
  { email: "support@kiosk.test", name: "Paula Pomoc", role: "support" },
];

/** Creates the demo accounts when there is no staff account at all (a development database). */
export async function ensureDemoStaff(db: Pick<Database, "query">): Promise<number> {
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM staff_users");
  if ((row?.n ?? 0) > 0) return 0;
  for (const s of DEMO_STAFF) await createStaffAccount(db, { ...s, password: DEMO_STAFF_PASSWORD, totpSecret: DEMO_STAFF_TOTP_SECRET }, null);
  return DEMO_STAFF.length;
}

function subscriberOf(s: Awaited<ReturnType<NewsletterService["subscribers"]>>["items"][number]): StaffSubscriber {
  return {
    email: s.email,
    customer_id: s.customer_id,
    subscribed_at: iso(s.subscribed_at)!,
    consent_version: s.consent_version,
    source: s.source,
    confirmed_at: iso(s.confirmed_at),
    confirmed_ip: s.confirmed_ip,
  };
}

/** A CSV cell: quoted when needed; a leading =, +, - or @ is prefixed with ' so a spreadsheet does not run it as a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** An order's address (its JSON) as lines of text. */
function addressText(a: unknown): string | null {
  if (!a || typeof a !== "object") return null;
  const r = a as Record<string, unknown>;
  const street = Array.isArray(r["street"]) ? (r["street"] as unknown[]).join(", ") : (r["street"] ?? "");
  return [
    [r["firstname"], r["lastname"]].filter(Boolean).join(" "),
    r["company"],
    street,
    [r["postcode"], r["city"]].filter(Boolean).join(" "),
    r["country_id"],
    r["telephone"],
  ]
    .filter((x) => typeof x === "string" && x.trim() !== "")
    .join("\n");
}
