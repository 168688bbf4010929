/**
 * Mounted once by the root layout, and tiny: it only waits. Offline use (OfflineRuntime.tsx: the service worker's
 * registration, the "offline" marker, the update prompt, sending the orders queued offline, the cart's sync when
 * the connection returns) loads after the page: OFFLINE_RUNTIME_DELAY_MS after hydration, at an idle moment, so it
 * costs the first load nothing (docs/decisions/2026-11-27-offline.md); at once when the page is opened offline or
 * the connection drops or returns (offline only when the service worker, which holds its code, controls the page).
 */
import { useEffect, useState, type ComponentType } from "react";

const OFFLINE_RUNTIME_DELAY_MS = 4000;
const EVENTS = ["online", "offline"];

export function OfflineSlot() {
  const [Runtime, setRuntime] = useState<ComponentType | null>(null);
  useEffect(() => {
    let loading = false;
    const start = () => {
      // offline, its code can only come from the worker's precache
      if (loading || (!navigator.onLine && !navigator.serviceWorker?.controller)) return;
      loading = true;
      import("./OfflineRuntime.tsx").then(
        (m) => setRuntime(() => m.default),
        () => (loading = false),
      );
    };
    // opened offline (a kept copy): the marker at once, its code from the worker's precache
    const timer = setTimeout(() => window.requestIdleCallback?.(start) ?? start(), navigator.onLine ? OFFLINE_RUNTIME_DELAY_MS : 0);
    for (const e of EVENTS) window.addEventListener(e, start);
    return () => {
      clearTimeout(timer);
      for (const e of EVENTS) window.removeEventListener(e, start);
    };
  }, []);
  return Runtime ? <Runtime /> : null;
}
