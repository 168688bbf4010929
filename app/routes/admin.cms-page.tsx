/**
 * /admin/cms/:id (or /admin/cms/new): a CMS page's address, title, heading, HTML and meta texts. "Podgląd" shows the
 * text as the storefront would (the server's rendering: placeholders expanded, the storefront's sanitiser, then the
 * storefront's own link and table preparation and stylesheet); "Zapisz" stores it sanitised; "Opublikuj" / "Wycofaj"
 * show it on the storefront or take it off. The pages are written in Polish, the shop's one store view.
 */
import { useState, type FormEvent } from "react";
import { data, Link, useNavigate } from "react-router";
import type { Route } from "./+types/admin.cms-page";
import { adminCall } from "../features/admin/api.ts";
import { Result, type ResultState, useRefresh } from "../features/admin/ui.tsx";
import { prepareCmsHtml } from "../features/cms/cms-html.ts";
import "../features/cms/cms.css";
import { cmsUrl, withStore } from "../lib/urls.ts";
import { useAdminSession } from "./admin.tsx";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, valueOrError } from "../features/admin/session.server.ts";
import { requireContentStaff } from "../features/admin/content.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Strona CMS | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

type PageFields = {
  identifier: string;
  title: string;
  content_heading: string;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  is_active: boolean;
};
const EMPTY: PageFields = { identifier: "", title: "", content_heading: "", content: "", meta_title: null, meta_description: null, is_active: false };

export async function loader(args: Route.LoaderArgs) {
  const { staff, content } = await requireContentStaff(args);
  const identifiers = valueOrError(await content.cmsPages(staff, { page: 1, pageSize: 500 })).items.map((p) => p.identifier);
  if (args.params.id === "new") return data({ id: null, page: EMPTY, identifiers }, { headers: ADMIN_HEADERS });
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id < 1) throw data({ error: "CMS_NOT_FOUND" }, { status: 404, headers: ADMIN_HEADERS });
  const page = valueOrError(await content.cmsPage(staff, id));
  return data({ id, page: page as PageFields, identifiers }, { headers: ADMIN_HEADERS });
}

