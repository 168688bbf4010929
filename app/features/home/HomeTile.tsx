/**
 * A small product tile for the home lists (cover, title, author, price with the Omnibus note). The
 * listing's ProductTile can replace it once it exists; the markup follows the same classes.
 */
import { Link } from "react-router";
import { usePolishText } from "../../i18n/react.tsx";
import { Price } from "../../components/Price.tsx";
import { imageUrl, productUrl } from "../../lib/urls.ts";
import type { TileProduct } from "./home-data.ts";

export function HomeTile({
  product,
  headingLevel = 3,
  compact = false,
  eager = false,
}: {
  product: TileProduct;
  headingLevel?: 3 | 4;
  compact?: boolean;
  eager?: boolean;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  // Product names are Polish in every language (WCAG 3.1.2).
  const pl = usePolishText();
  const href = productUrl(product);
  const small = compact ? 150 : 250;
  return (
    <article className={compact ? "home-tile home-tile-compact" : "home-tile"}>
      <Link to={href} className="home-tile-image" tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <img
            src={imageUrl(product.image, small)}
            srcSet={`${imageUrl(product.image, small)} ${small}w, ${imageUrl(product.image, 500)} 500w`}
            sizes={compact ? "96px" : "(max-width: 580px) 45vw, 250px"}
            alt=""
            width={small}
            height={small}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        ) : (
          <span className="home-tile-noimage" />
        )}
      </Link>
      <div className="home-tile-body">
        <Heading className="home-tile-name" lang={pl}>
          <Link to={href}>{product.name}</Link>
        </Heading>
        {product.author ? (
          <p className="home-tile-author">{product.author_url ? <Link to={product.author_url}>{product.author}</Link> : product.author}</p>
        ) : null}
        <Price item={product} compact={compact} from={product.type_id === "grouped"} />
      </div>
    </article>
  );
}
