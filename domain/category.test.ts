import { describe, it, expect } from "vitest";
import {
  MAIN_CATEGORY_ID,
  ROOT_CATEGORY_ID,
  SPECIAL_GROUPS,
  SPECIAL_LIST_CATEGORY_ID,
  classifySubscriptionCategory,
  isSpecialGroup,
  type SubscriptionCategory,
} from "./category.ts";

describe("classifySubscriptionCategory", () => {
  it.each<[string, SubscriptionCategory]>([
    ["Prenumerata", "Subscription"],
    ["prenumerata", "Subscription"],
    ["  PRENUMERATA  ", "Subscription"],
    ["Prenumerata magazynów", "Subscription"],
    ["PRENUMERATA MAGAZYNÓW", "Subscription"],
    ["Prenumerata magazyno\u0301w", "Subscription"], // decomposed ó
    ["Prenumerata kolekcji", "RBA"],
    ["prenumerata KOLEKCJI ", "RBA"],
    ["Prenumeraty", "Other"],
    ["Prenumerata magazynow", "Other"],
    ["Prenumerata  kolekcji", "Other"],
    ["Prenumerata prezentowa", "Other"],
    ["Kolekcje", "Other"],
    ["Książki", "Other"],
    ["", "Other"],
  ])("%j → %s", (name, expected) => {
    expect(classifySubscriptionCategory(name)).toBe(expected);
  });
});

describe("category constants", () => {
  it("has the catalogue ids", () => {
    expect([ROOT_CATEGORY_ID, MAIN_CATEGORY_ID, SPECIAL_LIST_CATEGORY_ID]).toEqual([1, 2, 2333]);
  });

  it.each([
    ["subscriptions", true],
    ["simple", true],
    ["gift", true],
    ["renewable", true],
    ["Gift", false],
    ["collections", false],
  ])("isSpecialGroup(%j) → %s", (value, expected) => {
    expect(isSpecialGroup(value)).toBe(expected);
  });

  it("lists the special groups in order", () => {
    expect(SPECIAL_GROUPS).toEqual(["subscriptions", "simple", "gift", "renewable"]);
  });
});
