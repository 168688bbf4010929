/**
 * Refresh tokens: 256 random bits, stored only as sha256, valid AUTH_REFRESH_TOKEN_DAYS from issue, and rotated on
 * every use. A login starts a family; each rotation marks the old token rotated and issues the next one in the
 * same family. Presenting a rotated token again means it was copied, so the whole family is revoked (RFC 9700
 * §4.14.2), except within AUTH_REFRESH_GRACE_SECONDS of its rotation: a browser that sent the refresh and lost the
 * answer (a navigation, a closed tab, a dropped connection) presents the same token again, and gets a fresh token
 * of the same family (a sibling of the successor it never stored; the successor stays valid too). The grace is
 * counted from the first rotation, in the database, so every process agrees and it never extends itself.
 * Logout revokes the family; a password change or reset revokes every family of the customer.
 *
 * VSF1 compatibility (docs/decisions/2026-11-27-vsf1-compat.md): a Vue Storefront 1.x client keeps presenting the
 * refresh token of its login (it never stores the rotated one), so its login starts a non-rotating family (`vsf1:`
 * before the family id): the token is not rotated, lives VSF1_REFRESH_TOKEN_HOURS from the login only (never
 * extended), and is revoked by logout, a password change or reset like any other.
 */
import { randomUUID } from "node:crypto";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { newSecret, sha256 } from "./passwords.ts";

type Query = Pick<Database, "query">;

/** The family id prefix of a VSF1 client's non-rotating refresh token. */
const NON_ROTATING = "vsf1:";

export interface Rotated {
  customerId: number;
  groupId: number;
  version: number;
  refreshToken: string;
}

interface TokenRow {
  id: number;
  customer_id: number;
  family_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  group_id: number;
  token_version: number;
  is_active: boolean;
}

export class RefreshTokens {
  private readonly db: Database;
  private readonly config: Config;
  private readonly clock: () => Date;
  private lastPrune = 0;

  constructor(db: Database, config: Config, clock: () => Date) {
    this.db = db;
    this.config = config;
    this.clock = clock;
  }

  /** A new token, in a new family unless one is given. */
  async issue(customerId: number, familyId: string = randomUUID(), q: Query = this.db): Promise<string> {
    const token = newSecret();
    const now = this.clock();
    // Never from inside a transaction: on PGlite a query outside it would wait for it.
    if (q === this.db) await this.prune(now);
    const lifetimeMs = familyId.startsWith(NON_ROTATING) ? this.config.VSF1_REFRESH_TOKEN_HOURS * 3_600_000 : this.config.AUTH_REFRESH_TOKEN_DAYS * 86_400_000;
    const expires = new Date(now.getTime() + lifetimeMs);
    await q.query("INSERT INTO refresh_tokens (customer_id, family_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)", [
      customerId,
      familyId,
      sha256(token),
      now,
      expires,
    ]);
    return token;
  }

  /**
   * Exchanges a valid token for the next one of its family (a token rotated within the grace for another one);
   * null for unknown, expired, revoked or reused tokens.
   */
  async rotate(token: string): Promise<Rotated | null> {
    const now = this.clock();
    const outcome = await this.db.transaction(async (tx) => {
      const rows = await tx.query<TokenRow>(
        `SELECT r.id, r.customer_id, r.family_id, r.expires_at, r.rotated_at, r.revoked_at, c.group_id, c.token_version, c.is_active
           FROM refresh_tokens r JOIN customers c ON c.id = r.customer_id
          WHERE r.token_hash = $1
          FOR UPDATE OF r`,
        [sha256(token)],
      );
      const row = rows[0];
      if (!row || row.revoked_at) return null;
      if (row.rotated_at && !this.withinGrace(new Date(row.rotated_at), now)) {
        await tx.query("UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL", [row.family_id, now]);
        return null;
      }
      if (new Date(row.expires_at).getTime() <= now.getTime() || !row.is_active) return null;
      if (row.family_id.startsWith(NON_ROTATING))
        return { customerId: row.customer_id, groupId: row.group_id, version: row.token_version, refreshToken: token };
      // Within the grace the token keeps its first rotation time: presenting it again never extends the grace.
      if (!row.rotated_at) await tx.query("UPDATE refresh_tokens SET rotated_at = $2 WHERE id = $1", [row.id, now]);
      const refreshToken = await this.issue(row.customer_id, row.family_id, tx);
      return { customerId: row.customer_id, groupId: row.group_id, version: row.token_version, refreshToken };
    });
    return outcome;
  }

  /** The first token of a VSF1 client's login: a non-rotating family with the short lifetime. */
  issueNonRotating(customerId: number): Promise<string> {
    return this.issue(customerId, `${NON_ROTATING}${randomUUID()}`);
  }

  /** A rotated token presented again this soon after its rotation is a lost answer, not a copy. */
  private withinGrace(rotatedAt: Date, now: Date): boolean {
    return now.getTime() - rotatedAt.getTime() <= this.config.AUTH_REFRESH_GRACE_SECONDS * 1000;
  }

  /** Logout: revokes the family of this token (nothing happens for an unknown token). */
  async revokeFamilyOf(token: string): Promise<void> {
    await this.db.query(
      `UPDATE refresh_tokens SET revoked_at = $2
        WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
      [sha256(token), this.clock()],
    );
  }

  /**
   * Expired tokens (and expired reset links) are useless, reuse detection included: delete them at most once a
   * minute per process, from the request that issues a new token.
   */
  private async prune(now: Date) {
    if (now.getTime() - this.lastPrune < 60_000) return;
    this.lastPrune = now.getTime();
    await this.db.query("DELETE FROM refresh_tokens WHERE expires_at < $1", [now]);
    await this.db.query("DELETE FROM password_reset_tokens WHERE expires_at < $1", [now]);
  }

  async revokeAllOf(customerId: number, q: Query = this.db): Promise<void> {
    await q.query("UPDATE refresh_tokens SET revoked_at = $2 WHERE customer_id = $1 AND revoked_at IS NULL", [customerId, this.clock()]);
  }
}
