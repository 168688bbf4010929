/** The header's heart: opens the wishlist panel; the count of products in the list shows once the browser knows it. */
import { useTranslation } from "../../i18n/react.tsx";
import { usePanels } from "../../components/panel-state.tsx";
import { preloadOnIntent } from "../../components/PanelSlots.tsx";
import { useWishlistSkus } from "./wishlist-state.ts";

export function WishlistHeaderButton() {
  const { t } = useTranslation("wishlist");
  const { openPanel } = usePanels();
  const count = useWishlistSkus().size;
  return (
    <button
      type="button"
      className="icon-button wl-header"
      aria-label={count > 0 ? t("openCount", { count }) : t("open")}
      {...preloadOnIntent("wishlist")}
      onClick={() => openPanel("wishlist")}
    >
      <span aria-hidden="true">♡</span>
      {count > 0 ? (
        <span className="wl-count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
}
