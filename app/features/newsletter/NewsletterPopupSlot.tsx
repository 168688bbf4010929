/**
 * Where the newsletter popup appears (mounted once by the root layout). It adds almost nothing to a page's first
 * load: this file only waits. The popup's code (NewsletterPopup.tsx) loads when it is time to show it: after
 * POPUP_DELAY_MS on the site, or when the pointer leaves the window at the top (exit intent), whichever comes
 * first. It is shown once per browser, never to one that subscribed or dismissed it, never on the checkout, and
 * never while the cookie-consent question is open (it waits until that is answered).
 */
import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { lazyModule, Loaded } from "../../components/lazy.tsx";
import { CONSENT_EVENT, readConsent } from "../analytics/consent.ts";
import { markPopup, POPUP_DELAY_MS, popupMark } from "./popup-state.ts";

const popup = lazyModule(() => import("./NewsletterPopup.tsx"));

const excluded = (path: string) => path.startsWith("/checkout") || path.startsWith("/newsletter/");
/** The cookie question is open: not answered yet, or opened again from the footer. */
const consentOpen = () => readConsent() === null || document.querySelector(".cookie-consent") !== null;

export function NewsletterPopupSlot() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const onExcluded = excluded(pathname);
  useEffect(() => {
    if (open || onExcluded || popupMark() !== null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      if (popupMark() !== null || consentOpen()) return;
      void popup.load().then(() => {
        if (popupMark() !== null || excluded(window.location.pathname)) return;
        markPopup("shown");
        setOpen(true);
      });
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(show, POPUP_DELAY_MS);
    };
    const onLeave = (e: MouseEvent) => {
      if (e.clientY <= 0 && e.relatedTarget === null) show();
    };
    schedule();
    // answered the cookie question: the delay starts again, so the popup never follows it at once
    window.addEventListener(CONSENT_EVENT, schedule);
    document.documentElement.addEventListener("mouseleave", onLeave);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(CONSENT_EVENT, schedule);
      document.documentElement.removeEventListener("mouseleave", onLeave);
    };
  }, [open, onExcluded]);
  if (!open || onExcluded) return null;
  return (
    <Suspense fallback={null}>
      <Loaded module={popup}>{(m) => <m.NewsletterPopup onClose={() => setOpen(false)} />}</Loaded>
    </Suspense>
  );
}
