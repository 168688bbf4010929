/**
 * Forgotten and changed passwords. A reset request always answers `true` after the same work whether or not the
 * address belongs to a customer (the throttles' counts); the account is looked up, the single-use link (valid
 * RESET_TOKEN_MINUTES) written and mailed after the answer.
 * Requests are throttled per IP (429) and, silently, per address (no mail flood to one inbox). Setting a new
 * password, by reset link or by change, bumps the token version (every access token dies), revokes every refresh
 * token and unused reset link, releases a lockout, and sends a "password changed" mail. Refusals are returned as
 * values, a weak new password among them (passwordRefusal, passwords.ts).
 */
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import type { customers, passwordResetTokens } from "./tables.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { passwordChangedMail, resetPasswordLink, resetPasswordMail } from "../../integrations/mail/templates.ts";
import type { AttemptLog } from "./attempts.ts";
import { hashPassword, newSecret, passwordRefusal, sha256 } from "./passwords.ts";
import type { RefreshTokens } from "./refresh-tokens.ts";
import type { LoginService, PasswordHolder } from "./login.ts";

export const RESET_IP_MAX = 10;
export const RESET_EMAIL_MAX = 3;
export const RESET_WINDOW_MS = 15 * 60_000;

type CustomerRow = RowOf<typeof customers>;

export class PasswordService {
  private readonly db: Database;
  private readonly config: Config;
  private readonly clock: () => Date;
  private readonly attempts: AttemptLog;
  private readonly refreshTokens: RefreshTokens;
  private readonly mailer: Mailer;
  /** The password check of sign-in, with its lockout and per-IP throttle. */
  private readonly login: LoginService;

  constructor(db: Database, config: Config, clock: () => Date, attempts: AttemptLog, refreshTokens: RefreshTokens, mailer: Mailer, login: LoginService) {
    this.db = db;
    this.config = config;
    this.clock = clock;
    this.attempts = attempts;
    this.refreshTokens = refreshTokens;
    this.mailer = mailer;
    this.login = login;
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
    // Up to here both paths did the same work; whether the address has an account is looked up after the answer.
    if (recent < RESET_EMAIL_MAX) this.mailer.buildAndSendLater(() => this.resetMail(email, now), "password reset");
    return accept(true as const);
  }

  /** The reset link for the account of `email` (written now, after the answer), or nothing for an unknown address. */
  private async resetMail(email: string, now: Date) {
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
    const customer = await this.db.transaction(async (tx) => {
      const rows = await tx.query<Pick<RowOf<typeof passwordResetTokens>, "customer_id">>(
        `UPDATE password_reset_tokens t SET used_at = $3
           FROM customers c
          WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $3 AND c.id = t.customer_id AND c.email = $2 AND c.is_active
          RETURNING t.customer_id`,
        [sha256(token), email, now],
      );
      const id = rows[0]?.customer_id;
      if (id === undefined) return undefined;
      return this.setPassword(tx, id, passwordHash, now);
    });
    if (!customer) return refuse("INVALID_RESET_TOKEN", "The password reset link is invalid, used or expired. Please ask for a new one.");
    this.mailer.sendLater(passwordChangedMail(customer, this.config.PUBLIC_URL));
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
    const customer = await this.db.transaction((tx) => this.setPassword(tx, customerId, passwordHash, this.clock()));
    this.mailer.sendLater(passwordChangedMail(customer, this.config.PUBLIC_URL));
    return accept(true as const);
  }

  private async setPassword(tx: Pick<Database, "query">, customerId: number, passwordHash: string, now: Date) {
    const rows = await tx.query<Pick<CustomerRow, "email" | "firstname">>(
      `UPDATE customers SET password_hash = $2, token_version = token_version + 1, updated_at = $3
        WHERE id = $1 RETURNING email, firstname`,
      [customerId, passwordHash, now],
    );
    await tx.query("UPDATE password_reset_tokens SET used_at = $2 WHERE customer_id = $1 AND used_at IS NULL", [customerId, now]);
    await this.refreshTokens.revokeAllOf(customerId, tx);
    await this.login.releaseLock(customerId, tx);
    return rows[0]!;
  }
}
