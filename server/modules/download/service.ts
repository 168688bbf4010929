/**
 * Downloads (docs/decisions/2026-11-26-downloads.md): grants made when an order is paid (idempotent: one grant per
 * order line and file, by a unique constraint), revoked by a refund, listed for their owner, opened through a
 * short-lived signed link; each full download (a request from byte 0) is counted by one guarded UPDATE, so
 * concurrent downloads never pass the limit.
 */
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { DownloadItem, DownloadLink, DownloadProducts } from "../../../contract/download.ts";
import { paidDownloadLinesSql } from "../order/index.ts";
import { FILE_FORMATS, FileCache, fileName, isFileFormat, type FileFormat, type RenderedFile } from "./files.ts";
import { LINK_SECONDS, readLink, signLink } from "./link-token.ts";
import type { BookFacts } from "./text.ts";

export interface DownloadDeps {
  db: Database;
  config: Pick<Config, "AUTH_SECRET">;
  clock?: () => Date;
}

interface GrantRow {
  id: number;
  customer_id: number;
  sku: string;
  title: string;
  author: string | null;
  format: string;
  downloads_allowed: number | null;
  downloads_used: number;
  status: string;
  increment_id: string;
}

/** A file ready to send: its bytes, name, and the grant it counts against (null for a sample). */
export interface OpenFile {
  grantId: number | null;
  file: RenderedFile;
  name: string;
}

/** The sentence of the accounts module's 401 (docs/api.md §1). */
const UNAUTHORIZED_MESSAGE = "The token is missing, invalid or expired. Log in again.";
const notFound = () => refuse("DOWNLOAD_NOT_FOUND", "There is no such download for this account.");
const limitReached = () => refuse("DOWNLOAD_LIMIT_REACHED", "This file has been downloaded as many times as allowed.");

/**
 * The grants of the paid lines matching `where` (on orders o / order_items i): one per catalogue file we can make,
 * once (a database seeded before MOBI was dropped may still list MOBI links: they grant nothing).
 */
const grantSql = (
  where: string,
) => `INSERT INTO download_grants (order_id, order_item_id, link_id, customer_id, product_id, sku, title, author, format, downloads_allowed)
  SELECT l.order_id, l.order_item_id, d.id, l.customer_id, l.product_id, l.sku, l.name, p.author, d.file_format, NULLIF(d.number_of_downloads, 0)
    FROM (${paidDownloadLinesSql(where)}) l
    JOIN downloadable_links d ON d.product_id = l.product_id AND d.file_format = ANY('{${FILE_FORMATS.join(",")}}'::text[])
    LEFT JOIN products p ON p.id = l.product_id
   ORDER BY l.order_item_id, d.position, d.id
  ON CONFLICT (order_item_id, link_id) DO NOTHING`;

/** The grants of one order's paid lines. */
const GRANT_ORDER_SQL = `${grantSql("o.id = $1")} RETURNING id`;

/** The download backstop's job (server/jobs). */
export const BACKSTOP_JOB = "download-backstop";

/** What this module needs of the job queue (server/jobs' Jobs). */
export interface DownloadJobs {
  work(name: string, handler: (data: object) => Promise<void>): Promise<unknown>;
  schedule(name: string, cron: string, data?: object): Promise<unknown>;
}

export class DownloadService {
  private readonly db: Database;
  private readonly secret: string;
  private readonly clock: () => Date;
  readonly files = new FileCache();

  constructor(deps: DownloadDeps) {
    this.db = deps.db;
    this.secret = deps.config.AUTH_SECRET;
    this.clock = deps.clock ?? (() => new Date());
  }

  /** Grants the files of a paid order's downloadable lines; safe to call twice, or from two processes. Answers how many were new. */
  async fulfilOrder(orderId: number): Promise<number> {
    const rows = await preparedQuery(this.db, "download_grant_order", GRANT_ORDER_SQL, [orderId]);
    return rows.length;
  }

