/**
 * Customer accounts: /api/user/* (docs/api.md §2) and the newsletter endpoints.
 * The services return their refusals as values; `sendRefusal` answers them with their code's status.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accept, answer, refuse, sendRefusal } from "../../http/outcome.ts";
import { tokenFromRequest } from "./access-token.ts";
import type { NewsletterProof } from "./newsletter.ts";
import {
  BotChallengeSchema,
  ChangePasswordBody,
  CreateBody,
  CreatePasswordBody,
  LoginBody,
  MeBody,
  NewsletterBody,
  NewsletterConfirmBody,
  NewsletterOneClickQuery,
  NewsletterQuery,
  NewsletterUnsubscribeBody,
  NewsletterStatus,
  OrderHistoryQuery,
  ProfileSchema,
  RefreshBody,
  ResetBody,
  TokenEnvelope as TokenResult,
  TokenQuery,
} from "../../../contract/customer.ts";
import { Done, envelope, ErrorEnvelope } from "../../../contract/envelope.ts";
import { OrderHistory } from "../../../contract/order.ts";
import { ok } from "../../http/envelope.ts";

const tags = ["user"];

/**
 * The shop's own storefront needs a telephone per address; a VSF1 client (docs/decisions/2026-11-27-vsf1-compat.md)
 * may leave it out, as Magento allows. Answered as the schema's own validation failures are.
 */
function telephoneRequired(addresses: { telephone?: string | undefined }[]) {
  const i = addresses.findIndex((a) => !a.telephone);
  return refuse("VALIDATION_FAILED", `The body is invalid: addresses.${i}.telephone: is required.`, [
    { path: `addresses.${i}.telephone`, message: "is required" },
  ]);
}
const e = ErrorEnvelope;

