/**
 * Sign-in with lockout (docs/storefront.md §6 and §9): 10 failed sign-ins of an account within 2 minutes lock it
 * for 2 minutes; failures before the lock ended no longer count after it. Every failure, including those for
 * unknown addresses and locked accounts, also counts against the caller's IP: 30 in 5 minutes and the IP gets
 * 429 (with Retry-After) until its oldest failure leaves the window. Unknown address, wrong password, locked or
 * disabled account all answer the same sentence after the same argon2 work, so the answer does not tell which.
 * Each password check claims its slot in the database BEFORE the argon2 work (attempts.ts, PasswordCheckClaims),
 * so a burst of simultaneous guesses gets no more checks than the limits allow; a right password gives its claim
 * back. The password check and its counting serve the password change too (password-reset.ts). Refusals are
 * returned as values.
 */
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import type { customers } from "./tables.ts";
import { accept, refuse, type Outcome, type Refusal } from "../../http/outcome.ts";
import { signAccessToken, type AccessClaims } from "./access-token.ts";
import type { ClaimLimit, PasswordCheckClaims } from "./attempts.ts";
import { verifyAgainstNobody, verifyPassword } from "./passwords.ts";
import type { RefreshTokens } from "./refresh-tokens.ts";

export const LOCK_AFTER_FAILURES = 10;
export const LOCK_WINDOW_MS = 2 * 60_000;
export const LOCK_DURATION_MS = 2 * 60_000;
export const IP_MAX_FAILURES = 30;
export const IP_WINDOW_MS = 5 * 60_000;

const ACCOUNT_LIMIT: ClaimLimit = { max: LOCK_AFTER_FAILURES, windowMs: LOCK_WINDOW_MS, lockMs: LOCK_DURATION_MS };
const IP_LIMIT: ClaimLimit = { max: IP_MAX_FAILURES, windowMs: IP_WINDOW_MS };

export const LOGIN_FAILED_MESSAGE = "The account sign-in was incorrect or your account is disabled temporarily";
const RATE_LIMITED_MESSAGE = "Too many failed sign-ins from your network. Please wait a few minutes and try again.";

export interface Session {
  accessToken: string;
  refreshToken: string;
}

type CustomerRow = RowOf<typeof customers>;
/** What a password check reads of the customer. */
export type PasswordHolder = Pick<CustomerRow, "id" | "password_hash" | "is_active">;
type SignInRow = PasswordHolder & Pick<CustomerRow, "group_id" | "token_version">;

/** RATE_LIMITED of a password check carries how long to wait, for the Retry-After header. */
export type PasswordThrottled = Refusal<"RATE_LIMITED"> & { readonly details: { retryAfterSeconds: number } };

export class LoginService {
  private readonly db: Database;
  private readonly config: Config;
  private readonly clock: () => Date;
  private readonly claims: PasswordCheckClaims;
  private readonly refreshTokens: RefreshTokens;

  constructor(db: Database, config: Config, clock: () => Date, claims: PasswordCheckClaims, refreshTokens: RefreshTokens) {
    this.db = db;
    this.config = config;
    this.clock = clock;
    this.claims = claims;
    this.refreshTokens = refreshTokens;
  }

  /** `vsf1Client`: the session of a VSF1 client, whose refresh token does not rotate (refresh-tokens.ts). */
  async login(username: string, password: string, ip: string, vsf1Client = false): Promise<Outcome<Session, "LOGIN_FAILED" | "RATE_LIMITED">> {
    const rows = await this.db.query<SignInRow>("SELECT id, group_id, password_hash, is_active, token_version FROM customers WHERE email = $1", [
      username.trim().toLowerCase(),
    ]);
    const customer = rows[0];
    // Checked (and counted) for an unknown address too: the answer and its time do not tell which.
    const checked = await this.checkPassword(customer, password, ip);
    if (checked !== true) return checked === false ? refuse("LOGIN_FAILED", LOGIN_FAILED_MESSAGE) : checked;
    if (!customer) return refuse("LOGIN_FAILED", LOGIN_FAILED_MESSAGE);
    return accept(await this.startSession(customer.id, customer.group_id, customer.token_version, vsf1Client));
  }

  /** A refresh token exchanged for a new access token and the next refresh token of its family. */
  async refresh(token: string | undefined): Promise<Outcome<Session, "INVALID_REFRESH_TOKEN">> {
    const rotated = token ? await this.refreshTokens.rotate(token) : null;
    if (!rotated) return refuse("INVALID_REFRESH_TOKEN", "The refresh token is missing, invalid, expired or revoked. Log in again.");
    return accept({ accessToken: await this.accessToken(rotated), refreshToken: rotated.refreshToken });
  }

  /**
   * Whether `password` is the customer's and the account may sign in now (it exists, is not locked and is active),
   * or RATE_LIMITED when the IP has no check left. The IP's and then the account's slot are claimed before the
   * argon2 work; an unknown or locked account spends the same work. A failure keeps both claims (it counts against
   * the IP and the account); a success gives the IP's back and clears the account's.
   */
  async checkPassword(customer: PasswordHolder | undefined, password: string, ip: string): Promise<boolean | PasswordThrottled> {
    const now = this.clock();
    const ipSubject = `ip:${ip}`;
    const ipClaim = await this.claims.claim(ipSubject, IP_LIMIT, now);
    if (!ipClaim.claimed) {
      return { ...refuse("RATE_LIMITED", RATE_LIMITED_MESSAGE), details: { retryAfterSeconds: Math.ceil(ipClaim.retryAfterMs / 1000) } };
    }
    const accountSubject = customer ? `account:${customer.id}` : undefined;
    const accountClaim = accountSubject ? await this.claims.claim(accountSubject, ACCOUNT_LIMIT, now) : undefined;
    let ok = false;
    if (!customer || !accountClaim?.claimed) await verifyAgainstNobody(password);
    else ok = (await verifyPassword(customer.password_hash, password)) && customer.is_active;
    if (ok && accountSubject) {
      await this.claims.release(ipSubject, now);
      await this.claims.clear(accountSubject);
    }
    return ok;
  }

  /** A new access token and a new refresh-token family (after login and registration). */
  async startSession(customerId: number, groupId: number, version: number, vsf1Client = false): Promise<Session> {
    const accessToken = await this.accessToken({ customerId, groupId, version });
    const refreshToken = vsf1Client ? await this.refreshTokens.issueNonRotating(customerId) : await this.refreshTokens.issue(customerId);
    return { accessToken, refreshToken };
  }

  accessToken(claims: AccessClaims): Promise<string> {
    return signAccessToken(this.config, claims, this.clock());
  }

  /** Forgets an account's failures and lockout (a new password was set). */
  releaseLock(customerId: number, tx?: Pick<Database, "query">): Promise<void> {
    return this.claims.clear(`account:${customerId}`, tx);
  }
}
