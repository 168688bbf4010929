/**
 * Registration (POST /api/user/create): the password policy and the e-mail domain rules first (cheap, and a
 * shopper fixing a typo keeps their solved bot check), then the bot check (consumes the solution), then the
 * customer, its loyalty card and addresses in one transaction. The welcome mail goes after the answer.
 */
import { randomInt } from "node:crypto";
import type { AddressInput } from "../../../contract/customer.ts";
import { checkEmailDomain, type EmailDomainRules } from "../../../domain/email-rules.ts";
import { loyaltyCardNumber } from "../../../domain/loyalty-card.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { ApiError } from "../../http/envelope.ts";
import type { BotCheck } from "../../integrations/botcheck/altcha.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { welcomeMail } from "../../integrations/mail/templates.ts";
import { assertStrongPassword, hashPassword } from "./passwords.ts";
import { EMAIL_TAKEN_MESSAGE, emailDomainRefused, isUniqueViolation, saveAddresses, type Profile, type ProfileService } from "./profile.ts";

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  addresses?: AddressInput[] | undefined;
}

const randomCardBody = () => String(randomInt(0, 10_000_000_000)).padStart(10, "0");

/** The customer row with a new loyalty card (inside the caller's transaction); a taken e-mail is a unique violation. */
export async function insertCustomer(tx: Pick<Database, "query">, customer: NewCustomer, passwordHash: string, now: Date): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO customers (email, firstname, lastname, password_hash, loyalty_card, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
    [customer.email, customer.firstname, customer.lastname, passwordHash, loyaltyCardNumber(randomCardBody()), now],
  );
  return rows[0]!.id;
}

export class RegistrationService {
  private readonly db: Database;
  private readonly config: Config;
  private readonly clock: () => Date;
  private readonly rules: EmailDomainRules;
  private readonly botCheck: BotCheck;
  private readonly mailer: Mailer;
  private readonly profiles: ProfileService;

  constructor(db: Database, config: Config, clock: () => Date, rules: EmailDomainRules, botCheck: BotCheck, mailer: Mailer, profiles: ProfileService) {
    this.db = db;
    this.config = config;
    this.clock = clock;
    this.rules = rules;
    this.botCheck = botCheck;
    this.mailer = mailer;
    this.profiles = profiles;
  }

  async register(customer: NewCustomer, password: string, botToken: string | undefined): Promise<Profile> {
    assertStrongPassword(this.config, password);
    const verdict = checkEmailDomain(customer.email, this.rules);
    if (verdict !== "ok") throw emailDomainRefused(verdict);
    if (!(await this.botCheck.verify(botToken))) {
      throw new ApiError("BOT_CHECK_FAILED", "The bot check is missing, wrong, expired or already used. Please try again.");
    }
    const passwordHash = await hashPassword(password);
    const id = await this.insert(customer, passwordHash);
    this.mailer.sendLater(welcomeMail(customer, this.config.PUBLIC_URL));
    return this.profiles.get(id);
  }

  private async insert(customer: NewCustomer, passwordHash: string): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const id = await insertCustomer(tx, customer, passwordHash, this.clock());
          // A new customer owns no address yet: ids sent along are ignored, every address is created.
          if (customer.addresses?.length)
            await saveAddresses(
              tx,
              id,
              customer.addresses.map(({ id: _id, customer_id: _owner, ...a }) => a),
            );
          return id;
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const taken = await this.db.query("SELECT 1 FROM customers WHERE email = $1", [customer.email]);
        // Otherwise the random loyalty card number collided (1 in 10^10 per customer): draw another.
        if (taken.length > 0 || attempt >= 3) throw new ApiError("EMAIL_TAKEN", EMAIL_TAKEN_MESSAGE);
      }
    }
  }
}
