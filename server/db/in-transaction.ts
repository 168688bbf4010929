/**
 * Work a caller hands to another module's change, to run inside that change's own transaction with the values
 * before and after: the staff module writes its audit row there, so a change and its audit row commit together or
 * not at all (docs/decisions/2026-11-26-audit-atomic.md). The owning module runs it; the caller never writes the
 * owner's tables, and the owner never writes the caller's (the callback does, through the same `tx`).
 */
import type { Database } from "./client.ts";

export type InTransaction = (tx: Pick<Database, "query">, change: { before: unknown; after: unknown }) => Promise<void>;

/** An accepted change as the owning modules answer it: `accept({ before, after, ... })`. */
function acceptedChange(value: unknown): { before: unknown; after: unknown } | null {
  if (typeof value !== "object" || value === null || (value as { ok?: unknown }).ok !== true) return null;
  const v = (value as { value?: unknown }).value;
  if (typeof v !== "object" || v === null || !("before" in v) || !("after" in v)) return null;
  return { before: (v as { before: unknown }).before ?? null, after: (v as { after: unknown }).after ?? null };
}

/**
 * `db` whose transactions run `inTransaction` just before they commit, when the work answers an accepted change
 * (`accept({ before, after })`); a refusal runs nothing. For a module's change functions that open one transaction
 * and answer their Outcome from it (catalog/categories-admin.ts, media-admin.ts, back-office.ts). Without
 * `inTransaction`, `db` itself.
 */
export function runningInTransaction(db: Database, inTransaction: InTransaction | undefined): Database {
  if (!inTransaction) return db;
  return {
    kind: db.kind,
    query: (text, params) => db.query(text, params),
    named: (name, text, params) => db.named(name, text, params),
    withLock: (key, fn) => db.withLock(key, fn),
    close: () => db.close(),
    transaction: (fn) =>
      db.transaction(async (tx) => {
        const result = await fn(tx);
        const change = acceptedChange(result);
        if (change) await inTransaction(tx, change);
        return result;
      }),
  };
}
