/** Catalogue, stock, price, Omnibus and URL-map endpoints (docs/storefront.md §7). */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { FILTER_NAMES } from "../../../domain/catalog-query.ts";
import {
  Attribute,
  AttributesQuery,
  CategoryDoc,
  CategoryParams,
  CategoryQuery,
  CategoryTreeQuery,
  LangQuery,
  LowestPrices,
  LowestPricesBody,
  ProductDoc,
  ProductQuery,
  ProductRedirect,
  RenderList,
  RenderListQuery,
  SearchBody,
  SearchQuerystring,
  SearchResult,
  StockItem,
  StockListQuery,
  StockParams,
  StockQuery,
  TaxRule,
} from "../../../contract/catalog.ts";
import { envelope, errorsFor } from "../../../contract/envelope.ts";
import { UrlMapBody, UrlMapResult } from "../../../contract/url.ts";
import { ok } from "../../http/envelope.ts";
import { answer, refuse, sendRefusal, type Outcome } from "../../http/outcome.ts";
import type { CategoryRow } from "./reference.ts";
import type { SearchInput } from "./service.ts";
import type { Language } from "../../../domain/language.ts";

const errors = errorsFor(400, 404);
/** Filters accepted as plain query parameters; "size" is the page size, so the size filter needs filter[size]. */
const FILTER_KEYS: readonly string[] = [...FILTER_NAMES.filter((n) => n !== "size"), "price"];
const SKU_REQUIRED = "sku parameter is required";
const SKUS_REQUIRED = "skus parameter is required";

