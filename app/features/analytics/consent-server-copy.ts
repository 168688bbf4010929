/**
 * The cookie banner's behaviour in the browser, without the banner's React component
 * (docs/decisions/2026-11-26-first-load-js.md).
 *
 * The server renders the banner (ConsentBanner.tsx) into every page inside `.consent-server-copy`; the CSS shows
 * it only while <html> carries `data-consent-ask` (set before the first paint by ConsentGate's script when no
 * choice is stored), and hydration leaves that markup alone (ConsentSlot.tsx). These few listeners answer it:
 * a choice made with its buttons (`data-consent`) is saved (the saving code, consent-save.ts, loads as the pointer
 * or the focus reaches the banner, or on the click) and the copy goes; while it shows, the focused element
 * and the page's end stay clear of it (scroll padding of its height); a choice made in another tab takes it away.
 * The React banner (`show`, after `load`) takes over when the footer's "Ustawienia cookies" opens the banner
 * again, when there is no server copy to answer (a page rendered without root data), and when the language
 * changes while the server copy asks.
 */
import { CONSENT_ASK_ATTRIBUTE, CONSENT_KEY, COOKIE_SETTINGS_EVENT, readConsent, type ConsentChoice } from "./consent.ts";

export const SERVER_COPY_CLASS = "consent-server-copy";

/** What the React banner shows: opened again from the footer (with the stored choice), or asking by itself. */
export interface OpenedBanner {
  reopened: boolean;
  returnFocus: HTMLElement | null;
  current: ConsentChoice | null;
}

export interface ConsentRuntime {
  /** The page's language changed: a server copy still asking is replaced by the React banner in that language. */
  languageChanged(): void;
  stop(): void;
}

export function startConsent(show: (banner: OpenedBanner | null) => void, load: () => Promise<unknown>, doc: Document = document): ConsentRuntime {
  const root = doc.documentElement;
  const win = doc.defaultView!;
  const slot = doc.querySelector(`.${SERVER_COPY_CLASS}`);
  const banner = slot?.querySelector<HTMLElement>(".cookie-consent");
  let asking = !!banner && readConsent() === null;
  let reopened = false;
  const pad = (h: string) => {
    root.style.scrollPaddingBottom = h;
    root.style.setProperty("--consent-banner-height", h || null);
    doc.body.style.paddingBottom = h;
  };
  const observer =
    asking && typeof ResizeObserver !== "undefined" ? new ResizeObserver(() => pad(`${Math.ceil(banner!.getBoundingClientRect().height)}px`)) : undefined;
  const drop = () => {
    if (asking) pad("");
    asking = false;
    observer?.disconnect();
    root.removeAttribute(CONSENT_ASK_ATTRIBUTE);
    slot?.replaceChildren();
  };
  const open = (state: OpenedBanner) => {
    drop();
    reopened = state.reopened;
    load().then(
      () => show(state),
      () => undefined, // offline without the chunk: the footer's link can be used again
    );
  };
  const asks = () => open({ reopened: false, returnFocus: null, current: null });
  let saver: Promise<typeof import("./consent-save.ts")> | undefined;
  const loadSaver = () => {
    saver ??= import("./consent-save.ts").catch((error: unknown) => {
      saver = undefined; // offline without the chunk: the next click tries again
      throw error;
    });
    return saver;
  };
  const onClick = (e: Event) => {
    const button = (e.target as Element | null)?.closest?.("[data-consent]");
    if (!button) return;
    loadSaver().then(
      ({ saveConsent }) => {
        if (!asking) return; // answered meanwhile (another click, another tab)
        saveConsent(button.getAttribute("data-consent") === "yes");
        drop();
      },
      () => undefined,
    );
  };
  const preload = () => void loadSaver().catch(() => undefined);
  const onReopen = () => open({ reopened: true, returnFocus: doc.activeElement instanceof HTMLElement ? doc.activeElement : null, current: readConsent() });
  // chosen in another tab: a banner that asked by itself goes away (one opened from the footer stays)
  const onStorage = (e: StorageEvent) => {
    if ((e.key !== CONSENT_KEY && e.key !== null) || readConsent() === null) return;
    if (asking) drop();
    else if (!reopened) show(null);
  };

  if (asking) {
    pad(`${Math.ceil(banner!.getBoundingClientRect().height)}px`);
    observer?.observe(banner!);
    banner!.addEventListener("click", onClick);
    banner!.addEventListener("pointerover", preload);
    banner!.addEventListener("focusin", preload);
  } else {
    drop();
    if (readConsent() === null) asks(); // no server copy to answer: the React banner asks
  }
  win.addEventListener(COOKIE_SETTINGS_EVENT, onReopen);
  win.addEventListener("storage", onStorage);
  return {
    languageChanged: () => {
      if (asking) asks();
    },
    stop: () => {
      observer?.disconnect();
      banner?.removeEventListener("click", onClick);
      banner?.removeEventListener("pointerover", preload);
      banner?.removeEventListener("focusin", preload);
      win.removeEventListener(COOKIE_SETTINGS_EVENT, onReopen);
      win.removeEventListener("storage", onStorage);
    },
  };
}
