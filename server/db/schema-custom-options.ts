/**
 * Custom options of a product (specification sections 3 and 5: drop_down, radio, checkbox, multiple, field, area;
 * fixed or percent prices), as the list the product page reads (`options` of the catalogue document, parsed by
 * domain/custom-options.ts parseCustomOptions; prices in PLN gross). The cart prices lines from the same list.
 */
import { integer, jsonb, pgTable } from "drizzle-orm/pg-core";
import { products } from "./schema.ts";

export const productCustomOptions = pgTable("product_custom_options", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  options: jsonb("options").notNull(),
});
