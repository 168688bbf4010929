/**
 * The filter form: a plain GET form (checkboxes, a submit button) that works without JavaScript, one
 * fieldset per group. With JavaScript the parent applies each change at once on wide screens; under
 * 768 px the form lives in a slide-in dialog and changes apply with "Pokaż wyniki".
 * Without JavaScript the mobile dialog opens through its #fragment (CSS :target).
 */
import type { KeyboardEvent, ReactNode, RefObject } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Link } from "react-router";
import { FLAGS, isSelected, type FacetCode, type Flag, type ListingState } from "./query.ts";
import { facetLabel, optionLabel, type Translate } from "./labels.ts";
import type { Facet } from "./types.ts";

export const FILTERS_PANEL_ID = "listing-filters";
/** The results' heading (ListingView.tsx): where the panel's close link leads before hydration. */
export const RESULTS_HEADING_ID = "listing-products-title";
export const FILTERS_FORM_ID = "listing-form";
const HEADING_ID = "listing-filters-title";

export interface FiltersProps {
  action: string;
  mode: "category" | "search";
  facets: Facet[];
  draft: ListingState;
  /** the URL that clears every filter, or null when none is active */
  clearHref: string | null;
  panelOpen: boolean;
  hydrated: boolean;
  panelRef: RefObject<HTMLElement | null>;
  onToggle(code: FacetCode, value: string, on: boolean): void;
  onFlag(flag: Flag, on: boolean): void;
  onQuery(query: string): void;
  onSubmit(): void;
  onClose(): void;
  /** before following the "clear filters" link (the link goes away with the filters) */
  onClear(): void;
  onKeyDown(e: KeyboardEvent<HTMLElement>): void;
}

export function Filters(props: FiltersProps) {
  const { t } = useTranslation("listing");
  const tr = t as unknown as Translate;
  const { draft, panelOpen, hydrated } = props;
  const dialogProps = panelOpen ? { role: "dialog", "aria-modal": true as const } : {};
  return (
    <aside
      id={FILTERS_PANEL_ID}
      ref={props.panelRef}
      className={`filters-panel${panelOpen ? " open" : ""}`}
      aria-labelledby={HEADING_ID}
      onKeyDown={props.onKeyDown}
      {...dialogProps}
    >
      <div className="filters-head">
        <h2 id={HEADING_ID} tabIndex={-1}>
          {t("filters")}
        </h2>
        {hydrated ? (
          <button type="button" className="icon-button filters-close" aria-label={t("closeFilters")} onClick={props.onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : (
          // Before hydration the panel opens as the URL's :target; this link moves the target to the results.
          <a className="icon-button filters-close" href={`#${RESULTS_HEADING_ID}`}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("closeFilters")}</span>
          </a>
        )}
      </div>
      <form
        id={FILTERS_FORM_ID}
        className="filters-form"
        method="get"
        action={props.action}
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        <div className="filters-body">
          {props.mode === "search" ? (
            <input type="hidden" name="query" value={draft.query} />
          ) : (
            <div className="phrase">
              <label htmlFor="listing-phrase">{t("phrase")}</label>
              <div className="phrase-row">
                <input
                  id="listing-phrase"
                  type="search"
                  name="query"
                  value={draft.query}
                  maxLength={200}
                  autoComplete="off"
                  placeholder={t("phrasePlaceholder")}
                  onChange={(e) => props.onQuery(e.target.value)}
                />
                <button type="submit" className="button phrase-submit">
                  {t("phraseSubmit")}
                </button>
              </div>
            </div>
          )}
          <fieldset className="facet">
            <legend>{t("showOnly")}</legend>
            <ul className="facet-options">
              {FLAGS.map((flag) => (
                <li key={flag}>
                  <label className="facet-option">
                    <input type="checkbox" name={flag} value="true" checked={draft[flag]} onChange={(e) => props.onFlag(flag, e.target.checked)} />
                    <span className="facet-label">{t(`flag_${flag}`)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {props.facets.map((facet) => (
            <FacetGroup key={facet.code} facet={facet} draft={draft} t={tr} onToggle={props.onToggle} />
          ))}
        </div>
        <div className="filters-footer">
          <button type="submit" className="button filters-apply">
            {t("applyFilters")}
          </button>
          {props.clearHref ? (
            <Link to={props.clearHref} className="filters-clear" preventScrollReset onClick={props.onClear}>
              {t("clearFilters")}
            </Link>
          ) : null}
        </div>
      </form>
    </aside>
  );
}

function FacetGroup({ facet, draft, t, onToggle }: { facet: Facet; draft: ListingState; t: Translate; onToggle: FiltersProps["onToggle"] }) {
  return (
    <fieldset className={`facet facet-${facet.kind}`}>
      <legend>{facetLabel(t, facet.code, facet.label)}</legend>
      <ul className="facet-options">
        {facet.options.map((option) => {
          const checked = isSelected(draft, facet.code, option.value);
          let marker: ReactNode = null;
          if (facet.kind === "swatch") {
            marker = <span className="swatch" aria-hidden="true" style={option.swatch ? { background: option.swatch } : undefined} />;
          }
          return (
            <li key={option.value}>
              <label className="facet-option">
                <input
                  type="checkbox"
                  name={facet.code}
                  value={option.value}
                  checked={checked}
                  onChange={(e) => onToggle(facet.code, option.value, e.target.checked)}
                />
                {marker}
                <span className="facet-label">{optionLabel(t, facet, option)}</span>
                {option.count !== null ? <span className="facet-count">({option.count})</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
