import { describe, expect, it } from "vitest";
import { readLink, signLink } from "./link-token.ts";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const SECRET = "a-test-secret-of-thirty-two-characters!";

describe("download link tokens", () => {
  it("reads a token it signed, and refuses a changed claim", () => {
    const token = signLink(SECRET, { grantId: 12, customerId: 7, expires: 1_900_000_000 });
    expect(readLink(SECRET, token)).toEqual({ grantId: 12, customerId: 7, expires: 1_900_000_000 });
    const [grant, customer, expires, sig] = token.split(".");
    expect(readLink(SECRET, `${grant}.${customer}.${Number(expires) + 600}.${sig}`)).toBeNull();
    expect(readLink("another-secret-of-thirty-two-characters", token)).toBeNull();
  });

  it("has one spelling: the signature's last character written with other unused low bits is refused", () => {
    for (let grantId = 1; grantId <= 40; grantId++) {
      const token = signLink(SECRET, { grantId, customerId: 7, expires: 1_900_000_000 });
      const last = ALPHABET.indexOf(token.at(-1)!);
      // 32 bytes in 43 characters: the last one carries 4 bits, its 2 lowest are unused
      const other = ALPHABET[(last & ~3) | ((last + 1) & 3)]!;
      expect(readLink(SECRET, `${token.slice(0, -1)}${other}`), token).toBeNull();
    }
  });
});
