/**
 * Mounted once by the root layout, and tiny: it only waits. Offline use (OfflineRuntime.tsx: the service worker's
 * registration, the "offline" marker, the update prompt, sending the orders queued offline, the cart's sync when
 * the connection returns) loads after the page: a few seconds after it has loaded, at an idle moment, so it costs
 * the first load nothing (docs/decisions/2026-11-27-offline.md); at once when the connection drops or returns.
 * A failed download (offline before it loaded) is tried again when the connection changes.
 */
import { useEffect, useState, type ComponentType } from "react";

/** After the load event, then the next idle moment. */
export const OFFLINE_RUNTIME_DELAY_MS = 4000;

export function OfflineSlot() {
  const [Runtime, setRuntime] = useState<ComponentType | null>(null);
  useEffect(() => {
    let loading = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (loading) return;
      loading = true;
      import("./OfflineRuntime.tsx").then(
        (m) => setRuntime(() => m.default),
        () => (loading = false),
      );
    };
    const later = () => {
      timer = setTimeout(() => ("requestIdleCallback" in window ? window.requestIdleCallback(start, { timeout: 2000 }) : start()), OFFLINE_RUNTIME_DELAY_MS);
    };
    // a page opened offline (a kept copy) shows the marker at once: the code comes from the worker's precache
    if (!navigator.onLine) start();
    else if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
    window.addEventListener("online", start);
    window.addEventListener("offline", start);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("load", later);
      window.removeEventListener("online", start);
      window.removeEventListener("offline", start);
    };
  }, []);
  return Runtime ? <Runtime /> : null;
}
