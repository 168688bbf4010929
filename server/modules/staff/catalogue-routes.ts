/**
 * /api/admin/catalog (docs/api.md §18): the catalogue's bulk CSV export and import for the back office. The same
 * session cookie, CSRF token and permission checks as the rest of /api/admin (routes.ts); the work is the
 * catalogue module's (catalog/import.ts), reached through StaffService and the catalogue's door.
 */
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Done, envelope, errorsFor } from "../../../contract/envelope.ts";
import { text } from "../../../contract/primitives.ts";
import { StaffIdParams } from "../../../contract/staff.ts";
import {
  StaffAttribute,
  StaffAttributeList,
  StaffAttributeOption,
  StaffAttributeUpdate,
  StaffCategory,
  StaffCategoryCreate,
  StaffCategoryList,
  StaffCategoryMove,
  StaffCategoryRename,
  StaffCategoryVisibility,
  StaffImportReport,
  StaffMedia,
  StaffMediaLabel,
  StaffMediaList,
  StaffMediaOrder,
  StaffMediaParams,
  StaffMediaUploadQuery,
  StaffOptionSave,
} from "../../../contract/staff-catalogue.ts";
import { ok } from "../../http/envelope.ts";
import { accept, answer, raise, refuse, sendRefusal, type Outcome } from "../../http/outcome.ts";
import { MAX_SOURCE_BYTES } from "../media/index.ts";
import { staffCookie } from "./routes.ts";
import type { ActionContext, Staff } from "./service.ts";

const tags = ["admin"];
/** A whole catalogue of 100k products is some 15 MB of CSV. */
export const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

