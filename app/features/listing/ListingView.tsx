/**
 * The product listing shared by category pages and search results: filters, sort, active-filter chips,
 * the grid, and "load more".
 *
 * State lives in the URL (query.ts). Filter and sort changes navigate (pushing history, keeping the
 * scroll position). "Load more" fetches the next 50 from the JSON API, appends them, and records the count
 * in the URL as ?page=N with a replace navigation that skips the loader (shouldRevalidate), so a back
 * navigation renders the same number of products server- or client-side and React Router's scroll
 * restoration puts the shopper back where they were. Without JavaScript "load more" is a link to ?page=N.
 */
import { withStore } from "../../lib/store.ts";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { trapFocus } from "../../components/trap-focus.ts";
import { Filters, FILTERS_FORM_ID, FILTERS_PANEL_ID, RESULTS_HEADING_ID } from "./Filters.tsx";
import { ProductTile } from "./ProductTile.tsx";
import { track } from "../analytics/track.ts";
import type { TrackList } from "../analytics/ga4.ts";
import { facetLabel, selectedLabel, type Translate } from "./labels.ts";
import {
  activeFilterCount,
  apiSearchParams,
  clearFilters,
  FACET_CODES,
  FLAGS,
  listingHref,
  PAGE_SIZE,
  pagesFor,
  setFlag,
  setSort,
  sortChoice,
  toggleFilter,
  type ListingState,
} from "./query.ts";
import { markAppendNavigation, clearAppendNavigation } from "./revalidate.ts";
import { TILE_FIELDS, toTile, type Listing, type Tile } from "./types.ts";
import "./listing.css";

/** Products in the first row load eagerly (4 columns on a desktop, 2 on a phone). */
const EAGER_TILES = 4;
const MOBILE_QUERY = "(max-width: 767px)";

