import { describe, expect, it } from "vitest";
import { accepted, email, newPassword, personName, problemsOf, required, sameAs } from "./validate.ts";

describe("account form rules", () => {
  it("required fields", () => {
    expect(required("  ")).toEqual({ key: "fieldRequired" });
    expect(required("x")).toBeNull();
  });
  it.each([
    ["anna@example.pl", null],
    [" anna@example.pl ", null],
    ["anna@example", { key: "emailInvalid" }],
    ["anna example.pl", { key: "emailInvalid" }],
    ["@example.pl", { key: "emailInvalid" }],
    ["", { key: "fieldRequired" }],
  ])("e-mail %j", (value, problem) => expect(email(value)).toEqual(problem));
  it.each([
    ["Anna", null],
    ["Żaneta", null],
    ["Anna-Maria", null],
    ["O'Neil", null],
    ["Jo", null],
    ["J", { key: "nameMin" }],
    ["Anna1", { key: "lettersOnly" }],
    ["Anna--Maria", { key: "lettersOnly" }],
    ["x".repeat(256), { key: "tooLong" }],
    [" ", { key: "fieldRequired" }],
  ])("name %j", (value, problem) => expect(personName(value)).toEqual(problem));
  it.each([
    ["Kiosk2026", null],
    ["kiosk-2026", null],
    ["Kiosk!", { key: "passwordTooShort", values: { count: 8 } }],
    ["kioskkiosk", { key: "passwordClasses", values: { count: 3 } }],
    ["kioskkiosk1", { key: "passwordClasses", values: { count: 3 } }],
    ["", { key: "fieldRequired" }],
  ])("new password %j", (value, problem) => expect(newPassword(value)).toEqual(problem));
  it("passwords must be identical; terms must be accepted", () => {
    expect(sameAs("Kiosk2026", "Kiosk2026")).toBeNull();
    expect(sameAs("Kiosk2026", "Kiosk2027")).toEqual({ key: "passwordsDiffer" });
    expect(accepted(false)).toEqual({ key: "termsRequired" });
    expect(accepted(true)).toBeNull();
  });
  it("collects only the fields with a problem", () => {
    expect(problemsOf({ a: null, b: { key: "fieldRequired" } })).toEqual({ b: { key: "fieldRequired" } });
  });
});

describe("a changed field drops its problem", () => {
  it("keeps the others", async () => {
    const { withoutProblem } = await import("./validate.ts");
    const problems = { email: { key: "emailInvalid" }, password: { key: "fieldRequired" } };
    expect(withoutProblem(problems, "email")).toEqual({ password: { key: "fieldRequired" } });
    expect(withoutProblem(problems, "firstname")).toBe(problems);
  });
});
