/**
 * Keeps Tab and Shift+Tab inside `root` (a side panel, the listing's filter drawer): from the last control to the
 * first and back. Its own module so that the listing page does not load the panels' frame (Panels.tsx) for it.
 */
import type { KeyboardEvent } from "react";

export function trapFocus(e: KeyboardEvent, root: HTMLElement | null) {
  if (e.key !== "Tab" || !root) return;
  const focusable = [
    ...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'),
  ];
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
