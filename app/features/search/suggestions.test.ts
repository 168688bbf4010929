import { describe, expect, it } from "vitest";
import { fold, matchingAuthors, matchingCategories } from "./suggestions.ts";

const menu = [
  { id: 1, name: "Książki", url: "/c/ksiazki", children: [{ id: 2, name: "Kryminały", url: "/c/kryminaly" }] },
  { id: 3, name: "Prasa", url: "/c/prasa", children: [] },
];

describe("search suggestions", () => {
  it("folds case and Polish diacritics", () => {
    expect(fold("Żuraw Łódź")).toBe("zuraw lodz");
  });
  it("suggests menu categories whose words begin with the query's words", () => {
    expect(matchingCategories(menu, "kryminaly")).toEqual([{ name: "Kryminały", url: "/c/kryminaly" }]);
    expect(matchingCategories(menu, "KSIĄ")).toEqual([{ name: "Książki", url: "/c/ksiazki" }]);
    expect(matchingCategories(menu, "rasa")).toEqual([]);
    // an inflected ending: "kryminały" finds "Kryminał i sensacja"
    const crime = [{ id: 4, name: "Kryminał i sensacja", url: "/c/kryminal", children: [] }];
    expect(matchingCategories(crime, "kryminały")).toEqual([{ name: "Kryminał i sensacja", url: "/c/kryminal" }]);
    expect(matchingCategories(crime, "krymi")).toHaveLength(1);
    expect(matchingCategories(crime, "kryminolog")).toEqual([]);
  });
  it("suggests distinct matching authors of the hits, not the others", () => {
    const hits = [{ author: "Jo Nesbø" }, { author: "Jo Nesbø, Anna Nowak" }, { author: null }, { author: "Olga Tokarczuk" }];
    expect(matchingAuthors(hits, "nesb")).toEqual(["Jo Nesbø"]);
    expect(matchingAuthors(hits, "tokarczuk olga")).toEqual(["Olga Tokarczuk"]);
  });
});
