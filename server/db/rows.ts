/**
 * Row types from the table definitions (docs/decisions/2026-11-26-drizzle-role.md): the tables are declared once
 * with Drizzle, and the rows our hand-written SQL reads are typed from them, never copied by hand. A key is the
 * column's SQL name (`guest_token`, `weight_g`), as `SELECT *` returns it, not Drizzle's property name
 * (`guestToken`, `weight`).
 *
 *   type CartRow = Pick<RowOf<typeof carts>, "id" | "guest_token" | "customer_id">;
 */
import type { Column, InferSelectModel, Table } from "drizzle-orm";

type Columns<T extends Table> = T["_"]["columns"];

/**
 * The type our driver gives a column. Drizzle infers a `numeric` as a string; server/db/client.ts parses NUMERIC
 * (and INT8) to a number on both drivers, so a numeric column is read as a number here.
 */
type AsRead<C extends Column, V> = C["_"]["columnType"] extends "PgNumeric" ? (null extends V ? number | null : number) : V;

/** A row of `table` as `SELECT *` returns it: each column under its SQL name, with the type the driver gives it. */
export type RowOf<T extends Table> = {
  [K in keyof Columns<T> & keyof InferSelectModel<T> as Columns<T>[K]["_"]["name"]]: AsRead<Columns<T>[K], InferSelectModel<T>[K]>;
};
