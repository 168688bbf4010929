/**
 * The BLIK code the shopper types on our page (docs/storefront.md §5 and §9: required, exactly 6 characters;
 * docs/polish-rules.md §1.4: six digits, valid about 2 minutes). The server checks it again (contract/payment.ts
 * BLIK_CODE) before the order is placed.
 */
export const BLIK_CODE_LENGTH = 6;

/** What is wrong with a code, in the order the spec's messages are checked; null when it is fine. */
export type BlikCodeProblem = "required" | "tooShort" | "tooLong" | "digitsOnly";

/** "123 456" or "123-456" → "123456": the spaces and dashes a banking app shows the code with are dropped. */
export function normalizeBlikCode(raw: string): string {
  return raw.replace(/[\s-]/g, "");
}

export function blikCodeProblem(raw: string): BlikCodeProblem | null {
  const code = normalizeBlikCode(raw);
  if (code === "") return "required";
  if (!/^\d+$/.test(code)) return "digitsOnly";
  if (code.length < BLIK_CODE_LENGTH) return "tooShort";
  if (code.length > BLIK_CODE_LENGTH) return "tooLong";
  return null;
}

export function isValidBlikCode(raw: string): boolean {
  return blikCodeProblem(raw) === null;
}
