/**
 * Plan checks for statements that must look rows up by key whatever the statistics say (issue 23): the generic plan
 * of a statement (what a prepared statement runs after five executions), with the planner pushed away from nested
 * loops and sequential scans, must still read the keyed tables through an index, never by a merge or hash join.
 */
import { expect } from "vitest";
import type { Database } from "../db/client.ts";

/** The tables read by key in the cart's and the order's statements. */
const KEYED = ["products", "stock_items", "subscription_number_options"] as const;

/** A node of a plan: its type, the table it reads (a scan), and whether it reads it by a condition on an index. */
export type PlanNodeSummary = { type: string; table: string | null; byKey: boolean };

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Cond"?: string;
  "Recheck Cond"?: string;
  Plans?: PlanNode[];
};

function walk(node: PlanNode, out: PlanNodeSummary[] = []): PlanNodeSummary[] {
  const byKey = node["Index Cond"] !== undefined || (node["Node Type"] === "Bitmap Heap Scan" && node["Recheck Cond"] !== undefined);
  out.push({ type: node["Node Type"], table: node["Relation Name"] ?? null, byKey });
  for (const child of node.Plans ?? []) walk(child, out);
  return out;
}

/** The generic plan of `sql` (as a prepared statement gets after five runs), with nested loops and sequential scans discouraged. */
export async function genericPlan(db: Database, sql: string, params: string): Promise<PlanNodeSummary[]> {
  return db.transaction(async (tx) => {
    await tx.query("SET LOCAL plan_cache_mode = force_generic_plan");
    await tx.query("SET LOCAL enable_nestloop = off");
    await tx.query("SET LOCAL enable_seqscan = off");
    await tx.query(`PREPARE plans_test AS ${sql}`);
    try {
      const rows = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) EXECUTE plans_test(${params})`);
      const raw = Object.values(rows[0]!)[0];
      const json = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      return walk(json[0]!.Plan);
    } finally {
      await tx.query("DEALLOCATE plans_test");
    }
  });
}

/**
 * Every read of a keyed table is a lookup by an index condition: never a sequential scan, and never a walk of a whole
 * index (what a merge join does from id 1 up to the row it needs).
 */
export function expectKeyLookups(nodes: PlanNodeSummary[], keyed: readonly string[] = KEYED) {
  // ModifyTable names the table it writes: the rows it writes come from the scans below it
  const reads = nodes.filter((n) => n.table !== null && keyed.includes(n.table) && n.type !== "ModifyTable");
  expect(reads.length).toBeGreaterThan(0);
  const unkeyed = reads.filter((n) => !n.byKey).map((n) => `${n.type} on ${n.table}`);
  expect(unkeyed, "a keyed table read without an index condition").toEqual([]);
}
