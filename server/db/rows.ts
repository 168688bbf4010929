/**
 * Row types from the table definitions (docs/decisions/2026-11-26-drizzle-role.md): the tables are declared once
 * with Drizzle, and the rows our hand-written SQL reads are typed from them, never copied by hand. Drizzle names a
 * column's property in camelCase (`guestToken`) while `SELECT guest_token` returns it as it is named in SQL;
 * `RowOf` turns the one into the other.
 *
 *   type CartRow = Pick<RowOf<typeof carts>, "id" | "guest_token" | "customer_id">;
 */
import type { InferSelectModel, Table } from "drizzle-orm";

type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${Snake<Tail>}`
    : `_${Lowercase<Head>}${Snake<Tail>}`
  : S;

/** A row of `table` as `SELECT *` returns it: snake_case keys, the column's TypeScript type. */
export type RowOf<T extends Table> = { [K in keyof InferSelectModel<T> as K extends string ? Snake<K> : never]: InferSelectModel<T>[K] };
