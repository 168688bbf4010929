import { data } from "react-router";
import type { Route } from "./+types/home";
import { appContext } from "../context.ts";
import { formatPrice, toGrosze } from "../../domain/money.ts";

interface Tile {
  id: number;
  sku: string;
  name: string;
  image: string | null;
  url_path: string;
  final_price_incl_tax: number;
  price_incl_tax: number;
  is_discounted: boolean;
  lowest_price_30d: number | null;
  author: string | null;
}

const FIELDS = ["id", "sku", "name", "image", "url_path", "final_price_incl_tax", "price_incl_tax", "is_discounted", "lowest_price_30d", "author"];

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

function Price({ item }: { item: Tile }) {
  return (
    <p className="price">
      <span className={item.is_discounted ? "price-now sale" : "price-now"}>{formatPrice(toGrosze(item.final_price_incl_tax))}</span>
      {item.is_discounted && item.lowest_price_30d !== null ? (
        <span className="omnibus">Najniższa cena z 30 dni przed obniżką: {formatPrice(toGrosze(item.lowest_price_30d))}</span>
      ) : null}
    </p>
  );
}

function ProductList({ title, items }: { title: string; items: Tile[] }) {
  return (
    <section aria-labelledby={`h-${title}`}>
      <h2 id={`h-${title}`}>{title}</h2>
      <ul className="tiles">
        {items.map((item) => (
          <li key={item.id} className="tile">
            <a href={`/${item.url_path}`}>
              {item.image ? <img src={`/img/250/250${item.image}`} alt="" width={250} height={250} loading="lazy" /> : null}
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
