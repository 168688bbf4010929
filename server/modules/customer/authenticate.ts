/**
 * Who is asking: every customer resource calls `requireCustomer` (401 when absent or invalid), and endpoints open
 * to guests (cart, order) call `optionalCustomer` (null for a guest, 401 for a token that is present but bad, so
 * the storefront refreshes it). A token is valid only while the customer exists, is active and its token
 * version matches, so a password change or "log out everywhere" revokes issued tokens at once.
 */
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { ApiError } from "../../http/envelope.ts";
import { tokenFromRequest, verifyAccessToken, type AccessClaims } from "./access-token.ts";

export interface AuthenticatedCustomer {
  customerId: number;
  groupId: number;
}

export const UNAUTHORIZED_MESSAGE = "The token is missing, invalid or expired. Log in again.";

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
  async claims(req: FastifyRequest): Promise<AccessClaims> {
    const token = tokenFromRequest(req);
    const claims = token === undefined ? null : await verifyAccessToken(this.config, token, this.clock());
    if (!claims) throw new ApiError("UNAUTHORIZED", UNAUTHORIZED_MESSAGE);
    return claims;
  }

  async optionalCustomer(req: FastifyRequest): Promise<AuthenticatedCustomer | null> {
    const token = tokenFromRequest(req);
    if (token === undefined) return null;
    const claims = await verifyAccessToken(this.config, token, this.clock());
    if (!claims) throw new ApiError("UNAUTHORIZED", UNAUTHORIZED_MESSAGE);
    const rows = await this.db.query<{ group_id: number }>("SELECT group_id FROM customers WHERE id = $1 AND is_active AND token_version = $2", [
      claims.customerId,
      claims.version,
    ]);
    if (rows.length === 0) throw new ApiError("UNAUTHORIZED", UNAUTHORIZED_MESSAGE);
    return { customerId: claims.customerId, groupId: rows[0]!.group_id };
  }

  async requireCustomer(req: FastifyRequest): Promise<AuthenticatedCustomer> {
    const customer = await this.optionalCustomer(req);
    if (!customer) throw new ApiError("UNAUTHORIZED", UNAUTHORIZED_MESSAGE);
    return customer;
  }
}
