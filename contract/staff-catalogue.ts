/** The back office's catalogue import answers (docs/api.md §18, server/modules/staff/catalogue-routes.ts). */
import { z } from "zod";
import { idParam, text } from "./primitives.ts";

export const StaffImportReport = z.strictObject({
  rows: z.number().int().describe("data rows in the file"),
  changed: z.number().int().describe("products the file changed (a row equal to what is stored changes nothing), the created ones included"),
  created: z.number().int().describe("of those, the products the file created (a sku the shop did not know, with type, name, price, tax_class, categories)"),
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

/** Names in the storefront's other languages (Polish is the row's own). */
export const StaffNames = z.strictObject({
  en: text().max(255).optional(),
  de: text().max(255).optional(),
  it: text().max(255).optional(),
});

export const StaffCategory = z.strictObject({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  level: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  is_active: z.boolean(),
  include_in_menu: z.boolean(),
  names: z.record(z.string(), z.string()),
  products: z.number().int(),
});
export const StaffCategoryList = z.strictObject({ items: z.array(StaffCategory) });

export const StaffCategoryCreate = z.strictObject({
  parent_id: idParam(),
  name: text().trim().min(1).max(255),
  url_key: text().trim().max(120).optional(),
  names: StaffNames.optional(),
  include_in_menu: z.boolean().optional(),
});
export const StaffCategoryRename = z.strictObject({ name: text().trim().min(1).max(255), names: StaffNames.optional() });
export const StaffCategoryVisibility = z.strictObject({ is_active: z.boolean().optional(), include_in_menu: z.boolean().optional() });
export const StaffCategoryMove = z.strictObject({ parent_id: idParam(), position: z.number().int().min(1).max(100_000) });

export const StaffAttributeOption = z.strictObject({
  id: z.number().int(),
  label: z.string(),
  sort_order: z.number().int(),
  labels: z.record(z.string(), z.string()),
});
export const StaffAttribute = z.strictObject({
  id: z.number().int(),
  attribute_code: z.string(),
  frontend_label: z.string(),
  labels: z.record(z.string(), z.string()),
  options: z.array(StaffAttributeOption),
});
export const StaffAttributeList = z.strictObject({ items: z.array(StaffAttribute) });
export const StaffAttributeUpdate = z.strictObject({ frontend_label: text().trim().min(1).max(255), labels: StaffNames.optional() });
export const StaffOptionSave = z.strictObject({
  option_id: idParam().optional(),
  label: text().trim().min(1).max(255),
  labels: StaffNames.optional(),
});

export const StaffMedia = z.strictObject({
  id: z.number().int(),
  file: z.string().describe("path under the media directory; shown through /img/{width}/{height}/{file}"),
  label: z.string().nullable().describe("alt text; null: the product's name"),
  position: z.number().int(),
});
export const StaffMediaList = z.strictObject({ items: z.array(StaffMedia) });
export const StaffMediaParams = z.object({ id: idParam(), mediaId: idParam() });
export const StaffMediaUploadQuery = z.object({ alt: text().max(255).optional() });
export const StaffMediaLabel = z.strictObject({ label: text().max(255).nullable() });
export const StaffMediaOrder = z.strictObject({ ids: z.array(idParam()).min(1).max(200) });
