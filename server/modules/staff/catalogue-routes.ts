/**
 * /api/admin/catalog (docs/api.md §18): the catalogue's bulk CSV export and import for the back office. The same
 * session cookie, CSRF token and permission checks as the rest of /api/admin (routes.ts); the work is the
 * catalogue module's (catalog/import.ts), reached through StaffService and the catalogue's door.
 */
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errorsFor } from "../../../contract/envelope.ts";
import { text } from "../../../contract/primitives.ts";
import { StaffImportReport } from "../../../contract/staff-catalogue.ts";
import { ok } from "../../http/envelope.ts";
import { raise, refuse, sendRefusal } from "../../http/outcome.ts";
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
      return ok({ rows: outcome.value.rows, changed: outcome.value.changed });
    },
  );
}
