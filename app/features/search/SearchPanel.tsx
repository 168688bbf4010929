/** Search as you type from 3 characters, in the search panel; Enter or "all results" opens the results page. */
import { useEffect, useId, useState } from "react";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { Form, Link } from "react-router";
import { Panel } from "../../components/Panels.tsx";
import { Price } from "../../components/Price.tsx";
import { imageUrl, productUrl } from "../../lib/urls.ts";
import type { Tile } from "../listing/types.ts";
import { TILE_CORE_FIELDS } from "../../lib/tile-fields.ts";
import offlineTexts from "../../i18n/locales/offline.ts";
import { isLanguage } from "../../i18n/languages.ts";

/** A search hit carries the fields of a listing tile, without the discount badge. */
type Hit = Omit<Tile, "discount_percent">;
const FIELDS = TILE_CORE_FIELDS.join(",");

export function SearchPanel() {
  const { t, i18n } = useTranslation();
  // Product names are Polish in every language (WCAG 3.1.2).
  const pl = usePolishText();
  const [query, setQuery] = useState("");
  // offline (docs/storefront.md §7): an empty result flagged offline, and the panel says so
  const [result, setResult] = useState<{ items: Hit[]; total: number; offline?: boolean } | null>(null);
  const id = useId();
  useEffect(() => {
    const q = query.trim();
    if (q.length < 3) {
      setResult(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/catalog/search?query=${encodeURIComponent(q)}&size=8&aggregations=false&includeFields=${FIELDS}`, { signal: controller.signal })
        .then((r) => r.json())
        .then((body) => setResult(body.code === 200 ? { items: body.result.items, total: body.result.total } : { items: [], total: 0 }))
        .catch(() => {
          if (!controller.signal.aborted) setResult({ items: [], total: 0, offline: true });
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return (
    <Panel name="search" title={t("search")}>
      <Form action="/search" role="search">
        <label htmlFor={id} className="visually-hidden">
          {t("search")}
        </label>
        <input
          id={id}
          name="query"
          type="search"
          autoComplete="off"
          value={query}
          placeholder={t("searchPlaceholder")}
          onChange={(e) => setQuery(e.target.value)}
        />
      </Form>
      <div aria-live="polite">
        {query.trim().length > 0 && query.trim().length < 3 ? <p className="hint">{t("searchMinChars")}</p> : null}
        {result?.offline ? (
          <p>{offlineTexts[isLanguage(i18n.language) ? i18n.language : "pl"].searchOffline}</p>
        ) : result && result.items.length === 0 ? (
          <p>{t("searchNoResults", { query })}</p>
        ) : null}
      </div>
      {result && result.items.length > 0 ? (
        <>
          <ul className="search-hits">
            {result.items.map((hit) => (
              <li key={hit.id}>
                <Link to={productUrl(hit)}>
                  {hit.image ? <img src={imageUrl(hit.image, 150)} alt="" width={60} height={60} /> : null}
                  <span>
                    <span className="name" lang={pl}>
                      {hit.name}
                    </span>
                    {hit.author ? <span className="author">{hit.author}</span> : null}
                  </span>
                </Link>
                <Price item={hit} compact from={hit.type_id === "grouped"} />
              </li>
            ))}
          </ul>
          <Link className="button" to={`/search?query=${encodeURIComponent(query.trim())}`}>
            {t("searchAllResults", { count: result.total })}
          </Link>
        </>
      ) : null}
    </Panel>
  );
}
