/**
 * Search as you type from 3 characters, in the search panel; Enter or "all results" opens the results page.
 * The input takes the focus when the panel opens (the phone keyboard opens); ArrowDown moves into the
 * suggestions, ArrowUp and Escape move back to the input. Menu categories and the authors of the hits that
 * match the query are suggested too (no extra request).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { Form, Link } from "react-router";
import { Panel } from "../../components/Panels.tsx";
import { Price } from "../../components/Price.tsx";
import { imageUrl, productUrl } from "../../lib/urls.ts";
import type { MenuCategory } from "../../lib/menu.ts";
import type { Tile } from "../listing/types.ts";
import { TILE_CORE_FIELDS } from "../../lib/tile-fields.ts";
import offlineTexts from "../../i18n/locales/offline.ts";
import { isLanguage } from "../../i18n/languages.ts";
import { matchingAuthors, matchingCategories } from "./suggestions.ts";
import "./search.css";

/** A search hit carries the fields of a listing tile, without the discount badge. */
type Hit = Omit<Tile, "discount_percent">;
const FIELDS = TILE_CORE_FIELDS.join(",");

export function SearchPanel({ menu = [] }: { menu?: MenuCategory[] }) {
  const { t, i18n } = useTranslation();
  // Product names are Polish in every language (WCAG 3.1.2).
  const pl = usePolishText();
  const [query, setQuery] = useState("");
  // offline (docs/storefront.md §7): an empty result flagged offline, and the panel says so
  const [result, setResult] = useState<{ items: Hit[]; total: number; offline?: boolean } | null>(null);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
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
  const q = query.trim();
  const categories = q.length >= 3 ? matchingCategories(menu, q) : [];
  const authors = result && q.length >= 3 ? matchingAuthors(result.items, q) : [];
  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])];
  const onInputKey = (e: KeyboardEvent) => {
    if (e.key !== "ArrowDown") return;
    const first = links()[0];
    if (!first) return;
    e.preventDefault();
    first.focus();
  };
  const onListKey = (e: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const next = e.key === "ArrowDown" ? at + 1 : at - 1;
      (next < 0 ? input.current : all[Math.min(next, all.length - 1)])?.focus();
    } else if (e.key === "Escape") {
      // back to the input; the panel's own Escape (close) skips a handled key
      e.preventDefault();
      input.current?.focus();
    }
  };
  const hintId = `${id}-hint`;
  const hasSuggestions = categories.length > 0 || authors.length > 0 || (result?.items.length ?? 0) > 0;
  return (
    <Panel name="search" title={t("search")}>
      <Form action="/search" role="search">
        <label htmlFor={id} className="visually-hidden">
          {t("search")}
        </label>
        <input
          ref={input}
          id={id}
          name="query"
          type="search"
          autoComplete="off"
          data-autofocus=""
          aria-describedby={hasSuggestions ? hintId : undefined}
          value={query}
          placeholder={t("searchPlaceholder")}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onInputKey}
        />
      </Form>
      <div aria-live="polite">
        {q.length > 0 && q.length < 3 ? <p className="hint">{t("searchMinChars")}</p> : null}
        {result?.offline ? (
          <p>{offlineTexts[isLanguage(i18n.language) ? i18n.language : "pl"].searchOffline}</p>
        ) : result && result.items.length === 0 && categories.length === 0 ? (
          <div className="empty-state">
            <p>{t("searchNoResults", { query: q })}</p>
            <p className="hint">{t("searchNoResultsNext")}</p>
          </div>
        ) : null}
        {hasSuggestions ? (
          <p id={hintId} className="hint search-keys">
            {t("searchKeysHint")}
          </p>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the links inside (they keep their own roles) */}
      <div ref={list} className="search-suggestions" onKeyDown={onListKey}>
        {categories.length > 0 || authors.length > 0 ? (
          <div className="search-groups">
            {categories.length > 0 ? (
              <section aria-labelledby={`${id}-cats`}>
                <h3 id={`${id}-cats`}>{t("searchCategories")}</h3>
                <ul className="search-chips">
                  {categories.map((c) => (
                    <li key={c.url}>
                      <Link to={c.url}>{c.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {authors.length > 0 ? (
              <section aria-labelledby={`${id}-authors`}>
                <h3 id={`${id}-authors`}>{t("searchAuthors")}</h3>
                <ul className="search-chips">
                  {authors.map((a) => (
                    <li key={a}>
                      <Link to={`/search?query=${encodeURIComponent(a)}`} lang={pl}>
                        {a}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        ) : null}
        {result && result.items.length > 0 ? (
          <section aria-labelledby={`${id}-products`}>
            <h3 id={`${id}-products`}>{t("searchProducts")}</h3>
            <ul className="search-hits">
              {result.items.map((hit) => (
                <li key={hit.id}>
                  <Link to={productUrl(hit)}>
                    {hit.image ? <img src={imageUrl(hit.image, 150)} alt="" width={64} height={64} /> : <span className="search-noimage" />}
                    <span className="search-hit-text">
                      <span className="name" lang={pl}>
                        {hit.name}
                      </span>
                      {hit.author ? (
                        <span className="author" lang={pl}>
                          {hit.author}
                        </span>
                      ) : null}
                    </span>
                  </Link>
                  <Price item={hit} compact from={hit.type_id === "grouped"} />
                </li>
              ))}
            </ul>
            <Link className="button" to={`/search?query=${encodeURIComponent(q)}`}>
              {t("searchAllResults", { count: result.total })}
            </Link>
          </section>
        ) : null}
      </div>
    </Panel>
  );
}
