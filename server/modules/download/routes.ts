/**
 * The download API (contract/download.ts; docs/api.md, "Downloads"): the signed-in customer's downloadable products,
 * a short-lived link to a file, the file behind the link; and the public samples under /samples/ that the product
 * pages link to (sampleRoutes, registered without the /api prefix).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ErrorEnvelope } from "../../../contract/envelope.ts";
import { DownloadFileParams, DownloadGrantParams, DownloadLink, DownloadProducts } from "../../../contract/download.ts";
import { answer, sendRefusal } from "../../http/outcome.ts";
import { sendFile } from "./send.ts";

const e = ErrorEnvelope;
/** The bytes of a file (not JSON): the schema documents the answer, nothing is serialised through it. */
const FileBytes = z.string().describe("the file's bytes");

export default async function downloadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { downloads, auth } = app.services;

  app.addHook("onSend", async (_req, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-cache, no-store");
  });

  r.get(
    "/download/products",
    {
      schema: {
        tags: ["download"],
        summary: "The signed-in customer's downloadable products (spec §7): each file, its order, status and downloads left",
        response: { 200: envelope(DownloadProducts), 401: e },
      },
    },
    async (req, reply) => {
      const me = await auth.requireCustomer(req);
      return answer(reply, await downloads.list(me.customerId));
    },
  );

  r.post(
    "/download/:grantId/link",
    {
      schema: {
        tags: ["download"],
        summary: "A link to one of the customer's files, good for 5 minutes",
        description:
          "404 DOWNLOAD_NOT_FOUND when the grant is not the signed-in customer's or was revoked (a refund); 403 DOWNLOAD_LIMIT_REACHED when no download is left.",
        params: DownloadGrantParams,
        response: { 200: envelope(DownloadLink), 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (req, reply) => {
      const claims = await auth.claims(req);
      if (!claims.ok) return sendRefusal(reply, claims);
      return answer(reply, await downloads.link(claims.value, req.params.grantId));
    },
  );

  r.get(
    "/download/file/:token",
    {
      // the exact bytes, so ranges and lengths stay true
      compress: false,
      schema: {
        tags: ["download"],
        summary: "The file behind a download link (an attachment; HTTP Range supported)",
        description:
          "The link is the proof: no sign-in needed. A request from byte 0 counts one download; later ranges of it do not. 410 DOWNLOAD_LINK_EXPIRED after 5 minutes, 404 DOWNLOAD_NOT_FOUND for a link that is not valid or a revoked grant, 403 DOWNLOAD_LIMIT_REACHED, 416 for a range past the end.",
        params: DownloadFileParams,
        response: { 200: FileBytes, 206: FileBytes, 400: e, 403: e, 404: e, 410: e, 416: FileBytes },
      },
    },
    async (req, reply) => {
      const opened = await downloads.open(req.params.token);
      if (!opened.ok) return sendRefusal(reply, opened);
      const { file, grantId, name } = opened.value;
      return sendFile(req, reply, file, { disposition: "attachment", name, cacheControl: "private, no-store" }, async (served) => {
        // a HEAD (a download manager's probe) sends no bytes: nothing to count or record
        if (req.method === "HEAD") return null;
        const counted = await downloads.count(grantId, { counted: served.start === 0, ip: req.ip, bytes: served.bytes, range: served.range });
        return counted.ok ? null : counted;
      });
    },
  );
}

/** GET /samples/<sku>-fragment.<format>: the public sample of an e-book, for everyone (cached for a day). */
export async function sampleRoutes(app: FastifyInstance) {
  const { downloads } = app.services;
  app.get<{ Params: { file: string } }>("/samples/:file", { compress: false, schema: { hide: true } }, async (req, reply) => {
    const sample = await downloads.sample(req.params.file);
    if (!sample) {
      return reply.status(404).header("cache-control", "public, max-age=300").type("text/plain; charset=utf-8").send("Nie ma takiego fragmentu.");
    }
    return sendFile(req, reply, sample.file, { disposition: "inline", name: sample.name, cacheControl: "public, max-age=86400" }, async () => null);
  });
}
