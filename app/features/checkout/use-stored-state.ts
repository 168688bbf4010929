/** State mirrored in localStorage under the keys (docs/storefront.md §9); `omit` fields are never written. */
import { useCallback, useEffect, useState } from "react";

export function useStoredState<T extends object>(key: string, initial: T, omit: (keyof T)[] = []): [T, (next: T | ((prev: T) => T)) => void] {
  const [value, setValue] = useState<T>(initial);
  // Read after hydration, so the server's HTML and the first render agree.
  useEffect(() => {
    try {
      const raw = localStorage.getItem(key);
      if (raw) setValue((v) => ({ ...v, ...(JSON.parse(raw) as Partial<T>) }));
    } catch {
      /* unreadable: start empty */
    }
  }, [key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `omit` is fixed for the form's life (its default is a new [] each render, which would make `set` a new function every time)
  const set = useCallback(
    (next: T | ((prev: T) => T)) =>
      setValue((prev) => {
        const value = typeof next === "function" ? (next as (p: T) => T)(prev) : next;
        try {
          const stored: Partial<T> = { ...value };
          for (const k of omit) delete stored[k];
          localStorage.setItem(key, JSON.stringify(stored));
        } catch {
          /* storage full or blocked: the form still works */
        }
        return value;
      }),
    [key],
  );
  return [value, set];
}
