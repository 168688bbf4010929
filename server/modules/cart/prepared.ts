/**
 * The cart's hot queries as named (prepared) statements on PostgreSQL: each pooled connection plans them once
 * instead of on every request (planning cost more than executing: ~1–6 ms against ~0.2 ms on the 100k catalogue).
 * PGlite runs them as plain queries (Database.named), and queries inside a transaction (a `tx`, which has only
 * `query`) take the plain path.
 */
import type { Database } from "../../db/client.ts";
import type { Query } from "./carts.ts";

export async function prepared<T>(db: Query, name: string, text: string, params: unknown[]): Promise<T[]> {
  const d = db as Query & Partial<Pick<Database, "named">>;
  return d.named ? d.named<T>(`cart_${name}`, text, params) : db.query<T>(text, params);
}
