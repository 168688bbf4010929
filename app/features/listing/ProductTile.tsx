/**
 * A product on a listing: cover (250×250, space reserved so nothing shifts while it loads), name as the
 * card's one link (its hit area covers the card), author, price with the Omnibus line ("od …" for a grouped
 * product, whose price is its cheapest member's, as on its page), or a "price soon" line in categories that hide
 * prices; a pre-order's release and dispatch dates.
 */
import { memo } from "react";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { AppLink } from "../../components/AppLink.tsx";
import { Price } from "../../components/Price.tsx";
import { PreorderNote } from "../../components/Preorder.tsx";
import { imageUrl, productUrl } from "../../lib/urls.ts";
import type { Tile } from "./types.ts";
import { TileAddToCart } from "../cart/TileAddToCart.tsx";
import { TILE_CART_TYPES } from "../../lib/tile-fields.ts";
import { WishlistButton } from "../wishlist/WishlistButton.tsx";

/**
 * Memoised: the listing renders again right after hydration (its no-JavaScript links become buttons) and
 * on every filter change; a tile whose product did not change is not rendered again (50 tiles were most of
 * that render's time on a phone).
 */
export const ProductTile = memo(function ProductTile({ item, eager, hidePrice }: { item: Tile; eager: boolean; hidePrice: boolean }) {
  const { t } = useTranslation("listing");
  // Product names are Polish in every language (WCAG 3.1.2: marked so on a page in another language).
  const pl = usePolishText();
  const src = imageUrl(item.image, 250);
  return (
    <li className="ptile" data-product-id={item.id}>
      <div className="ptile-media">
        {src ? (
          <img
            src={src}
            alt=""
            width={250}
            height={250}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            {...(eager ? { fetchPriority: "high" as const } : {})}
          />
        ) : null}
        <WishlistButton sku={item.parentSku || item.sku} name={item.name} variant="tile" />
      </div>
      <h3 className="ptile-name" lang={pl}>
        <AppLink to={productUrl(item)}>{item.name}</AppLink>
      </h3>
      {item.author ? <p className="ptile-author">{item.author_url ? <AppLink to={item.author_url}>{item.author}</AppLink> : item.author}</p> : null}
      {hidePrice ? (
        <p className="ptile-soon">{t("priceSoon")}</p>
      ) : (
        // the discount sits with the price it is a discount of
        <div className="ptile-price">
          {item.is_discounted && item.discount_percent > 0 ? (
            <span className="ptile-badge">
              <span aria-hidden="true">−{item.discount_percent}%</span>
              <span className="visually-hidden">{t("discountSr", { percent: item.discount_percent })}</span>
            </span>
          ) : null}
          <Price item={item} compact from={item.type_id === "grouped"} />
        </div>
      )}
      {item.preorder ? <PreorderNote preorder={item.preorder} className="ptile-preorder" /> : null}
      {!hidePrice && TILE_CART_TYPES.has(item.type_id) ? <TileAddToCart item={item} /> : null}
    </li>
  );
});
