/** A titled list of product tiles on the home page, with an optional "see all" link to the listing. */
import { useEffect, useId } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Link } from "react-router";
import type { TileProduct } from "./home-data.ts";
import { HomeTile } from "./HomeTile.tsx";
import { track } from "../analytics/track.ts";

export function ProductSection({
  title,
  products,
  moreUrl,
  variant = "grid",
  listId,
}: {
  title: string;
  /** the GA4 list id ("home_bestsellers"); its name is the title */
  listId?: string;
  products: TileProduct[];
  moreUrl?: string | null;
  variant?: "grid" | "column";
}) {
  const { t } = useTranslation("pages");
  const headingId = useId();
  // GA4: the list shown (view_item_list) and the tile followed (select_item, below)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list and its products are the trigger (the title follows the language)
  useEffect(() => {
    if (listId) track("view_item_list", { list: { id: listId, name: title }, tiles: products });
  }, [listId, products]);
  if (!products.length) return null;
  return (
    <section className={`home-section home-section-${variant}`} aria-labelledby={headingId}>
      <div className="home-section-head">
        <h2 id={headingId}>{title}</h2>
        {moreUrl ? (
          <Link to={moreUrl} className="home-more">
            {t("seeAll")}
            <span className="visually-hidden">: {title}</span>
          </Link>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: it only notes which tile's link was followed (select_item); the links do the work */}
      <ul
        className={variant === "grid" ? "home-grid" : "home-column"}
        onClick={(e) => listId && track("select_item", { list: { id: listId, name: title }, tiles: products, target: e.target, within: e.currentTarget })}
      >
        {products.map((p) => (
          <li key={p.id}>
            <HomeTile product={p} compact={variant === "column"} />
          </li>
        ))}
      </ul>
    </section>
  );
}
