/**
 * The compare list in React: follows changes from this tab (COMPARE_EVENT) and from other tabs ("storage").
 * The product page's toggle loads this module after hydration (CompareButton.tsx) and needs only the list
 * (followCompare) and the click with its toast (toggleAndTell); the compare page's removing and clearing
 * live in use-compare-list.ts.
 */
import { useSyncExternalStore } from "react";
import type { ToastInput } from "../../components/Toasts.tsx";
import type { TFunction } from "../../i18n/translator.ts";
import { COMPARE_EVENT, COMPARE_KEY, COMPARE_MAX, readCompare, toggleCompare, type CompareResult, type KeyValueStorage } from "./compare-storage.ts";

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

/** Follows the list for the product page's toggle: `set` gets it now and after every change; returns the unsubscribe. */
export function followCompare(set: (skus: string[]) => void): () => void {
  const update = () => set(compareSnapshot());
  update();
  return subscribeCompare(update);
}

/** The product page toggle's click: adds or removes `sku` and says so in a toast (`t`: the "product" messages). */
export function toggleAndTell(sku: string, name: string, t: TFunction, notify: (toast: ToastInput) => void): void {
  const { outcome } = toggleCompareSku(sku);
  if (outcome === "full") notify({ type: "warning", message: t("compareFull", { count: COMPARE_MAX }) });
  else if (outcome === "added") notify({ type: "success", message: t("compareAdded", { name }) });
  else if (outcome === "removed") notify({ type: "info", message: t("compareRemoved", { name }) });
  else notify({ type: "error", message: t("storageFailed") });
}
