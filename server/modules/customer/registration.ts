/**
 * Registration (POST /api/user/create): the password policy and the e-mail domain rules first (cheap, and a
 * shopper fixing a typo keeps their solved bot check), then the bot check (consumes the solution), then the
 * customer, its loyalty card and addresses in one transaction (the one path that creates an account: new-account.ts,
 * which the order's "create an account" uses too). The welcome mail is written into the mail outbox in that
 * transaction, and sent by the outbox after the commit.
 */
import type { AddressInput } from "../../../contract/customer.ts";
import type { EmailDomainRules } from "../../../domain/email-rules.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { BotCheck } from "../../integrations/botcheck/altcha.ts";
import { hitRateLimit } from "../../lib/rate-limit.ts";
import { welcomeMail } from "../../integrations/mail/templates.ts";
import type { MailOutbox } from "../mail/index.ts";
import { checkNewAccount, createAccount, hashNewAccount, type AccountRefusal, type PreparedAccount } from "./new-account.ts";
import { saveAddresses, type Profile, type ProfileService } from "./profile.ts";

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  addresses?: AddressInput[] | undefined;
}

/** What stands for "a person registers": a solved bot check, or (VSF1 compatibility) the client's IP, whose registrations are counted. */
export type HumanProof = { botToken: string | undefined } | { vsf1ClientIp: string };

export class RegistrationService {
  private readonly db: Database;
  private readonly config: Config;
  private readonly clock: () => Date;
  private readonly rules: EmailDomainRules;
  private readonly botCheck: BotCheck;
  private readonly mail: MailOutbox;
  private readonly profiles: ProfileService;

  constructor(db: Database, config: Config, clock: () => Date, rules: EmailDomainRules, botCheck: BotCheck, mail: MailOutbox, profiles: ProfileService) {
    this.db = db;
    this.config = config;
    this.clock = clock;
    this.rules = rules;
    this.botCheck = botCheck;
    this.mail = mail;
    this.profiles = profiles;
  }

  /** The new customer's profile; refused for a weak password, a refused e-mail domain, a failed bot check or a taken e-mail. */
  async register(
    customer: NewCustomer,
    password: string,
    proof: HumanProof,
  ): Promise<Outcome<Profile, AccountRefusal["code"] | "BOT_CHECK_FAILED" | "RATE_LIMITED">> {
    const refused = checkNewAccount(this.config, this.rules, customer.email, password);
    if (refused) return refused;
    if ("vsf1ClientIp" in proof) {
      // A VSF1 client cannot solve the proof of work; its registrations are counted per IP instead
      // (docs/decisions/2026-11-27-vsf1-compat.md).
      const rule = { limit: this.config.VSF1_REGISTRATIONS_PER_IP, windowSeconds: 3600 };
      const verdict = await hitRateLimit(this.db, `vsf1-register:${proof.vsf1ClientIp}`, rule, this.clock());
      if (!verdict.allowed) return refuse("RATE_LIMITED", "Too many registrations from this address. Please try again later.");
    } else if (!(await this.botCheck.verify(proof.botToken))) {
      return refuse("BOT_CHECK_FAILED", "The bot check is missing, wrong, expired or already used. Please try again.");
    }
    const account = await hashNewAccount(this.db, customer, password);
    if (!account.ok) return account;
    const id = await this.insert(account.value, customer);
    if (!id.ok) return id;
    this.mail.kick();
    return accept(await this.profiles.get(id.value));
  }

  /** The account (the one path: new-account.ts), its addresses and its welcome mail in one transaction. */
  private insert(account: PreparedAccount, customer: NewCustomer): Promise<Outcome<number, "EMAIL_TAKEN">> {
    const addresses = customer.addresses;
    return this.db.transaction(async (tx) => {
      const created = await createAccount(tx, account, this.clock());
      if (created.ok) await this.mail.enqueue(welcomeMail(customer, this.config.PUBLIC_URL), { tx });
      // A new customer owns no address yet: ids sent along are ignored, every address is created.
      if (created.ok && addresses?.length)
        await saveAddresses(
          tx,
          created.value,
          addresses.map(({ id: _id, customer_id: _owner, ...a }) => a),
        );
      return created;
    });
  }
}