  /** A refund or cancellation: the order's grants are revoked (no further links or downloads). */
  async revokeOrder(orderId: number): Promise<number> {
    const rows = await this.db.query(
      "UPDATE download_grants SET status = 'revoked', revoked_at = $2 WHERE order_id = $1 AND status <> 'revoked' RETURNING id",
      [orderId, this.clock()],
    );
    return rows.length;
  }

  /**
   * Schedules the backstop as a database job every 5 minutes (server/jobs): it runs once across processes and
   * survives restarts. It is how a crash between a payment and its event, or an order paid without one (free,
   * completed by the shop), still grants its files.
   */
  async start(jobs: DownloadJobs | null): Promise<void> {
    if (!jobs) return;
    await jobs.work(BACKSTOP_JOB, async () => void (await this.fulfilRecent(this.clock())));
    await jobs.schedule(BACKSTOP_JOB, "*/5 * * * *", {});
  }

  /** The backstop: orders paid in the 2 days before `now` whose downloadable lines have no grants yet get them. */
  async fulfilRecent(now: Date = this.clock()): Promise<number> {
    const rows = await this.db.query(
      `${grantSql("o.updated_at >= $1::timestamptz - interval '2 days' AND NOT EXISTS (SELECT 1 FROM download_grants g WHERE g.order_item_id = i.id)")} RETURNING id`,
      [now],
    );
    return rows.length;
  }

  /** The signed-in customer's downloadable products, newest first (revoked grants are not shown). */
  async list(customerId: number): Promise<Outcome<DownloadProducts>> {
    const rows = await this.db.query<GrantRow & { product_id: number | null; order_date: Date }>(
      `SELECT g.id, g.customer_id, g.product_id, g.sku, g.title, g.author, g.format, g.downloads_allowed, g.downloads_used, g.status,
              o.increment_id, o.created_at AS order_date
         FROM download_grants g JOIN orders o ON o.id = g.order_id
        WHERE g.customer_id = $1 AND g.status <> 'revoked'
        ORDER BY g.id DESC LIMIT 500`,
      [customerId],
    );
    const items: DownloadItem[] = rows.map((g) => ({
      id: g.id,
      order_id: g.increment_id,
      order_date: new Date(g.order_date).toISOString(),
      product_id: g.product_id,
      sku: g.sku,
      title: g.title,
      format: g.format,
      status: shownStatus(g),
      downloads_used: g.downloads_used,
      downloads_allowed: g.downloads_allowed,
      downloads_left: g.downloads_allowed === null ? "Unlimited" : Math.max(0, g.downloads_allowed - g.downloads_used),
      link: `/api/download/${g.id}/link`,
    }));
    return accept({ items });
  }

  /**
   * A link to one of the customer's files, good for 5 minutes; refused when the grant is not theirs, revoked or used
   * up. `who` is the access token's claims, checked cryptographically only: the customer row (active, token version)
   * is checked here, in the same query as the grant (the answer is on the benchmark's hot path).
   */
  async link(who: { customerId: number; version: number }, grantId: number): Promise<Outcome<DownloadLink>> {
    const rows = await this.db.query<Partial<GrantRow> & { customer_ok: number }>(
      `SELECT c.id AS customer_ok, g.id, g.customer_id, g.sku, g.title, g.author, g.format, g.downloads_allowed, g.downloads_used, g.status, '' AS increment_id
         FROM customers c LEFT JOIN download_grants g ON g.id = $1 AND g.customer_id = c.id AND g.status <> 'revoked'
        WHERE c.id = $2 AND c.is_active AND c.token_version = $3`,
      [grantId, who.customerId, who.version],
    );
    if (!rows[0]) return refuse("UNAUTHORIZED", UNAUTHORIZED_MESSAGE);
    const g = rows[0] as GrantRow;
    if (g.id === null || !isFileFormat(g.format)) return notFound();
    if (g.status !== "available") return notFound();
    if (g.downloads_allowed !== null && g.downloads_used >= g.downloads_allowed) return limitReached();
    const expires = Math.floor(this.clock().getTime() / 1000) + LINK_SECONDS;
    const token = signLink(this.secret, { grantId, customerId: who.customerId, expires });
    return accept({
      url: `/api/download/file/${token}`,
      expires_at: new Date(expires * 1000).toISOString(),
      file_name: fileName(bookOf(g), g.format),
    });
  }

