import { describe, expect, it } from "vitest";
import { checkPassword, passwordClasses, PASSWORD_MAX_LENGTH } from "./password-policy.ts";

describe("password policy", () => {
  it("counts the four character classes, Polish letters included", () => {
    expect(passwordClasses("abc")).toEqual(["lower"]);
    expect(passwordClasses("Żółw123!")).toEqual(["lower", "upper", "digit", "other"]);
    expect(passwordClasses("ŁÓDŹ")).toEqual(["upper"]);
    expect(passwordClasses("12 34")).toEqual(["digit", "other"]);
  });

  it("needs 8 characters and 3 of 4 classes by default", () => {
    expect(checkPassword("Abcdefg1").ok).toBe(true);
    expect(checkPassword("abcdefg1!").ok).toBe(true);
    expect(checkPassword("Abcde1!").ok).toBe(false);
    expect(checkPassword("Abcde1!").tooShort).toBe(true);
    const twoClasses = checkPassword("abcdefgh12");
    expect(twoClasses).toMatchObject({ ok: false, tooShort: false, classes: 2, missing: ["upper", "other"] });
  });

  it("counts characters, not UTF-16 units", () => {
    expect(checkPassword("Aa1😀😀😀😀", { minLength: 8, minClasses: 3 }).tooShort).toBe(true);
  });

  it("follows a configured policy", () => {
    expect(checkPassword("abcdefgh12", { minLength: 8, minClasses: 2 }).ok).toBe(true);
    expect(checkPassword("Abcdefg1", { minLength: 12, minClasses: 2 }).ok).toBe(false);
    expect(checkPassword("Abcdefg1", { minLength: 8, minClasses: 4 }).ok).toBe(false);
    expect(checkPassword("Abcdefg1!", { minLength: 8, minClasses: 4 }).ok).toBe(true);
  });

  it("refuses absurdly long passwords", () => {
    const verdict = checkPassword("Aa1!".repeat(PASSWORD_MAX_LENGTH));
    expect(verdict).toMatchObject({ ok: false, tooLong: true });
  });
});