export default function AdminCmsPage({ loaderData: d }: Route.ComponentProps) {
  const session = useAdminSession();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [state, setState] = useState<ResultState>({ kind: "idle" });
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mayWrite = session.permissions.includes("cms.write");
  const p = d.page;

  function fields(form: HTMLFormElement): PageFields {
    const f = new FormData(form);
    const s = (k: string) => String(f.get(k) ?? "");
    return {
      identifier: s("identifier").trim(),
      title: s("title"),
      content_heading: s("content_heading"),
      content: s("content"),
      meta_title: s("meta_title") || null,
      meta_description: s("meta_description") || null,
      is_active: p.is_active,
    };
  }

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    const body = fields(e.currentTarget);
    const answer =
      d.id === null
        ? await adminCall<{ id: number }>("POST", "/cms/pages", session.csrf_token, body)
        : await adminCall<{ id: number }>("PATCH", `/cms/pages/${d.id}`, session.csrf_token, body);
    setBusy(false);
    if (!answer.ok) return setState({ kind: "error", text: answer.message });
    setState({ kind: "done", text: "Strona zapisana (HTML oczyszczony tak jak w sklepie)." });
    if (d.id === null) await navigate(withStore(`/admin/cms/${answer.result.id}`));
    else await refresh();
  }

  async function showPreview() {
    const form = document.getElementById("cms-form") as HTMLFormElement;
    const answer = await adminCall<{ html: string }>("POST", "/cms/preview", session.csrf_token, { content: fields(form).content });
    if (!answer.ok) return setState({ kind: "error", text: answer.message });
    setPreview(prepareCmsHtml(answer.result.html, { identifiers: d.identifiers, tableLabel: "Tabela" }).html);
    setState({ kind: "done", text: "Podgląd poniżej." });
  }

  async function publish(active: boolean) {
    const answer = await adminCall("POST", `/cms/pages/${d.id}/publish`, session.csrf_token, { active });
    setState(answer.ok ? { kind: "done", text: active ? "Strona opublikowana." : "Strona wycofana ze sklepu." } : { kind: "error", text: answer.message });
    if (answer.ok) await refresh();
  }

  return (
    <>
      <p>
        <Link to={withStore("/admin/cms")}>← Strony CMS</Link>
      </p>
      <h1>{d.id === null ? "Nowa strona" : `Strona: ${p.title}`}</h1>
      {d.id !== null ? (
        <p>
          Stan: <span className="adm-status">{p.is_active ? "opublikowana" : "niepublikowana"}</span>
          {p.is_active ? (
            <>
              {" · "}
              <a href={withStore(cmsUrl(p.identifier))}>Zobacz w sklepie</a>
            </>
          ) : null}
        </p>
      ) : null}
      <Result state={state} />
      <form key={`${d.id}-${"updated_at" in p ? p.updated_at : ""}`} id="cms-form" className="adm-card" onSubmit={(e) => void save(e)} aria-label="Strona CMS">
        <div className="adm-form">
          <div>
            <label htmlFor="cms-identifier">Adres (po /i/)</label>
            <input
              id="cms-identifier"
              name="identifier"
              required
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              defaultValue={p.identifier}
              aria-describedby="cms-identifier-hint"
            />
            <small id="cms-identifier-hint">Małe litery, cyfry i łączniki, np. „dostawa”.</small>
          </div>
          <div>
            <label htmlFor="cms-title">Tytuł</label>
            <input id="cms-title" name="title" required maxLength={255} defaultValue={p.title} />
          </div>
          <div>
            <label htmlFor="cms-heading">Nagłówek strony</label>
            <input id="cms-heading" name="content_heading" maxLength={255} defaultValue={p.content_heading} />
          </div>
          <div>
            <label htmlFor="cms-meta-title">Tytuł dla wyszukiwarek</label>
            <input id="cms-meta-title" name="meta_title" maxLength={255} defaultValue={p.meta_title ?? ""} />
          </div>
        </div>
        <div style={{ marginTop: "0.75rem" }}>
          <label htmlFor="cms-meta-description">Opis dla wyszukiwarek</label>
          <textarea id="cms-meta-description" name="meta_description" maxLength={1000} defaultValue={p.meta_description ?? ""} />
        </div>
        <div style={{ marginTop: "0.75rem" }}>
          <label htmlFor="cms-content">Treść (HTML)</label>
          <textarea
            id="cms-content"
            name="content"
            rows={18}
            defaultValue={p.content}
            aria-describedby="cms-content-hint"
            style={{ fontFamily: "ui-monospace, monospace" }}
          />
          <small id="cms-content-hint">
            Dozwolone: nagłówki h2–h4, akapity, listy, tabele, linki, pogrubienia. Skrypty, style i atrybuty zdarzeń są usuwane przy zapisie.
          </small>
        </div>
        {mayWrite ? (
          <div className="adm-actions">
            <button type="submit" disabled={busy}>
              Zapisz
            </button>
            <button type="button" className="secondary" onClick={() => void showPreview()}>
              Podgląd
            </button>
            {d.id !== null ? (
              p.is_active ? (
                <button type="button" className="danger" onClick={() => void publish(false)}>
                  Wycofaj ze sklepu
                </button>
              ) : (
                <button type="button" onClick={() => void publish(true)}>
                  Opublikuj
                </button>
              )
            ) : null}
          </div>
        ) : null}
      </form>
      {preview !== null ? (
        <section className="adm-card" aria-labelledby="cms-preview-heading">
          <h2 id="cms-preview-heading">Podgląd (tak jak w sklepie)</h2>
          <div className="cms-page">
            <article className="cms-article">
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's rendering, sanitised with the storefront's sanitiser (server/modules/cms/sanitize.ts) */}
              <div className="cms-content" lang="pl" dangerouslySetInnerHTML={{ __html: preview }} />
            </article>
          </div>
        </section>
      ) : null}
    </>
  );
}
