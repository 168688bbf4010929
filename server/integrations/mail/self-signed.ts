/**
 * A self-signed certificate for the development mail catcher's STARTTLS, made at start-up (a fresh P-256 key each
 * time; nothing is written to disk). Node has no certificate builder, so the few DER structures of an X.509 v3
 * certificate (RFC 5280) are written here: subject and issuer CN=localhost, valid for a day from an hour ago, with
 * the names localhost and 127.0.0.1 (subjectAltName), signed ECDSA with SHA-256. The mailer trusts exactly this
 * certificate (its `ca`), so the TLS handshake is verified as in production, not switched off.
 */
import { generateKeyPairSync, randomBytes, sign } from "node:crypto";

export interface SelfSigned {
  /** PEM private key (PKCS#8) */
  key: string;
  /** PEM certificate */
  cert: string;
}

export function selfSignedCertificate(now = new Date()): SelfSigned {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const spki = publicKey.export({ type: "spki", format: "der" });
  const ecdsaWithSha256 = seq(oid("1.2.840.10045.4.3.2"));
  const name = seq(set(seq(oid("2.5.4.3"), tlv(0x0c, Buffer.from("localhost")))));
  const serial = randomBytes(16);
  // a positive INTEGER in DER's minimal form: its first byte 0x40–0x7f (never 0, which OpenSSL refuses as padding
  // when the next byte is below 0x80: 1 certificate in 256 failed to load)
  serial[0] = (serial[0]! & 0x3f) | 0x40;
  const subjectAltName = seq(tlv(0x82, Buffer.from("localhost")), tlv(0x87, Buffer.from([127, 0, 0, 1])));
  const extensions = seq(
    seq(oid("2.5.29.19"), tlv(0x01, Buffer.from([0xff])), tlv(0x04, seq(tlv(0x01, Buffer.from([0xff]))))), // basicConstraints CA (critical)
    seq(oid("2.5.29.17"), tlv(0x04, subjectAltName)),
  );
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))), // v3
    tlv(0x02, serial),
    ecdsaWithSha256,
    name,
    seq(utcTime(new Date(now.getTime() - 3_600_000)), utcTime(new Date(now.getTime() + 86_400_000))),
    name,
    spki,
    tlv(0xa3, extensions),
  );
  const signature = sign("sha256", tbs, { key: privateKey, dsaEncoding: "der" });
  const certificate = seq(tbs, ecdsaWithSha256, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  return { key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(), cert: pem("CERTIFICATE", certificate) };
}

function tlv(tag: number, content: Buffer): Buffer {
  const n = content.length;
  const length = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, content]);
}

const seq = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split(".").map(Number);
  const bytes = [40 * a! + b!];
  for (const n of rest) {
    const base128 = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) base128.unshift((v & 0x7f) | 0x80);
    bytes.push(...base128);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime YYMMDDHHMMSSZ (dates before 2050). */
function utcTime(d: Date): Buffer {
  const s = d.toISOString().replace(/[-:T]/g, "").slice(2, 14);
  return tlv(0x17, Buffer.from(`${s}Z`));
}

function pem(label: string, der: Buffer): string {
  const lines = der.toString("base64").match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}
