export const ROOT_CATEGORY_ID = 1;
export const MAIN_CATEGORY_ID = 2;
export const SPECIAL_LIST_CATEGORY_ID = 2333;

export const SPECIAL_GROUPS = ["subscriptions", "simple", "gift", "renewable"] as const;
export type SpecialGroup = (typeof SPECIAL_GROUPS)[number];

export function isSpecialGroup(value: string): value is SpecialGroup {
  return (SPECIAL_GROUPS as readonly string[]).includes(value);
}

/** "RBA" is the partwork/collection publisher; its subscriptions are collections. */
export type SubscriptionCategory = "Subscription" | "RBA" | "Other";

const BY_NAME: ReadonlyMap<string, SubscriptionCategory> = new Map([
  ["prenumerata", "Subscription"],
  ["prenumerata magazynów", "Subscription"],
  ["prenumerata kolekcji", "RBA"],
]);

/** Exact category name (trimmed, case-insensitive) → kind of subscription. */
export function classifySubscriptionCategory(name: string): SubscriptionCategory {
  return BY_NAME.get(name.normalize("NFC").trim().toLowerCase()) ?? "Other";
}
