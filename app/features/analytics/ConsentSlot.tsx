/**
 * Where the cookie banner appears, mounted once by the root layout (every page's first load).
 *
 * The server renders the banner into every page, hidden by CSS unless the document's root carries
 * `data-consent-ask`, which a tiny inline script in <head> (ConsentGate) sets before the first paint when
 * no choice is stored. So a first-time visitor sees the banner with the page's first paint instead of after
 * hydration (it was the largest paint on phones, and it came seconds late), a returning shopper never sees
 * it, and a browser without JavaScript (where its buttons could do nothing) does not show it. Hydration
 * renders the same markup; then the stored choice decides: no choice keeps it (now shown by itself), a
 * choice removes it. The footer's "Ustawienia cookies" opens it again.
 */
import { useContext, useEffect, useState } from "react";
import { UNSAFE_FrameworkContext, useRouteLoaderData } from "react-router";
import { ConsentBanner } from "./ConsentBanner.tsx";
import { CONSENT_KEY, CONSENT_VERSION, COOKIE_SETTINGS_EVENT, readConsent, type ConsentChoice } from "./consent.ts";

/** Set on <html> by ConsentGate's script when the shopper has not chosen yet (the CSS shows the banner then). */
export const CONSENT_ASK_ATTRIBUTE = "data-consent-ask";

// readConsent() in a few bytes: a stored choice of this version, or the banner is wanted.
const GATE_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}));if(!c||c.v!==${CONSENT_VERSION}||typeof c.analytics!="boolean")throw 0}catch(e){document.documentElement.setAttribute(${JSON.stringify(CONSENT_ASK_ATTRIBUTE)},"")}`;

/** The inline script of <head> that marks the document before its first paint (see above). */
export function ConsentGate() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  // The browser hides a script's nonce after reading it: hydration must not compare it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script (GATE_SCRIPT above, no visitor input), allowed by the page's CSP nonce
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: GATE_SCRIPT }} />;
}

/** `server`: the copy the server rendered (shown only with data-consent-ask); `shown`: decided in the browser. */
type Shown = null | { server: true } | { server?: false; reopened: boolean; returnFocus: HTMLElement | null; current: ConsentChoice | null };

export function ConsentSlot() {
  const [shown, setShown] = useState<Shown>({ server: true });
  // without root data (the root loader failed) the banner's texts are missing: it waits for a working page
  const hasTexts = useRouteLoaderData("root") !== undefined;
  useEffect(() => {
    setShown(readConsent() === null ? { reopened: false, returnFocus: null, current: null } : null);
    const reopen = () =>
      setShown({ reopened: true, returnFocus: document.activeElement instanceof HTMLElement ? document.activeElement : null, current: readConsent() });
    // chosen in another tab: this tab's banner (shown by itself) goes away
    const onStorage = (e: StorageEvent) => {
      if ((e.key === CONSENT_KEY || e.key === null) && readConsent() !== null) setShown((s) => (s && !s.server && s.reopened ? s : null));
    };
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  if (!shown || !hasTexts) return null;
  if (shown.server) return <ConsentBanner reopened={false} current={null} pending onClose={() => setShown(null)} />;
  return (
    <ConsentBanner
      reopened={shown.reopened}
      current={shown.current}
      onClose={() => {
        const target = shown.returnFocus;
        setShown(null);
        if (target?.isConnected) requestAnimationFrame(() => target.focus());
      }}
    />
  );
}
