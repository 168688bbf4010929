import { describe, expect, it } from "vitest";
import { createTranslator } from "../../i18n/translator.ts";
import { messagesFor } from "../../i18n/resources.ts";
import { withPreorder } from "./use-add-to-cart.ts";

const item = { sku: "KS-1", parentSku: "KS-1", name: "Książka", qty: 1, product_type: "simple", price_incl_tax: 10, image: null, slug: "ksiazka" };
const preorder = { release_date: "2027-01-24", dispatch_date: "2027-01-25" };

describe("the add-to-cart toast", () => {
  it("names a pre-order and its dates", () => {
    const t = createTranslator("pl", messagesFor("pl")).getFixedT(null, "common");
    expect(withPreorder("Produkt został dodany do koszyka!", [{ ...item, preorder }], t, "pl")).toBe(
      "Produkt został dodany do koszyka! Przedsprzedaż: premiera 24.01.2027, wysyłka 25.01.2027.",
    );
    expect(withPreorder("Produkt został dodany do koszyka!", [item], t, "pl")).toBe("Produkt został dodany do koszyka!");
    const en = createTranslator("en", messagesFor("en")).getFixedT(null, "common");
    expect(withPreorder("Product has been added to the cart!", [{ ...item, preorder }], en, "en")).toBe(
      "Product has been added to the cart! Pre-order: released 24/01/2027, dispatched 25/01/2027.",
    );
  });
});
