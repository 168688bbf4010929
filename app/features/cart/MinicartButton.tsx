/**
 * The minicart in the header: a button with the count of the cart (quantities or lines, by configuration)
 * that opens the microcart panel. It starts the cart once the page is interactive (tabs kept in step, a
 * persisted cart synced) and shows as toasts the lines a sync had to change.
 */
import { useEffect } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { usePanels } from "../../components/panel-state.tsx";
import { preloadOnIntent } from "../../components/PanelSlots.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { cartCount } from "./cart-state.ts";
import { onCartNotice, startCart, useCart } from "./cart.ts";
import { outcomeMessage } from "./messages.ts";

export function MinicartButton({ counts }: { counts: "quantities" | "lines" }) {
  const { t } = useTranslation("cart");
  const { openPanel } = usePanels();
  const notify = useNotify();
  const count = cartCount(useCart(), counts);
  useEffect(() => {
    startCart();
    return onCartNotice((notice) =>
      notify({
        type: notice.type,
        message: t("lineProblem", {
          name: notice.name,
          message: outcomeMessage(t, { ok: false, error: notice.error, ...(notice.details ? { details: notice.details } : {}) }),
        }),
      }),
    );
  }, [notify, t]);
  return (
    <button
      type="button"
      className="minicart-button"
      aria-label={t("cartCount", { count })}
      data-testid="minicart"
      {...preloadOnIntent("microcart")}
      onClick={() => openPanel("microcart")}
    >
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      {count > 0 ? (
        <span className="minicart-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
}
