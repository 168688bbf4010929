/**
 * A card's code (docs/decisions/2026-11-26-gift-cards.md): 16 characters of Crockford's base 32 from the system's
 * random source (80 bits: not guessable, and the balance check is rate-limited besides). The database keeps its
 * SHA-256 to find it and, for its buyer's account page, the code encrypted with AES-256-GCM under a key derived
 * from AUTH_SECRET: a copy of the database alone gives no code away. A card whose secret cannot be read (the secret
 * was rotated) is shown masked.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { GIFT_CARD_CODE_LENGTH, giftCardCodeFrom } from "../../../domain/gift-card.ts";

/** A new code (16 characters, not yet formatted). */
export function newGiftCardCode(): string {
  return giftCardCodeFrom(randomBytes(GIFT_CARD_CODE_LENGTH));
}

/** The stored fingerprint of a normalised code. */
export function giftCardHash(code: string): string {
  return createHash("sha256").update(`kiosk-gift-card:${code}`).digest("hex");
}

const keyOf = (secret: string) => createHash("sha256").update(`kiosk-gift-card-code:${secret}`).digest();
const b64 = (b: Buffer) => b.toString("base64url");

/** The code sealed for its buyer's account: "iv.tag.ciphertext" (base64url). */
export function sealGiftCardCode(secret: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(code, "utf8"), cipher.final()]);
  return [b64(iv), b64(cipher.getAuthTag()), b64(body)].join(".");
}

/** The code back from its seal; null when it was sealed under another secret (or is damaged). */
export function openGiftCardCode(secret: string, sealed: string | null): string | null {
  if (!sealed) return null;
  const [iv, tag, body] = sealed.split(".");
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
