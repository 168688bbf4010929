/**
 * /admin/banners: every banner by slot and order, in or out of its window (Warsaw days, both inclusive); a new banner
 * added, one changed (the same form, filled with its fields) or removed. The home page shows a banner inside its window with the fields its slot requires.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
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
  type Banner = (typeof d.items)[number];
  // the banner being changed (the form below holds its fields), or null: a new one
  const [editing, setEditing] = useState<Banner | null>(null);
  const firstField = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (editing) firstField.current?.focus();
  }, [editing]);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const s = (k: string) => String(f.get(k) ?? "").trim() || null;
    // a change replaces every field: those the form does not show keep their values
    const kept = editing ? { text1: editing.text1, desktop: editing.desktop, mobile: editing.mobile } : {};
    const answer = await adminCall(editing ? "PATCH" : "POST", editing ? `/banners/${editing.id}` : "/banners", session.csrf_token, {
      ...kept,
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
    setState(answer.ok ? { kind: "done", text: editing ? "Baner zmieniony." : "Baner dodany." } : { kind: "error", text: answer.message });
    if (answer.ok) {
      setEditing(null);
      await refresh();
    }
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
                <>
                  <button type="button" aria-label={`Zmień baner: ${b.alt || b.id}`} onClick={() => setEditing(b)}>
                    Zmień
                  </button>{" "}
                  <button type="button" className="danger" aria-label={`Usuń baner: ${b.alt || b.id}`} onClick={() => void remove(b.id)}>
                    Usuń
                  </button>
                </>
              ) : null,
          },
        ]}
      />
      {mayWrite ? (
        <form key={editing?.id ?? "new"} className="adm-card" onSubmit={(e) => void save(e)} aria-labelledby="b-new">
          <h2 id="b-new">{editing ? `Zmiana banera: ${editing.alt || editing.id}` : "Nowy baner"}</h2>
          <div className="adm-form">
            <div>
              <label htmlFor="b-slot">Miejsce</label>
              <select id="b-slot" name="slot" defaultValue={editing?.slot ?? "mainpl"} ref={firstField}>
                {Object.entries(SLOTS).map(([k, v]) => (
                  <option key={k} value={k}>
                    {v}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="b-img-d">Obraz (komputer)</label>
              <input id="b-img-d" name="image_desktop" placeholder="/media/…" defaultValue={editing?.image_desktop ?? ""} />
            </div>
            <div>
              <label htmlFor="b-img-m">Obraz (telefon)</label>
              <input id="b-img-m" name="image_mobile" placeholder="/media/…" defaultValue={editing?.image_mobile ?? ""} />
            </div>
            <div>
              <label htmlFor="b-url-d">Adres (komputer)</label>
              <input id="b-url-d" name="url_desktop" defaultValue={editing?.url_desktop ?? ""} />
            </div>
            <div>
              <label htmlFor="b-url-m">Adres (telefon)</label>
              <input id="b-url-m" name="url_mobile" defaultValue={editing?.url_mobile ?? ""} />
            </div>
            <div>
              <label htmlFor="b-link">Link</label>
              <input id="b-link" name="link" placeholder="/c/…" defaultValue={editing?.link ?? ""} />
            </div>
            <div>
              <label htmlFor="b-alt">Opis obrazu</label>
              <input id="b-alt" name="alt" maxLength={255} defaultValue={editing?.alt ?? ""} />
            </div>
            <div>
              <label htmlFor="b-from">Od (czas polski)</label>
              <input id="b-from" name="from_date" type="date" defaultValue={editing?.from_date ?? ""} />
            </div>
            <div>
              <label htmlFor="b-to">Do (włącznie)</label>
              <input id="b-to" name="to_date" type="date" defaultValue={editing?.to_date ?? ""} />
            </div>
            <div>
              <label htmlFor="b-order">Kolejność</label>
              <input id="b-order" name="sort_order" type="number" min={0} defaultValue={editing?.sort_order ?? 0} />
            </div>
          </div>
          <div className="adm-actions">
            <button type="submit">{editing ? "Zapisz zmiany" : "Dodaj baner"}</button>
            {editing ? (
              <button type="button" onClick={() => setEditing(null)}>
                Anuluj zmianę
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </>
  );
}
