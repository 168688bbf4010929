/**
 * The change log reader (change-log.ts): the cursor moves past what it read, an id skipped over is asked for again
 * until it commits or `gapMs` passes, and ids given as gaps at the start (the search index's load) are asked for too.
 * The table is a stand-in that answers the reader's one statement as PostgreSQL would.
 */
import { expect, it } from "vitest";
import { ChangeLog } from "./change-log.ts";

function table(rows: { id: number; product_id: number | null }[]) {
  const asked: { cursor: number; gaps: number[] }[] = [];
  const db = {
    async query<T>(text: string, params: unknown[] = []): Promise<T[]> {
      if (text.startsWith("DELETE")) return [];
      const [cursor, gaps] = params as [number, string[] | number[]];
      const wanted = new Set(gaps.map(Number));
      asked.push({ cursor, gaps: [...wanted] });
      return rows.filter((r) => r.id > cursor || wanted.has(r.id)).map((r) => ({ id: String(r.id), product_id: r.product_id })) as T[];
    },
  };
  return { db, asked, rows };
}

it("moves past what it read and asks again for an id it skipped, until the id commits", async () => {
  const now = 0;
  const t = table([
    { id: 1, product_id: 10 },
    { id: 3, product_id: 30 },
  ]);
  const log = new ChangeLog(t.db, "x_changes", { cursor: 0, gapMs: 1000, now: () => now });
  expect((await log.read()).map((r) => r.id)).toEqual([1, 3]);
  expect(log.cursor).toBe(3);
  t.rows.push({ id: 2, product_id: 20 });
  expect((await log.read()).map((r) => r.product_id)).toEqual([20]);
  expect(t.asked.at(-1)).toEqual({ cursor: 3, gaps: [2] });
  expect(await log.read()).toEqual([]);
  expect(t.asked.at(-1)).toEqual({ cursor: 3, gaps: [] });
});

it("asks for the gaps it was given at the start, and forgets a gap that never commits after gapMs", async () => {
  let now = 0;
  const t = table([{ id: 5, product_id: 50 }]);
  const log = new ChangeLog(t.db, "x_changes", { cursor: 5, gaps: [3, 4], gapMs: 1000, now: () => now });
  t.rows.push({ id: 4, product_id: 40 });
  expect((await log.read()).map((r) => r.product_id)).toEqual([40]);
  expect(t.asked.at(-1)).toEqual({ cursor: 5, gaps: [3, 4] });
  now = 2000;
  expect(await log.read()).toEqual([]);
  expect(t.asked.at(-1)).toEqual({ cursor: 5, gaps: [3] });
  expect(await log.read()).toEqual([]);
  expect(t.asked.at(-1)).toEqual({ cursor: 5, gaps: [] });
});
