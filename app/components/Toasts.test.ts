import { describe, expect, it } from "vitest";
import { isDuplicateToast, unnestQuotes } from "./Toasts.tsx";

describe("toasts", () => {
  it("turns quotation marks inside quotation marks into « »", () => {
    expect(unnestQuotes("Dodano „Zestaw: seria „Seria z Żurawiem”” do porównania.")).toBe("Dodano „Zestaw: seria «Seria z Żurawiem»” do porównania.");
    // German closes with “
    expect(unnestQuotes("„Zestaw „Seria”“ hinzugefügt")).toBe("„Zestaw «Seria»“ hinzugefügt");
  });
  it("leaves single-level quotes and plain text alone", () => {
    expect(unnestQuotes("Dodano „Żółw” do koszyka.")).toBe("Dodano „Żółw” do koszyka.");
    expect(unnestQuotes("Added “Turtle” to the cart.")).toBe("Added “Turtle” to the cart.");
    expect(unnestQuotes("Brak cudzysłowów")).toBe("Brak cudzysłowów");
  });
  it("still tells a repeated message", () => {
    expect(isDuplicateToast("a", "a")).toBe(true);
  });
});
