/**
 * The newsletter (the mailchimp-subscribe extension's endpoints, kept local), with double opt-in and proof of who asks.
 *
 * - Subscribing never subscribes at once: it answers `true` for any acceptable address (the answer does not tell
 *   whether the address was subscribed already) and, after the answer, mails a confirmation link. Opening the link
 *   (`confirm`) writes the subscriber and, the first time ever for that address, the single-use 10 % welcome coupon
 *   bound to it, mailed with the signed unsubscribe link. Requests, confirmations and withdrawals are recorded with
 *   time, source, wording version and IP (newsletter_consents).
 * - Reading the status and unsubscribing need proof: the signed-in customer's own address, or the signed
 *   unsubscribe token of a newsletter mail. The token names the address and the moment of its subscription and is
 *   signed with AUTH_SECRET: it needs no row, cannot be made for another address, and dies when that subscription
 *   ends (subscribing again gives new tokens).
 * - Rate limits: per IP, NEWSLETTER_IP_LIMIT requests per 5 minutes (then NEWSLETTER_TOO_MANY_CHANGES, the spec's
 *   "too many e-mail changes, retry in 5 minutes"); per address, at most NEWSLETTER_MAILS_PER_HOUR confirmation
 *   mails an hour, silently (no mail flood into someone's inbox, nothing revealed).
 * A customer's `extension_attributes.is_subscribed` is whether their address is a confirmed subscriber.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { EmailDomainRules } from "../../../domain/email-rules.ts";
import { NEWSLETTER_CONFIRM_HOURS, NEWSLETTER_CONSENT_VERSION, NEWSLETTER_COUPON_PERCENT, type NewsletterSource } from "../../../domain/newsletter.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { MarketingPlatform } from "../../integrations/edrone/client.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { hitRateLimit, type RateLimit } from "../../lib/rate-limit.ts";
import { emailDomainRefusal } from "./email-domain.ts";
import { confirmationMail, confirmLink, oneClickLink, unsubscribePageLink, welcomeNewsletterMail, withUnsubscribe } from "./newsletter-mail.ts";
import { newSecret, sha256 } from "./passwords.ts";
import type { newsletterPending, newsletterSubscribers } from "./tables.ts";

export type SubscriptionStatus = "subscribed" | "unsubscribed";

export const NEWSLETTER_IP_LIMIT: RateLimit = { limit: 5, windowSeconds: 300 };
export const NEWSLETTER_MAILS_PER_HOUR = 3;

/** Who asks about a subscription: a signed-in customer, or the holder of a newsletter mail's unsubscribe token. */
export type NewsletterProof = { customerId: number } | { unsubscribeToken: string };

/** The cart's side of the welcome coupon (server/services.ts plugs in the cart's function): one rule for one address. */
export type WelcomeCouponWriter = (tx: Pick<Database, "query">, coupon: { code: string; email: string; percent: number }) => Promise<void>;

type ProofRefusal = "UNAUTHORIZED" | "FORBIDDEN" | "NEWSLETTER_LINK_INVALID";

const linkInvalid = () =>
  refuse(
    "NEWSLETTER_LINK_INVALID",
    "The newsletter link is invalid or no longer valid. Sign in to manage your subscription, or use the link from a newer e-mail.",
  );

export class NewsletterService {
  private readonly db: Database;
  private readonly config: Config;
  private readonly rules: EmailDomainRules;
  private readonly clock: () => Date;
  private readonly mailer: Mailer;
  private readonly writeCoupon: WelcomeCouponWriter;
  /** The marketing platform (edrone), told after the commit; NO_MARKETING_PLATFORM when it is off. */
  private readonly platform: MarketingPlatform;

  /**
   * Confirmed subscribers with their consent (the wording's version, where it was given, and the confirmation's time
   * and IP from the consent record), oldest first; one page, or all of them for the back office's export (pageSize null).
   */
  async subscribers(page: number, pageSize: number | null): Promise<{ items: SubscriberWithConsent[]; total: number }> {
    const [count] = await this.db.query<{ n: number }>("SELECT count(*)::int AS n FROM newsletter_subscribers");
    const items = await this.db.query<SubscriberWithConsent>(
      `SELECT s.email, s.customer_id, s.subscribed_at, s.consent_version, s.source, c.at AS confirmed_at, c.ip AS confirmed_ip
       FROM newsletter_subscribers s
       LEFT JOIN LATERAL (SELECT at, ip FROM newsletter_consents WHERE email = s.email AND event = 'confirmed' ORDER BY at DESC LIMIT 1) c ON true
       ORDER BY s.subscribed_at, s.email LIMIT $1 OFFSET $2`,
      [pageSize, pageSize === null ? 0 : (page - 1) * pageSize],
    );
    return { items, total: count?.n ?? 0 };
  }

