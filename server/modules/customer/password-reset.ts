/**
 * Forgotten and changed passwords. A reset request always answers `true` after the same lookup whether or not the
 * address belongs to a customer; the mail (a single-use link valid RESET_TOKEN_MINUTES) is sent after the answer.
 * Requests are throttled per IP (429) and, silently, per address (no mail flood to one inbox). Setting a new
 * password, by reset link or by change, bumps the token version (every access token dies), revokes every refresh
 * token and unused reset link, releases a lockout, and sends a "password changed" mail.
 */
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { ApiError } from "../../http/envelope.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { passwordChangedMail, resetPasswordLink, resetPasswordMail } from "../../integrations/mail/templates.ts";
import type { AttemptLog } from "./attempts.ts";
import { assertStrongPassword, hashPassword, newSecret, sha256, verifyPassword } from "./passwords.ts";
import type { RefreshTokens } from "./refresh-tokens.ts";
import { isLocked, type Lockable, type LoginService } from "./login.ts";

export const RESET_IP_MAX = 10;
export const RESET_EMAIL_MAX = 3;
export const RESET_WINDOW_MS = 15 * 60_000;

export class PasswordService {
  private readonly db: Database;
  private readonly config: Config;
  private readonly clock: () => Date;
  private readonly attempts: AttemptLog;
  private readonly refreshTokens: RefreshTokens;
  private readonly mailer: Mailer;
  private readonly guard: LoginService;

  constructor(db: Database, config: Config, clock: () => Date, attempts: AttemptLog, refreshTokens: RefreshTokens, mailer: Mailer, guard: LoginService) {
    this.db = db;
    this.config = config;
    this.clock = clock;
    this.attempts = attempts;
    this.refreshTokens = refreshTokens;
    this.mailer = mailer;
    this.guard = guard;
  }

  async requestReset(email: string, ip: string): Promise<true> {
    const now = this.clock();
    const since = new Date(now.getTime() - RESET_WINDOW_MS);
    const ipSubject = `reset-ip:${ip}`;
    if ((await this.attempts.count(ipSubject, since)) >= RESET_IP_MAX) {
      throw new ApiError("RATE_LIMITED", "Too many password reset requests. Please wait a few minutes and try again.");
    }
    await this.attempts.record(ipSubject, now);
    const emailSubject = `reset-email:${sha256(email)}`;
    const [recent, rows] = await Promise.all([
      this.attempts.count(emailSubject, since),
      this.db.query<{ id: number; firstname: string }>("SELECT id, firstname FROM customers WHERE email = $1 AND is_active", [email]),
    ]);
    await this.attempts.record(emailSubject, now);
    const token = newSecret();
    const customer = rows[0];
    if (customer && recent < RESET_EMAIL_MAX) {
      const expires = new Date(now.getTime() + this.config.RESET_TOKEN_MINUTES * 60_000);
      await this.db.query("INSERT INTO password_reset_tokens (customer_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
        customer.id,
        sha256(token),
        now,
        expires,
      ]);
      const link = resetPasswordLink(this.config.PUBLIC_URL, email, token);
      this.mailer.sendLater(resetPasswordMail({ email, firstname: customer.firstname }, link, this.config.RESET_TOKEN_MINUTES));
    }
    return true;
  }

  /** Sets a new password with a reset token; the token works once, before it expires, for its own address only. */
  async resetWithToken(email: string, token: string, newPassword: string): Promise<true> {
    assertStrongPassword(this.config, newPassword);
    const passwordHash = await hashPassword(newPassword);
    const now = this.clock();
    const customer = await this.db.transaction(async (tx) => {
      const rows = await tx.query<{ customer_id: number }>(
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
    if (!customer) throw new ApiError("INVALID_RESET_TOKEN", "The password reset link is invalid, used or expired. Please ask for a new one.");
    this.mailer.sendLater(passwordChangedMail(customer, this.config.PUBLIC_URL));
    return true;
  }

  /**
   * Wrong current passwords count like failed sign-ins (same lockout, same per-IP throttle), so a stolen access
   * token cannot be used to guess the password; while the account is locked every current password is "wrong".
   */
  async change(customerId: number, currentPassword: string, newPassword: string, ip: string): Promise<true> {
    const now = this.clock();
    await this.guard.assertIpNotThrottled(ip, now);
    const row = (
      await this.db.query<Lockable & { password_hash: string }>("SELECT id, password_hash, locked_until FROM customers WHERE id = $1", [customerId])
    )[0];
    const ok = row !== undefined && !isLocked(row, now) && (await verifyPassword(row.password_hash, currentPassword));
    if (!ok) {
      await this.guard.recordFailure(row, ip, now);
      throw new ApiError("WRONG_PASSWORD", "The current password is not correct.");
    }
    assertStrongPassword(this.config, newPassword);
    const passwordHash = await hashPassword(newPassword);
    const customer = await this.db.transaction((tx) => this.setPassword(tx, customerId, passwordHash, this.clock()));
    this.mailer.sendLater(passwordChangedMail(customer, this.config.PUBLIC_URL));
    return true;
  }

  private async setPassword(tx: Pick<Database, "query">, customerId: number, passwordHash: string, now: Date) {
    const rows = await tx.query<{ email: string; firstname: string }>(
      `UPDATE customers SET password_hash = $2, token_version = token_version + 1, locked_until = NULL, updated_at = $3
        WHERE id = $1 RETURNING email, firstname`,
      [customerId, passwordHash, now],
    );
    await tx.query("UPDATE password_reset_tokens SET used_at = $2 WHERE customer_id = $1 AND used_at IS NULL", [customerId, now]);
    await this.refreshTokens.revokeAllOf(customerId, tx);
    return rows[0]!;
  }
}
