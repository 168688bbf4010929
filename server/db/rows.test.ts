/**
 * RowOf gives a row as our SQL and driver return it (checked by the type checker: `npm run typecheck`).
 */
import { describe, expectTypeOf, it } from "vitest";
import type { products, stockItems } from "../modules/catalog/tables.ts";
import type { orderItems } from "../modules/order/tables.ts";
import type { RowOf } from "./rows.ts";

describe("RowOf", () => {
  it("keys a column by its SQL name, not by Drizzle's property name", () => {
    expectTypeOf<RowOf<typeof products>>().toHaveProperty("weight_g");
    expectTypeOf<RowOf<typeof products>>().not.toHaveProperty("weight");
    expectTypeOf<RowOf<typeof products>>().not.toHaveProperty("typeId");
    expectTypeOf<RowOf<typeof products>["type_id"]>().toEqualTypeOf<string>();
  });

  it("keeps nullability, dates as strings and timestamps as Dates, as the driver gives them", () => {
    expectTypeOf<RowOf<typeof products>["special_price"]>().toEqualTypeOf<number | null>();
    expectTypeOf<RowOf<typeof products>["special_from_date"]>().toEqualTypeOf<string | null>();
    expectTypeOf<RowOf<typeof products>["updated_at"]>().toEqualTypeOf<Date>();
    expectTypeOf<RowOf<typeof stockItems>["is_in_stock"]>().toEqualTypeOf<boolean>();
  });

  it("reads a numeric column as a number (server/db/client.ts parses NUMERIC), not Drizzle's string", () => {
    // nullable: null is a line not subject to VAT (a gift card)
    expectTypeOf<RowOf<typeof orderItems>["vat_rate"]>().toEqualTypeOf<number | null>();
  });
});
