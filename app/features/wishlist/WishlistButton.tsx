/**
 * The heart of a product page and of a listing tile: adds the product to the wishlist, or takes it off. Its state
 * comes from local storage after hydration (wishlist-state.ts); the code that changes the list, and tells the
 * shopper how it went, loads with the first click (or as the pointer or focus reaches the button). The label says
 * what a press does.
 */
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { onIntent } from "../../components/lazy.tsx";
import { useWishlistSkus, wishlistStore } from "./wishlist-state.ts";

const load = () => wishlistStore.load();
const preload = onIntent(() => void load().catch(() => undefined));

export function WishlistButton({ sku, name, variant }: { sku: string; name: string; variant: "page" | "tile" }) {
  const { t } = useTranslation("wishlist");
  const notify = useNotify();
  const inList = useWishlistSkus().has(sku);
  const label = t(inList ? "remove" : "add");
  return (
    <button
      type="button"
      className={variant === "tile" ? "wl-heart" : "pdp-button pdp-button-secondary wl-toggle"}
      data-in-wishlist={inList}
      {...(variant === "tile" ? { "aria-label": `${label}: ${name}`, title: label } : {})}
      {...preload}
      onClick={() =>
        void load().then(
          (store) => store.toggleAndTell(sku, name, notify, t),
          () => notify({ type: "error", message: t("err_NETWORK_ERROR") }),
        )
      }
    >
      <span aria-hidden="true" className="wl-heart-icon">
        {inList ? "♥" : "♡"}
      </span>
      {variant === "page" ? ` ${label}` : null}
    </button>
  );
}
