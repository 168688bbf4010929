/**
 * A daily allowance of calls to an external service (the VAT register blocks an IP that goes over ~100 searches
 * a day), counted in the database so every app process draws from the same budget.
 */
import type { Database } from "../db/client.ts";
import type { RowOf } from "../db/rows.ts";
import type { externalCallBudgets } from "../db/shared-tables.ts";

/** Takes one call from today's budget; false when it is spent. Atomic: two processes never both take the last. */
export async function takeFromDailyBudget(db: Pick<Database, "query">, service: string, day: string, budget: number): Promise<boolean> {
  if (budget <= 0) return false;
  const rows = await db.query<Pick<RowOf<typeof externalCallBudgets>, "used">>(
    `INSERT INTO external_call_budgets (service, day, used) VALUES ($1, $2, 1)
     ON CONFLICT (service, day) DO UPDATE SET used = external_call_budgets.used + 1
     WHERE external_call_budgets.used < $3
     RETURNING used`,
    [service, day, budget],
  );
  return rows.length === 1;
}

export async function usedToday(db: Pick<Database, "query">, service: string, day: string): Promise<number> {
  const rows = await db.query<Pick<RowOf<typeof externalCallBudgets>, "used">>("SELECT used FROM external_call_budgets WHERE service = $1 AND day = $2", [
    service,
    day,
  ]);
  return rows[0]?.used ?? 0;
}

/**
 * Nothing more today: the service said so (the VAT register's WL-191 blocks the IP until midnight), so every process
 * stops calling it for the rest of `day`.
 */
export async function spendDailyBudget(db: Pick<Database, "query">, service: string, day: string): Promise<void> {
  await db.query(
    `INSERT INTO external_call_budgets (service, day, used) VALUES ($1, $2, $3)
     ON CONFLICT (service, day) DO UPDATE SET used = $3`,
    [service, day, SPENT],
  );
}

/** The count of a day that no budget reaches. */
const SPENT = 2_147_483_647;
