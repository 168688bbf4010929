/**
 * Checks of the purchase form that belong to a product type's fields (required bundle options, grouped
 * quantities, required custom options). The fields own their state and register their check while mounted;
 * the form runs them in this order before submitting (docs/storefront.md §5).
 */
import { useEffect, type RefObject } from "react";
import type { ToastType } from "../../components/Toasts.tsx";

export interface Problem {
  type: ToastType;
  message: string;
}
export const CHECK_ORDER = ["bundle", "grouped", "customOptions"] as const;
export type FormChecks = RefObject<Partial<Record<(typeof CHECK_ORDER)[number], () => Problem | null>>>;

/** Registers `check` (re-registered after every render, so it sees the current state). */
export function useFormCheck(checks: FormChecks, key: (typeof CHECK_ORDER)[number], check: () => Problem | null) {
  useEffect(() => {
    const current = checks.current;
    current[key] = check;
    return () => {
      if (current[key] === check) delete current[key];
    };
  });
}

/** The first problem found, in CHECK_ORDER. */
export function firstProblem(checks: FormChecks): Problem | null {
  for (const key of CHECK_ORDER) {
    const problem = checks.current[key]?.();
    if (problem) return problem;
  }
  return null;
}
