import { X509Certificate } from "node:crypto";
import { createSecureContext } from "node:tls";
import { describe, expect, it } from "vitest";
import { selfSignedCertificate } from "./self-signed.ts";

describe("the catcher's self-signed certificate", () => {
  it("every one made loads as a TLS context: DER in its minimal form, whatever the random serial (600 made)", () => {
    for (let i = 0; i < 600; i++) {
      const { key, cert } = selfSignedCertificate();
      expect(() => createSecureContext({ key, cert }), cert).not.toThrow();
      const x509 = new X509Certificate(cert);
      expect(x509.subject).toBe("CN=localhost");
      expect(x509.checkHost("localhost")).toBe("localhost");
      expect(x509.checkIP("127.0.0.1")).toBe("127.0.0.1");
      expect(x509.serialNumber.slice(0, 1)).toMatch(/[4-7]/);
    }
  });
});
