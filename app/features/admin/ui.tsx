/** The back office's small building blocks: the pager of a server-paged list, money, dates, a status line. */
import { Link, useLocation, useNavigate } from "react-router";
import { formatPrice, type Grosze } from "../../../domain/money.ts";

export const money = (grosze: number) => formatPrice(grosze as Grosze);

export const dateTime = (iso: string) => new Date(iso).toLocaleString("pl-PL", { timeZone: "Europe/Warsaw", dateStyle: "short", timeStyle: "short" });

/** Previous and next page links that keep the list's filters (paging is the server's: 50 rows a page). */
export function Pager({ page, pageSize, total, label }: { page: number; pageSize: number; total: number; label: string }) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const to = (p: number) => {
    const q = new URLSearchParams(search);
    q.set("page", String(p));
    return `${pathname}?${q}`;
  };
  return (
    <nav className="adm-pager" aria-label={`${label}: strony`}>
      {page > 1 ? <Link to={to(page - 1)}>← Poprzednia</Link> : null}
      <span>
        Strona {page} z {pages} ({total.toLocaleString("pl-PL")} pozycji)
      </span>
      {page < pages ? <Link to={to(page + 1)}>Następna →</Link> : null}
    </nav>
  );
}

/** What an action answered: its sentence, announced to screen readers. */
export function Result({ state }: { state: { kind: "idle" } | { kind: "done"; text: string } | { kind: "error"; text: string } }) {
  if (state.kind === "idle") return <p role="status" className="adm-visually-hidden" />;
  return (
    <p role={state.kind === "error" ? "alert" : "status"} className={state.kind === "error" ? "adm-error" : "adm-done"}>
      {state.text}
    </p>
  );
}

export type ResultState = { kind: "idle" } | { kind: "done"; text: string } | { kind: "error"; text: string };

/**
 * Loads the page's data again after a change (a navigation to the same address runs its loaders). Not
 * useRevalidator: that would join the storefront's shared framework chunk, which the storefront's pages load.
 */
export function useRefresh(): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => Promise.resolve(navigate(`${pathname}${search}`, { replace: true, preventScrollReset: true }));
}
