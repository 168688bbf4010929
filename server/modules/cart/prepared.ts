/** The cart's named (prepared) statements (server/db/prepared.ts), named `cart_<name>`. */
import { preparedQuery } from "../../db/prepared.ts";
import type { Query } from "./carts.ts";

export function prepared<T>(db: Query, name: string, text: string, params: unknown[]): Promise<T[]> {
  return preparedQuery<T>(db, `cart_${name}`, text, params);
}
