/** "Compare" toggle of a product page, with a link to the compare page while the list is not empty. */
import { useTranslation } from "../../i18n/react.tsx";
import { Link } from "react-router";
import { useNotify } from "../../components/Toasts.tsx";
import { COMPARE_MAX } from "./compare-storage.ts";
import { useCompareList } from "./use-compare.ts";

export function CompareButton({ sku, name }: { sku: string; name: string }) {
  const { t } = useTranslation("product");
  const notify = useNotify();
  const { skus, toggle } = useCompareList();
  const inList = skus.includes(sku);
  return (
    <div className="cmp-toggle">
      <button
        type="button"
        className="pdp-button pdp-button-secondary"
        aria-pressed={inList}
        onClick={() => {
          const { outcome } = toggle(sku);
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