const noopSubscribe = () => () => undefined;
/** false on the server and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

interface Chip {
  key: string;
  label: string;
  href: string;
}

export function ListingView({ listing, mode, trackList }: { listing: Listing; mode: "category" | "search"; trackList: TrackList }) {
  const { t } = useTranslation("listing");
  const tr = t as unknown as Translate;
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const pathname = location.pathname;
  const applied = listing.state;

  // The form's state: the applied state, changed optimistically while a navigation runs or the mobile
  // dialog is open; reset whenever a new listing arrives.
  const [draft, setDraft] = useState<ListingState>(applied);
  const [draftFor, setDraftFor] = useState(listing);
  if (draftFor !== listing) {
    setDraftFor(listing);
    setDraft(applied);
  }

  // Products appended by "load more" (for this listing identity only).
  const [extra, setExtra] = useState<{ key: string; items: Tile[] } | null>(null);
  const [loadState, setLoadState] = useState<"idle" | "loading" | "error">("idle");
  const [status, setStatus] = useState("");
  const [panelOpen, setPanelOpen] = useState(false);
  const panelRef = useRef<HTMLElement | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const focusAfterLoad = useRef<number | null>(null);
  const currentKey = useRef(listing.key);
  currentKey.current = listing.key;

  const items = useMemo(() => {
    if (!extra || extra.key !== listing.key) return listing.items;
    const seen = new Set(listing.items.map((i) => i.id));
    return [...listing.items, ...extra.items.filter((i) => !seen.has(i.id))];
  }, [listing, extra]);
  const end = listing.start + items.length;
  // GA4: the tiles shown (view_item_list; "load more" sends the new ones) and the one followed (select_item, below)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the listing's identity and its number of tiles are the trigger
  useEffect(() => track("view_item_list", { list: trackList, tiles: items, start: listing.start, key: listing.key }), [listing.key, items.length]);
  const hasMore = end < listing.total;

  // Announce the new count after filtering or sorting (not on the first render).
  const announcedKey = useRef(listing.key);
  useEffect(() => {
    if (announcedKey.current === listing.key) return;
    announcedKey.current = listing.key;
    setExtra(null);
    setLoadState("idle");
    setStatus(t("resultsAnnounce", { count: listing.total }));
  }, [listing.key, listing.total, t]);

  // A removed chip (or "clear all") disappears with the focus on it: put the focus on the chip that took
  // its place, else on the results heading, once the new listing is shown.
  const focusAfterRemove = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: listing is the trigger: the focus moves once the new listing is rendered
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const chipLinks = document.querySelectorAll<HTMLElement>(".chips .chip");
    (chipLinks[Math.min(index, chipLinks.length - 1)] ?? document.getElementById(RESULTS_HEADING_ID))?.focus();
  }, [listing]);

  // After "load more", focus the first new product so keyboard users continue from there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: items is the trigger: the focus moves once the new products are rendered
  useEffect(() => {
    const id = focusAfterLoad.current;
    if (id === null) return;
    focusAfterLoad.current = null;
    document.querySelector<HTMLElement>(`[data-product-id="${id}"] a`)?.focus();
  }, [items]);

  const apply = useCallback(
    (next: ListingState) => {
      setDraft(next);
      void navigate(listingHref(pathname, { ...next, page: 1 }), { preventScrollReset: true });
    },
    [navigate, pathname],
  );
  /** Wide screens apply each change at once; the mobile dialog waits for "Pokaż wyniki". */
  const change = (next: ListingState) => (panelOpen ? setDraft(next) : apply(next));

  const openPanel = (e: MouseEvent<HTMLElement>) => {
    e.preventDefault();
    openerRef.current = e.currentTarget;
    setPanelOpen(true);
  };
  const closePanel = useCallback(
    (opts: { restore: boolean }) => {
      setPanelOpen(false);
      if (opts.restore) setDraft(applied);
      openerRef.current?.focus();
    },
    [applied],
  );

  useEffect(() => {
    if (!panelOpen) return;
    panelRef.current?.querySelector<HTMLElement>("h2")?.focus();
    document.body.classList.add("no-scroll");
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === "Escape") closePanel({ restore: true });
    };
    const wide = window.matchMedia(MOBILE_QUERY);
    const onResize = () => {
      if (!wide.matches) closePanel({ restore: false });
    };
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onResize);
    return () => {
      document.body.classList.remove("no-scroll");
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onResize);
    };
  }, [panelOpen, closePanel]);

  const loadMore = async (e: MouseEvent<HTMLElement>) => {
    e.preventDefault();
    if (loadState === "loading") return;
    const key = listing.key;
    setLoadState("loading");
    const params = apiSearchParams(applied, { category: listing.categoryId ?? undefined, start: end, size: PAGE_SIZE, includeFields: TILE_FIELDS });
    try {
      const res = await fetch(`/api/catalog/search?${params}`, { headers: { accept: "application/json" } });
      const body = (await res.json()) as { code: number; result?: { items: Record<string, unknown>[]; total: number } };
      if (!res.ok || body.code !== 200 || !body.result) throw new Error(`search answered ${res.status}`);
      if (currentKey.current !== key) return; // the shopper changed the filters meanwhile
      const added = body.result.items.map(toTile);
      setExtra((prev) => ({ key, items: [...(prev?.key === key ? prev.items : []), ...added] }));
      setLoadState("idle");
      const shown = end + added.length;
      setStatus(`${t("moreLoaded")} ${t("shown", { shown, count: body.result.total })}`);
      focusAfterLoad.current = added[0]?.id ?? null;
      const href = listingHref(pathname, { ...applied, page: pagesFor(shown) });
      markAppendNavigation(href);
      try {
        await navigate(href, { replace: true, preventScrollReset: true });
      } finally {
        clearAppendNavigation();
      }
    } catch {
      if (currentKey.current === key) setLoadState("error");
    }
  };

  const countQuery = mode === "category";
  const activeCount = activeFilterCount(applied, { countQuery });
  const clearHref = activeCount > 0 ? listingHref(pathname, clearFilters(applied, { keepQuery: mode === "search" })) : null;
  const chips: Chip[] = [];
  if (mode === "category" && applied.query) {
    chips.push({ key: "query", label: t("phraseChip", { query: applied.query }), href: listingHref(pathname, { ...applied, query: "", page: 1 }) });
  }
  for (const flag of FLAGS) {
    if (applied[flag]) chips.push({ key: flag, label: t(`flag_${flag}`), href: listingHref(pathname, setFlag(applied, flag, false)) });
  }
  for (const code of FACET_CODES) {
    const facet = listing.facets.find((f) => f.code === code);
    for (const value of applied.filters[code] ?? []) {
      chips.push({
        key: `${code}-${value}`,
        label: `${facetLabel(tr, code, facet?.label ?? code)}: ${selectedLabel(tr, listing.facets, code, value)}`,
        href: listingHref(pathname, toggleFilter(applied, code, value, false)),
      });
    }
  }

  const busy = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const nextHref = listingHref(pathname, { ...applied, page: pagesFor(end) + 1 });
  const sortLabel = (s: string) => (s === "" ? t(mode === "search" ? "sort_relevance" : "sort_default") : t(`sort_${s}`));

  return (
    <div className={`listing${hydrated ? " js" : ""}`}>
      <Filters
        action={withStore(pathname)}
        mode={mode}
        facets={listing.facets}
        draft={draft}
        clearHref={clearHref}
        panelOpen={panelOpen}
        hydrated={hydrated}
        panelRef={panelRef}
        onToggle={(code, value, on) => change(toggleFilter(draft, code, value, on))}
        onFlag={(flag, on) => change(setFlag(draft, flag, on))}
        onQuery={(query) => setDraft({ ...draft, query })}
        onSubmit={() => {
          if (panelOpen) closePanel({ restore: false });
          apply(draft);
        }}
        onClose={() => closePanel({ restore: true })}
        onClear={() => {
          if (panelOpen) closePanel({ restore: false });
          else focusAfterRemove.current = Number.MAX_SAFE_INTEGER;
        }}
        onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
          if (panelOpen) trapFocus(e, panelRef.current);
        }}
      />
      {panelOpen ? <div className="overlay" aria-hidden="true" onClick={() => closePanel({ restore: true })} /> : null}

      <section className="listing-results" aria-labelledby={RESULTS_HEADING_ID}>
        <h2 id={RESULTS_HEADING_ID} className="visually-hidden" tabIndex={-1}>
          {t("productsHeading")}
        </h2>
        <div className="listing-toolbar">
          {hydrated ? (
            <button
              type="button"
              className="filters-toggle"
              aria-haspopup="dialog"
              aria-expanded={panelOpen}
              aria-controls={FILTERS_PANEL_ID}
              onClick={openPanel}
            >
              <FiltersToggleLabel count={activeCount} />
            </button>
          ) : (
            <a className="filters-toggle" href={`#${FILTERS_PANEL_ID}`}>
              <FiltersToggleLabel count={activeCount} />
            </a>
          )}
          <p className="listing-total">{t("count", { count: listing.total })}</p>
          {listing.total > 1 ? (
            <div className="listing-sort">
              <label htmlFor="listing-sort">{t("sortLabel")}</label>
              <select
                id="listing-sort"
                name="sort"
                form={FILTERS_FORM_ID}
                value={sortChoice(draft, listing.sorts)}
                onChange={(e) => apply(setSort(draft, e.target.value))}
              >
                {listing.sorts.map((s) => (
                  <option key={s} value={s}>
                    {sortLabel(s)}
                  </option>
                ))}
              </select>
              {hydrated ? null : (
                <button type="submit" form={FILTERS_FORM_ID} className="button sort-apply">
                  {t("sortApply")}
                </button>
              )}
            </div>
          ) : null}
        </div>

        {chips.length ? (
          <div className="chips">
            <span id="listing-chips-title" className="chips-title">
              {t("activeFilters")}:
            </span>
            <ul aria-labelledby="listing-chips-title">
              {chips.map((chip, i) => (
                <li key={chip.key}>
                  <Link
                    to={chip.href}
                    className="chip"
                    preventScrollReset
                    aria-label={t("removeFilter", { label: chip.label })}
                    onClick={() => (focusAfterRemove.current = i)}
                  >
                    {chip.label} <span aria-hidden="true">×</span>
                  </Link>
                </li>
              ))}
            </ul>
            {clearHref ? (
              <Link to={clearHref} className="chips-clear" preventScrollReset onClick={() => (focusAfterRemove.current = Number.MAX_SAFE_INTEGER)}>
                {t("clearAll")}
              </Link>
            ) : null}
          </div>
        ) : null}

        <p className="visually-hidden" role="status">
          {status}
        </p>

        {listing.start > 0 ? (
          <p className="window-notice">
            {t("windowNotice", { from: listing.start + 1, to: end })} <Link to={listingHref(pathname, { ...applied, page: 1 })}>{t("windowBack")}</Link>
          </p>
        ) : null}

        {listing.total === 0 ? (
          <div className="listing-empty">
            {activeCount > 0 && clearHref ? (
              <>
                <p>{t("emptyFiltered")}</p>
                <p>
                  <Link to={clearHref} className="button" preventScrollReset onClick={() => (focusAfterRemove.current = Number.MAX_SAFE_INTEGER)}>
                    {t("clearFilters")}
                  </Link>
                </p>
              </>
            ) : mode === "search" ? (
              <>
                <p>{t("searchNoResults", { query: applied.query })}</p>
                <p>{t("searchNoResultsHint")}</p>
              </>
            ) : (
              <p>{t("emptyCategory")}</p>
            )}
          </div>
        ) : (
          // biome-ignore lint/a11y/useKeyWithClickEvents: it only notes which tile's link was followed (a link's click, by mouse or keyboard); the links do the work
          <ul
            className={`listing-grid${busy ? " busy" : ""}`}
            aria-busy={busy || undefined}
            onClick={(e) => track("select_item", { list: trackList, tiles: items, start: listing.start, target: e.target, within: e.currentTarget })}
          >
            {items.map((item, i) => (
              <ProductTile key={item.id} item={item} eager={listing.start === 0 && i < EAGER_TILES} hidePrice={listing.hidePrices} />
            ))}
          </ul>
        )}

        {listing.total > 0 && (hasMore || end > PAGE_SIZE) ? (
          <div className="load-more">
            <p className="load-more-count">{t("shown", { shown: end, count: listing.total })}</p>
            <progress max={listing.total} value={end} aria-hidden="true" />
            {hasMore ? (
              hydrated ? (
                <button type="button" className="button load-more-button" aria-busy={loadState === "loading" || undefined} onClick={loadMore}>
                  {loadState === "loading" ? t("loadingMore") : t("loadMore")}
                </button>
              ) : (
                <a className="button load-more-button" href={withStore(nextHref)}>
                  {t("loadMore")}
                </a>
              )
            ) : null}
            {loadState === "error" ? (
              <p className="load-more-error" role="alert">
                {t("loadMoreError")}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}

function FiltersToggleLabel({ count }: { count: number }) {
  const { t } = useTranslation("listing");
  return (
    <>
      <span aria-hidden="true" className="filters-toggle-icon">
        ☰
      </span>{" "}
      {t("filters")}
      {count > 0 ? (
        <span className="filters-badge">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden"> ({t("activeCount", { count })})</span>
        </span>
      ) : null}
    </>
  );
}
