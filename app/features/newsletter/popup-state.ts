/**
 * Whether this browser should still be offered the newsletter popup: it is shown once, and never again after it was
 * shown, dismissed or used to subscribe (localStorage `newsletter-popup`). Part of every page's first load: tiny.
 */
export const POPUP_KEY = "newsletter-popup";
/** The popup opens after this long on the site's pages (or earlier, when the pointer leaves the window at the top). */
export const POPUP_DELAY_MS = 20_000;

export type PopupMark = "shown" | "dismissed" | "subscribed";

export function popupMark(): string | null {
  try {
    return window.localStorage.getItem(POPUP_KEY);
  } catch {
    return "unavailable"; // no storage: the popup could not remember it was shown, so it is never shown
  }
}

export function markPopup(mark: PopupMark): void {
  try {
    window.localStorage.setItem(POPUP_KEY, mark);
  } catch {
    // nothing to remember it in
  }
}
