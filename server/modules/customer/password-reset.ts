/**
 * Forgotten and changed passwords. A reset request always answers `true` after the same work whether or not the
 * address belongs to a customer (the throttles' counts and one row in the mail outbox, for every address); the
 * account is looked up, and the single-use link (valid RESET_TOKEN_MINUTES) written, when the outbox sends that
 * row: after the answer, and again should the relay be down (each try makes a fresh link; an unknown address gets
 * no mail).
 * Requests are throttled per IP (429) and, silently, per address (no mail flood to one inbox). Setting a new
 * password, by reset link or by change, bumps the token version (every access token dies), revokes every refresh
 * token and unused reset link, releases a lockout, and writes a "password changed" mail into the outbox in the same
 * transaction. Refusals are returned as
 * values, a weak new password among them (passwordRefusal, passwords.ts).
 */
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import type { customers, passwordResetTokens } from "./tables.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import { passwordChangedMail, resetPasswordLink, resetPasswordMail } from "../../integrations/mail/templates.ts";
import type { MailOutbox } from "../mail/index.ts";
import type { AttemptLog } from "./attempts.ts";
import { hashPassword, newSecret, passwordRefusal, sha256 } from "./passwords.ts";
import type { RefreshTokens } from "./refresh-tokens.ts";
import type { LoginService, PasswordHolder } from "./login.ts";

export const RESET_IP_MAX = 10;
export const RESET_EMAIL_MAX = 3;
export const RESET_WINDOW_MS = 15 * 60_000;
/** The outbox kind of a reset request (rendered by this module when sent). */
const RESET_MAIL = "password_reset";

type CustomerRow = RowOf<typeof customers>;

export class PasswordService {
  private readonly db: Database;
  private readonly config: Config;
  private readonly clock: () => Date;
  private readonly attempts: AttemptLog;
  private readonly refreshTokens: RefreshTokens;
  private readonly mail: MailOutbox;
  /** The password check of sign-in, with its lockout and per-IP throttle. */
  private readonly login: LoginService;

  constructor(db: Database, config: Config, clock: () => Date, attempts: AttemptLog, refreshTokens: RefreshTokens, mail: MailOutbox, login: LoginService) {
    this.db = db;
    this.config = config;
    this.clock = clock;
    this.attempts = attempts;
    this.refreshTokens = refreshTokens;
    this.mail = mail;
    this.login = login;
    // The reset mail is made when the outbox sends it (resetMail): the account looked up, the link written then.
    mail.render([RESET_MAIL], (row) => this.resetMail(String(row.payload["email"])));
  }

  async requestReset(email: string, ip: string): Promise<Outcome<true, "RATE_LIMITED">> {
    const now = this.clock();
    const since = new Date(now.getTime() - RESET_WINDOW_MS);
    const ipSubject = `reset-ip:${ip}`;
    if ((await this.attempts.count(ipSubject, since)) >= RESET_IP_MAX) {
      return refuse("RATE_LIMITED", "Too many password reset requests. Please wait a few minutes and try again.");
    }
    await this.attempts.record(ipSubject, now);
    const emailSubject = `reset-email:${sha256(email)}`;
    const recent = await this.attempts.count(emailSubject, since);
    await this.attempts.record(emailSubject, now);
    // Both paths do the same work, the outbox row included; whether the address has an account is looked up when
    // the outbox sends it, after the answer.
    if (recent < RESET_EMAIL_MAX) await this.mail.enqueue({ kind: RESET_MAIL, payload: { email } });
    return accept(true as const);
  }

  /** The reset link for the account of `email` (written now, when the mail is sent), or nothing for an unknown address. */
  private async resetMail(email: string) {
    const now = this.clock();
    const rows = await this.db.query<Pick<CustomerRow, "id" | "firstname">>("SELECT id, firstname FROM customers WHERE email = $1 AND is_active", [email]);
    const customer = rows[0];
    if (!customer) return null;
    const token = newSecret();
    const expires = new Date(now.getTime() + this.config.RESET_TOKEN_MINUTES * 60_000);
    await this.db.query("INSERT INTO password_reset_tokens (customer_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
      customer.id,
      sha256(token),
      now,
      expires,
    ]);
    const link = resetPasswordLink(this.config.PUBLIC_URL, email, token);
    return resetPasswordMail({ email, firstname: customer.firstname }, link, this.config.RESET_TOKEN_MINUTES);
  }

  /** Sets a new password with a reset token; the token works once, before it expires, for its own address only. */
  async resetWithToken(email: string, token: string, newPassword: string): Promise<Outcome<true, "INVALID_RESET_TOKEN" | "WEAK_PASSWORD">> {
    const weak = passwordRefusal(this.config, newPassword);
    if (weak) return weak;
    const passwordHash = await hashPassword(newPassword);
    const now = this.clock();
    const changed = await this.db.transaction(async (tx) => {
      const rows = await tx.query<Pick<RowOf<typeof passwordResetTokens>, "customer_id">>(
        `UPDATE password_reset_tokens t SET used_at = $3
           FROM customers c
          WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $3 AND c.id = t.customer_id AND c.email = $2 AND c.is_active
          RETURNING t.customer_id`,
        [sha256(token), email, now],
      );
      const id = rows[0]?.customer_id;
      if (id === undefined) return false;
      await this.setPassword(tx, id, passwordHash, now);
      return true;
    });
    if (!changed) return refuse("INVALID_RESET_TOKEN", "The password reset link is invalid, used or expired. Please ask for a new one.");
    this.mail.kick();
    return accept(true as const);
  }

  /**
   * Wrong current passwords count like failed sign-ins (same lockout, same per-IP throttle), so a stolen access
   * token cannot be used to guess the password; while the account is locked every current password is "wrong".
   */
  async change(
    customerId: number,
    currentPassword: string,
    newPassword: string,
    ip: string,
  ): Promise<Outcome<true, "RATE_LIMITED" | "WRONG_PASSWORD" | "WEAK_PASSWORD">> {
    const rows = await this.db.query<PasswordHolder>("SELECT id, password_hash, is_active FROM customers WHERE id = $1", [customerId]);
    const checked = await this.login.checkPassword(rows[0], currentPassword, ip);
    if (checked !== true) return checked === false ? refuse("WRONG_PASSWORD", "The current password is not correct.") : checked;
    const weak = passwordRefusal(this.config, newPassword);
    if (weak) return weak;
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction((tx) => this.setPassword(tx, customerId, passwordHash, this.clock()));
    this.mail.kick();
    return accept(true as const);
  }

  /** The new password, everything it ends, and the "password changed" mail in the outbox, in the caller's transaction. */
  private async setPassword(tx: Pick<Database, "query">, customerId: number, passwordHash: string, now: Date): Promise<void> {
    const rows = await tx.query<Pick<CustomerRow, "email" | "firstname">>(
      `UPDATE customers SET password_hash = $2, token_version = token_version + 1, updated_at = $3
        WHERE id = $1 RETURNING email, firstname`,
      [customerId, passwordHash, now],
    );
    await tx.query("UPDATE password_reset_tokens SET used_at = $2 WHERE customer_id = $1 AND used_at IS NULL", [customerId, now]);
    await this.refreshTokens.revokeAllOf(customerId, tx);
    await this.login.releaseLock(customerId, tx);
    await this.mail.enqueue(passwordChangedMail(rows[0]!, this.config.PUBLIC_URL), { tx });
  }
}
