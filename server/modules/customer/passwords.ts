/**
 * Password hashing (argon2id, @node-rs/argon2 defaults: m=19456 KiB, t=2, p=1), the configured policy, and the
 * secrets the accounts module hands out (refresh and reset tokens: random, stored as sha256).
 */
import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { checkPassword, type PasswordPolicy } from "../../../domain/password-policy.ts";
import type { Config } from "../../config.ts";
import { refuse, type Refusal } from "../../http/outcome.ts";

export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the same argon2 work as a real check, so an unknown or locked account answers as slowly as a known one. */
export async function verifyAgainstNobody(password: string): Promise<void> {
  dummy ??= hash("kiosk-no-such-customer");
  await verifyPassword(await dummy, password);
}

export function passwordPolicy(config: Config): PasswordPolicy {
  return { minLength: config.PASSWORD_MIN_LENGTH, minClasses: config.PASSWORD_MIN_CLASSES };
}

/** The configured password policy, as a refusal (null: the password is strong enough). */
export function passwordRefusal(config: Config, password: string): Refusal<"WEAK_PASSWORD"> | null {
  const policy = passwordPolicy(config);
  const verdict = checkPassword(password, policy);
  if (verdict.ok) return null;
  return refuse(
    "WEAK_PASSWORD",
    `The password must have at least ${policy.minLength} characters and use at least ${policy.minClasses} of: lower-case letters, upper-case letters, digits, other characters.`,
    { minLength: policy.minLength, minClasses: policy.minClasses, tooShort: verdict.tooShort, classes: verdict.classes },
  );
}

/** 256 random bits, URL-safe. */
export const newSecret = () => randomBytes(32).toString("base64url");
export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
