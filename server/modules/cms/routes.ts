/** CMS endpoints: pages by identifier, JSON blocks, the hierarchy and banners. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  Banner,
  BannersQuery,
  CmsBlock,
  CmsBlocksQuery,
  CmsHierarchyNode,
  CmsHierarchyQuery,
  CmsPage,
  CmsPageParams,
  CmsPageSummary,
} from "../../../contract/cms.ts";
import { envelope, errorsFor } from "../../../contract/envelope.ts";
import { ok } from "../../http/envelope.ts";
import { answer } from "../../http/outcome.ts";

const errors = errorsFor(400, 404);

export default async function cmsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { cms } = app.services;

  r.get(
    "/cms/pages",
    {
      schema: {
        tags: ["cms"],
        summary: "Active information pages",
        response: { 200: envelope(z.array(CmsPageSummary)) },
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
        params: CmsPageParams,
        response: { 200: envelope(CmsPage), ...errors },
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
        querystring: CmsBlocksQuery,
        response: { 200: envelope(z.array(CmsBlock)), ...errors },
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
        querystring: CmsHierarchyQuery,
        response: { 200: envelope(z.array(CmsHierarchyNode)), ...errors },
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
        querystring: BannersQuery,
        response: { 200: envelope(z.array(Banner)), ...errors },
      },
    },
    async (req) => ok(await cms.banners(req.query.slot)),
  );
}
