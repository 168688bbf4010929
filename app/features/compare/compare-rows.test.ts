import { describe, expect, it } from "vitest";
import { compareProduct, compareRows, inListOrder, type CompareFormat } from "./compare-rows.ts";

const book = compareProduct({
  sku: "KS-1",
  parentSku: "KS-1",
  slug: "ksiazka-1",
  name: "Książka",
  type_id: "simple",
  author: "Anna Nowak",
  isbn: "9788324631766",
  book_premiere: "2025-10-17",
  publication_form: 1014,
  price_incl_tax: 29.99,
  final_price_incl_tax: 29.99,
  is_discounted: false,
  lowest_price_30d: null,
  stock: { is_in_stock: true, qty: 3, manage_stock: true },
});
const shirt = compareProduct({
  sku: "TS-4",
  slug: "koszulka-4",
  name: "Koszulka",
  type_id: "configurable",
  color: [1000, 1001],
  size: [1008],
  price_incl_tax: 69.99,
  final_price_incl_tax: 69.99,
  stock: { is_in_stock: true, qty: 0, manage_stock: false },
});
const format: CompareFormat = { date: (d) => `D:${d}`, type: (t) => `T:${t}`, stock: (p) => (p.stock.is_in_stock ? "ok" : "brak") };
const labels = { publication_form: { 1014: "Wydanie papierowe" }, color: { 1000: "Czarny", 1001: "Biały" } };

describe("compare table", () => {
  it("reads the product fields it compares", () => {
    expect(book).toMatchObject({ url: "/p/KS-1/ksiazka-1", publicationForm: [1014], premiere: "2025-10-17", color: [] });
    expect(shirt).toMatchObject({ url: "/p/TS-4/koszulka-4", color: [1000, 1001], size: [1008], editions: null });
  });

  it("shows rows with at least one value, option labels resolved", () => {
    const rows = compareRows([book, shirt], labels, format);
    expect(rows.map((r) => r.key)).toEqual(["type", "author", "isbn", "premiere", "publicationForm", "color", "size", "stock"]);
    expect(rows.find((r) => r.key === "color")?.values).toEqual([null, "Czarny, Biały"]);
    expect(rows.find((r) => r.key === "size")?.values).toEqual([null, "1008"]);
    expect(rows.find((r) => r.key === "premiere")?.values).toEqual(["D:2025-10-17", null]);
  });

  it("compares every comparable attribute of the catalogue, manufacturer and shipping schedule included", () => {
    const magazine = compareProduct({
      sku: "CZ-1",
      slug: "czasopismo-1",
      name: "Czasopismo",
      type_id: "single_number",
      shipping_schedule: "Wysyłka w poniedziałek",
      price_incl_tax: 4.99,
    });
    const tshirt = compareProduct({
      sku: "TS-5",
      slug: "koszulka-5",
      name: "Koszulka",
      type_id: "configurable",
      manufacturer: "Nadruk Studio",
      price_incl_tax: 69.99,
    });
    const rows = compareRows([magazine, tshirt], {}, format);
    expect(rows.find((r) => r.key === "shippingSchedule")?.values).toEqual(["Wysyłka w poniedziałek", null]);
    expect(rows.find((r) => r.key === "manufacturer")?.values).toEqual([null, "Nadruk Studio"]);
  });

  it("keeps the order of the compare list", () => {
    expect(inListOrder(["TS-4", "X", "KS-1"], [book, shirt]).map((p) => p.sku)).toEqual(["TS-4", "KS-1"]);
  });
});
