/**
 * Where the cookie banner appears, mounted once by the root layout (every page's first load).
 *
 * The server renders the banner (ConsentBanner.tsx) into every page, hidden by CSS unless the document's root
 * carries `data-consent-ask`, which a tiny inline script in <head> (ConsentGate) sets before the first paint when
 * no choice is stored. So a first-time visitor sees the banner with the page's first paint instead of after
 * hydration, a returning shopper never sees it, and a browser without JavaScript (where its buttons could do
 * nothing) does not show it.
 *
 * Hydration keeps that server copy as it is (an element whose inner HTML React does not manage), and
 * consent-server-copy.ts answers it with a few listeners: the banner's React component is not in the first load
 * (docs/decisions/2026-11-26-first-load-js.md). The component loads when the footer's "Ustawienia cookies" opens
 * the banner again, or when a page has no server copy to show (its root data was missing, or the shopper
 * switched the language while the question was open).
 */
import { useContext, useEffect, useRef, useState } from "react";
import { UNSAFE_FrameworkContext, useRouteLoaderData } from "react-router";
import { lazyModule, Loaded } from "../../components/lazy.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { CONSENT_ASK_ATTRIBUTE, CONSENT_KEY, CONSENT_VERSION } from "./consent.ts";
import { type ConsentRuntime, type OpenedBanner, SERVER_COPY_CLASS, startConsent } from "./consent-server-copy.ts";
import "./consent.css";

/** The banner's component: the server renders it (loaded when it starts; the root loader awaits it). */
export const consentBanner = lazyModule(() => import("./ConsentBanner.tsx"));
if (import.meta.env.SSR) void consentBanner.load().catch(() => undefined);

// readConsent() in a few bytes: a stored choice of this version, or the banner is wanted.
const GATE_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}));if(!c||c.v!==${CONSENT_VERSION}||typeof c.analytics!="boolean")throw 0}catch(e){document.documentElement.setAttribute(${JSON.stringify(CONSENT_ASK_ATTRIBUTE)},"")}`;

/** The inline script of <head> that marks the document before its first paint (see above). */
export function ConsentGate() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  // The browser hides a script's nonce after reading it: hydration must not compare it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script (GATE_SCRIPT above, no visitor input), allowed by the page's CSP nonce
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: GATE_SCRIPT }} />;
}

export function ConsentSlot() {
  // without root data (the root loader failed) the banner's texts are missing: it waits for a working page
  const hasTexts = useRouteLoaderData("root") !== undefined;
  const { i18n } = useTranslation();
  const [opened, setOpened] = useState<OpenedBanner | null>(null);
  const runtime = useRef<ConsentRuntime>(null);
  const language = useRef(i18n.language);
  useEffect(() => {
    if (!hasTexts) return;
    runtime.current = startConsent(setOpened, () => consentBanner.load());
    return runtime.current.stop;
  }, [hasTexts]);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    runtime.current?.languageChanged();
  }, [i18n.language]);

  if (!hasTexts) return null;
  // Hydration keeps the server's copy as it is (React leaves an element's inner HTML alone): consent-server-copy.ts answers it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; it only tells React not to manage the server's copy inside
  if (!opened && !import.meta.env.SSR) return <div className={SERVER_COPY_CLASS} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  const banner = (
    <Loaded module={consentBanner}>
      {(m) => (
        <m.ConsentBanner
          reopened={opened?.reopened ?? false}
          current={opened?.current ?? null}
          pending={!opened}
          onClose={() => {
            const target = opened?.returnFocus;
            setOpened(null);
            if (target?.isConnected) requestAnimationFrame(() => target.focus());
          }}
        />
      )}
    </Loaded>
  );
  return opened ? banner : <div className={SERVER_COPY_CLASS}>{banner}</div>;
}