export default async function staffCatalogueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = () => app.services.staff;

  // The import's body is the CSV file itself (this plugin's routes only).
  app.addContentTypeParser(["text/csv", "text/plain"], { parseAs: "string", bodyLimit: IMPORT_BODY_LIMIT }, (_req, body, done) => done(null, body));

  // An uploaded product image is the body itself; the media module decodes it to check it (media/upload.ts).
  app.addContentTypeParser(["image/jpeg", "image/png", "image/webp", "image/avif"], { parseAs: "buffer", bodyLimit: MAX_SOURCE_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  app.addHook("onSend", async (_req, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
  });

  async function who(req: FastifyRequest): Promise<Staff> {
    const s = await staff().authenticate(staffCookie(req.headers.cookie));
    return s ?? raise(refuse("UNAUTHORIZED", "Sign in to the back office."));
  }

  async function actor(req: FastifyRequest): Promise<ActionContext> {
    const s = await who(req);
    const sent = req.headers["x-csrf-token"];
    if (typeof sent !== "string" || sent !== s.csrf) raise(refuse("CSRF_FAILED", "The request is missing the session's CSRF token."));
    return { staff: s, ip: req.ip };
  }

  r.get(
    "/admin/catalog/export.csv",
    {
      schema: {
        tags,
        summary: "Every product as CSV (sku, type, name, prices, window, stock, status, visibility, categories, attributes), streamed",
        response: { 200: z.string().describe("text/csv"), ...errorsFor(401, 403) },
      },
    },
    async (req, reply) => {
      const outcome = staff().exportProducts(await who(req));
      if (!outcome.ok) return sendRefusal(reply, outcome);
      reply.type("text/csv; charset=utf-8").header("content-disposition", 'attachment; filename="katalog.csv"');
      return reply.send(Readable.from(outcome.value) as unknown as string);
    },
  );

  r.post(
    "/admin/catalog/import",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: "Apply a products CSV (the export's columns): every row checked, then all applied in one transaction, or none",
        description:
          "Body: the CSV file (Content-Type text/csv). Errors: IMPORT_INVALID (422, nothing applied; details.errors lists row, column, code, message in Polish).",
        body: text().max(IMPORT_BODY_LIMIT).describe("text/csv"),
        response: { 200: envelope(StaffImportReport), ...errorsFor(400, 401, 403, 413, 415, 422) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().importProducts(await actor(req), req.body);
      if (!outcome.ok) return sendRefusal(reply, outcome);
      return ok({ rows: outcome.value.rows, changed: outcome.value.changed, created: outcome.value.created });
    },
  );

  const after = <T>(outcome: Outcome<{ after: T }>) => (outcome.ok ? accept(outcome.value.after) : outcome);

  r.get(
    "/admin/categories",
    {
      schema: {
        tags,
        summary: "The whole category tree in display order, with product counts",
        response: { 200: envelope(StaffCategoryList), ...errorsFor(401, 403) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().categories(await who(req));
      return answer(reply, outcome.ok ? accept({ items: outcome.value }) : outcome);
    },
  );

  r.post(
    "/admin/categories",
    {
      schema: {
        tags,
        summary: "A new category at the end of its parent's children; its url key from its name unless given",
        description: "Errors: CATEGORY_NOT_FOUND (404, the parent), CATEGORY_INVALID (400, an address taken).",
        body: StaffCategoryCreate,
        response: { 200: envelope(StaffCategory), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => answer(reply, after(await staff().createCategory(await actor(req), req.body))),
  );

  r.patch(
    "/admin/categories/:id",
    {
      schema: {
        tags,
        summary: "Rename a category (its address stays) and its names in en, de, it",
        params: StaffIdParams,
        body: StaffCategoryRename,
        response: { 200: envelope(StaffCategory), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => answer(reply, after(await staff().renameCategory(await actor(req), req.params.id, req.body))),
  );

  r.post(
    "/admin/categories/:id/visibility",
    {
      schema: {
        tags,
        summary: "Show or hide a category in the shop (is_active) and in the menu",
        params: StaffIdParams,
        body: StaffCategoryVisibility,
        response: { 200: envelope(StaffCategory), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => answer(reply, after(await staff().setCategoryVisibility(await actor(req), req.params.id, req.body))),
  );

  r.post(
    "/admin/categories/:id/move",
    {
      schema: {
        tags,
        summary: "Move a category under a parent at a position (the same parent: reorder); old addresses redirect (301)",
        description: "Errors: CATEGORY_NOT_FOUND (404), CATEGORY_INVALID (400: under itself, the root, an address taken).",
        params: StaffIdParams,
        body: StaffCategoryMove,
        response: { 200: envelope(StaffCategory), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => answer(reply, after(await staff().moveCategory(await actor(req), req.params.id, req.body))),
  );

  r.get(
    "/admin/attributes",
    {
      schema: {
        tags,
        summary: "Select attributes with their options and translations",
        response: { 200: envelope(StaffAttributeList), ...errorsFor(401, 403) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().attributes(await who(req));
      return answer(reply, outcome.ok ? accept({ items: outcome.value }) : outcome);
    },
  );

  r.patch(
    "/admin/attributes/:id",
    {
      schema: {
        tags,
        summary: "An attribute's label and its translations",
        params: StaffIdParams,
        body: StaffAttributeUpdate,
        response: { 200: envelope(StaffAttribute), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => answer(reply, after(await staff().updateAttribute(await actor(req), req.params.id, req.body))),
  );

  r.post(
    "/admin/attributes/:id/options",
    {
      schema: {
        tags,
        summary: "Add an option (no option_id) or change one: its label and translations",
        description: "Errors: ATTRIBUTE_NOT_FOUND (404), ATTRIBUTE_INVALID (400: empty, with |, or a label the attribute has).",
        params: StaffIdParams,
        body: StaffOptionSave,
        response: { 200: envelope(StaffAttributeOption), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => answer(reply, after(await staff().saveAttributeOption(await actor(req), req.params.id, req.body))),
  );

  r.get(
    "/admin/products/:id/media",
    {
      schema: { tags, summary: "A product's images in order", params: StaffIdParams, response: { 200: envelope(StaffMediaList), ...errorsFor(400, 401, 403) } },
    },
    async (req, reply) => {
      const outcome = await staff().productMedia(await who(req), req.params.id);
      return answer(reply, outcome.ok ? accept({ items: outcome.value }) : outcome);
    },
  );

  r.post(
    "/admin/products/:id/media",
    {
      bodyLimit: MAX_SOURCE_BYTES,
      schema: {
        tags,
        summary: "Upload an image (the body, Content-Type image/jpeg, png, webp or avif), added after the product's others",
        description: "The alt text in `alt`. Errors: MEDIA_INVALID (400, not a decodable image or too large), PRODUCT_NOT_FOUND (404), 415 another type.",
        params: StaffIdParams,
        querystring: StaffMediaUploadQuery,
        response: { 200: envelope(StaffMedia), ...errorsFor(400, 401, 403, 404, 413, 415) },
      },
    },
    async (req, reply) => {
      const ctx = await actor(req);
      if (!Buffer.isBuffer(req.body))
        return sendRefusal(reply, refuse("MEDIA_INVALID", "Send the image as the body (Content-Type image/jpeg, png, webp or avif)."));
      return answer(reply, after(await staff().addProductMedia(ctx, req.params.id, req.body, req.query.alt ?? null)));
    },
  );

  r.patch(
    "/admin/products/:id/media/:mediaId",
    {
      schema: {
        tags,
        summary: "An image's alt text (null or empty: the product's name)",
        params: StaffMediaParams,
        body: StaffMediaLabel,
        response: { 200: envelope(StaffMedia), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => answer(reply, after(await staff().labelProductMedia(await actor(req), req.params.id, req.params.mediaId, req.body.label))),
  );

  r.post(
    "/admin/products/:id/media/order",
    {
      schema: {
        tags,
        summary: "The product's images in a new order (every image once); the first is the main image",
        params: StaffIdParams,
        body: StaffMediaOrder,
        response: { 200: envelope(StaffMediaList), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().orderProductMedia(await actor(req), req.params.id, req.body.ids);
      return answer(reply, outcome.ok ? accept({ items: outcome.value.after }) : outcome);
    },
  );

  r.delete(
    "/admin/products/:id/media/:mediaId",
    {
      schema: {
        tags,
        summary: "Remove an image (an uploaded file is deleted too)",
        params: StaffMediaParams,
        response: { 200: envelope(Done), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().deleteProductMedia(await actor(req), req.params.id, req.params.mediaId);
      return answer(reply, outcome.ok ? accept(true as const) : outcome);
    },
  );
}
