/** Saving the cookie choice (loaded with the banner, not on every page's first load). */
import { browserStorage, CONSENT_EVENT, CONSENT_KEY, CONSENT_VERSION, type ConsentChoice, type StorageLike } from "./consent.ts";

/** Saves the choice and tells this tab; refusing also drops what analytics may have left behind. */
export function saveConsent(analytics: boolean, storage: StorageLike | null = browserStorage(), now = new Date()): ConsentChoice {
  const choice: ConsentChoice = { v: CONSENT_VERSION, analytics, at: now.toISOString() };
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify(choice));
  } catch {
    // blocked storage: the choice lasts for this page; nothing is pushed without a stored "yes"
  }
  if (typeof window !== "undefined") {
    if (!analytics) forgetAnalytics();
    // consent mode's update, and on a "yes" Google's tag (the head script's kioskConsent: analytics-head.server.ts)
    (window as unknown as { kioskConsent?: (granted: boolean) => void }).kioskConsent?.(analytics);
    window.dispatchEvent(new Event(CONSENT_EVENT));
  }
  return choice;
}

/**
 * Consent withdrawn: empties the data layer (what was pushed is not for a tag any more) and removes Google Analytics
 * cookies (_ga, _ga_*, _gid, _gat*); consent mode is then updated to denied (saveConsent).
 */
export function forgetAnalytics() {
  const w = window as unknown as { dataLayer?: unknown[] };
  if (Array.isArray(w.dataLayer)) w.dataLayer.length = 0;
  const host = window.location.hostname;
  const domains = ["", host, `.${host.split(".").slice(-2).join(".")}`];
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim() ?? "";
    if (!/^(_ga|_gid|_gat)/.test(name)) continue;
    // biome-ignore lint/suspicious/noDocumentCookie: deleting the analytics cookies on every domain they may sit on; the Cookie Store API is not in every browser the shop supports
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ""}`;
  }
}
