/**
 * Sign-in with lockout (docs/storefront.md §6 and §9): 10 failed sign-ins of an account within 2 minutes lock it
 * for 2 minutes; failures before the lock ended no longer count after it. Every failure, including those for
 * unknown addresses and locked accounts, also counts against the caller's IP: 30 in 5 minutes and the IP gets
 * 429 until its oldest failure leaves the window. Unknown address, wrong password, locked or disabled account all
 * answer the same sentence after the same argon2 work, so the answer does not tell which. The password check and
 * its counting serve the password change too (password-reset.ts). Refusals are returned as values.
 */
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import type { customers } from "./tables.ts";
import { accept, refuse, type Outcome, type Refusal } from "../../http/outcome.ts";
import { signAccessToken, type AccessClaims } from "./access-token.ts";
import type { AttemptLog } from "./attempts.ts";
import { verifyAgainstNobody, verifyPassword } from "./passwords.ts";
import type { RefreshTokens } from "./refresh-tokens.ts";

export const LOCK_AFTER_FAILURES = 10;
export const LOCK_WINDOW_MS = 2 * 60_000;
export const LOCK_DURATION_MS = 2 * 60_000;
export const IP_MAX_FAILURES = 30;
export const IP_WINDOW_MS = 5 * 60_000;

export const LOGIN_FAILED_MESSAGE = "The account sign-in was incorrect or your account is disabled temporarily";

export interface Session {
  accessToken: string;
  refreshToken: string;
}

type CustomerRow = RowOf<typeof customers>;
export type Lockable = Pick<CustomerRow, "id" | "locked_until">;
/** What a password check reads of the customer. */
export type PasswordHolder = Lockable & Pick<CustomerRow, "password_hash" | "is_active">;
type SignInRow = PasswordHolder & Pick<CustomerRow, "group_id" | "token_version">;

export function isLocked(customer: Lockable | undefined, now: Date): boolean {
  return customer?.locked_until != null && new Date(customer.locked_until).getTime() > now.getTime();
}

export class LoginService {
  private readonly db: Database;
  private readonly config: Config;
  private readonly clock: () => Date;
  private readonly attempts: AttemptLog;
  private readonly refreshTokens: RefreshTokens;

  constructor(db: Database, config: Config, clock: () => Date, attempts: AttemptLog, refreshTokens: RefreshTokens) {
    this.db = db;
    this.config = config;
    this.clock = clock;
    this.attempts = attempts;
    this.refreshTokens = refreshTokens;
  }

  async login(username: string, password: string, ip: string): Promise<Outcome<Session, "LOGIN_FAILED" | "RATE_LIMITED">> {
    const now = this.clock();
    const throttled = await this.throttled(ip, now);
    if (throttled) return throttled;
    const rows = await this.db.query<SignInRow>("SELECT id, group_id, password_hash, is_active, token_version, locked_until FROM customers WHERE email = $1", [
      username.trim().toLowerCase(),
    ]);
    const customer = rows[0];
    // Checked (and counted) for an unknown address too: the answer and its time do not tell which.
    const ok = await this.checkPassword(customer, password, ip, now);
    if (!ok || !customer) return refuse("LOGIN_FAILED", LOGIN_FAILED_MESSAGE);
    await this.attempts.clear(`account:${customer.id}`);
    return accept(await this.startSession(customer.id, customer.group_id, customer.token_version));
  }

  /** A refresh token exchanged for a new access token and the next refresh token of its family. */
  async refresh(token: string | undefined): Promise<Outcome<Session, "INVALID_REFRESH_TOKEN">> {
    const rotated = token ? await this.refreshTokens.rotate(token) : null;
    if (!rotated) return refuse("INVALID_REFRESH_TOKEN", "The refresh token is missing, invalid, expired or revoked. Log in again.");
    return accept({ accessToken: await this.accessToken(rotated), refreshToken: rotated.refreshToken });
  }

  /**
   * Whether `password` is the customer's and the account may sign in now (it exists, is not locked and is active).
   * An unknown or locked account spends the same argon2 work; a failure counts against the IP and the account.
   */
  async checkPassword(customer: PasswordHolder | undefined, password: string, ip: string, now: Date): Promise<boolean> {
    let ok = false;
    if (!customer || isLocked(customer, now)) await verifyAgainstNobody(password);
    else ok = (await verifyPassword(customer.password_hash, password)) && customer.is_active;
    if (!ok) await this.recordFailure(customer, ip, now);
    return ok;
  }

  /** A new access token and a new refresh-token family (after login and registration). */
  async startSession(customerId: number, groupId: number, version: number): Promise<Session> {
    const accessToken = await this.accessToken({ customerId, groupId, version });
    const refreshToken = await this.refreshTokens.issue(customerId);
    return { accessToken, refreshToken };
  }

  accessToken(claims: AccessClaims): Promise<string> {
    return signAccessToken(this.config, claims, this.clock());
  }

  /** RATE_LIMITED when the IP has had too many failed password checks (sign-in or password change) lately. */
  async throttled(ip: string, now: Date): Promise<Refusal<"RATE_LIMITED"> | null> {
    if ((await this.attempts.count(`ip:${ip}`, new Date(now.getTime() - IP_WINDOW_MS))) < IP_MAX_FAILURES) return null;
    return refuse("RATE_LIMITED", "Too many failed sign-ins from your network. Please wait a few minutes and try again.");
  }

  /** A failed password check: counts against the IP and, unless it is already locked, the account. */
  private async recordFailure(customer: Lockable | undefined, ip: string, now: Date): Promise<void> {
    await this.attempts.record(`ip:${ip}`, now);
    if (customer && !isLocked(customer, now)) await this.countFailure(customer, now);
  }

  private async countFailure(customer: Lockable, now: Date) {
    const subject = `account:${customer.id}`;
    await this.attempts.record(subject, now);
    const windowStart = now.getTime() - LOCK_WINDOW_MS;
    const lockEnded = customer.locked_until ? new Date(customer.locked_until).getTime() : 0;
    const failures = await this.attempts.count(subject, new Date(Math.max(windowStart, lockEnded)));
    if (failures >= LOCK_AFTER_FAILURES) {
      await this.db.query("UPDATE customers SET locked_until = $2 WHERE id = $1", [customer.id, new Date(now.getTime() + LOCK_DURATION_MS)]);
    }
  }
}
