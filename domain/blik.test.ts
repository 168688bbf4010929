import { describe, expect, it } from "vitest";
import { blikCodeProblem, isValidBlikCode, normalizeBlikCode } from "./blik.ts";

describe("BLIK code (docs/storefront.md §5)", () => {
  it.each([
    ["", "required"],
    ["   ", "required"],
    ["12345", "tooShort"],
    ["1", "tooShort"],
    ["1234567", "tooLong"],
    ["12a456", "digitsOnly"],
    ["１２３４５６", "digitsOnly"], // full-width digits are not the ASCII digits PayU takes
    ["123456", null],
    ["777123", null],
    ["123 456", null],
    ["123-456", null],
    [" 500500 ", null],
  ])("%j → %j", (raw, problem) => {
    expect(blikCodeProblem(raw)).toBe(problem);
    expect(isValidBlikCode(raw)).toBe(problem === null);
  });

  it("sends the code without its spaces and dashes", () => {
    expect(normalizeBlikCode(" 123 456 ")).toBe("123456");
    expect(normalizeBlikCode("123-456")).toBe("123456");
  });
});
