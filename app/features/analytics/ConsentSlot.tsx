/**
 * Where the cookie banner appears, mounted once by the root layout. Tiny on purpose (every page's first load):
 * after hydration it looks at the stored choice, and only when the shopper has not chosen yet, or asks for
 * the settings again (the footer's "Ustawienia cookies"), does it load the banner (ConsentBanner.tsx, with its
 * styles). The server renders nothing here: it cannot know the choice.
 */
import { Suspense, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { lazyModule, useLoaded } from "../../components/lazy.tsx";
import { CONSENT_KEY, COOKIE_SETTINGS_EVENT, readConsent } from "./consent.ts";

const banner = lazyModule(() => import("./ConsentBanner.tsx"));

type Shown = null | { reopened: boolean; returnFocus: HTMLElement | null };

export function ConsentSlot() {
  const [shown, setShown] = useState<Shown>(null);
  // without root data (the root loader failed) the banner's texts are missing: it waits for a working page
  const hasTexts = useRouteLoaderData("root") !== undefined;
  useEffect(() => {
    if (readConsent() === null) setShown({ reopened: false, returnFocus: null });
    const reopen = () => setShown({ reopened: true, returnFocus: document.activeElement instanceof HTMLElement ? document.activeElement : null });
    // chosen in another tab: this tab's banner (shown by itself) goes away
    const onStorage = (e: StorageEvent) => {
      if ((e.key === CONSENT_KEY || e.key === null) && readConsent() !== null) setShown((s) => (s?.reopened ? s : null));
    };
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  if (!shown || !hasTexts) return null;
  return (
    <Suspense fallback={null}>
      <LazyBanner
        reopened={shown.reopened}
        onClose={() => {
          const target = shown.returnFocus;
          setShown(null);
          if (target?.isConnected) requestAnimationFrame(() => target.focus());
        }}
      />
    </Suspense>
  );
}

function LazyBanner(props: { reopened: boolean; onClose: () => void }) {
  const { ConsentBanner } = useLoaded(banner)!;
  return <ConsentBanner {...props} />;
}
