/** A titled list of product tiles on the home page, with an optional "see all" link to the listing. */
import { useId } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Link } from "react-router";
import type { TileProduct } from "./home-data.ts";
import { HomeTile } from "./HomeTile.tsx";

export function ProductSection({
  title,
  products,
  moreUrl,
  variant = "grid",
}: {
  title: string;
  products: TileProduct[];
  moreUrl?: string | null;
  variant?: "grid" | "column";
}) {
  const { t } = useTranslation("pages");
  const headingId = useId();
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
      <ul className={variant === "grid" ? "home-grid" : "home-column"}>
        {products.map((p) => (
          <li key={p.id}>
            <HomeTile product={p} compact={variant === "column"} />
          </li>
        ))}
      </ul>
    </section>
  );
}
