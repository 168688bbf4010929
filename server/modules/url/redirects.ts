/**
 * Old addresses of moved categories answer a permanent redirect to the new ones (the back office's category move,
 * docs/decisions/2026-11-26-catalogue-csv.md). The new address needs no row: a category's url_path maps without one.
 */
import type { Database } from "../../db/client.ts";

export async function redirectMovedCategories(db: Pick<Database, "query">, moved: { id: number; from: string; to: string }[]): Promise<void> {
  if (moved.length === 0) return;
  const ids = moved.map((m) => m.id);
  const from = moved.map((m) => m.from);
  const to = moved.map((m) => m.to);
  // a category moved back: its new address must not redirect away any more
  await db.query("DELETE FROM url_rewrites WHERE request_path = ANY($1::text[]) AND entity_type = 'category'", [to]);
  // earlier redirects to an old address now point at the new one (no chains)
  await db.query(
    `UPDATE url_rewrites r SET target_path = m.t FROM unnest($1::text[], $2::text[]) AS m(f, t)
      WHERE r.entity_type = 'category' AND r.redirect_type = 301 AND r.target_path = m.f`,
    [from, to],
  );
  await db.query(
    `INSERT INTO url_rewrites (request_path, entity_type, entity_id, redirect_type, target_path)
     SELECT f, 'category', i, 301, t FROM unnest($1::int[], $2::text[], $3::text[]) AS m(i, f, t)
     ON CONFLICT (request_path) DO UPDATE SET entity_type = 'category', entity_id = excluded.entity_id, redirect_type = 301, target_path = excluded.target_path
     WHERE url_rewrites.entity_type = 'category'`,
    [ids, from, to],
  );
}
