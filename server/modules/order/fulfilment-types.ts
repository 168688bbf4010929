/**
 * What the order module's back-office changes accept from their caller: work to do inside the change's own
 * transaction, given the values before and after. The staff module writes its audit row there, so a change and its
 * audit row commit together or not at all (docs/decisions/2026-11-28-shipments-invoices.md); every other module's
 * back-office changes take the same (docs/decisions/2026-11-26-audit-atomic.md).
 */
export type { InTransaction } from "../../db/in-transaction.ts";