  /** The file a link names, when the link is good and the grant still its customer's (not yet counted: see `count`). */
  async open(token: string): Promise<Outcome<OpenFile & { grantId: number; used: number }>> {
    const claims = readLink(this.secret, token);
    if (!claims) return notFound();
    if (claims.expires * 1000 <= this.clock().getTime()) return refuse("DOWNLOAD_LINK_EXPIRED", "The download link has expired. Ask for a new one.");
    const rows = await this.db.query<GrantRow & { order_increment: string }>(
      `SELECT g.id, g.customer_id, g.sku, g.title, g.author, g.format, g.downloads_allowed, g.downloads_used, g.status, o.increment_id
         FROM download_grants g JOIN orders o ON o.id = g.order_id
        WHERE g.id = $1 AND g.customer_id = $2 AND g.status = 'available'`,
      [claims.grantId, claims.customerId],
    );
    const g = rows[0];
    if (!g || !isFileFormat(g.format)) return notFound();
    const book = bookOf(g);
    return accept({ grantId: g.id, used: g.downloads_used, file: this.files.get(book, g.format), name: fileName(book, g.format) });
  }

  /**
   * Counts one download of the grant (a request from byte 0) and records it, in one statement guarded by the limit:
   * two concurrent downloads at the last one left count once. A later range of a download already counted is
   * recorded without counting (`counted` false).
   */
  async count(grantId: number, e: { counted: boolean; ip: string; bytes: number; range: string | null }): Promise<Outcome<null>> {
    const rows = await this.db.query(
      `WITH counted AS (
         UPDATE download_grants SET downloads_used = downloads_used + 1
          WHERE id = $1 AND $2::boolean AND status = 'available' AND (downloads_allowed IS NULL OR downloads_used < downloads_allowed)
         RETURNING id
       ), resumed AS (
         SELECT id FROM download_grants WHERE id = $1 AND NOT $2::boolean AND status = 'available' AND downloads_used > 0
       ), served AS (SELECT id FROM counted UNION ALL SELECT id FROM resumed)
       INSERT INTO download_events (grant_id, at, ip, bytes, range) SELECT id, $3, $4, $5, $6 FROM served RETURNING id`,
      [grantId, e.counted, this.clock(), e.ip, e.bytes, e.range],
    );
    return rows.length ? accept(null) : limitReached();
  }

  /** A public sample ("Fragment") the catalogue names as a product's sample_url, e.g. `eb-000123-fragment.epub`. */
  async sample(file: string): Promise<OpenFile | null> {
    const m = /^([a-z0-9-]{1,40})-fragment\.([a-z]{3,4})$/.exec(file);
    if (!m || !isFileFormat(m[2]!)) return null;
    const format: FileFormat = m[2];
    const rows = await this.db.query<{ sku: string; name: string; author: string | null }>(
      `SELECT p.sku, p.name, p.author FROM downloadable_links d JOIN products p ON p.id = d.product_id
        WHERE d.sample_url = $1 AND d.file_format = $2 AND p.status = 1 LIMIT 1`,
      [`/samples/${file}`, format],
    );
    const p = rows[0];
    if (!p) return null;
    const book: BookFacts = { sku: p.sku, title: p.name, author: p.author, fragment: true };
    return { grantId: null, file: this.files.get(book, format), name: fileName(book, format) };
  }
}

const bookOf = (g: GrantRow): BookFacts => ({ sku: g.sku, title: g.title, author: g.author, fragment: false, copyOf: g.increment_id || null });

/** available, or expired once no download is left (docs/storefront.md §4). */
function shownStatus(g: GrantRow): DownloadItem["status"] {
  if (g.status === "pending" || g.status === "expired") return g.status;
  return g.downloads_allowed !== null && g.downloads_used >= g.downloads_allowed ? "expired" : "available";
}
