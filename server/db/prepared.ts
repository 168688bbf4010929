/**
 * Hot queries as named (prepared) statements: each pooled PostgreSQL connection, and PGlite's one backend, plans them
 * once instead of on every request (planning cost more than executing: ~1–6 ms against ~0.2 ms on the 100k
 * catalogue; on PGlite the cart's statements went from 4–6 ms to under 1 ms, docs/benchmarks.md, "add-to-cart on
 * PGlite"). Queries inside a transaction (a `tx`, which has only `query`) take the plain path. A statement's name must be unique in the process: each module prefixes its own (cart_...,
 * order_...).
 */
import type { Database } from "./client.ts";

export function preparedQuery<T>(db: Pick<Database, "query">, name: string, text: string, params: unknown[]): Promise<T[]> {
  const d = db as Pick<Database, "query"> & Partial<Pick<Database, "named">>;
  return d.named ? d.named<T>(name, text, params) : db.query<T>(text, params);
}
