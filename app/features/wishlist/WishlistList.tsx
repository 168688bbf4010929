/**
 * The wishlist's products, for the side panel and the account page (/my-account/wishlist): each with its picture,
 * name, today's price, "move to cart" (products bought without choosing options; others link to their page to
 * choose) and "remove". Loading, failure and an empty list each say so. Follows changes from other tabs.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { Price } from "../../components/Price.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { imageUrl } from "../../lib/urls.ts";
import { TILE_CART_TYPES } from "../../lib/tile-fields.ts";
import { useAddToCart } from "../cart/use-add-to-cart.ts";
import { subscribeWishlist, wishlistSkus } from "./wishlist-state.ts";
import { loadWishlistProducts, removeFromWishlist, type WishlistEntry } from "./wishlist-store.ts";
import "./wishlist.css";

type State = { status: "loading" } | { status: "failed" } | { status: "loaded"; entries: WishlistEntry[] };

export function WishlistList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("wishlist");
  const pl = usePolishText();
  const notify = useNotify();
  const { add, adding } = useAddToCart();
  const [state, setState] = useState<State>({ status: "loading" });
  const [version, setVersion] = useState(0);
  // Reloaded when the stored list changes (this tab, another tab, sign-in or sign-out).
  useEffect(() => {
    let last = [...wishlistSkus()].join(",");
    return subscribeWishlist(() => {
      const now = [...wishlistSkus()].join(",");
      if (now !== last) {
        last = now;
        setVersion((v) => v + 1);
      }
    });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger (the stored list changed)
  useEffect(() => {
    let active = true;
    loadWishlistProducts().then(
      (entries) => active && setState({ status: "loaded", entries }),
      () => active && setState({ status: "failed" }),
    );
    return () => {
      active = false;
    };
  }, [version]);

  async function remove(entry: WishlistEntry, name: string) {
    const outcome = await removeFromWishlist(entry.sku);
    if (outcome === "removed") notify({ type: "info", message: t("removed", { name }) });
    else notify({ type: "error", message: t(`err_${outcome}`, { defaultValue: t("err_UNKNOWN") }) });
  }

  async function moveToCart(entry: WishlistEntry) {
    const p = entry.product!;
    const slug = p.url_path.split("/").pop() ?? "";
    const added = await add([
      { sku: p.sku, parentSku: p.sku, name: p.name, qty: 1, product_type: p.type_id, price_incl_tax: p.final_price_incl_tax, image: p.image, slug },
    ]);
    if (added) await removeFromWishlist(entry.sku);
  }

  if (state.status === "loading") return <p className="wl-status">{t("loading")}</p>;
  if (state.status === "failed") return <p className="wl-status wl-error">{t("loadFailed")}</p>;
  if (state.entries.length === 0) return <p className="wl-status">{t("empty")}</p>;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="wl-list" aria-label={t("title")}>
      {state.entries.map((entry) => {
        const p = entry.product;
        const name = p?.name ?? entry.sku;
        return (
          <li key={entry.sku} className="wl-item">
            <span className="wl-image">
              {p?.image ? <img src={imageUrl(p.image, 150)} alt="" width={75} height={75} loading="lazy" decoding="async" /> : null}
            </span>
            <div className="wl-body">
              <Heading className="wl-name" lang={pl}>
                {p ? <Link to={p.url_path}>{p.name}</Link> : entry.sku}
              </Heading>
              {p?.author ? <p className="wl-author">{p.author}</p> : null}
              {p ? <Price item={p} compact /> : <p className="wl-gone">{t("unavailable")}</p>}
              <div className="wl-actions">
                {p?.is_in_stock && TILE_CART_TYPES.has(p.type_id) ? (
                  <button
                    type="button"
                    className="wl-move"
                    aria-busy={adding}
                    onClick={() => void moveToCart(entry)}
                    aria-label={`${t("moveToCart")}: ${name}`}
                  >
                    {t("moveToCart")}
                  </button>
                ) : p?.is_in_stock ? (
                  <Link to={p.url_path} className="wl-move" aria-label={`${t("chooseOptions")}: ${name}`}>
                    {t("chooseOptions")}
                  </Link>
                ) : null}
                <button type="button" className="wl-remove" onClick={() => void remove(entry, name)} aria-label={`${t("remove")}: ${name}`}>
                  {t("removeShort")}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
