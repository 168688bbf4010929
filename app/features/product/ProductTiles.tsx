/** A row of product tiles (related products): image in a fixed square, name, author, price with Omnibus line. */
import { usePolishText } from "../../i18n/react.tsx";
import { AppLink } from "../../components/AppLink.tsx";
import { Price, type PriceData } from "../../components/Price.tsx";
import { imageUrl } from "../../lib/urls.ts";

export interface TileItem {
  sku: string;
  name: string;
  url: string;
  image: string | null;
  author?: string | null;
  price: PriceData;
  /** a grouped product: "od …" */
  priceFrom?: true;
}

export function ProductTiles({ title, items, id }: { title: string; items: TileItem[]; id: string }) {
  // Product names are Polish in every language (WCAG 3.1.2).
  const pl = usePolishText();
  if (items.length === 0) return null;
  return (
    <section className="pdp-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="tiles pdp-tiles">
        {items.map((item) => (
          <li key={item.sku} className="tile">
            <AppLink to={item.url}>
              <span className="pdp-tile-image">
                {item.image ? <img src={imageUrl(item.image, 250)} alt="" width={250} height={250} loading="lazy" decoding="async" /> : null}
              </span>
              <span className="name" lang={pl}>
                {item.name}
              </span>
            </AppLink>
            {item.author ? <span className="author">{item.author}</span> : null}
            <Price item={item.price} compact from={item.priceFrom === true} />
          </li>
        ))}
      </ul>
    </section>
  );
}
