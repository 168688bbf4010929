import { data } from "react-router";
import type { Route } from "./+types/home";
import { appContext } from "../context.ts";
import { Price } from "../components/Price.tsx";
import { imageUrl, productUrl } from "../lib/urls.ts";

interface Tile {
  id: number;
  sku: string;
  parentSku: string;
  slug: string;
  name: string;
  image: string | null;
  url_path: string;
  final_price_incl_tax: number;
  price_incl_tax: number;
  is_discounted: boolean;
  lowest_price_30d: number | null;
  author: string | null;
}

const FIELDS = ["id", "sku", "parentSku", "slug", "name", "image", "url_path", "final_price_incl_tax", "price_incl_tax", "is_discounted", "lowest_price_30d", "author"];

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.get(appContext).services;
  const list = (sort: string, size: number, extra: { sale?: boolean } = {}) =>
    catalog.search({ sort, size, includeFields: FIELDS, aggregations: false, ...extra }).then((r) => r.items as unknown as Tile[]);
  const [promo, bestsellers, sales] = await Promise.all([list("bestsellers", 8), list("bestsellers", 3), list("most_viewed", 3, { sale: true })]);
  return data({ promo, bestsellers, sales }, { headers: { "Cache-Control": "public, max-age=60" } });
}

export function meta() {
  return [
    { title: "Kiosk – prasa, książki, prenumeraty i kolekcje" },
    { name: "description", content: "Księgarnia i kiosk online: czasopisma, prenumeraty, książki, e-booki i kolekcje. Wysyłka w 24 h." },
  ];
}

function ProductList({ title, items }: { title: string; items: Tile[] }) {
  return (
    <section aria-labelledby={`h-${title}`}>
      <h2 id={`h-${title}`}>{title}</h2>
      <ul className="tiles">
        {items.map((item) => (
          <li key={item.id} className="tile">
            <a href={productUrl(item)}>
              {item.image ? <img src={imageUrl(item.image, 250)} alt="" width={250} height={250} loading="lazy" /> : null}
              <span className="name">{item.name}</span>
            </a>
            {item.author ? <span className="author">{item.author}</span> : null}
            <Price item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Witamy w Kiosku</h1>
      <ProductList title="Polecamy" items={loaderData.promo} />
      <ProductList title="Bestsellery" items={loaderData.bestsellers} />
      <ProductList title="Promocje" items={loaderData.sales} />
    </>
  );
}
