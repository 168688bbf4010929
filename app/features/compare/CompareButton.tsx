/**
 * "Compare" toggle of a product page, with a link to the compare page while the list is not empty. The
 * list lives in local storage, which the server cannot see: the button is rendered for an empty list, and
 * the list's code (use-compare.ts) loads after hydration when a list is stored (or with the first click,
 * or when another tab starts a list) and fills it in. A shopper who never compared loads none of it.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Link } from "react-router";
import { lazyModule } from "../../components/lazy.tsx";
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
        onClick={async () => {
          const { toggleCompareSku, COMPARE_MAX } = compareList.loaded ?? (await compareList.load());
          const { outcome } = toggleCompareSku(sku);
          if (outcome === "full") notify({ type: "warning", message: t("compareFull", { count: COMPARE_MAX }) });
          else if (outcome === "added") notify({ type: "success", message: t("compareAdded", { name }) });
          else if (outcome === "removed") notify({ type: "info", message: t("compareRemoved", { name }) });
          else notify({ type: "error", message: t("storageFailed") });
        }}
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

/** The compare list: empty on the server and while hydrating (like useSyncExternalStore's server snapshot), then followed. */
function useCompareListAfterHydration(): string[] {
  const [skus, setSkus] = useState(() => compareList.loaded?.compareSnapshot() ?? EMPTY);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(COMPARE_CHANGED_EVENT, start);
      compareList.load().then(
        ({ compareSnapshot, subscribeCompare }) => {
          if (!active) return;
          const update = () => setSkus(compareSnapshot());
          update();
          stop = subscribeCompare(update);
        },
        () => {
          started = false; // storage code unavailable: the list stays empty, a click tries again
        },
      );
    };
    // no list yet: wait for one (this tab's first click, or another tab's)
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORED_COMPARE_KEY) start();
    };
    if (compareList.loaded || listStored()) start();
    else {
      window.addEventListener("storage", onStorage);
      window.addEventListener(COMPARE_CHANGED_EVENT, start);
    }
    return () => {
      active = false;
      stop?.();
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(COMPARE_CHANGED_EVENT, start);
    };
  }, []);
  return skus;
}
