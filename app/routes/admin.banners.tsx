/**
 * /admin/banners: every banner by slot and order, in or out of its window (Warsaw days, both inclusive); a new banner
 * added, one removed. The home page shows a banner inside its window with the fields its slot requires.
 */
import { useState, type FormEvent } from "react";
import { data } from "react-router";
import type { Route } from "./+types/admin.banners";
import { adminCall } from "../features/admin/api.ts";
import { AdminTable } from "../features/admin/table.tsx";
import { Result, type ResultState, useRefresh } from "../features/admin/ui.tsx";
import { useAdminSession } from "./admin.tsx";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, valueOrError } from "../features/admin/session.server.ts";
import { requireContentStaff } from "../features/admin/content.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Banery | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

const SLOTS = { mainpl: "główny", second: "drugi", logos: "logotypy" } as const;
const day = (d: string | null) => (d ? d.split("-").reverse().join(".") : "…");

export async function loader(args: Route.LoaderArgs) {
  const { staff, content } = await requireContentStaff(args);
  return data({ items: valueOrError(await content.banners(staff)) }, { headers: ADMIN_HEADERS });
}

export default function AdminBanners({ loaderData: d }: Route.ComponentProps) {
  const session = useAdminSession();
  const refresh = useRefresh();
  const [state, setState] = useState<ResultState>({ kind: "idle" });
  const mayWrite = session.permissions.includes("banners.write");

  async function create(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const s = (k: string) => String(f.get(k) ?? "").trim() || null;
    const answer = await adminCall("POST", "/banners", session.csrf_token, {
      slot: s("slot"),
      image_desktop: s("image_desktop"),
      image_mobile: s("image_mobile"),
      url_desktop: s("url_desktop"),
      url_mobile: s("url_mobile"),
      link: s("link"),
      alt: s("alt") ?? "",
      from_date: s("from_date"),
      to_date: s("to_date"),
      sort_order: Number(s("sort_order") ?? 0),
    });
    setState(answer.ok ? { kind: "done", text: "Baner dodany." } : { kind: "error", text: answer.message });
    if (answer.ok) await refresh();
  }

  async function remove(id: number) {
    const answer = await adminCall("POST", `/banners/${id}/delete`, session.csrf_token);
    setState(answer.ok ? { kind: "done", text: "Baner usunięty." } : { kind: "error", text: answer.message });
    if (answer.ok) await refresh();
  }

  return (
    <>
      <h1>Banery</h1>
      <Result state={state} />
      <AdminTable
        caption="Banery"
        rows={d.items}
        rowKey={(b) => b.id}
        empty="Brak banerów."
        columns={[
          { header: "Miejsce", cell: (b) => SLOTS[b.slot] },
          { header: "Kolejność", num: true, cell: (b) => b.sort_order },
          { header: "Opis", cell: (b) => b.alt || "—" },
          { header: "Link", cell: (b) => b.link ?? "—" },
          { header: "Wyświetlany", cell: (b) => (b.from_date || b.to_date ? `${day(b.from_date)} – ${day(b.to_date)}` : "zawsze") },
          {
            header: "Czynności",
            cell: (b) =>
              mayWrite ? (
                <button type="button" className="danger" aria-label={`Usuń baner: ${b.alt || b.id}`} onClick={() => void remove(b.id)}>
                  Usuń
                </button>
              ) : null,
          },
        ]}
      />
      {mayWrite ? (
        <form className="adm-card" onSubmit={(e) => void create(e)} aria-labelledby="b-new">
          <h2 id="b-new">Nowy baner</h2>
          <div className="adm-form">
            <div>
              <label htmlFor="b-slot">Miejsce</label>
              <select id="b-slot" name="slot" defaultValue="mainpl">
                {Object.entries(SLOTS).map(([k, v]) => (
                  <option key={k} value={k}>
                    {v}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="b-img-d">Obraz (komputer)</label>
              <input id="b-img-d" name="image_desktop" placeholder="/media/…" />
            </div>
            <div>
              <label htmlFor="b-img-m">Obraz (telefon)</label>
              <input id="b-img-m" name="image_mobile" placeholder="/media/…" />
            </div>
            <div>
              <label htmlFor="b-url-d">Adres (komputer)</label>
              <input id="b-url-d" name="url_desktop" />
            </div>
            <div>
              <label htmlFor="b-url-m">Adres (telefon)</label>
              <input id="b-url-m" name="url_mobile" />
            </div>
            <div>
              <label htmlFor="b-link">Link</label>
              <input id="b-link" name="link" placeholder="/c/…" />
            </div>
            <div>
              <label htmlFor="b-alt">Opis obrazu</label>
              <input id="b-alt" name="alt" maxLength={255} />
            </div>
            <div>
              <label htmlFor="b-from">Od (czas polski)</label>
              <input id="b-from" name="from_date" type="date" />
            </div>
            <div>
              <label htmlFor="b-to">Do (włącznie)</label>
              <input id="b-to" name="to_date" type="date" />
            </div>
            <div>
              <label htmlFor="b-order">Kolejność</label>
              <input id="b-order" name="sort_order" type="number" min={0} defaultValue={0} />
            </div>
          </div>
          <div className="adm-actions">
            <button type="submit">Dodaj baner</button>
          </div>
        </form>
      ) : null}
    </>
  );
}
