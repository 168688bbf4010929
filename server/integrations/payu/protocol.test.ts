/** The OpenPayu-Signature header (docs/polish-rules.md §1.7) and the wire schemas' reading of amounts. */
import { describe, expect, it } from "vitest";
import { OrderNotificationBody, parseSignatureHeader, signatureHeader, verifySignature, WireAmount } from "./protocol.ts";

// md5("abc"), sha256("abc"), sha1("abc"): body "ab" signed with the key "c" (the hash is over body + key).
const MD5_ABC = "900150983cd24fb0d6963f7d28e17f72";
const SHA256_ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
const SHA1_ABC = "a9993e364706816aba3e25717850c26c9cd0d89d";

describe("signatureHeader", () => {
  it("hashes the body followed by the second key, MD5 by default", () => {
    expect(signatureHeader("ab", "c")).toBe(`sender=checkout;signature=${MD5_ABC};algorithm=MD5;content=DOCUMENT`);
    expect(signatureHeader(Buffer.from("ab"), "c", "SHA-256")).toBe(`sender=checkout;signature=${SHA256_ABC};algorithm=SHA-256;content=DOCUMENT`);
  });

  it("parses into its parts", () => {
    expect(parseSignatureHeader(signatureHeader("ab", "c"))).toEqual({ sender: "checkout", signature: MD5_ABC, algorithm: "MD5", content: "DOCUMENT" });
  });
});

describe("verifySignature", () => {
  const body = '{"order":{"orderId":"X","status":"COMPLETED","totalAmount":"1000"}}';
  const key = "second-key";

  it.each(["MD5", "SHA-256"] as const)("accepts what signatureHeader signs (%s)", (algorithm) => {
    expect(verifySignature(body, signatureHeader(body, key, algorithm), key)).toBe(true);
    expect(verifySignature(Buffer.from(body), signatureHeader(body, key, algorithm), key)).toBe(true);
  });

  it.each([
    ["MD5", MD5_ABC],
    ["SHA-256", SHA256_ABC],
    ["SHA256", SHA256_ABC],
    ["sha-256", SHA256_ABC],
    ["SHA", SHA1_ABC],
    ["SHA1", SHA1_ABC],
  ])("branches on algorithm=%s", (algorithm, hex) => {
    expect(verifySignature("ab", `sender=checkout;signature=${hex};algorithm=${algorithm};content=DOCUMENT`, "c")).toBe(true);
    expect(verifySignature("ab", `signature=${hex.toUpperCase()};algorithm=${algorithm}`, "c")).toBe(true);
  });

  it("refuses a header that signs other bytes, another key, an unknown algorithm or nothing", () => {
    const header = signatureHeader(body, key);
    expect(verifySignature(`${body} `, header, key)).toBe(false);
    expect(verifySignature(JSON.stringify(JSON.parse(body), null, 1), header, key)).toBe(false);
    expect(verifySignature(body, header, "another-key")).toBe(false);
    expect(verifySignature("ab", `sender=checkout;signature=${MD5_ABC};algorithm=CRC32;content=DOCUMENT`, "c")).toBe(false);
    expect(verifySignature("ab", `sender=checkout;signature=${MD5_ABC};content=DOCUMENT`, "c")).toBe(false);
    expect(verifySignature("ab", `sender=checkout;signature=${MD5_ABC.slice(2)};algorithm=MD5`, "c")).toBe(false);
    expect(verifySignature("ab", `sender=checkout;signature=zz${MD5_ABC.slice(2)};algorithm=MD5`, "c")).toBe(false);
    expect(verifySignature("ab", "", "c")).toBe(false);
    expect(verifySignature("ab", undefined, "c")).toBe(false);
    expect(verifySignature("ab", "garbage", "c")).toBe(false);
    expect(verifySignature("ab", signatureHeader("ab", ""), "")).toBe(false);
  });
});

describe("wire schemas", () => {
  it("read amounts written as strings of grosze (or numbers)", () => {
    expect(WireAmount.parse("1000")).toBe(1000);
    expect(WireAmount.parse(250)).toBe(250);
    expect(WireAmount.safeParse("10.00").success).toBe(false);
    const parsed = OrderNotificationBody.parse({ order: { orderId: "A", currencyCode: "PLN", totalAmount: "4999", status: "PENDING" } });
    expect(parsed.order.totalAmount).toBe(4999);
  });
});
