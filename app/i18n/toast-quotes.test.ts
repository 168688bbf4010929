/**
 * Product names carry their own quotation marks ("Zestaw: seria „Seria z Żurawiem”"): a message that names a
 * product never wraps the name in quotation marks, so a toast or a dialog never nests them.
 */
import { describe, expect, it } from "vitest";
import cart from "./locales/cart.ts";
import product from "./locales/product.ts";

describe("messages naming a product", () => {
  it("never put the name between quotation marks", () => {
    for (const locale of [cart, product]) {
      for (const [lang, texts] of Object.entries(locale)) {
        for (const [key, text] of Object.entries(texts as Record<string, string>)) {
          expect(text, `${lang}.${key}`).not.toMatch(/[„“"«]\{\{name\}\}/);
        }
      }
    }
  });
});