export default async function customerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, accounts } = app.services;

  // Tokens, profiles, addresses and order history: personal answers that no cache may keep (docs/reliability.md).
  app.addHook("onSend", async (_req, reply) => {
    reply.header("cache-control", "no-store");
  });

  r.get(
    "/user/bot-challenge",
    { schema: { tags, summary: "A proof-of-work challenge (ALTCHA) to solve before registering", response: { 200: envelope(BotChallengeSchema) } } },
    async () => ok(await accounts.botCheck.challenge()),
  );

  r.post(
    "/user/create",
    {
      schema: {
        tags,
        summary: "Register a customer",
        description:
          "Errors: VALIDATION_FAILED, WEAK_PASSWORD, EMAIL_DOMAIN_REFUSED, BOT_CHECK_FAILED (400); EMAIL_TAKEN (409); RATE_LIMITED (429, a VSF1 client's registrations per IP).",
        body: CreateBody,
        response: { 200: envelope(ProfileSchema), 400: e, 409: e, 429: e },
      },
    },
    async (req, reply) => {
      const { customer, password, gToken } = req.body;
      if (!req.vsf1 && customer.addresses?.some((a) => !a.telephone)) return sendRefusal(reply, telephoneRequired(customer.addresses));
      // A VSF1 client (docs/decisions/2026-11-27-vsf1-compat.md) sends no bot check: its IP's registrations are counted instead.
      const proof = req.vsf1 && gToken === undefined ? { vsf1ClientIp: req.ip } : { botToken: gToken };
      return answer(reply, await accounts.registration.register(customer, password, proof));
    },
  );

  r.post(
    "/user/login",
    {
      schema: {
        tags,
        summary: "Sign in: result is the access token, meta.refreshToken the refresh token",
        body: LoginBody,
        response: { 200: TokenResult, 400: e, 401: e, 429: e },
      },
    },
    async (req, reply) => {
      const session = await accounts.login.login(req.body.username, req.body.password, req.ip, req.vsf1);
      if (!session.ok) return sendRefusal(reply, session);
      return { code: 200, result: session.value.accessToken, meta: { refreshToken: session.value.refreshToken } };
    },
  );

  r.post(
    "/user/refresh",
    {
      schema: {
        tags,
        summary: "Exchange a refresh token for a new access token and a new refresh token (rotation)",
        body: RefreshBody,
        response: { 200: TokenResult, 400: e, 401: e },
      },
    },
    async (req, reply) => {
      const session = await accounts.login.refresh(req.body.refreshToken);
      if (!session.ok) return sendRefusal(reply, session);
      return { code: 200, result: session.value.accessToken, meta: { refreshToken: session.value.refreshToken } };
    },
  );

  r.post(
    "/user/logout",
    {
      schema: {
        tags,
        summary: "Revoke a refresh token and every token rotated from the same login",
        body: RefreshBody,
        response: { 200: envelope(Done), 400: e },
      },
    },
    async (req) => {
      if (req.body.refreshToken) await accounts.refreshTokens.revokeFamilyOf(req.body.refreshToken);
      return ok(true as const);
    },
  );

  r.get(
    "/user/me",
    { schema: { tags, summary: "The signed-in customer's profile", querystring: TokenQuery, response: { 200: envelope(ProfileSchema), 400: e, 401: e } } },
    async (req, reply) => {
      // The token's signature here, the customer's state (active, token version) in the profile query itself.
      const claims = await auth.claims(req);
      if (!claims.ok) return sendRefusal(reply, claims);
      return answer(reply, await accounts.profiles.me(claims.value.customerId, claims.value.version));
    },
  );

  r.post(
    "/user/me",
    {
      schema: {
        tags,
        summary: "Change firstname, lastname, email and the address book",
        description:
          "Only these keys are accepted. With `addresses` the address book is replaced (ids update, no id creates, missing are deleted); an address id or customer_id that is not the caller's answers 403.",
        querystring: TokenQuery,
        body: MeBody,
        response: { 200: envelope(ProfileSchema), 400: e, 401: e, 403: e, 409: e },
      },
    },
    async (req, reply) => {
      const me = await auth.signedIn(req);
      if (!me.ok) return sendRefusal(reply, me);
      const { addresses } = req.body.customer;
      if (!req.vsf1 && addresses?.some((a) => !a.telephone)) return sendRefusal(reply, telephoneRequired(addresses));
      return answer(reply, await accounts.profiles.update(me.value.customerId, req.body.customer));
    },
  );

  r.get(
    "/user/order-history",
    {
      schema: {
        tags,
        summary: "The signed-in customer's orders, newest first",
        querystring: OrderHistoryQuery,
        response: { 200: envelope(OrderHistory), 400: e, 401: e },
      },
    },
    async (req, reply) => {
      const me = await auth.signedIn(req);
      if (!me.ok) return sendRefusal(reply, me);
      return ok(await app.services.orders.history(me.value.customerId, req.query.pageSize, req.query.currentPage));
    },
  );

  // "/user/resetPassword" and "/user/changePassword" are the upstream client's legacy spellings (docs/api.md §2).
  for (const url of ["/user/reset-password", "/user/resetPassword"])
    r.post(
      url,
      {
        schema: {
          hide: url !== "/user/reset-password",
          tags,
          summary: "Mail a single-use password reset link (the answer is the same whether or not the address is registered)",
          body: ResetBody,
          response: { 200: envelope(Done), 400: e, 429: e },
        },
      },
      async (req, reply) => {
        return answer(reply, await accounts.passwords.requestReset(req.body.email, req.ip));
      },
    );

  r.post(
    "/user/create-password",
    {
      schema: {
        tags,
        summary: "Set a new password with the reset link's token",
        body: CreatePasswordBody,
        response: { 200: envelope(Done), 400: e },
      },
    },
    async (req, reply) => {
      return answer(reply, await accounts.passwords.resetWithToken(req.body.email, req.body.resetToken, req.body.newPassword));
    },
  );

  for (const url of ["/user/change-password", "/user/changePassword"])
    r.post(
      url,
      {
        schema: {
          hide: url !== "/user/change-password",
          tags,
          summary: "Change the password (every access and refresh token of the customer is revoked; log in again)",
          description: "A wrong current password counts as a failed sign-in (lockout, per-IP throttle).",
          querystring: TokenQuery,
          body: ChangePasswordBody,
          response: { 200: envelope(Done), 400: e, 401: e, 429: e },
        },
      },
      async (req, reply) => {
        const me = await auth.signedIn(req);
        if (!me.ok) return sendRefusal(reply, me);
        return answer(reply, await accounts.passwords.change(me.value.customerId, req.body.currentPassword, req.body.newPassword, req.ip));
      },
    );

  // The newsletter (newsletter.ts): subscribing is open and double opt-in; the status and unsubscribing need proof,
  // the signed-in customer's own address or the unsubscribe token of a newsletter mail.
  const newsletter = "/ext/mailchimp-subscribe/subscribe";
  const proofOf = async (req: FastifyRequest, unsubscribeToken: string | undefined) => {
    if (unsubscribeToken && tokenFromRequest(req) === undefined) return accept<NewsletterProof>({ unsubscribeToken });
    const me = await auth.signedIn(req);
    return me.ok ? accept<NewsletterProof>({ customerId: me.value.customerId }) : me;
  };
  r.get(
    newsletter,
    {
      schema: {
        tags,
        summary: "Newsletter status of your own address (signed in), or of the address of a newsletter mail's unsubscribe token",
        description:
          "Errors: UNAUTHORIZED (401) without a token; FORBIDDEN (403) for an address that is not the customer's; NEWSLETTER_LINK_INVALID (400) for a token that is not valid for the address.",
        querystring: NewsletterQuery,
        response: { 200: envelope(NewsletterStatus), 400: e, 401: e, 403: e },
      },
    },
    async (req, reply) => {
      const proof = await proofOf(req, req.query.unsubscribe_token);
      if (!proof.ok) return sendRefusal(reply, proof);
      return answer(reply, await accounts.newsletter.status(proof.value, req.query.email));
    },
  );
  r.post(
    newsletter,
    {
      schema: {
        tags,
        summary: "Ask to subscribe an address: a confirmation link is mailed (the answer is the same whatever the address's state)",
        description: "Errors: VALIDATION_FAILED, EMAIL_DOMAIN_REFUSED (400); NEWSLETTER_TOO_MANY_CHANGES (429).",
        body: NewsletterBody,
        response: { 200: envelope(Done), 400: e, 429: e },
      },
    },
    async (req, reply) => answer(reply, await accounts.newsletter.subscribe(req.body.email, { source: req.body.source ?? "popup", ip: req.ip })),
  );
  r.delete(
    newsletter,
    {
      schema: {
        tags,
        summary: "Unsubscribe your own address (signed in), or the address of a newsletter mail's unsubscribe token",
        description: "Errors as for GET. Unsubscribing an address that is not subscribed answers true.",
        body: NewsletterUnsubscribeBody,
        response: { 200: envelope(Done), 400: e, 401: e, 403: e },
      },
    },
    async (req, reply) => {
      const proof = await proofOf(req, req.body.unsubscribe_token);
      if (!proof.ok) return sendRefusal(reply, proof);
      return answer(reply, await accounts.newsletter.unsubscribe(proof.value, req.body.email, req.ip));
    },
  );
  r.post(
    "/ext/mailchimp-subscribe/confirm",
    {
      schema: {
        tags,
        summary: "Confirm a subscription with the mailed link's token: subscribes, and mails the welcome coupon the first time",
        description: "Errors: NEWSLETTER_LINK_INVALID (400) for an unknown, used, replaced or expired link.",
        body: NewsletterConfirmBody,
        response: { 200: envelope(Done), 400: e },
      },
    },
    async (req, reply) => answer(reply, await accounts.newsletter.confirm(req.body.token, req.ip)),
  );
  // One-click unsubscribing from a mail client (RFC 8058) posts `List-Unsubscribe=One-Click` as a form; the token
  // in the URL is the proof, so this route takes any body and reads none of it (its own parsers, scoped here).
  await app.register(async (oneClick) => {
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser("*", { parseAs: "string", bodyLimit: 1024 }, (_req, _body, done) => done(null, undefined));
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      "/ext/mailchimp-subscribe/unsubscribe",
      {
        schema: {
          tags,
          summary: "One-click unsubscribe (List-Unsubscribe-Post) with a newsletter mail's token",
          description: "Errors: NEWSLETTER_LINK_INVALID (400).",
          querystring: NewsletterOneClickQuery,
          response: { 200: envelope(Done), 400: e },
        },
      },
      async (req, reply) => answer(reply, await accounts.newsletter.unsubscribe({ unsubscribeToken: req.query.token }, null, req.ip)),
    );
  });
}
