/**
 * The one path that creates an account, for registration (POST /api/user/create) and for an account asked for at
 * checkout (POST /api/order). In two steps, so a caller's transaction holds no lock while argon2 works:
 *
 * - `prepareAccount`: the password policy, the e-mail domain rules, the e-mail not taken yet, the argon2 hash.
 * - `createAccount(tx, prepared, now)`: the customer row with a new loyalty card, inside the caller's transaction.
 *   A loyalty-card number that collides (1 in 10^10 per customer) is drawn again; a taken e-mail is EMAIL_TAKEN.
 *   The insert never fails on a unique index (ON CONFLICT DO NOTHING), so the caller's transaction stays usable.
 */
import { randomInt } from "node:crypto";
import type { EmailDomainRules } from "../../../domain/email-rules.ts";
import { loyaltyCardNumber } from "../../../domain/loyalty-card.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome, type Refusal } from "../../http/outcome.ts";
import { hashPassword, passwordRefusal } from "./passwords.ts";
import { emailDomainRefusal } from "./email-domain.ts";
import { EMAIL_TAKEN_MESSAGE } from "./profile.ts";

type Query = Pick<Database, "query">;

/** Who the account is for. */
export type AccountHolder = { email: string; firstname: string; lastname: string };
/** An account checked and hashed, ready to be created. */
export type PreparedAccount = AccountHolder & { passwordHash: string };

export type AccountRefusal = Refusal<"WEAK_PASSWORD" | "EMAIL_DOMAIN_REFUSED" | "EMAIL_TAKEN">;

/** The random 10 digits of a new loyalty card (domain/loyalty-card.ts adds the prefix and check digit). Tests may replace `next`. */
export const loyaltyCardDraw = { next: (): string => String(randomInt(0, 10_000_000_000)).padStart(10, "0") };

/** How many card numbers are drawn before giving up (each collision is 1 in 10^10). */
const CARD_ATTEMPTS = 4;

export const emailTaken = () => refuse("EMAIL_TAKEN", EMAIL_TAKEN_MESSAGE);

/** The checks that need no database: the password policy, then the e-mail domain rules. */
export function checkNewAccount(config: Config, rules: EmailDomainRules, email: string, password: string): AccountRefusal | null {
  return passwordRefusal(config, password) ?? emailDomainRefusal(email, rules);
}

/** Everything before the transaction: the checks, the e-mail not taken yet, the hash. */
export async function prepareAccount(
  db: Query,
  config: Config,
  rules: EmailDomainRules,
  holder: AccountHolder,
  password: string,
): Promise<Outcome<PreparedAccount, AccountRefusal["code"]>> {
  return checkNewAccount(config, rules, holder.email, password) ?? hashNewAccount(db, holder, password);
}

/** The second half of prepareAccount, for a caller that made the checks already (registration checks the bot in between). */
export async function hashNewAccount(db: Query, holder: AccountHolder, password: string): Promise<Outcome<PreparedAccount, "EMAIL_TAKEN">> {
  if ((await db.query("SELECT 1 FROM customers WHERE email = $1", [holder.email])).length > 0) return emailTaken();
  return accept({ email: holder.email, firstname: holder.firstname, lastname: holder.lastname, passwordHash: await hashPassword(password) });
}

/** The customer row (inside the caller's transaction): its id, or EMAIL_TAKEN when the e-mail is taken by now. */
export async function createAccount(tx: Query, account: PreparedAccount, now: Date): Promise<Outcome<number, "EMAIL_TAKEN">> {
  for (let attempt = 1; ; attempt++) {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO customers (email, firstname, lastname, password_hash, loyalty_card, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT DO NOTHING RETURNING id`,
      [account.email, account.firstname, account.lastname, account.passwordHash, loyaltyCardNumber(loyaltyCardDraw.next()), now],
    );
    if (rows[0]) return accept(rows[0].id);
    if ((await tx.query("SELECT 1 FROM customers WHERE email = $1", [account.email])).length > 0) return emailTaken();
    // Otherwise the loyalty card number collided: draw another.
    if (attempt >= CARD_ATTEMPTS) throw new Error("could not draw a free loyalty card number");
  }
}

/**
 * An account asked for at checkout (POST /api/order), without telling whether the address has one: the checks and
 * the argon2 hash always, never a lookup of the address (docs/decisions/2026-11-26-hardening.md).
 */
export async function prepareCheckoutAccount(
  config: Config,
  rules: EmailDomainRules,
  holder: AccountHolder,
  password: string,
): Promise<Outcome<PreparedAccount, "WEAK_PASSWORD" | "EMAIL_DOMAIN_REFUSED">> {
  const refused = passwordRefusal(config, password) ?? emailDomainRefusal(holder.email, rules);
  if (refused) return refused as Refusal<"WEAK_PASSWORD" | "EMAIL_DOMAIN_REFUSED">;
  return accept({ email: holder.email, firstname: holder.firstname, lastname: holder.lastname, passwordHash: await hashPassword(password) });
}

/**
 * Inside the order's transaction: the new customer, or, when the address has an account already, that account
 * (its password unchanged; the order joins it and its owner is told by mail).
 */
export async function createOrFindAccount(tx: Query, account: PreparedAccount, now: Date): Promise<{ id: number; created: boolean }> {
  const created = await createAccount(tx, account, now);
  if (created.ok) return { id: created.value, created: true };
  const rows = await tx.query<{ id: number }>("SELECT id FROM customers WHERE email = $1", [account.email]);
  if (!rows[0]) throw new Error("the e-mail was taken but its customer cannot be read");
  return { id: rows[0].id, created: false };
}
