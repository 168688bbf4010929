/** The back office's catalogue import answers (docs/api.md §18, server/modules/staff/catalogue-routes.ts). */
import { z } from "zod";

export const StaffImportReport = z.strictObject({
  rows: z.number().int().describe("data rows in the file"),
  changed: z.number().int().describe("products the file changed (a row equal to what is stored changes nothing)"),
});
export type StaffImportReport = z.infer<typeof StaffImportReport>;

/** One failed row of a refused import (IMPORT_INVALID's details.errors). */
export const StaffImportError = z.strictObject({
  row: z.number().int().describe("the file's line; the header is line 1"),
  column: z.string().nullable(),
  code: z.string().describe("stable, e.g. IMPORT_PRICE_INVALID"),
  message: z.string().describe("the Polish sentence"),
});
export type StaffImportError = z.infer<typeof StaffImportError>;
