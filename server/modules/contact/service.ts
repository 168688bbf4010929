/**
 * The contact form (/i/kontakt): checked cheaply first (the e-mail domain rules, the per-IP limit), then the bot
 * check (consumes the solution), then two mails after the answer: the message to the shop (CONTACT_EMAIL) with
 * Reply-To set to the shopper, and an acknowledgement to the shopper. The acknowledgement repeats nothing the
 * sender typed (no name, subject or text): the form cannot be used to send someone else words of the sender's
 * choosing from the shop's address.
 */
import type { ContactInput } from "../../../contract/contact.ts";
import { checkEmailDomain, parseDomainList, type EmailDomainRules } from "../../../domain/email-rules.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { BotCheck } from "../../integrations/botcheck/altcha.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { hitRateLimit } from "../../lib/rate-limit.ts";
import { contactAcknowledgementMail, contactMessageMail } from "./mail.ts";

export class ContactService {
  private readonly db: Database;
  private readonly config: Config;
  private readonly clock: () => Date;
  private readonly botCheck: BotCheck;
  private readonly mailer: Mailer;
  private readonly rules: EmailDomainRules;

  constructor(db: Database, config: Config, clock: () => Date, botCheck: BotCheck, mailer: Mailer) {
    this.db = db;
    this.config = config;
    this.clock = clock;
    this.botCheck = botCheck;
    this.mailer = mailer;
    this.rules = { allow: parseDomainList(config.MAILER_ALLOW_DOMAINS), deny: parseDomainList(config.MAILER_DENY_DOMAINS) };
  }

  async send(input: ContactInput, ip: string): Promise<Outcome<true, "EMAIL_DOMAIN_REFUSED" | "RATE_LIMITED" | "BOT_CHECK_FAILED">> {
    const verdict = checkEmailDomain(input.email, this.rules);
    if (verdict !== "ok")
      return refuse("EMAIL_DOMAIN_REFUSED", "Addresses in this e-mail domain (or temporary ones) are not accepted. Please use another e-mail address.", {
        reason: verdict,
      });
    const limit = await hitRateLimit(this.db, `contact:${ip}`, { limit: this.config.CONTACT_MESSAGES_PER_IP, windowSeconds: 3600 }, this.clock());
    if (!limit.allowed) return refuse("RATE_LIMITED", "Too many messages. Please wait a while and try again.", { retryAfterSeconds: limit.retryAfterSeconds });
    if (!(await this.botCheck.verify(input.gToken))) {
      return refuse("BOT_CHECK_FAILED", "The bot check is missing, wrong, expired or already used. Please try again.");
    }
    this.mailer.sendLater(contactMessageMail(this.config.CONTACT_EMAIL, input, this.clock()));
    this.mailer.sendLater(contactAcknowledgementMail(input.email));
    return accept(true as const);
  }
}