export default async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalog, urls } = app.services;
  // Search and product answers are assembled from cached JSON text, so Fastify's serializer does not see
  // them; outside production they are checked against their response schema here instead.
  const checked = app.config.NODE_ENV !== "production";
  const sendJson = (reply: FastifyReply, body: string | Buffer, schema: z.ZodType) => {
    if (checked) schema.parse(JSON.parse(body.toString()));
    return reply.type("application/json; charset=utf-8").send(body);
  };
  /** The envelope of an accepted answer (its texts in `lang`), or the refusal with its status. */
  const categoryAnswer = async (reply: FastifyReply, found: Outcome<CategoryRow>, lang: Language | undefined) =>
    found.ok ? ok(await catalog.categoryDoc(found.value, lang)) : sendRefusal(reply, found);
  const searchEnvelope = envelope(SearchResult);
  const productEnvelope = envelope(ProductDoc);

  r.get(
    "/catalog/search",
    {
      schema: {
        tags: ["catalog"],
        summary: "Search and list products",
        description:
          "Text search (unaccented full-text plus typo tolerance), category listing, filters (color, size, publication_form, …, price ranges) and the sale / bestsellery / new flags. Filters go as query parameters named after the filter, e.g. `?color=1001,1002&price=50-99.99`, or as `filter[color]=1001`; the clothing size filter always as `filter[size]=…` because `size` is the page size.",
        querystring: SearchQuerystring,
        response: { 200: envelope(SearchResult), ...errors },
      },
    },
    async (req, reply) => {
      const q = req.query as Record<string, unknown> & z.output<typeof SearchQuerystring>;
      const filters: Record<string, string[]> = {};
      for (const [key, value] of Object.entries(q)) {
        const m = /^filter(?:\[(.+)\]|\.(.+))$/.exec(key);
        const name = m ? (m[1] ?? m[2])! : FILTER_KEYS.includes(key) ? key : undefined;
        if (name === undefined || value === undefined) continue;
        filters[name] = Array.isArray(value) ? value.map(String) : String(value).split(",").filter(Boolean);
      }
      const input: SearchInput = {
        query: q.query ?? q.q,
        category: q.category,
        filters,
        sale: q.sale,
        bestsellery: q.bestsellery,
        new: q.new,
        type: q.type,
        sort: q.sort,
        start: q.start,
        size: q.size,
        includeFields: q.includeFields,
        excludeFields: q.excludeFields,
        aggregations: q.aggregations,
        lang: q.lang,
      };
      const found = await catalog.searchJson(input);
      return found.ok ? sendJson(reply, found.value, searchEnvelope) : sendRefusal(reply, found);
    },
  );

  r.post(
    "/catalog/search",
    {
      schema: {
        tags: ["catalog"],
        summary: "Search and list products (JSON body)",
        body: SearchBody,
        response: { 200: envelope(SearchResult), ...errors },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const filters = Object.fromEntries(Object.entries(b.filters ?? {}).map(([k, v]) => [k, v.map(String)]));
      const found = await catalog.searchJson({ ...b, filters, includeFields: b.includeFields ?? undefined, excludeFields: b.excludeFields ?? undefined });
      return found.ok ? sendJson(reply, found.value, searchEnvelope) : sendRefusal(reply, found);
    },
  );

  r.get(
    "/catalog/product",
    {
      schema: {
        tags: ["catalog"],
        summary: "One product by sku or url_path",
        description:
          "Includes configurable children with their stock, bundle options, grouped links, subscription options and the Omnibus lowest 30-day price. A product not visible on its own answers 301 with its parent's url_path.",
        querystring: ProductQuery,
        response: { 200: envelope(ProductDoc), 301: envelope(ProductRedirect), ...errors },
      },
    },
    async (req, reply) => {
      const lookup = await catalog.productJson({ sku: req.query.sku, urlPath: req.query.url_path, lang: req.query.lang });
      if (!lookup.ok) return sendRefusal(reply, lookup);
      const found = lookup.value;
      if ("redirectTo" in found) {
        const target = found.redirectTo;
        return reply
          .status(301)
          .header("location", `/api/catalog/product?sku=${encodeURIComponent(target.sku)}`)
          .send({ code: 301, result: target });
      }
      return sendJson(reply, found.json, productEnvelope);
    },
  );

  r.get(
    "/catalog/categories",
    {
      schema: {
        tags: ["catalog"],
        summary: "The category tree",
        querystring: CategoryTreeQuery,
        response: { 200: envelope(CategoryDoc), ...errors },
      },
    },
    async (req, reply) => answer(reply, await catalog.categoryTree(req.query.root, req.query.depth, req.query.lang)),
  );

  r.get(
    "/catalog/categories/:id",
    {
      schema: {
        tags: ["catalog"],
        summary: "A category by id (ids at or below the root are refused)",
        params: CategoryParams,
        querystring: LangQuery,
        response: { 200: envelope(CategoryDoc), ...errors },
      },
    },
    async (req, reply) => categoryAnswer(reply, await catalog.findCategory(req.params.id), req.query.lang),
  );

  r.get(
    "/catalog/category",
    {
      schema: {
        tags: ["catalog"],
        summary: "A category by slug or url_path",
        querystring: CategoryQuery,
        response: { 200: envelope(CategoryDoc), ...errors },
      },
    },
    async (req, reply) => {
      const { slug, url_path, lang } = req.query;
      if (url_path) return categoryAnswer(reply, await catalog.categoryByUrlPath(url_path), lang);
      if (slug) return categoryAnswer(reply, await catalog.findCategory(slug), lang);
      return sendRefusal(reply, refuse("SEARCH_KEY_MISSING", "Please provide the search key (slug or url_path) for category/single action!"));
    },
  );

  r.get(
    "/catalog/attributes",
    {
      schema: {
        tags: ["catalog"],
        summary: "Attributes with options, by code or id (at most 150)",
        querystring: AttributesQuery,
        response: { 200: envelope(z.array(Attribute)), ...errors },
      },
    },
    async (req, reply) => {
      const ids = req.query.attribute_id?.map(Number);
      if (ids?.some((n) => !Number.isInteger(n))) return sendRefusal(reply, refuse("BAD_REQUEST", "attribute_id must be a list of whole numbers."));
      return ok(await catalog.attributes({ codes: req.query.attribute_code, ids }, req.query.lang));
    },
  );

  r.get(
    "/catalog/tax-rules",
    {
      schema: {
        tags: ["catalog"],
        summary: "Tax rules with their Polish VAT rates",
        response: { 200: envelope(z.array(TaxRule)) },
      },
    },
    async () => ok(await catalog.taxRules()),
  );

  const stockCheck = async (reply: FastifyReply, sku: string | undefined) => {
    if (!sku) return sendRefusal(reply, refuse("BAD_REQUEST", SKU_REQUIRED));
    const [item] = await catalog.stock([sku]);
    if (!item) return sendRefusal(reply, refuse("PRODUCT_NOT_FOUND", `There is no product with the sku "${sku}".`));
    return ok(item);
  };
  r.get(
    "/stock/check",
    {
      schema: {
        tags: ["stock"],
        summary: "Stock of one sku",
        querystring: StockQuery,
        response: { 200: envelope(StockItem), ...errors },
      },
    },
    async (req, reply) => stockCheck(reply, req.query.sku),
  );
  r.get(
    "/stock/check/:sku",
    {
      schema: {
        tags: ["stock"],
        summary: "Stock of one sku",
        params: StockParams,
        response: { 200: envelope(StockItem), ...errors },
      },
    },
    async (req, reply) => stockCheck(reply, req.params.sku),
  );
  r.get(
    "/stock/list",
    {
      schema: {
        tags: ["stock"],
        summary: "Stock of many skus, in request order; unknown skus are listed in meta.notFound",
        querystring: StockListQuery,
        response: { 200: envelope(z.array(StockItem)), ...errors },
      },
    },
    async (req, reply) => {
      const skus = [...new Set(req.query.skus)];
      if (skus.length === 0) return sendRefusal(reply, refuse("BAD_REQUEST", SKUS_REQUIRED));
      const items = await catalog.stock(skus);
      const notFound = skus.filter((_, i) => items[i] === null);
      // A VSF1 client (docs/decisions/2026-11-27-vsf1-compat.md) gets one entry per sku asked, as the contract says
      // (docs/api.md §6): an unknown sku is not in stock. The shop's own storefront reads meta.notFound.
      const result = req.vsf1 ? skus.map((sku, i) => items[i] ?? unknownSkuStock(sku)) : items.filter((i) => i !== null);
      return ok(result, notFound.length ? { notFound } : undefined);
    },
  );

  r.get(
    "/product/render-list",
    {
      schema: {
        tags: ["catalog"],
        summary: "Current prices including tax for skus",
        querystring: RenderListQuery,
        response: { 200: envelope(RenderList), ...errors },
      },
    },
    async (req, reply) => {
      if (req.query.skus.length === 0) return sendRefusal(reply, refuse("BAD_REQUEST", SKUS_REQUIRED));
      return ok({ items: await catalog.renderList([...new Set(req.query.skus)]) });
    },
  );

  r.post(
    "/omnibus/category_prices",
    {
      schema: {
        tags: ["catalog"],
        summary: "Omnibus: product id → lowest gross price of the 30 days before the current reduction",
        body: LowestPricesBody,
        response: { 200: envelope(LowestPrices), ...errors },
      },
    },
    async (req) => ok(await catalog.lowestPrices([...new Set(req.body.ids)])),
  );

  r.post(
    "/url/map",
    {
      schema: {
        tags: ["url"],
        summary: "Map a storefront path to a product, category or CMS page",
        description:
          "Answers the hit `{_type, _id, _source}` with `_type` product, category, cms_page or redirect (a 301 to `_source.url_path`), or `null` when nothing matches, in the envelope. The trailing slash and the query string are stripped first.",
        body: UrlMapBody,
        response: { 200: envelope(UrlMapResult), ...errors },
      },
    },
    async (req) => ok(await urls.map(req.body.url, req.body.lang)),
  );
}

/** The stock entry of a sku the catalogue does not know (VSF1 compatibility): not in stock, nothing to sell. */
function unknownSkuStock(sku: string) {
  return {
    sku,
    product_id: 0,
    item_id: 0,
    stock_id: 1,
    qty: 0,
    is_in_stock: false,
    is_qty_decimal: false,
    manage_stock: true,
    backorders: 0,
    min_sale_qty: 1,
    max_sale_qty: 0,
    source_code: "default",
  };
}