  constructor(
    db: Database,
    config: Config,
    rules: EmailDomainRules,
    clock: () => Date,
    mailer: Mailer,
    writeCoupon: WelcomeCouponWriter,
    marketing: MarketingPlatform,
  ) {
    this.db = db;
    this.config = config;
    this.rules = rules;
    this.clock = clock;
    this.mailer = mailer;
    this.writeCoupon = writeCoupon;
    this.platform = marketing;
  }

  /**
   * Asks for a subscription: `true` for every acceptable address, whatever its state; the confirmation link goes
   * out after the answer. `ip` null (the order's consent) skips the per-IP limit.
   */
  async subscribe(
    email: string,
    how: { source: NewsletterSource; ip: string | null },
  ): Promise<Outcome<true, "EMAIL_DOMAIN_REFUSED" | "NEWSLETTER_TOO_MANY_CHANGES">> {
    const refused = emailDomainRefusal(email, this.rules);
    if (refused) return refused;
    const now = this.clock();
    if (how.ip !== null) {
      const verdict = await hitRateLimit(this.db, `newsletter-ip:${how.ip}`, NEWSLETTER_IP_LIMIT, now);
      if (!verdict.allowed)
        return refuse("NEWSLETTER_TOO_MANY_CHANGES", "Too many e-mail changes. Please try again in 5 minutes.", {
          retryAfterSeconds: verdict.retryAfterSeconds,
        });
    }
    const perAddress = await hitRateLimit(this.db, `newsletter-mail:${sha256(email)}`, { limit: NEWSLETTER_MAILS_PER_HOUR, windowSeconds: 3600 }, now);
    if (perAddress.allowed) this.mailer.buildAndSendLater(() => this.request(email, how.source, how.ip, now), "newsletter confirmation");
    return accept(true as const);
  }

