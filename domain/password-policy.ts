/**
 * Password policy (docs/storefront.md §5): at least `minLength` characters and at least `minClasses` of the four
 * character classes (lower-case letter, upper-case letter, digit, anything else). The server enforces it
 * (WEAK_PASSWORD) and the storefront uses the same function to explain what is missing while the shopper types.
 */

export type PasswordClass = "lower" | "upper" | "digit" | "other";

export interface PasswordPolicy {
  minLength: number;
  /** 1 to 4 */
  minClasses: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, minClasses: 3 };
/** Longer input is refused before hashing (argon2 of a megabyte is a cheap denial of service). */
export const PASSWORD_MAX_LENGTH = 256;

const ALL_CLASSES: readonly PasswordClass[] = ["lower", "upper", "digit", "other"];

function classOf(ch: string): PasswordClass {
  if (/\p{Ll}/u.test(ch)) return "lower";
  if (/\p{Lu}/u.test(ch)) return "upper";
  if (/\p{Nd}/u.test(ch)) return "digit";
  return "other";
}

/** The classes a password uses, in the order lower, upper, digit, other. */
export function passwordClasses(password: string): PasswordClass[] {
  const seen = new Set<PasswordClass>();
  for (const ch of password) seen.add(classOf(ch));
  return ALL_CLASSES.filter((c) => seen.has(c));
}

export interface PasswordVerdict {
  ok: boolean;
  tooShort: boolean;
  tooLong: boolean;
  /** How many classes the password uses. */
  classes: number;
  /** Classes not used yet (any `minClasses - classes` of them would do). */
  missing: PasswordClass[];
}

export function checkPassword(password: string, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): PasswordVerdict {
  const used = passwordClasses(password);
  const length = [...password].length;
  const tooShort = length < policy.minLength;
  const tooLong = length > PASSWORD_MAX_LENGTH;
  const enoughClasses = used.length >= Math.min(4, Math.max(1, policy.minClasses));
  return {
    ok: !tooShort && !tooLong && enoughClasses,
    tooShort,
    tooLong,
    classes: used.length,
    missing: ALL_CLASSES.filter((c) => !used.includes(c)),
  };
}
