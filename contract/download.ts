/**
 * Downloads in the API (docs/api.md, "Downloads"; docs/decisions/2026-11-26-downloads.md): the signed-in customer's
 * downloadable products, a short-lived link to one file, and the file itself. Files are granted when an order is
 * paid and revoked by a refund; a link is good for 5 minutes, for its customer only.
 */
import { z } from "zod";
import { text } from "./primitives.ts";

/** How a grant is shown (docs/storefront.md §4): available, pending (waiting for payment), expired (no downloads left). */
export const DOWNLOAD_STATUSES = ["available", "pending", "expired"] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

export const DownloadItem = z.strictObject({
  /** the grant's id: what POST /api/download/:grantId/link takes */
  id: z.number().int(),
  /** the order's number (increment id) */
  order_id: z.string(),
  order_date: z.string(),
  product_id: z.number().int().nullable(),
  sku: z.string(),
  title: z.string(),
  format: z.string(),
  status: z.enum(DOWNLOAD_STATUSES),
  downloads_used: z.number().int(),
  /** null: unlimited */
  downloads_allowed: z.number().int().nullable(),
  /** the downloads left, or "Unlimited" */
  downloads_left: z.union([z.number().int(), z.literal("Unlimited")]),
  /** where to ask for a download link (POST) */
  link: z.string(),
});
export type DownloadItem = z.infer<typeof DownloadItem>;

export const DownloadProducts = z.strictObject({ items: z.array(DownloadItem) });
export type DownloadProducts = z.infer<typeof DownloadProducts>;

export const DownloadGrantParams = z.strictObject({ grantId: z.coerce.number().int().positive().max(2147483647) });

export const DownloadLink = z.strictObject({
  /** a path under /api/download/file/ that serves the file once opened (an attachment) */
  url: z.string(),
  expires_at: z.string(),
  file_name: z.string(),
});
export type DownloadLink = z.infer<typeof DownloadLink>;

export const DownloadFileParams = z.strictObject({ token: text().max(200) });
