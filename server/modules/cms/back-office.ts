/**
 * The back office's CMS pages (docs/decisions/2026-11-28-back-office-content.md): every page, active or not, paged;
 * one page as stored; a page created or changed, its HTML sanitised on save with the storefront's own sanitiser
 * (sanitize.ts); published or withdrawn; and a preview that is the storefront's own rendering of the text
 * (the delivery-terms placeholders expanded, then sanitised: CmsService.page). A write to cms_pages moves the page
 * version (migration 0008), so every process's page cache drops the old page. The staff module calls these through
 * this module's door, after its permission check, and writes the audit entry.
 */
import type { Database } from "../../db/client.ts";
import type { InTransaction } from "../../db/in-transaction.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import { rulesSource, type DeliveryRules, type DeliveryRulesSource } from "../../../domain/delivery-rules.ts";
import { expandTermsHtml } from "../../../domain/terms-text.ts";
import { sanitizeCmsHtml } from "./sanitize.ts";

export interface StaffCmsPageRow {
  id: number;
  identifier: string;
  title: string;
  is_active: boolean;
  updated_at: string;
}

export interface StaffCmsPage extends StaffCmsPageRow {
  content_heading: string;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
}

export interface StaffCmsPageInput {
  identifier: string;
  title: string;
  content_heading: string;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  is_active: boolean;
}

const COLUMNS = "id, identifier, title, content_heading, content, meta_title, meta_description, is_active, updated_at";
const iso = (d: string | Date) => new Date(d).toISOString();
const shaped = (r: StaffCmsPage): StaffCmsPage => ({ ...r, updated_at: iso(r.updated_at) });

export class CmsBackOffice {
  private readonly db: Database;
  private readonly terms: DeliveryRulesSource;
  private readonly clock: () => Date;
  constructor(db: Database, rules: DeliveryRules | DeliveryRulesSource, clock: () => Date = () => new Date()) {
    this.db = db;
    this.terms = rulesSource(rules);
    this.clock = clock;
  }

  /** Every page (active or not) whose identifier or title has `search`, by identifier, a page of `pageSize`. */
  async pages(q: { page: number; pageSize: number; search?: string }): Promise<{ items: StaffCmsPageRow[]; total: number }> {
    const like = q.search?.trim() ? `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = like ? "WHERE identifier ILIKE $1 OR title ILIKE $1" : "";
    const args = like ? [like] : [];
    const [count] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cms_pages ${where}`, args);
    const rows = await this.db.query<StaffCmsPageRow>(
      `SELECT id, identifier, title, is_active, updated_at FROM cms_pages ${where} ORDER BY identifier LIMIT $${args.length + 1} OFFSET $${args.length + 2}`,
      [...args, q.pageSize, (q.page - 1) * q.pageSize],
    );
    return { items: rows.map((r) => ({ ...r, updated_at: iso(r.updated_at) })), total: count?.n ?? 0 };
  }

  async page(id: number): Promise<Outcome<StaffCmsPage, "CMS_NOT_FOUND">> {
    const [row] = await this.db.query<StaffCmsPage>(`SELECT ${COLUMNS} FROM cms_pages WHERE id = $1`, [id]);
    return row ? accept(shaped(row)) : refuse("CMS_NOT_FOUND", `There is no CMS page ${id}.`);
  }

  /** The HTML as the storefront would serve it: placeholders expanded, then the storefront's sanitiser. */
  preview(content: string): string {
    return sanitizeCmsHtml(expandTermsHtml(sanitizeCmsHtml(content), this.terms.current));
  }

  /** A new page; its HTML sanitised before it is stored. */
  // Each change runs the caller's `inTransaction` (its audit row) in its own transaction (docs/decisions/2026-11-26-audit-atomic.md).

  async create(input: StaffCmsPageInput, inTransaction?: InTransaction): Promise<Outcome<{ before: null; after: StaffCmsPage }, "CMS_IDENTIFIER_TAKEN">> {
    const clean = { ...input, content: sanitizeCmsHtml(input.content) };
    // cms_pages.id has no sequence (the catalogue generator numbers pages): the next number, taken under a lock.
    return this.db.transaction(async (tx) => {
      await tx.query("LOCK TABLE cms_pages IN SHARE ROW EXCLUSIVE MODE");
      const [row] = await tx.query<StaffCmsPage>(
        `INSERT INTO cms_pages (id, identifier, title, content_heading, content, meta_title, meta_description, is_active, updated_at)
         SELECT COALESCE(max(id), 0) + 1, $1, $2, $3, $4, $5, $6, $7, $8 FROM cms_pages
         ON CONFLICT (identifier) DO NOTHING RETURNING ${COLUMNS}`,
        [clean.identifier, clean.title, clean.content_heading, clean.content, clean.meta_title, clean.meta_description, clean.is_active, this.clock()],
      );
      if (!row) return refuse("CMS_IDENTIFIER_TAKEN", `There is already a CMS page "${input.identifier}".`);
      const change = { before: null, after: shaped(row) };
      await inTransaction?.(tx, change);
      return accept(change);
    });
  }

  /** A page changed (its HTML sanitised before it is stored); before and after for the audit log. */
  async update(
    id: number,
    input: StaffCmsPageInput,
    inTransaction?: InTransaction,
  ): Promise<Outcome<{ before: StaffCmsPage; after: StaffCmsPage }, "CMS_NOT_FOUND" | "CMS_IDENTIFIER_TAKEN">> {
    return this.db.transaction(async (tx) => {
      const [was] = await tx.query<StaffCmsPage>(`SELECT ${COLUMNS} FROM cms_pages WHERE id = $1 FOR UPDATE`, [id]);
      if (!was) return refuse("CMS_NOT_FOUND", `There is no CMS page ${id}.`);
      const [taken] = await tx.query<{ id: number }>("SELECT id FROM cms_pages WHERE identifier = $1 AND id <> $2", [input.identifier, id]);
      if (taken) return refuse("CMS_IDENTIFIER_TAKEN", `There is already a CMS page "${input.identifier}".`);
      const [row] = await tx.query<StaffCmsPage>(
        `UPDATE cms_pages SET identifier = $2, title = $3, content_heading = $4, content = $5, meta_title = $6, meta_description = $7,
         is_active = $8, updated_at = $9 WHERE id = $1 RETURNING ${COLUMNS}`,
        [
          id,
          input.identifier,
          input.title,
          input.content_heading,
          sanitizeCmsHtml(input.content),
          input.meta_title,
          input.meta_description,
          input.is_active,
          this.clock(),
        ],
      );
      if (!row) return refuse("CMS_NOT_FOUND", `There is no CMS page ${id}.`);
      const change = { before: shaped(was), after: shaped(row) };
      await inTransaction?.(tx, change);
      return accept(change);
    });
  }

  /** Published (shown on the storefront) or withdrawn. */
  async setActive(
    id: number,
    active: boolean,
    inTransaction?: InTransaction,
  ): Promise<Outcome<{ before: { is_active: boolean }; after: { is_active: boolean } }, "CMS_NOT_FOUND">> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ was: boolean }>(
        `UPDATE cms_pages p SET is_active = $2, updated_at = $3 FROM (SELECT id, is_active AS was FROM cms_pages WHERE id = $1 FOR UPDATE) o
        WHERE p.id = o.id RETURNING o.was`,
        [id, active, this.clock()],
      );
      if (!row) return refuse("CMS_NOT_FOUND", `There is no CMS page ${id}.`);
      const change = { before: { is_active: row.was }, after: { is_active: active } };
      await inTransaction?.(tx, change);
      return accept(change);
    });
  }
}
