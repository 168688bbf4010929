/**
 * /api/admin (docs/api.md "Back office"): staff sign-in and the panel's actions. The session is the httpOnly,
 * SameSite=Strict cookie `kiosk_staff`; every request but sign-in needs it (401), every change also needs the
 * session's CSRF token in `X-CSRF-Token` (403 CSRF_FAILED), and each action its role's permission (403 FORBIDDEN).
 * Answers are never cached; the panel's pages are not indexed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Done, envelope, errorsFor } from "../../../contract/envelope.ts";
import {
  STAFF_PAGE_SIZE,
  StaffAuditList,
  StaffDashboard,
  StaffIdParams,
  StaffLoginBody,
  StaffModerateBody,
  StaffOrderDetail,
  StaffOrderList,
  StaffOrderNoteBody,
  StaffOrdersQuery,
  StaffOrderStatusBody,
  StaffPageQuery,
  StaffProduct,
  StaffProductList,
  StaffProductPatch,
  StaffProductsQuery,
  StaffRefundBody,
  StaffRefunded,
  StaffReviewList,
  StaffReviewsQuery,
  StaffSession,
  StaffSubscriberList,
} from "../../../contract/staff.ts";
import { StaffConfirmationResent, StaffInvoiceIssued, StaffShipmentBody, StaffShipmentCreated } from "../../../contract/fulfilment.ts";
import { ok } from "../../http/envelope.ts";
import { STAFF_SESSION_MAX_HOURS } from "../../../domain/staff.ts";
import { accept, answer, raise, refuse, sendRefusal, type Outcome } from "../../http/outcome.ts";
import { STAFF_COOKIE, type ActionContext, type Staff } from "./service.ts";

const tags = ["admin"];

/** The value of the staff session cookie, if any. */
export function staffCookie(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === STAFF_COOKIE) return rest.join("=");
  }
  return undefined;
}

