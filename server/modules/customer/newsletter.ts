/**
 * Newsletter subscriptions (the mailchimp-subscribe extension's endpoints, kept local): one row per subscribed
 * address. A customer's `extension_attributes.is_subscribed` is whether their address has a row. Subscribing twice
 * or unsubscribing an address that is not subscribed changes nothing (docs/storefront.md §4).
 */
import type { EmailDomainRules } from "../../../domain/email-rules.ts";
import type { Database } from "../../db/client.ts";
import { accept, type Outcome } from "../../http/outcome.ts";
import { emailDomainRefusal } from "./email-domain.ts";

export type SubscriptionStatus = "subscribed" | "unsubscribed";

export class NewsletterService {
  private readonly db: Database;
  private readonly rules: EmailDomainRules;
  private readonly clock: () => Date;

  constructor(db: Database, rules: EmailDomainRules, clock: () => Date) {
    this.db = db;
    this.rules = rules;
    this.clock = clock;
  }

  async status(email: string): Promise<SubscriptionStatus> {
    const rows = await this.db.query("SELECT 1 FROM newsletter_subscribers WHERE email = $1", [email]);
    return rows.length > 0 ? "subscribed" : "unsubscribed";
  }

  /** EMAIL_DOMAIN_REFUSED for an address the shop does not accept. */
  async subscribe(email: string): Promise<Outcome<true, "EMAIL_DOMAIN_REFUSED">> {
    const refused = emailDomainRefusal(email, this.rules);
    if (refused) return refused;
    await this.db.query(
      `INSERT INTO newsletter_subscribers (email, customer_id, subscribed_at)
       VALUES ($1, (SELECT id FROM customers WHERE email = $1), $2)
       ON CONFLICT (email) DO NOTHING`,
      [email, this.clock()],
    );
    return accept(true as const);
  }

  async unsubscribe(email: string): Promise<true> {
    await this.db.query("DELETE FROM newsletter_subscribers WHERE email = $1", [email]);
    return true;
  }
}
