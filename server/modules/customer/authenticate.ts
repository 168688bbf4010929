/**
 * Who is asking: every customer resource calls `requireCustomer` (401 when absent or invalid), and endpoints open
 * to guests (cart, order) call `optionalCustomer` (null for a guest, 401 for a token that is present but bad, so
 * the storefront refreshes it). A token is valid only while the customer exists, is active and its token
 * version matches, so a password change or "log out everywhere" revokes issued tokens at once.
 * The accounts routes take the answer as a value (`claims`, `identify`, `signedIn`); other modules' routes use the
 * guards `optionalCustomer` and `requireCustomer`, which throw the refusal for the app's error handler.
 */
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { RowOf } from "../../db/rows.ts";
import type { customers } from "./tables.ts";
import { accept, refuse, valueOr, type Outcome } from "../../http/outcome.ts";
import { tokenFromRequest, verifyAccessToken, type AccessClaims } from "./access-token.ts";

export interface AuthenticatedCustomer {
  customerId: number;
  groupId: number;
}

export const UNAUTHORIZED_MESSAGE = "The token is missing, invalid or expired. Log in again.";
export const unauthorized = () => refuse("UNAUTHORIZED", UNAUTHORIZED_MESSAGE);

export class CustomerAuth {
  private readonly db: Database;
  private readonly config: Config;
  private readonly clock: () => Date;

  constructor(db: Database, config: Config, clock: () => Date = () => new Date()) {
    this.db = db;
    this.config = config;
    this.clock = clock;
  }

  /**
   * The token's claims, checked cryptographically only (401 when absent or invalid). The caller MUST check the
   * customer row itself (active, token version) in its own query: `/api/user/me` does, in one round trip.
   */
  async claims(req: FastifyRequest): Promise<Outcome<AccessClaims, "UNAUTHORIZED">> {
    const token = tokenFromRequest(req);
    const claims = token === undefined ? null : await verifyAccessToken(this.config, token, this.clock());
    return claims ? accept(claims) : unauthorized();
  }

  /** Who is asking: null for a guest (no token); UNAUTHORIZED for a token that is present but not valid now. */
  async identify(req: FastifyRequest): Promise<Outcome<AuthenticatedCustomer | null, "UNAUTHORIZED">> {
    const token = tokenFromRequest(req);
    if (token === undefined) return accept(null);
    const claims = await verifyAccessToken(this.config, token, this.clock());
    if (!claims) return unauthorized();
    const rows = await this.db.query<Pick<RowOf<typeof customers>, "group_id">>(
      "SELECT group_id FROM customers WHERE id = $1 AND is_active AND token_version = $2",
      [claims.customerId, claims.version],
    );
    if (rows.length === 0) return unauthorized();
    return accept({ customerId: claims.customerId, groupId: rows[0]!.group_id });
  }

  /** The signed-in customer; UNAUTHORIZED for a guest too. */
  async signedIn(req: FastifyRequest): Promise<Outcome<AuthenticatedCustomer, "UNAUTHORIZED">> {
    const who = await this.identify(req);
    if (!who.ok) return who;
    return who.value ? accept(who.value) : unauthorized();
  }

  /** `identify` as a guard: a bad token is thrown (401). */
  async optionalCustomer(req: FastifyRequest): Promise<AuthenticatedCustomer | null> {
    return valueOr(await this.identify(req));
  }

  /** `signedIn` as a guard: a guest or a bad token is thrown (401). */
  async requireCustomer(req: FastifyRequest): Promise<AuthenticatedCustomer> {
    return valueOr(await this.signedIn(req));
  }
}
