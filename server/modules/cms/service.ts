/**
 * CMS: information pages, JSON blocks, the page hierarchy and banners. Banners are served only inside
 * their date window and only with the fields their slot requires (docs/storefront.md §5). Texts may carry the
 * delivery terms' placeholders ({{delivery_table}}, {{free_delivery_threshold}}, {{dispatch_cutoff}}, …: domain/
 * terms-text.ts), expanded here from the shop's delivery rules before a page's HTML is sanitised, so a page, a block
 * or a banner states what the cart charges.
 */
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import { warsawDay } from "../../../domain/pricing.ts";
import { sanitizeCmsHtml } from "./sanitize.ts";
import { DELIVERY_RULES, rulesSource, type DeliveryRules, type DeliveryRulesSource } from "../../../domain/delivery-rules.ts";
import { expandTermsHtml, expandTermsJson, expandTermsText } from "../../../domain/terms-text.ts";
import type { BannerSlot } from "../../../contract/cms.ts";
import type { banners, cmsBlocks, cmsPages } from "./tables.ts";

export type CmsPageDoc = Pick<
  RowOf<typeof cmsPages>,
  "id" | "identifier" | "title" | "content_heading" | "content" | "meta_title" | "meta_description" | "meta_keywords" | "updated_at"
>;

export type BannerRow = RowOf<typeof banners>;

export { BANNER_SLOTS, type BannerSlot } from "../../../contract/cms.ts";

/** Required fields per slot: mainpl both images, dates and link; second both urls, dates, link; logos both images. */
export function bannerIsComplete(b: BannerRow): boolean {
  const has = (v: string | null) => v !== null && v.trim() !== "";
  switch (b.slot) {
    case "mainpl":
      return has(b.image_desktop) && has(b.image_mobile) && has(b.from_date) && has(b.to_date) && has(b.link);
    case "second":
      return has(b.url_desktop) && has(b.url_mobile) && has(b.from_date) && has(b.to_date) && has(b.link);
    case "logos":
      return has(b.image_desktop) && has(b.image_mobile);
    default:
      return false;
  }
}

export function bannerIsCurrent(b: BannerRow, today: string): boolean {
  return (b.from_date === null || b.from_date <= today) && (b.to_date === null || today <= b.to_date);
}

/** dd.mm.yyyy, as the specification shows banner dates. */
function ddmmyyyy(day: string | null): string | null {
  if (!day) return null;
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}

export class CmsService {
  private readonly db: Database;
  private readonly clock: () => Date;
  /** the delivery terms the texts' placeholders are expanded from (checked at the start of each read that expands them) */
  private readonly terms: DeliveryRulesSource;
  constructor(db: Database, clock: () => Date = () => new Date(), rules: DeliveryRules | DeliveryRulesSource = DELIVERY_RULES) {
    this.db = db;
    this.clock = clock;
    this.terms = rulesSource(rules);
  }

  private get rules(): DeliveryRules {
    return this.terms.current;
  }

  private text<T extends string | null>(value: T): T {
    return (value === null ? value : expandTermsText(value, this.rules)) as T;
  }

  /** An active information page with its HTML sanitised. */
  async page(identifier: string): Promise<Outcome<CmsPageDoc, "CMS_NOT_FOUND">> {
    await this.terms.fresh();
    const [row] = await this.db.query<CmsPageDoc>(
      `SELECT id, identifier, title, content_heading, content, meta_title, meta_description, meta_keywords, updated_at
         FROM cms_pages WHERE identifier = $1 AND is_active`,
      [identifier],
    );
    if (!row) return refuse("CMS_NOT_FOUND", `CMS query returned empty result: there is no page "${identifier}".`);
    return accept({
      ...row,
      title: this.text(row.title),
      content_heading: this.text(row.content_heading),
      meta_title: this.text(row.meta_title),
      meta_description: this.text(row.meta_description),
      content: sanitizeCmsHtml(expandTermsHtml(row.content, this.rules)),
    });
  }

  async pages() {
    return this.db.query<Pick<RowOf<typeof cmsPages>, "id" | "identifier" | "title">>(
      `SELECT id, identifier, title FROM cms_pages WHERE is_active ORDER BY id LIMIT 500`,
    );
  }

  async blocks(identifiers?: string[]) {
    await this.terms.fresh();
    const rows = await this.db.query<Pick<RowOf<typeof cmsBlocks>, "id" | "identifier" | "title" | "content">>(
      identifiers?.length
        ? `SELECT id, identifier, title, content FROM cms_blocks WHERE is_active AND identifier = ANY($1::text[]) ORDER BY id LIMIT 150`
        : `SELECT id, identifier, title, content FROM cms_blocks WHERE is_active ORDER BY id LIMIT 150`,
      identifiers?.length ? [identifiers] : [],
    );
    return rows.map((r) => ({ ...r, content: JSON.stringify(expandTermsJson(r.content, this.rules)) }));
  }

  /** The whole hierarchy, or one node with its children and its parent. */
  async hierarchy(identifier?: string) {
    const rows = await this.db.query<{
      id: number;
      identifier: string;
      parent_id: number | null;
      page_id: number | null;
      title: string;
      request_url: string;
      position: number;
    }>(`SELECT id, identifier, parent_id, page_id, title, request_url, position FROM cms_hierarchy ORDER BY position, id`);
    if (!identifier) return accept(rows);
    const node = rows.find((r) => r.identifier === identifier);
    if (!node) return refuse("CMS_NOT_FOUND", `CMS query returned empty result: there is no hierarchy node "${identifier}".`);
    const parent = rows.find((r) => r.id === node.parent_id) ?? null;
    return accept([node, ...rows.filter((r) => r.parent_id === node.id), ...(parent ? [parent] : [])]);
  }

  async banners(slot?: BannerSlot) {
    await this.terms.fresh();
    const today = warsawDay(this.clock());
    const rows = await this.db.query<BannerRow>(
      `SELECT id, slot, image_desktop, image_mobile, url_desktop, url_mobile, link, alt, text1, desktop, mobile, from_date, to_date, sort_order
         FROM banners ${slot ? "WHERE slot = $1" : ""} ORDER BY slot, sort_order, id`,
      slot ? [slot] : [],
    );
    return rows
      .filter((b) => bannerIsCurrent(b, today) && bannerIsComplete(b))
      .map((b) => ({
        id: b.id,
        slot: b.slot,
        imageDesktop: b.image_desktop,
        imageMobile: b.image_mobile,
        urlDesktop: b.url_desktop,
        urlMobile: b.url_mobile,
        desktop: b.desktop,
        mobile: b.mobile,
        from: ddmmyyyy(b.from_date),
        to: ddmmyyyy(b.to_date),
        link: b.link,
        order: b.sort_order,
        alt: this.text(b.alt),
        text1: this.text(b.text1),
      }));
  }
}
