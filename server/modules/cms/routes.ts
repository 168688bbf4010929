/** CMS endpoints: pages by identifier, JSON blocks, the hierarchy and banners. */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ErrorEnvelope, ok } from "../../http/envelope.ts";
import { sendRefusal, type Outcome } from "../../http/outcome.ts";
import { listParam } from "../catalog/index.ts";
import { BANNER_SLOTS } from "./service.ts";

const errors = { 400: ErrorEnvelope, 404: ErrorEnvelope };
/** The envelope of an accepted answer, or the refusal with its status. */
const answer = <T>(reply: FastifyReply, outcome: Outcome<T>) => (outcome.ok ? ok(outcome.value) : sendRefusal(reply, outcome));
const Identifier = z.string().regex(/^[a-z0-9-]{1,100}$/, { error: "identifier must be lowercase letters, digits and dashes" });

export default async function cmsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { cms } = app.services;

  r.get(
    "/cms/pages",
    {
      schema: {
        tags: ["cms"],
        summary: "Active information pages",
        response: { 200: envelope(z.array(z.object({ id: z.number(), identifier: z.string(), title: z.string() }))) },
      },
    },
    async () => ok(await cms.pages()),
  );
  r.get(
    "/cms/pages/:identifier",
    {
      schema: {
        tags: ["cms"],
        summary: "An information page by identifier, with sanitised HTML",
        params: z.object({ identifier: Identifier }),
        response: {
          200: envelope(
            z.object({
              id: z.number(),
              identifier: z.string(),
              title: z.string(),
              content_heading: z.string(),
              content: z.string(),
              meta_title: z.string().nullable(),
              meta_description: z.string().nullable(),
              meta_keywords: z.string().nullable(),
              updated_at: z.date(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (req, reply) => answer(reply, await cms.page(req.params.identifier)),
  );
  r.get(
    "/cms/blocks",
    {
      schema: {
        tags: ["cms"],
        summary: "CMS blocks; content is JSON text",
        querystring: z.object({ identifier: listParam.optional() }),
        response: { 200: envelope(z.array(z.object({ id: z.number(), identifier: z.string(), title: z.string(), content: z.string() }))), ...errors },
      },
    },
    async (req) => ok(await cms.blocks(req.query.identifier)),
  );
  r.get(
    "/cms/hierarchy",
    {
      schema: {
        tags: ["cms"],
        summary: "The CMS page hierarchy, or one node with its children and parent",
        querystring: z.object({ identifier: z.string().max(100).optional() }),
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.number(),
                identifier: z.string(),
                parent_id: z.number().nullable(),
                page_id: z.number().nullable(),
                title: z.string(),
                request_url: z.string(),
                position: z.number(),
              }),
            ),
          ),
          ...errors,
        },
      },
    },
    async (req, reply) => answer(reply, await cms.hierarchy(req.query.identifier)),
  );
  r.get(
    "/cms/banners",
    {
      schema: {
        tags: ["cms"],
        summary: "Banners inside their date window with the fields their slot requires",
        querystring: z.object({ slot: z.enum(BANNER_SLOTS).optional() }),
        response: { 200: envelope(z.array(z.looseObject({ id: z.number(), slot: z.string() }))), ...errors },
      },
    },
    async (req) => ok(await cms.banners(req.query.slot)),
  );
}