export default async function staffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = () => app.services.staff;

  app.addHook("onSend", async (_req, reply) => {
    reply.header("cache-control", "no-store");
    reply.header("x-robots-tag", "noindex, nofollow");
  });

  /** Secure when the shop is reached over https (the request's protocol, or an https PUBLIC_URL). */
  const cookie = (req: FastifyRequest, value: string, maxAge: number) => {
    const secure = req.protocol === "https" || app.config?.PUBLIC_URL?.startsWith("https:") === true;
    return `${STAFF_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
  };

  /** The signed-in staff member (401 without a live session). */
  async function who(req: FastifyRequest): Promise<Staff> {
    const s = await staff().authenticate(staffCookie(req.headers.cookie));
    return s ?? raise(refuse("UNAUTHORIZED", "Sign in to the back office."));
  }

  /** The signed-in staff member for a change: the CSRF token must match the session's (403 CSRF_FAILED). */
  async function actor(req: FastifyRequest): Promise<ActionContext> {
    const s = await who(req);
    const sent = req.headers["x-csrf-token"];
    if (typeof sent !== "string" || sent !== s.csrf) raise(refuse("CSRF_FAILED", "The request is missing the session's CSRF token."));
    return { staff: s, ip: req.ip };
  }

  const send = <T>(reply: FastifyReply, outcome: Outcome<T>) => answer(reply, outcome);
  const paged = <T>(page: number, outcome: Outcome<{ items: T[]; total: number }>) =>
    outcome.ok ? accept({ ...outcome.value, page, page_size: STAFF_PAGE_SIZE }) : outcome;

  r.post(
    "/admin/login",
    {
      schema: {
        tags,
        summary: "Staff sign-in: e-mail, password and the authenticator's 6-digit code; sets the session cookie",
        description:
          "Errors: STAFF_LOGIN_FAILED (401, which of the three was wrong is not said), STAFF_LOCKED (423, after 5 failures in a row, for 15 minutes), RATE_LIMITED (429, 20 failed attempts from one address within 15 minutes).",
        body: StaffLoginBody,
        response: { 200: envelope(StaffSession), ...errorsFor(400, 401, 423, 429) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().login(req.body.email, req.body.password, req.body.code, req.ip);
      if (!outcome.ok) return sendRefusal(reply, outcome);
      reply.header("set-cookie", cookie(req, outcome.value.token, STAFF_SESSION_MAX_HOURS * 3600));
      return ok(outcome.value.session);
    },
  );

  r.post(
    "/admin/logout",
    { schema: { tags, summary: "Ends the staff session", response: { 200: envelope(Done), ...errorsFor(401, 403) } } },
    async (req, reply) => {
      await actor(req);
      await staff().logout(staffCookie(req.headers.cookie));
      reply.header("set-cookie", cookie(req, "", 0));
      return ok(true as const);
    },
  );

  r.get(
    "/admin/session",
    {
      schema: {
        tags,
        summary: "The signed-in staff member, their permissions and the CSRF token",
        response: { 200: envelope(StaffSession), ...errorsFor(401) },
      },
    },
    async (req) => ok(staff().sessionOf(await who(req))),
  );

  r.get(
    "/admin/dashboard",
    {
      schema: {
        tags,
        summary: "Today's orders and revenue, payments awaiting action, low stock, failed mails",
        response: { 200: envelope(StaffDashboard), ...errorsFor(401, 403) },
      },
    },
    async (req, reply) => send(reply, await staff().dashboard(await who(req))),
  );

  r.get(
    "/admin/products",
    {
      schema: {
        tags,
        summary: "Products by sku prefix or name words, newest first, 50 a page",
        querystring: StaffProductsQuery,
        response: { 200: envelope(StaffProductList), ...errorsFor(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const q = req.query;
      return send(reply, paged(q.page, await staff().products(await who(req), { ...q, pageSize: STAFF_PAGE_SIZE })));
    },
  );

  r.get(
    "/admin/products/:id",
    {
      schema: {
        tags,
        summary: "One product's prices, window, stock and visibility",
        params: StaffIdParams,
        response: { 200: envelope(StaffProduct), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => send(reply, await staff().product(await who(req), req.params.id)),
  );

  r.patch(
    "/admin/products/:id",
    {
      schema: {
        tags,
        summary: "Change a product's price, special price and its window, stock or visibility",
        description: "A change of the price in force opens a new Omnibus price period. Errors: PRICE_INVALID (400), PRODUCT_NOT_FOUND (404).",
        params: StaffIdParams,
        body: StaffProductPatch,
        response: { 200: envelope(StaffProduct), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().updateProduct(await actor(req), req.params.id, req.body);
      return send(reply, outcome.ok ? accept(outcome.value.after) : outcome);
    },
  );

  r.get(
    "/admin/orders",
    {
      schema: {
        tags,
        summary: "Orders by status, number or e-mail, newest first, 50 a page",
        querystring: StaffOrdersQuery,
        response: { 200: envelope(StaffOrderList), ...errorsFor(400, 401, 403) },
      },
    },
    async (req, reply) => send(reply, paged(req.query.page, await staff().orders(await who(req), { ...req.query, pageSize: STAFF_PAGE_SIZE }))),
  );

  r.get(
    "/admin/orders/:id",
    {
      schema: {
        tags,
        summary: "One order with its lines, history and the statuses it may move to",
        params: StaffIdParams,
        response: { 200: envelope(StaffOrderDetail), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => send(reply, await staff().order(await who(req), req.params.id)),
  );

  r.post(
    "/admin/orders/:id/status",
    {
      schema: {
        tags,
        summary: "Move an order: pending → processing → complete, or cancel (its stock is returned)",
        description: "Errors: ORDER_TRANSITION_NOT_ALLOWED (409), ORDER_NOT_FOUND (404).",
        params: StaffIdParams,
        body: StaffOrderStatusBody,
        response: { 200: envelope(Done), ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().changeOrderStatus(await actor(req), req.params.id, req.body.status, req.body.comment || null);
      return send(reply, outcome.ok ? accept(true as const) : outcome);
    },
  );

  r.post(
    "/admin/orders/:id/note",
    {
      schema: {
        tags,
        summary: "A note to the customer: added to the order's history and e-mailed",
        params: StaffIdParams,
        body: StaffOrderNoteBody,
        response: { 200: envelope(Done), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().noteToCustomer(await actor(req), req.params.id, req.body.note);
      return send(reply, outcome.ok ? accept(true as const) : outcome);
    },
  );

  r.post(
    "/admin/orders/:id/refund",
    {
      schema: {
        tags,
        summary: "Refund the order's online payment, whole (no amount) or in part, through PayU",
        description: "Errors: PAYMENT_NOT_COMPLETED (409), REFUND_AMOUNT_INVALID (400), REFUND_REFUSED (409), PAYMENT_PROVIDER_UNAVAILABLE (503).",
        params: StaffIdParams,
        body: StaffRefundBody,
        response: { 200: envelope(StaffRefunded), ...errorsFor(400, 401, 403, 404, 409, 503) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().refund(await actor(req), req.params.id, req.body.amount ?? null, req.body.reason);
      return send(reply, outcome.ok ? accept({ refund_id: outcome.value.refund_id, amount: outcome.value.amount, status: outcome.value.status }) : outcome);
    },
  );

  r.post(
    "/admin/orders/:id/shipment",
    {
      schema: {
        tags,
        summary: "Create the order's InPost shipment through ShipX (a parcel locker or the courier, by its delivery method)",
        description:
          "One shipment per order: a repeated request answers the existing one (created false). The tracking number follows when ShipX confirms the shipment; it is then e-mailed to the customer. Errors: SHIPMENT_NOT_ALLOWED (409: not an InPost delivery, or the order is not processing), SHIPMENT_REJECTED (400, ShipX's field errors in details), SHIPX_UNAVAILABLE (503), SHIPMENTS_NOT_CONFIGURED (503), ORDER_NOT_FOUND (404).",
        params: StaffIdParams,
        body: StaffShipmentBody,
        response: { 200: envelope(StaffShipmentCreated), ...errorsFor(400, 401, 403, 404, 409, 503) },
      },
    },
    async (req, reply) => send(reply, await staff().createShipment(await actor(req), req.params.id, req.body.template)),
  );

  r.get(
    "/admin/orders/:id/shipment/label",
    {
      schema: {
        tags,
        summary: "The label of the order's InPost shipment, as a PDF file",
        description: "Errors: SHIPMENT_NOT_FOUND (404), SHIPMENT_LABEL_NOT_READY (409, not yet confirmed by InPost), SHIPX_UNAVAILABLE (503).",
        params: StaffIdParams,
        response: { 200: z.string().describe("application/pdf"), ...errorsFor(400, 401, 403, 404, 409, 503) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().shipmentLabel(await who(req), req.params.id);
      if (!outcome.ok) return send(reply, outcome);
      reply.type("application/pdf").header("content-disposition", `attachment; filename="etykieta-inpost-${outcome.value.tracking_number}.pdf"`);
      // bytes, so the response is sent as written (not serialised as JSON)
      return reply.send(outcome.value.pdf as unknown as string);
    },
  );

  r.post(
    "/admin/orders/:id/invoice",
    {
      schema: {
        tags,
        summary: 'Issue the order\'s invoice number ("FV/2026/000123": per year, without gaps, never reused)',
        description:
          "Issuing again answers the number the order has (issued false). Errors: INVOICE_NOT_ALLOWED (409, a cancelled order), ORDER_NOT_FOUND (404).",
        params: StaffIdParams,
        response: { 200: envelope(StaffInvoiceIssued), ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => send(reply, await staff().issueInvoice(await actor(req), req.params.id)),
  );

  r.post(
    "/admin/orders/:id/resend-confirmation",
    {
      schema: {
        tags,
        summary: "Send the order's confirmation e-mail to the customer again",
        description: "A second request within the same minute queues no second mail (queued false). Errors: ORDER_NOT_FOUND (404).",
        params: StaffIdParams,
        response: { 200: envelope(StaffConfirmationResent), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => send(reply, await staff().resendConfirmation(await actor(req), req.params.id)),
  );

  r.get(
    "/admin/reviews",
    {
      schema: {
        tags,
        summary: "Reviews by status (pending first by default), oldest first, 50 a page",
        querystring: StaffReviewsQuery,
        response: { 200: envelope(StaffReviewList), ...errorsFor(400, 401, 403) },
      },
    },
    async (req, reply) => send(reply, paged(req.query.page, await staff().reviews(await who(req), { ...req.query, pageSize: STAFF_PAGE_SIZE }))),
  );

  r.post(
    "/admin/reviews/:id/moderate",
    {
      schema: {
        tags,
        summary: "Approve or reject a review",
        params: StaffIdParams,
        body: StaffModerateBody,
        response: { 200: envelope(Done), ...errorsFor(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().moderate(await actor(req), req.params.id, req.body.status);
      return send(reply, outcome.ok ? accept(true as const) : outcome);
    },
  );

  r.get(
    "/admin/newsletter/subscribers",
    {
      schema: {
        tags,
        summary: "Confirmed newsletter subscribers with their consent, 50 a page",
        querystring: StaffPageQuery,
        response: { 200: envelope(StaffSubscriberList), ...errorsFor(400, 401, 403) },
      },
    },
    async (req, reply) => send(reply, paged(req.query.page, await staff().subscribers(await who(req), req.query.page, STAFF_PAGE_SIZE))),
  );

  r.post(
    "/admin/newsletter/export",
    {
      schema: {
        tags,
        summary: "Every confirmed subscriber with their consent, as a CSV file (audited)",
        response: { 200: z.string().describe("text/csv"), ...errorsFor(401, 403) },
      },
    },
    async (req, reply) => {
      const outcome = await staff().exportSubscribers(await actor(req));
      if (!outcome.ok) return send(reply, outcome);
      reply.type("text/csv; charset=utf-8").header("content-disposition", 'attachment; filename="newsletter-subscribers.csv"');
      // bytes, so the response is sent as written (not serialised as JSON)
      return reply.send(Buffer.from(outcome.value, "utf8") as unknown as string);
    },
  );

  r.get(
    "/admin/audit",
    {
      schema: {
        tags,
        summary: "The audit log, newest first, 50 a page (owner only)",
        querystring: StaffPageQuery,
        response: { 200: envelope(StaffAuditList), ...errorsFor(400, 401, 403) },
      },
    },
    async (req, reply) => send(reply, paged(req.query.page, await staff().auditLog(await who(req), req.query.page, STAFF_PAGE_SIZE))),
  );
}
