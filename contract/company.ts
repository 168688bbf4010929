/** GET /api/company/lookup: a company from the VAT-payer register, by NIP. */
import { z } from "zod";
import { text } from "./primitives.ts";

export const CompanyLookupQuery = z.object({ nip: text().max(32).describe("10 digits; spaces, dashes and a PL prefix are ignored") });

export const Company = z.strictObject({
  nip: z.string(),
  name: z.string(),
  regon: z.string().nullable(),
  statusVat: z.string().describe("Czynny, Zwolniony or Niezarejestrowany, as the register says"),
  address: z
    .strictObject({ street: z.string(), postcode: z.string(), city: z.string() })
    .nullable()
    .describe("null when the register's address line cannot be split"),
  requestId: z.string().describe("The register's proof of the check; keep it with the order"),
});
export type Company = z.output<typeof Company>;
