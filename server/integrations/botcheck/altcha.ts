/**
 * Registration bot check: a self-hosted ALTCHA proof of work (altcha-lib, v1 challenge format). The server signs a
 * challenge (HMAC key derived from AUTH_SECRET, so every process agrees), the browser finds the number, and the
 * server verifies the signature, the work and the expiry from its own clock. A solution is accepted once: its
 * challenge signature goes into `used_bot_challenges` (a primary key, so two processes cannot both accept it) and
 * stays there until the challenge expires.
 */
import { createHmac } from "node:crypto";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";

export const CHALLENGE_MINUTES = 10;

export interface BotChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

interface Payload {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function decodePayload(token: string): Payload | null {
  try {
    const p = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as Partial<Payload>;
    if (typeof p !== "object" || p === null) return null;
    if (typeof p.algorithm !== "string" || typeof p.challenge !== "string" || typeof p.salt !== "string" || typeof p.signature !== "string") return null;
    if (typeof p.number !== "number" || !Number.isSafeInteger(p.number) || p.number < 0) return null;
    return p as Payload;
  } catch {
    return null;
  }
}

export class BotCheck {
  private readonly db: Database;
  private readonly config: Config;
  private readonly clock: () => Date;
  private readonly hmacKey: string;
  private lastPrune = 0;

  constructor(db: Database, config: Config, clock: () => Date) {
    this.db = db;
    this.config = config;
    this.clock = clock;
    this.hmacKey = createHmac("sha256", config.AUTH_SECRET).update("kiosk/altcha").digest("hex");
  }

  async challenge(): Promise<BotChallenge> {
    const expires = new Date(this.clock().getTime() + CHALLENGE_MINUTES * 60_000);
    const c = await createChallenge({ hmacKey: this.hmacKey, maxnumber: this.config.BOTCHECK_MAX_NUMBER, expires, algorithm: "SHA-256" });
    return { algorithm: c.algorithm, challenge: c.challenge, maxnumber: c.maxnumber ?? this.config.BOTCHECK_MAX_NUMBER, salt: c.salt, signature: c.signature };
  }

  /** True once per correctly solved, unexpired challenge of ours; false for anything else. */
  async verify(token: string | undefined): Promise<boolean> {
    if (!token || token.length > 4096) return false;
    const payload = decodePayload(token);
    if (!payload) return false;
    const expires = Number(extractParams(payload as unknown as Parameters<typeof extractParams>[0]).expires);
    const now = this.clock();
    if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) return false;
    if (!(await verifySolution(payload as unknown as Parameters<typeof verifySolution>[0], this.hmacKey, false))) return false;
    await this.prune(now);
    const rows = await this.db.query(
      "INSERT INTO used_bot_challenges (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING RETURNING signature",
      [payload.signature, new Date(expires * 1000)],
    );
    return rows.length === 1;
  }

  private async prune(now: Date) {
    if (now.getTime() - this.lastPrune < 60_000) return;
    this.lastPrune = now.getTime();
    await this.db.query("DELETE FROM used_bot_challenges WHERE expires_at < $1", [now]);
  }
}
