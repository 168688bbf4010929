/** The compare list in React: follows changes from this tab (COMPARE_EVENT) and from other tabs ("storage"). */
import { useCallback, useSyncExternalStore } from "react";
import { clearCompare, COMPARE_EVENT, COMPARE_KEY, readCompare, removeFromCompare, toggleCompare, type CompareResult, type KeyValueStorage } from "./compare-storage.ts";

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

function snapshot(): string[] {
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

function subscribe(onChange: () => void) {
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

const failed = (): CompareResult => ({ skus: [], outcome: "failed" });

export function useCompareList() {
  // The server knows nothing of the list: it renders an empty one, the browser fills it in after hydration.
  const skus = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const change = useCallback((update: (s: KeyValueStorage) => CompareResult) => {
    const storage = browserStorage();
    const result = storage ? update(storage) : failed();
    window.dispatchEvent(new Event(COMPARE_EVENT));
    return result;
  }, []);
  const toggle = useCallback((sku: string) => change((s) => toggleCompare(s, sku)), [change]);
  const remove = useCallback((sku: string) => change((s) => removeFromCompare(s, sku)), [change]);
  const clear = useCallback(
    () =>
      change((s) => {
        clearCompare(s);
        return { skus: [], outcome: "removed" };
      }),
    [change],
  );
  return { skus, toggle, remove, clear };
}
