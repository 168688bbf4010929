/**
 * Keeping the offline copies within the browser's storage quota (docs/storefront.md §9: the quota is checked
 * every 30 s; over it, entries are purged; the preserved collections never). Pure: the service worker measures
 * (navigator.storage.estimate(), the kept entries' dates and sizes) and deletes what `planTrim` names.
 *
 * Preserved: the cart and the order queue (localStorage and IndexedDB, never in the caches this trims) and the
 * current build's precache (without it the shop would not start offline). Only the runtime caches are trimmed,
 * oldest first.
 */

/** How often the worker checks, at most (§9: every 30 s). */
export const QUOTA_CHECK_MS = 30_000;

export interface QuotaPolicy {
  /** the share of the browser's quota the offline copies may use (0–1) */
  maxShare: number;
  /** and never more than this many bytes */
  maxBytes: number;
  /** once over, trim down to this share of the budget (0–1), so the next visits do not trim again at once */
  trimTo: number;
}

export const DEFAULT_QUOTA_POLICY: QuotaPolicy = { maxShare: 0.5, maxBytes: 50 * 1024 * 1024, trimTo: 0.8 };

export interface KeptEntry {
  cache: string;
  url: string;
  /** when it was stored (ms since the epoch; the answer's Date header) */
  storedAt: number;
  bytes: number;
}

/** The budget in bytes for a quota (0 when the browser gives none: nothing may be kept beyond the precache). */
export function budgetOf(quota: number, policy: QuotaPolicy = DEFAULT_QUOTA_POLICY): number {
  if (!Number.isFinite(quota) || quota <= 0) return 0;
  return Math.floor(Math.min(quota * policy.maxShare, policy.maxBytes));
}

/** Bytes to free: 0 within the budget, else down to `trimTo` of it. */
export function bytesToFree(usage: number, quota: number, policy: QuotaPolicy = DEFAULT_QUOTA_POLICY): number {
  const budget = budgetOf(quota, policy);
  if (usage <= budget) return 0;
  return Math.ceil(usage - budget * policy.trimTo);
}

/**
 * The entries to delete to free `needed` bytes: oldest first (ties: the larger first), never from a preserved
 * cache. Returns fewer than needed when the trimmable entries do not hold that much (then all of them).
 */
export function planTrim(entries: readonly KeptEntry[], needed: number, preserved: (cache: string) => boolean): KeptEntry[] {
  if (needed <= 0) return [];
  const candidates = entries.filter((e) => !preserved(e.cache)).sort((a, b) => a.storedAt - b.storedAt || b.bytes - a.bytes);
  const plan: KeptEntry[] = [];
  let freed = 0;
  for (const entry of candidates) {
    if (freed >= needed) break;
    plan.push(entry);
    freed += entry.bytes;
  }
  return plan;
}
