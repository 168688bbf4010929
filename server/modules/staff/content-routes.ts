/**
 * /api/admin/cms (docs/api.md §18.4): the back office's CMS pages. As every /api/admin route: the staff session
 * cookie (401 without), the session's CSRF token on changes (403 CSRF_FAILED), the role's permission (403 FORBIDDEN),
 * never cached nor indexed.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Done, envelope, errorsFor } from "../../../contract/envelope.ts";
import { StaffIdParams, StaffPageQuery } from "../../../contract/staff.ts";
import {
  StaffCmsPage,
  StaffCmsPageBody,
  StaffCmsPageList,
  StaffCmsPagesQuery,
  StaffCmsPreview,
  StaffCmsPreviewBody,
  StaffCmsPublishBody,
  StaffBanner,
  StaffBannerBody,
  StaffCoupon,
  StaffCouponBody,
  StaffCouponList,
  StaffCouponsQuery,
  StaffCouponUseList,
} from "../../../contract/staff-content.ts";
import { StaffDeliveryRules, StaffDeliveryRulesBody } from "../../../contract/staff-delivery.ts";
import { accept, answer, raise, refuse } from "../../http/outcome.ts";
import { staffCookie } from "./routes.ts";
import type { ActionContext, Staff } from "./service.ts";

const tags = ["admin"];
export const CMS_PAGE_SIZE = 50;

export default async function staffContentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const content = () => app.services.staffContent;

  app.addHook("onSend", async (_req, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
  });

  async function who(req: FastifyRequest): Promise<Staff> {
    const s = await app.services.staff.authenticate(staffCookie(req.headers.cookie));
    return s ?? raise(refuse("UNAUTHORIZED", "Sign in to the back office."));
  }

  async function actor(req: FastifyRequest): Promise<ActionContext> {
    const s = await who(req);
    const sent = req.headers["x-csrf-token"];
    if (typeof sent !== "string" || sent !== s.csrf) raise(refuse("CSRF_FAILED", "The request is missing the session's CSRF token."));
    return { staff: s, ip: req.ip };
  }

  r.get(
    "/admin/cms/pages",
    {
      schema: {
        tags,
        summary: "CMS pages, active or not, by identifier or title words, 50 a page",
        querystring: StaffCmsPagesQuery,
        response: { 200: envelope(StaffCmsPageList), ...errorsFor(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const outcome = await content().cmsPages(await who(req), { page: req.query.page, pageSize: CMS_PAGE_SIZE, search: req.query.q });
      return answer(reply, outcome.ok ? accept({ ...outcome.value, page: req.query.page, page_size: CMS_PAGE_SIZE }) : outcome);
    },
  );

  r.get(
    "/admin/cms/pages/:id",
    {
      schema: {
        tags,
        summary: "One CMS page as stored",
        params: StaffIdParams,
        response: { 200: envelope(StaffCmsPage), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => answer(reply, await content().cmsPage(await who(req), req.params.id)),
  );

  r.post(
    "/admin/cms/pages",
    {
      schema: {
        tags,
        summary: "Create a CMS page; its HTML is sanitised with the storefront's sanitiser before it is stored",
        description: "Errors: CMS_IDENTIFIER_TAKEN (409).",
        body: StaffCmsPageBody,
        response: { 200: envelope(StaffCmsPage), ...errorsFor(400, 401, 403, 409) },
      },
    },
    async (req, reply) => answer(reply, await content().createCmsPage(await actor(req), req.body)),
  );

  r.patch(
    "/admin/cms/pages/:id",
    {
      schema: {
        tags,
        summary: "Change a CMS page (all its fields); its HTML is sanitised before it is stored",
        description: "Errors: CMS_NOT_FOUND (404), CMS_IDENTIFIER_TAKEN (409).",
        params: StaffIdParams,
        body: StaffCmsPageBody,
        response: { 200: envelope(StaffCmsPage), ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => answer(reply, await content().updateCmsPage(await actor(req), req.params.id, req.body)),
  );

  r.post(
    "/admin/cms/pages/:id/publish",
    {
      schema: {
        tags,
        summary: "Publish (active: true) or withdraw (active: false) a CMS page",
        params: StaffIdParams,
        body: StaffCmsPublishBody,
        response: { 200: envelope(StaffCmsPage), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => answer(reply, await content().publishCmsPage(await actor(req), req.params.id, req.body.active)),
  );

  r.post(
    "/admin/cms/preview",
    {
      schema: {
        tags,
        summary: "The storefront's rendering of an unsaved page text: placeholders expanded, sanitised",
        body: StaffCmsPreviewBody,
        response: { 200: envelope(StaffCmsPreview), ...errorsFor(400, 401, 403) },
      },
    },
    async (req, reply) => answer(reply, content().cmsPreview((await actor(req)).staff, req.body.content)),
  );

  r.get(
    "/admin/delivery-rules",
    {
      schema: {
        tags,
        summary:
          "The shop's delivery and payment terms: per carrier whether it is offered, its price and cash on delivery; the threshold, the fee, the payment methods",
        response: { 200: envelope(StaffDeliveryRules), ...errorsFor(401, 403) },
      },
    },
    async (req, reply) => answer(reply, await content().deliveryRules(await who(req))),
  );

  r.put(
    "/admin/delivery-rules",
    {
      schema: {
        tags,
        summary: "Change the delivery and payment terms (all of them); every process applies them within about a second",
        description:
          "Errors: DELIVERY_UNKNOWN_CARRIER (400: every carrier once, no other), DELIVERY_NO_CARRIER_PL (422: the carriers left for Poland would not deliver every kind of product), DELIVERY_NO_ONLINE_PAYMENT (422). details.errors lists each problem with its field.",
        body: StaffDeliveryRulesBody,
        response: { 200: envelope(StaffDeliveryRules), ...errorsFor(400, 401, 403, 422) },
      },
    },
    async (req, reply) => answer(reply, await content().saveDeliveryRules(await actor(req), req.body)),
  );

  r.delete(
    "/admin/delivery-rules",
    {
      schema: {
        tags,
        summary: "Back to the shop's default delivery and payment terms (the code's, with the configuration's free-delivery threshold)",
        response: { 200: envelope(StaffDeliveryRules), ...errorsFor(401, 403) },
      },
    },
    async (req, reply) => answer(reply, await content().resetDeliveryRules(await actor(req))),
  );

  r.get(
    "/admin/coupons",
    {
      schema: {
        tags,
        summary: "Coupons (sales rules) by code or name, newest first, 50 a page",
        querystring: StaffCouponsQuery,
        response: { 200: envelope(StaffCouponList), ...errorsFor(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const outcome = await content().coupons(await who(req), { page: req.query.page, pageSize: CMS_PAGE_SIZE, search: req.query.q });
      return answer(reply, outcome.ok ? accept({ ...outcome.value, page: req.query.page, page_size: CMS_PAGE_SIZE }) : outcome);
    },
  );

  r.get(
    "/admin/coupons/:id",
    {
      schema: { tags, summary: "One coupon", params: StaffIdParams, response: { 200: envelope(StaffCoupon), ...errorsFor(400, 401, 403, 404) } },
    },
    async (req, reply) => answer(reply, await content().coupon(await who(req), req.params.id)),
  );

  r.get(
    "/admin/coupons/:id/uses",
    {
      schema: {
        tags,
        summary: "The orders placed with a coupon, newest first, 50 a page",
        params: StaffIdParams,
        querystring: StaffPageQuery,
        response: { 200: envelope(StaffCouponUseList), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const outcome = await content().couponUses(await who(req), req.params.id, { page: req.query.page, pageSize: CMS_PAGE_SIZE });
      return answer(reply, outcome.ok ? accept({ ...outcome.value, page: req.query.page, page_size: CMS_PAGE_SIZE }) : outcome);
    },
  );

  r.post(
    "/admin/coupons",
    {
      schema: {
        tags,
        summary: "Create a coupon: percent or fixed grosze, minimum subtotal, Warsaw date window, usage limits",
        description: "Errors: COUPON_CODE_TAKEN (409).",
        body: StaffCouponBody,
        response: { 200: envelope(StaffCoupon), ...errorsFor(400, 401, 403, 409) },
      },
    },
    async (req, reply) => answer(reply, await content().createCoupon(await actor(req), req.body)),
  );

  r.patch(
    "/admin/coupons/:id",
    {
      schema: {
        tags,
        summary: "Change a coupon (all its fields); is_active false switches it off",
        description: "Errors: COUPON_NOT_FOUND (404), COUPON_CODE_TAKEN (409).",
        params: StaffIdParams,
        body: StaffCouponBody,
        response: { 200: envelope(StaffCoupon), ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => answer(reply, await content().updateCoupon(await actor(req), req.params.id, req.body)),
  );

  r.get(
    "/admin/banners",
    {
      schema: {
        tags,
        summary: "Every banner, in or out of its window, by slot and order",
        response: { 200: envelope(z.array(StaffBanner)), ...errorsFor(401, 403) },
      },
    },
    async (req, reply) => answer(reply, await content().banners(await who(req))),
  );

  r.post(
    "/admin/banners",
    {
      schema: {
        tags,
        summary: "Create a banner: slot, images or addresses, link, window of Warsaw days, order",
        body: StaffBannerBody,
        response: { 200: envelope(StaffBanner), ...errorsFor(400, 401, 403) },
      },
    },
    async (req, reply) => answer(reply, await content().createBanner(await actor(req), req.body)),
  );

  r.patch(
    "/admin/banners/:id",
    {
      schema: {
        tags,
        summary: "Change a banner (all its fields)",
        params: StaffIdParams,
        body: StaffBannerBody,
        response: { 200: envelope(StaffBanner), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => answer(reply, await content().updateBanner(await actor(req), req.params.id, req.body)),
  );

  r.post(
    "/admin/banners/:id/delete",
    { schema: { tags, summary: "Remove a banner", params: StaffIdParams, response: { 200: envelope(Done), ...errorsFor(400, 401, 403, 404) } } },
    async (req, reply) => answer(reply, await content().removeBanner(await actor(req), req.params.id)),
  );
}
