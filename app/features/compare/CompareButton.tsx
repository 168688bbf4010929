/**
 * "Compare" toggle of a product page, with a link to the compare page while the list is not empty. The
 * list lives in local storage, which the server cannot see: the button is rendered for an empty list, and
 * the list's code (use-compare.ts) loads after hydration when a list is stored (or with the first click,
 * or when another tab starts a list) and fills it in; the pointer or focus on the button starts loading it.
 * A shopper who never compared loads none of it. The toasts a click shows are in use-compare.ts too.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Link } from "react-router";
import { lazyModule, onIntent } from "../../components/lazy.tsx";
import { useNotify } from "../../components/Toasts.tsx";

const compareList = lazyModule(() => import("./use-compare.ts"));
const EMPTY: string[] = [];
/** compare-storage.ts's COMPARE_KEY and COMPARE_EVENT, repeated so that this first-load module does not import it (compare-storage.test.ts checks they agree). */
export const STORED_COMPARE_KEY = "compare";
export const COMPARE_CHANGED_EVENT = "kiosk:compare";

function listStored(): boolean {
  try {
    return window.localStorage.getItem(STORED_COMPARE_KEY) !== null;
  } catch {
    return false;
  }
}

export function CompareButton({ sku, name }: { sku: string; name: string }) {
  const { t } = useTranslation("product");
  const notify = useNotify();
  const skus = useCompareListAfterHydration();
  const inList = skus.includes(sku);
  return (
    <div className="cmp-toggle">
      <button
        type="button"
        className="pdp-button pdp-button-secondary"
        aria-pressed={inList}
        {...onIntent(preload)}
        onClick={async () => (compareList.loaded ?? (await compareList.load({ again: true }))).toggleAndTell(sku, name, t, notify)}
      >
        <span aria-hidden="true">{inList ? "✓ " : "⇄ "}</span>
        {t("compare")}
      </button>
      {skus.length > 0 ? (
        <Link to="/compare" className="cmp-link">
          {t("compareLink", { count: skus.length })}
        </Link>
      ) : null}
    </div>
  );
}

const preload = () => void compareList.load({ again: true }).catch(() => undefined);

/** The compare list: empty on the server and while hydrating (like useSyncExternalStore's server snapshot), then followed. */
function useCompareListAfterHydration(): string[] {
  const [skus, setSkus] = useState(() => compareList.loaded?.compareSnapshot() ?? EMPTY);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    // no list yet: wait for one (this tab's first click, or another tab's)
    const onStorage = (e: Event) => (e as StorageEvent).key === STORED_COMPARE_KEY && start();
    const wait = (on: boolean) => {
      const method = on ? "addEventListener" : "removeEventListener";
      window[method]("storage", onStorage);
      window[method](COMPARE_CHANGED_EVENT, start);
    };
    const start = () => {
      wait(false);
      compareList.load({ again: true }).then(
        (m) => {
          if (active) stop = m.followCompare(setSkus);
        },
        () => active && wait(true), // storage code unavailable: the list stays empty, a click tries again
      );
    };
    if (compareList.loaded || listStored()) start();
    else wait(true);
    return () => {
      active = false;
      stop?.();
      wait(false);
    };
  }, []);
  return skus;
}
