/**
 * The heart of a product page and of a listing tile: adds the product to the wishlist, or takes it off. Its state
 * comes from local storage after hydration (wishlist-state.ts); the code that changes the list loads with the
 * first click (or as the pointer or focus reaches the button). The label says what a press does.
 */
import { useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { onIntent } from "../../components/lazy.tsx";
import { useWishlistSkus, wishlistStore } from "./wishlist-state.ts";

const preload = onIntent(() => void wishlistStore.load().catch(() => undefined));

export function WishlistButton({ sku, name, variant }: { sku: string; name: string; variant: "page" | "tile" }) {
  const { t } = useTranslation("wishlist");
  const notify = useNotify();
  const inList = useWishlistSkus().has(sku);
  const [busy, setBusy] = useState(false);
  const label = inList ? t("remove") : t("add");
  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      const store = wishlistStore.loaded ?? (await wishlistStore.load());
      const outcome = await store.toggleWishlist(sku);
      if (outcome === "added") notify({ type: "success", message: t("added", { name }) });
      else if (outcome === "removed") notify({ type: "info", message: t("removed", { name }) });
      else notify({ type: "error", message: t(`err_${outcome}`, { defaultValue: t("err_UNKNOWN") }) });
    } catch {
      notify({ type: "error", message: t("err_NETWORK_ERROR") });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className={variant === "tile" ? "wl-heart" : "pdp-button pdp-button-secondary wl-toggle"}
      aria-busy={busy}
      data-in-wishlist={inList}
      {...(variant === "tile" ? { "aria-label": `${label}: ${name}`, title: label } : {})}
      {...preload}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true" className="wl-heart-icon">
        {inList ? "♥" : "♡"}
      </span>
      {variant === "page" ? ` ${label}` : null}
    </button>
  );
}
