/**
 * The back office's content actions (docs/decisions/2026-11-28-back-office-content.md): CMS pages, through the CMS
 * module's door, and coupons (sales rules), through the cart module's door. Each action checks its permission (domain/staff.ts: cms.read, cms.write; the content role and the
 * owner); each change's audit entry is written by the owning module inside the change's own transaction, as
 * StaffService's are (docs/decisions/2026-11-26-audit-atomic.md).
 */
import type { StaffCmsPageBody, StaffCouponBody } from "../../../contract/staff-content.ts";
import type { Database } from "../../db/client.ts";
import type { InTransaction } from "../../db/in-transaction.ts";
import { accept, type Outcome } from "../../http/outcome.ts";
import type { CouponBackOffice } from "../cart/index.ts";
import type { BannerBackOffice, CmsBackOffice, StaffBannerInput, StaffCmsPage } from "../cms/index.ts";
import type { DeliveryBackOffice } from "../delivery/index.ts";
import type { StaffDeliveryRulesBody } from "../../../contract/staff-delivery.ts";
import { writeAudit, type ActionContext, type Staff, type StaffService } from "./service.ts";

export interface StaffContentDeps {
  db: Database;
  staff: StaffService;
  cms: CmsBackOffice;
  coupons: CouponBackOffice;
  banners: BannerBackOffice;
  delivery: DeliveryBackOffice;
  clock?: () => Date;
}

/** What the audit log keeps of a page: its fields, with the HTML's length and not the HTML itself. */
const auditView = <T extends { content?: string } | null>(p: T) => (p === null ? null : { ...p, content: undefined, content_length: p.content?.length ?? 0 });

export class StaffContentService {
  private readonly clock: () => Date;
  private readonly d: StaffContentDeps;
  constructor(d: StaffContentDeps) {
    this.d = d;
    this.clock = d.clock ?? (() => new Date());
  }

  cmsPages(staff: Staff, q: { page: number; pageSize: number; search?: string }) {
    return this.d.staff.refusal(staff, "cms.read") ?? this.d.cms.pages(q).then(accept);
  }

  async cmsPage(staff: Staff, id: number) {
    return this.d.staff.refusal(staff, "cms.read") ?? this.d.cms.page(id);
  }

  /** The storefront's rendering of an unsaved text (cms.write: only editors preview). */
  cmsPreview(staff: Staff, content: string): Outcome<{ html: string }> {
    return this.d.staff.refusal(staff, "cms.write") ?? accept({ html: this.d.cms.preview(content) });
  }

  async createCmsPage(ctx: ActionContext, body: StaffCmsPageBody) {
    const no = this.d.staff.refusal(ctx.staff, "cms.write");
    if (no) return no;
    const outcome = await this.d.cms.create(
      body,
      this.auditIn(ctx, (c) => ({
        action: "cms.page_create",
        target: `cms_page:${(c.after as StaffCmsPage).id}`,
        before: null,
        after: auditView(c.after as StaffCmsPage),
      })),
    );
    return outcome.ok ? accept(outcome.value.after) : outcome;
  }

  async updateCmsPage(ctx: ActionContext, id: number, body: StaffCmsPageBody) {
    const no = this.d.staff.refusal(ctx.staff, "cms.write");
    if (no) return no;
    const outcome = await this.d.cms.update(
      id,
      body,
      this.auditIn(ctx, (c) => ({
        action: "cms.page_update",
        target: `cms_page:${id}`,
        before: auditView(c.before as StaffCmsPage),
        after: auditView(c.after as StaffCmsPage),
      })),
    );
    return outcome.ok ? accept(outcome.value.after) : outcome;
  }

  async publishCmsPage(ctx: ActionContext, id: number, active: boolean) {
    const no = this.d.staff.refusal(ctx.staff, "cms.write");
    if (no) return no;
    const outcome = await this.d.cms.setActive(
      id,
      active,
      this.auditIn(ctx, (c) => ({ action: active ? "cms.page_publish" : "cms.page_unpublish", target: `cms_page:${id}`, ...c })),
    );
    return outcome.ok ? this.d.cms.page(id) : outcome;
  }

  // ---- coupons ----

  coupons(staff: Staff, q: { page: number; pageSize: number; search?: string }) {
    return this.d.staff.refusal(staff, "coupons.read") ?? this.d.coupons.list(q).then(accept);
  }

  async coupon(staff: Staff, id: number) {
    return this.d.staff.refusal(staff, "coupons.read") ?? this.d.coupons.get(id);
  }

