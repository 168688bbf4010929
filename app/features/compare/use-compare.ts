/**
 * The compare list in React: follows changes from this tab (COMPARE_EVENT) and from other tabs ("storage").
 * The product page's toggle loads this module after hydration (CompareButton.tsx) and needs only the list
 * and toggleCompareSku; the compare page's removing and clearing live in use-compare-list.ts.
 */
import { useSyncExternalStore } from "react";
import { COMPARE_EVENT, COMPARE_KEY, readCompare, toggleCompare, type CompareResult, type KeyValueStorage } from "./compare-storage.ts";

const EMPTY: string[] = [];
let cachedRaw: string | null | undefined;
let cachedSkus: string[] = EMPTY;

/** localStorage, or null where it is blocked (private modes, disabled cookies). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export { COMPARE_MAX } from "./compare-storage.ts";

/** The skus in the list now (the same array until the list changes). */
export function compareSnapshot(): string[] {
  const storage = browserStorage();
  let raw: string | null = null;
  try {
    raw = storage?.getItem(COMPARE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSkus = readCompare({ getItem: () => raw, setItem: () => undefined });
  }
  return cachedSkus;
}

/** Calls `onChange` after every change of the list, in this tab or another; returns the unsubscribe. */
export function subscribeCompare(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === COMPARE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(COMPARE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(COMPARE_EVENT, onChange);
  };
}

/** The skus in the list. The server knows nothing of it: it renders an empty one, the browser fills it in after hydration. */
export function useCompareSkus(): string[] {
  return useSyncExternalStore(subscribeCompare, compareSnapshot, () => EMPTY);
}

/** Applies `update` to the stored list and tells every subscriber; "failed" where storage is blocked. */
export function changeCompare(update: (s: KeyValueStorage) => CompareResult): CompareResult {
  const storage = browserStorage();
  const result = storage ? update(storage) : { skus: [], outcome: "failed" as const };
  window.dispatchEvent(new Event(COMPARE_EVENT));
  return result;
}

export const toggleCompareSku = (sku: string) => changeCompare((s) => toggleCompare(s, sku));
