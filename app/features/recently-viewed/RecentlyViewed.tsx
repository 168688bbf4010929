/**
 * "Recently viewed" strip from local storage, for the product page and any other page (e.g. the account
 * area). Rendered only in the browser, after hydration; nothing is shown while the list is empty. The
 * product page records its product and loads this module only when the list holds another one
 * (ProductRecentlyViewed in features/product/ProductLayout.tsx).
 */
import { useEffect, useState } from "react";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { Link } from "react-router";
import { Price } from "../../components/Price.tsx";
import { imageUrl } from "../../lib/urls.ts";
import { readRecentlyViewed, type RecentlyViewedItem } from "./recently-viewed-storage.ts";
import type { PriceData } from "../../components/Price.tsx";
import { loadCurrentPrices } from "./current-prices.ts";
import "./recently-viewed.css";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function RecentlyViewed({ excludeSku, title, limit = 12 }: { excludeSku?: string; title?: string; limit?: number }) {
  const { t } = useTranslation("product");
  // Product names are Polish in every language (WCAG 3.1.2).
  const pl = usePolishText();
  const [items, setItems] = useState<RecentlyViewedItem[]>([]);
  // Today's prices (current-prices.ts): the stored ones are from the visit. null while loading or when the
  // catalogue cannot be reached: the tiles then show no price rather than an outdated one.
  const [prices, setPrices] = useState<Map<string, PriceData> | null>(null);
  useEffect(() => setItems(readRecentlyViewed(storage())), []);
  const shown = items.filter((i) => i.sku !== excludeSku).slice(0, limit);
  const skuList = shown.map((i) => i.sku).join(",");
  useEffect(() => {
    if (skuList === "") return;
    let active = true;
    loadCurrentPrices(skuList.split(",")).then(
      (p) => active && setPrices(p),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [skuList]);
  if (shown.length === 0) return null;
  return (
    <section className="rv" aria-labelledby="rv-title">
      <h2 id="rv-title">{title ?? t("recentlyViewed")}</h2>
      <ul className="rv-list">
        {shown.map((item) => (
          <li key={item.sku} className="rv-item">
            <Link to={item.url}>
              <span className="rv-image">
                {item.image ? <img src={imageUrl(item.image, 150)} alt="" width={150} height={150} loading="lazy" decoding="async" /> : null}
              </span>
              <span className="rv-name" lang={pl}>
                {item.name}
              </span>
            </Link>
            {prices?.get(item.sku) ? <Price item={prices.get(item.sku)!} compact /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
