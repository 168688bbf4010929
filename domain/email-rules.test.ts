import { describe, expect, it } from "vitest";
import { checkEmailDomain, emailDomain, isDisposableDomain, isEmailAddress, parseDomainList } from "./email-rules.ts";

const open = { allow: [], deny: [] };

describe("e-mail rules", () => {
  it("knows an e-mail address by its shape", () => {
    expect(isEmailAddress("jan.kowalski@poczta.pl")).toBe(true);
    for (const bad of ["jan", "jan@", "@poczta.pl", "jan@poczta", "jan kowalski@poczta.pl", `${"a".repeat(250)}@b.pl`])
      expect(isEmailAddress(bad), bad).toBe(false);
  });

  it("takes the domain after the last @", () => {
    expect(emailDomain('"a@b"@Example.COM')).toBe("example.com");
  });

  it("refuses disposable domains and their subdomains", () => {
    expect(isDisposableDomain("mailinator.com")).toBe(true);
    expect(isDisposableDomain("eu.mailinator.com")).toBe(true);
    expect(isDisposableDomain("mailinator.com.pl")).toBe(false);
    expect(checkEmailDomain("x@yopmail.com", open)).toBe("disposable");
    expect(checkEmailDomain("x@wp.pl", open)).toBe("ok");
  });

  it("applies the deny list first, then the allow list", () => {
    const rules = { allow: ["firma.pl", "yopmail.com"], deny: ["spam.firma.pl"] };
    expect(checkEmailDomain("a@firma.pl", rules)).toBe("ok");
    expect(checkEmailDomain("a@dzial.firma.pl", rules)).toBe("ok");
    expect(checkEmailDomain("a@spam.firma.pl", rules)).toBe("denied");
    expect(checkEmailDomain("a@gmail.com", rules)).toBe("not-allowed");
    expect(checkEmailDomain("a@yopmail.com", rules)).toBe("ok"); // explicitly allowed wins over the bundled list
    expect(checkEmailDomain("a@badfirma.pl", { allow: [], deny: ["firma.pl"] })).toBe("ok");
  });

  it("reads comma lists from configuration", () => {
    expect(parseDomainList(" A.pl, @b.com ,,")).toEqual(["a.pl", "b.com"]);
    expect(parseDomainList(undefined)).toEqual([]);
  });
});