  /** After the answer: the pending request (a new link replaces an older one) and its record, then the link's mail. */
  private async request(email: string, source: NewsletterSource, ip: string | null, now: Date) {
    const token = newSecret();
    const expires = new Date(now.getTime() + NEWSLETTER_CONFIRM_HOURS * 3_600_000);
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO newsletter_pending (email, token_hash, source, consent_version, ip, requested_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (email) DO UPDATE SET token_hash = EXCLUDED.token_hash, source = EXCLUDED.source, consent_version = EXCLUDED.consent_version,
           ip = EXCLUDED.ip, requested_at = EXCLUDED.requested_at, expires_at = EXCLUDED.expires_at`,
        [email, sha256(token), source, NEWSLETTER_CONSENT_VERSION, ip, now, expires],
      );
      await this.record(tx, email, "requested", source, NEWSLETTER_CONSENT_VERSION, ip, now);
    });
    return confirmationMail(email, confirmLink(this.config.PUBLIC_URL, token), NEWSLETTER_CONFIRM_HOURS);
  }

  /**
   * The confirmation link: subscribes its address (once; the link then no longer works) and, the first time ever for
   * the address, issues the welcome coupon. The welcome mail goes out after the answer.
   */
  async confirm(token: string, ip: string | null): Promise<Outcome<true, "NEWSLETTER_LINK_INVALID">> {
    const now = this.clock();
    const done = await this.db.transaction(async (tx) => {
      const pending = (
        await tx.query<Pick<RowOf<typeof newsletterPending>, "email" | "source" | "consent_version">>(
          "DELETE FROM newsletter_pending WHERE token_hash = $1 AND expires_at > $2 RETURNING email, source, consent_version",
          [sha256(token), now],
        )
      )[0];
      if (!pending) return null;
      const { email } = pending;
      const subscribed = await tx.query<Pick<RowOf<typeof newsletterSubscribers>, "subscribed_at">>(
        `INSERT INTO newsletter_subscribers (email, customer_id, subscribed_at, consent_version, source)
         VALUES ($1, (SELECT id FROM customers WHERE email = $1), $2, $3, $4)
         ON CONFLICT (email) DO UPDATE SET consent_version = EXCLUDED.consent_version, source = EXCLUDED.source
         RETURNING subscribed_at`,
        [email, now, pending.consent_version, pending.source],
      );
      await this.record(tx, email, "confirmed", pending.source, pending.consent_version, ip, now);
      const code = `NEWS10-${newSecret()
        .replace(/[^A-Za-z0-9]/g, "")
        .slice(0, 10)
        .toUpperCase()}`;
      const issued = await tx.query<{ code: string }>(
        "INSERT INTO newsletter_coupons (email, code, issued_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING RETURNING code",
        [email, code, now],
      );
      if (issued[0]) await this.writeCoupon(tx, { code, email, percent: NEWSLETTER_COUPON_PERCENT });
      return { email, since: subscribed[0]!.subscribed_at, coupon: issued[0] ? code : null, source: pending.source, version: pending.consent_version };
    });
    if (!done) return linkInvalid();
    this.platform.subscribed({ email: done.email, source: done.source, consentVersion: done.version, at: now });
    const unsubscribe = this.unsubscribeToken(done.email, done.since);
    const mail = welcomeNewsletterMail(done.email, done.coupon ? { code: done.coupon, percent: NEWSLETTER_COUPON_PERCENT } : null);
    this.mailer.sendLater(this.marketing(mail, unsubscribe));
    return accept(true as const);
  }

  /** The status of the address the proof allows; refused for any other address. */
  async status(proof: NewsletterProof, email: string): Promise<Outcome<SubscriptionStatus, ProofRefusal>> {
    const allowed = await this.allowedAddress(proof, email);
    if (!allowed.ok) return allowed;
    const rows = await this.db.query<Pick<RowOf<typeof newsletterSubscribers>, "subscribed_at">>(
      "SELECT subscribed_at FROM newsletter_subscribers WHERE email = $1",
      [allowed.value.email],
    );
    const row = rows[0];
    if (!row) return accept("unsubscribed");
    if (allowed.value.since !== null && row.subscribed_at.getTime() !== allowed.value.since) return linkInvalid();
    return accept("subscribed");
  }

  /** Unsubscribes the address the proof allows (idempotent); a token ends only the subscription it was issued for. */
  async unsubscribe(proof: NewsletterProof, email: string | null, ip: string | null): Promise<Outcome<true, ProofRefusal>> {
    const allowed = await this.allowedAddress(proof, email);
    if (!allowed.ok) return allowed;
    const { since } = allowed.value;
    const now = this.clock();
    const withdrawn = await this.db.transaction(async (tx) => {
      const gone = await tx.query<Pick<RowOf<typeof newsletterSubscribers>, "email">>(
        `DELETE FROM newsletter_subscribers WHERE email = $1 AND ($2::timestamptz IS NULL OR subscribed_at = $2) RETURNING email`,
        [allowed.value.email, since === null ? null : new Date(since)],
      );
      if (gone[0]) await this.record(tx, allowed.value.email, "withdrawn", since === null ? "account" : "link", NEWSLETTER_CONSENT_VERSION, ip, now);
      return gone.length > 0;
    });
    if (withdrawn)
      this.platform.unsubscribed({
        email: allowed.value.email,
        source: since === null ? "account" : "link",
        consentVersion: NEWSLETTER_CONSENT_VERSION,
        at: now,
      });
    return accept(true as const);
  }

  /** The signed unsubscribe token of a subscription: address and subscription time, HMAC-signed. */
  unsubscribeToken(email: string, subscribedAt: Date): string {
    const payload = `${Buffer.from(email).toString("base64url")}.${subscribedAt.getTime().toString(36)}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** A marketing mail with this subscription's unsubscribe link (body and List-Unsubscribe headers). */
  private marketing(mail: Parameters<typeof withUnsubscribe>[0], token: string) {
    return withUnsubscribe(mail, { page: unsubscribePageLink(this.config.PUBLIC_URL, token), oneClick: oneClickLink(this.config.PUBLIC_URL, token) });
  }

  private sign(payload: string): string {
    return createHmac("sha256", this.config.AUTH_SECRET).update(`newsletter-unsubscribe\n${payload}`).digest("base64url");
  }

  /** The address and subscription time a token names, or null when it is not one of ours. */
  private readToken(token: string): { email: string; since: number } | null {
    const [mail, time, signature, extra] = token.split(".");
    if (!mail || !time || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(`${mail}.${time}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const since = Number.parseInt(time, 36);
    return Number.isSafeInteger(since) ? { email: Buffer.from(mail, "base64url").toString(), since } : null;
  }

  /**
   * The address a proof may manage (`since`: the subscription a token was issued for; null for the customer).
   * Another address is refused the same way whether it is subscribed or not.
   */
  private async allowedAddress(proof: NewsletterProof, email: string | null): Promise<Outcome<{ email: string; since: number | null }, ProofRefusal>> {
    if ("customerId" in proof) {
      const rows = await this.db.query<{ email: string }>("SELECT email FROM customers WHERE id = $1", [proof.customerId]);
      const own = rows[0]?.email;
      if (own === undefined) return refuse("UNAUTHORIZED", "The token is missing, invalid or expired. Log in again.");
      if (email !== null && email !== own) return refuse("FORBIDDEN", "You can manage only the newsletter subscription of your own e-mail address.");
      return accept({ email: own, since: null });
    }
    const read = this.readToken(proof.unsubscribeToken);
    if (!read || (email !== null && email !== read.email)) return linkInvalid();
    return accept(read);
  }

  private async record(
    tx: Pick<Database, "query">,
    email: string,
    event: "requested" | "confirmed" | "withdrawn",
    source: string,
    version: string,
    ip: string | null,
    at: Date,
  ) {
    await tx.query("INSERT INTO newsletter_consents (email, event, source, consent_version, ip, at) VALUES ($1, $2, $3, $4, $5, $6)", [
      email,
      event,
      source,
      version,
      ip,
      at,
    ]);
  }
}

export interface SubscriberWithConsent {
  email: string;
  customer_id: number | null;
  subscribed_at: string | Date;
  consent_version: string | null;
  source: string | null;
  confirmed_at: string | Date | null;
  confirmed_ip: string | null;
}
