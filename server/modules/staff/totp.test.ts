import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, matchTotp, totpCode, totpStep } from "./totp.ts";

// RFC 6238 appendix B, SHA1: the ASCII secret "12345678901234567890", 8 digits.
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));

describe("TOTP", () => {
  it("gives the RFC 6238 test vectors", () => {
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
    ];
    for (const [seconds, code] of vectors) expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it("base32 round-trips", () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 7, 8]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
  });

  it("accepts the code of the step before, now and after; refuses others and malformed input", () => {
    const at = new Date(1_800_000_000_000);
    const step = totpStep(at);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), at)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), at)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), at)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 3), at)).toBeNull();
    expect(matchTotp(RFC_SECRET, "12345", at)).toBeNull();
    expect(matchTotp(RFC_SECRET, "abcdef", at)).toBeNull();
  });
});
