/** The data a listing page renders: tiles, facets, paging. Plain JSON, the same from loader and API. */
import type { FacetCode, ListingState, SortChoice } from "./query.ts";
import { TILE_CORE_FIELDS } from "../../lib/tile-fields.ts";
import type { PreorderInfo } from "../../../domain/preorder.ts";

export interface Tile {
  id: number;
  sku: string;
  parentSku: string;
  slug: string;
  name: string;
  /** product type: listings offer "add to cart" for types without options */
  type_id: string;
  image: string | null;
  author: string | null;
  /** the author's page (/autor/{slug}) */
  author_url: string | null;
  price_incl_tax: number;
  final_price_incl_tax: number;
  is_discounted: boolean;
  lowest_price_30d: number | null;
  discount_percent: number;
  /** a pre-order's release and dispatch dates, else null */
  preorder: PreorderInfo | null;
}

/** Fields asked of the catalogue for a tile (loader and client "load more" alike). */
export const TILE_FIELDS = ["id", ...TILE_CORE_FIELDS, "discount_percent", "preorder"] as const;

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** A catalogue product document (projected to TILE_FIELDS) as a tile. */
export function toTile(doc: Record<string, unknown>): Tile {
  const sku = str(doc.sku) ?? String(doc.id);
  return {
    id: num(doc.id),
    sku,
    parentSku: str(doc.parentSku) ?? sku,
    slug: str(doc.slug) ?? "",
    name: str(doc.name) ?? sku,
    type_id: str(doc.type_id) ?? "simple",
    image: str(doc.image),
    author: str(doc.author),
    author_url: str(doc.author_url),
    price_incl_tax: num(doc.price_incl_tax),
    final_price_incl_tax: num(doc.final_price_incl_tax),
    is_discounted: doc.is_discounted === true,
    lowest_price_30d: typeof doc.lowest_price_30d === "number" ? doc.lowest_price_30d : null,
    discount_percent: num(doc.discount_percent),
    preorder: preorderOfDoc(doc.preorder),
  };
}

/** The document's `preorder` ({release_date, dispatch_date}) when both dates are there, else null. */
function preorderOfDoc(v: unknown): PreorderInfo | null {
  const p = v && typeof v === "object" ? (v as Record<string, unknown>) : {};
  const release = str(p.release_date);
  const dispatch = str(p.dispatch_date);
  return release && dispatch ? { release_date: release, dispatch_date: dispatch } : null;
}

export interface FacetOption {
  value: string;
  label: string;
  /** products with this value among the current results; null when not known (see buildFacets) */
  count: number | null;
  swatch: string | null;
  /** price ranges, PLN */
  from: number | null;
  to: number | null;
}

export interface Facet {
  code: FacetCode;
  /** the catalogue's label, used when the interface has no translation */
  label: string;
  kind: "swatch" | "pills" | "list" | "price";
  options: FacetOption[];
}

export interface Listing {
  items: Tile[];
  total: number;
  /** offset of items[0] (0 unless more than 250 products are shown at once) */
  start: number;
  state: ListingState;
  /** the listing's own URL identity (state without the page) */
  key: string;
  facets: Facet[];
  sorts: SortChoice[];
  hidePrices: boolean;
  /** category id for client-side "load more" through the JSON API; null on the search page */
  categoryId: number | null;
}
