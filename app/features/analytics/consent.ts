/**
 * The shopper's cookie choice (Polish law, docs/polish-rules.md §5: consent before analytics cookies; necessary
 * cookies need none). Kept in localStorage under `cookie-consent` as `{"v":1,"analytics":true|false,"at":ISO}`;
 * no entry (or an older version) means "not asked yet" and counts as no consent. Part of every page's first
 * load, so it stays tiny (reading only); saving is in consent-save.ts, used by the banner's server copy (consent-server-copy.ts) and the banner.
 */
export const CONSENT_KEY = "cookie-consent";
/** Raise when the banner's wording or purposes change: every shopper is asked again. */
export const CONSENT_VERSION = 1;
/** Fired on window after the choice changed in this tab (the "storage" event covers other tabs). */
export const CONSENT_EVENT = "kiosk:consent";
/** Set on <html> by ConsentGate's script when the shopper has not chosen yet (the CSS shows the banner then). */
export const CONSENT_ASK_ATTRIBUTE = "data-consent-ask";
/** Fired on window to open the banner again (the footer's "Ustawienia cookies"). */
export const COOKIE_SETTINGS_EVENT = "kiosk:cookie-settings";

export interface ConsentChoice {
  v: number;
  analytics: boolean;
  /** when the choice was made, ISO */
  at: string;
}

export type StorageLike = Pick<Storage, "getItem" | "setItem">;

export function browserStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored choice, or null when the shopper has not chosen (or chose under an older version). */
export function readConsent(storage: StorageLike | null = browserStorage()): ConsentChoice | null {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ConsentChoice> | null;
    if (!parsed || parsed.v !== CONSENT_VERSION || typeof parsed.analytics !== "boolean") return null;
    return { v: parsed.v, analytics: parsed.analytics, at: typeof parsed.at === "string" ? parsed.at : "" };
  } catch {
    return null;
  }
}

/** True only after the shopper accepted analytics cookies. */
export function hasAnalyticsConsent(storage: StorageLike | null = browserStorage()): boolean {
  return readConsent(storage)?.analytics === true;
}

/** Opens the cookie banner again (the choice can be changed at any time). */
export function openCookieSettings() {
  window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));
}