  async couponUses(staff: Staff, id: number, q: { page: number; pageSize: number }) {
    return this.d.staff.refusal(staff, "coupons.read") ?? this.d.coupons.uses(id, q);
  }

  async createCoupon(ctx: ActionContext, body: StaffCouponBody) {
    const no = this.d.staff.refusal(ctx.staff, "coupons.write");
    if (no) return no;
    const outcome = await this.d.coupons.create(
      body,
      this.auditIn(ctx, (c) => ({ action: "coupon.create", target: `coupon:${(c.after as { id: number }).id}`, ...c })),
    );
    return outcome.ok ? accept(outcome.value.after) : outcome;
  }

  /** A coupon changed; switching it off is a change of is_active (audited as coupon.disable). */
  async updateCoupon(ctx: ActionContext, id: number, body: StaffCouponBody) {
    const no = this.d.staff.refusal(ctx.staff, "coupons.write");
    if (no) return no;
    const outcome = await this.d.coupons.update(
      id,
      body,
      this.auditIn(ctx, (c) => {
        const [was, is] = [(c.before as { is_active: boolean }).is_active, (c.after as { is_active: boolean }).is_active];
        return { action: was && !is ? "coupon.disable" : !was && is ? "coupon.enable" : "coupon.update", target: `coupon:${id}`, ...c };
      }),
    );
    return outcome.ok ? accept(outcome.value.after) : outcome;
  }

  // ---- banners (the home page's slots; reading them needs cms.read, changing them banners.write) ----

  async banners(staff: Staff) {
    return this.d.staff.refusal(staff, "cms.read") ?? accept(await this.d.banners.list());
  }

  async createBanner(ctx: ActionContext, body: StaffBannerInput) {
    const no = this.d.staff.refusal(ctx.staff, "banners.write");
    if (no) return no;
    const { after } = await this.d.banners.create(
      body,
      this.auditIn(ctx, (c) => ({ action: "banner.create", target: `banner:${(c.after as { id: number }).id}`, ...c })),
    );
    return accept(after);
  }

  async updateBanner(ctx: ActionContext, id: number, body: StaffBannerInput) {
    const no = this.d.staff.refusal(ctx.staff, "banners.write");
    if (no) return no;
    const outcome = await this.d.banners.update(
      id,
      body,
      this.auditIn(ctx, (c) => ({ action: "banner.update", target: `banner:${id}`, ...c })),
    );
    return outcome.ok ? accept(outcome.value.after) : outcome;
  }

  async removeBanner(ctx: ActionContext, id: number) {
    const no = this.d.staff.refusal(ctx.staff, "banners.write");
    if (no) return no;
    const outcome = await this.d.banners.remove(
      id,
      this.auditIn(ctx, (c) => ({ action: "banner.delete", target: `banner:${id}`, ...c })),
    );
    return outcome.ok ? accept(true as const) : outcome;
  }

  // ---- delivery and payment terms (docs/decisions/2026-11-26-delivery-rules-data.md; reading needs cms.read, changing delivery.write) ----

  async deliveryRules(staff: Staff) {
    return this.d.staff.refusal(staff, "cms.read") ?? accept(await this.d.delivery.view());
  }

  /** The change and its audit row (before and after) commit together (the delivery module runs the audit in its transaction). */
  async saveDeliveryRules(ctx: ActionContext, body: StaffDeliveryRulesBody) {
    return (
      this.d.staff.refusal(ctx.staff, "delivery.write") ??
      this.d.delivery.save(body, ctx.staff.email, (tx, change) =>
        writeAudit(tx, this.clock(), ctx, "delivery.rules_update", "delivery_settings", change.before, change.after),
      )
    );
  }

  /** Back to the code's terms; audited (before and after) in the change's transaction. */
  async resetDeliveryRules(ctx: ActionContext) {
    return (
      this.d.staff.refusal(ctx.staff, "delivery.write") ??
      accept(
        await this.d.delivery.reset(ctx.staff.email, (tx, change) =>
          writeAudit(tx, this.clock(), ctx, "delivery.rules_reset", "delivery_settings", change.before, change.after),
        ),
      )
    );
  }

  /** The audit row, written by the owning module inside its change's transaction (docs/decisions/2026-11-26-audit-atomic.md). */
  private auditIn(
    ctx: ActionContext,
    row: (change: { before: unknown; after: unknown }) => { action: string; target: string; before: unknown; after: unknown },
  ): InTransaction {
    return (tx, change) => {
      const r = row(change);
      return writeAudit(tx, this.clock(), ctx, r.action, r.target, r.before, r.after);
    };
  }
}
