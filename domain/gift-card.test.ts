import { describe, expect, it } from "vitest";
import {
  allocateGiftCards,
  formatGiftCardCode,
  GIFT_CARD_ALPHABET,
  giftCardCodeFrom,
  giftCardExpiry,
  giftCardPayable,
  giftCardState,
  maskGiftCardCode,
  normaliseGiftCardCode,
} from "./gift-card.ts";

describe("codes", () => {
  it("are 16 characters of Crockford's base 32 from 16 random bytes, every character equally likely", () => {
    expect(GIFT_CARD_ALPHABET).toHaveLength(32);
    expect(new Set(GIFT_CARD_ALPHABET).size).toBe(32);
    expect(GIFT_CARD_ALPHABET).not.toMatch(/[ILOU]/);
    const code = giftCardCodeFrom(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(giftCardCodeFrom(new Uint8Array(16).fill(31))).toBe("Z".repeat(16));
    expect(giftCardCodeFrom(new Uint8Array(16).fill(32))).toBe("0".repeat(16));
    expect(() => giftCardCodeFrom(new Uint8Array(8))).toThrow(RangeError);
  });

  it("are read leniently: case, spaces and dashes do not matter; O reads 0, I and L read 1", () => {
    expect(normaliseGiftCardCode("abcd-efgh-jkmn-pqrs")).toBe("ABCDEFGHJKMNPQRS");
    expect(normaliseGiftCardCode(" ABCD EFGH  JKMN PQRS ")).toBe("ABCDEFGHJKMNPQRS");
    expect(normaliseGiftCardCode("OOOO-IIII-LLLL-0000")).toBe("0000111111110000");
    expect(normaliseGiftCardCode("ABCD-EFGH-JKMN-PQR")).toBeNull();
    expect(normaliseGiftCardCode("ABCD-EFGH-JKMN-PQRU")).toBeNull();
    expect(normaliseGiftCardCode("ABCD-EFGH-JKMN-PQR!")).toBeNull();
  });

  it("print in groups of four, or masked but for the last four", () => {
    expect(formatGiftCardCode("ABCDEFGHJKMNPQRS")).toBe("ABCD-EFGH-JKMN-PQRS");
    expect(maskGiftCardCode("PQRS")).toBe("••••-••••-••••-PQRS");
  });
});

describe("expiry and state", () => {
  it("a card is good for 12 calendar months from its issue", () => {
    expect(giftCardExpiry(new Date("2026-11-26T10:00:00Z")).toISOString()).toBe("2027-11-26T10:00:00.000Z");
    expect(giftCardExpiry(new Date("2028-02-29T12:00:00Z")).toISOString()).toBe("2029-03-01T12:00:00.000Z");
  });

  it("usable while it has a balance, before its date, not revoked", () => {
    const now = new Date("2027-01-01T00:00:00Z");
    const card = { balance: 2000, expiresAt: new Date("2027-06-01T00:00:00Z"), status: "active" as const };
    expect(giftCardState(card, now)).toBe("usable");
    expect(giftCardState({ ...card, balance: 0 }, now)).toBe("used_up");
    expect(giftCardState({ ...card, expiresAt: now }, now)).toBe("expired");
    expect(giftCardState({ ...card, status: "revoked" }, now)).toBe("revoked");
  });
});

describe("redemption arithmetic", () => {
  it("cards pay everything but the gift cards the order sells", () => {
    expect(giftCardPayable(8599, 5000)).toBe(3599);
    expect(giftCardPayable(5000, 5000)).toBe(0);
    expect(giftCardPayable(3099, 0)).toBe(3099);
  });

  it("a card holding more than is due pays all of it and keeps the rest", () => {
    const { uses, total } = allocateGiftCards(3099, [{ balance: 5000, usable: true }]);
    expect(uses).toEqual([{ amount: 3099 }]);
    expect(total).toBe(3099);
    expect(5000 - uses[0]!.amount).toBe(1901);
  });

  it("a card holding less pays what it holds; the rest is left to pay", () => {
    const { uses, total } = allocateGiftCards(5898, [{ balance: 1901, usable: true }]);
    expect(uses).toEqual([{ amount: 1901 }]);
    expect(5898 - total).toBe(3997);
  });

  it("several cards pay in the order they were applied; an unusable one pays nothing", () => {
    const { uses, total } = allocateGiftCards(7000, [
      { balance: 3000, usable: true },
      { balance: 9000, usable: false },
      { balance: 2000, usable: true },
      { balance: 5000, usable: true },
    ]);
    expect(uses.map((u) => u.amount)).toEqual([3000, 0, 2000, 2000]);
    expect(total).toBe(7000);
  });

  it("nothing to pay: no card pays anything", () => {
    expect(allocateGiftCards(0, [{ balance: 5000, usable: true }])).toEqual({ uses: [{ amount: 0 }], total: 0 });
  });
});
