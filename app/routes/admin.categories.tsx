/**
 * /admin/categories: the category tree (docs/api.md §18.2). Create a category under a parent, rename it and give
 * its names in English, German and Italian, move it up or down among its siblings or under another parent (the old
 * addresses redirect), hide or show it. Each change goes through /api/admin/categories with the catalogue's
 * permission checked on the server, is audited, and the shop follows at once.
 */
import { useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/admin.categories";
import { adminCall } from "../features/admin/api.ts";
import { Result, type ResultState, useRefresh } from "../features/admin/ui.tsx";
import { useAdminSession } from "./admin.tsx";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, requireStaff, valueOrError } from "../features/admin/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Kategorie | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { staff, service } = await requireStaff(args);
  return data({ items: valueOrError(await service.categories(staff)) }, { headers: ADMIN_HEADERS });
}

type Category = Route.ComponentProps["loaderData"]["items"][number];
const LANGS = [
  ["en", "angielski"],
  ["de", "niemiecki"],
  ["it", "włoski"],
] as const;

const namesFrom = (f: FormData) => Object.fromEntries(LANGS.map(([l]) => [l, String(f.get(`name_${l}`) ?? "").trim()]).filter(([, v]) => v));
const indent = (c: Category) => "\u2003".repeat(Math.max(0, c.level - 1));

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const session = useAdminSession();
  const refresh = useRefresh();
  const mayWrite = session.permissions.includes("catalog.write");
  const [state, setState] = useState<ResultState>({ kind: "idle" });
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const items = loaderData.items;
  const edited = items.find((c) => c.id === editing) ?? null;

  async function run(method: "POST" | "PATCH", path: string, body: unknown, done: string) {
    setBusy(true);
    const answer = await adminCall(method, path, session.csrf_token, body);
    setBusy(false);
    setState(answer.ok ? { kind: "done", text: done } : { kind: "error", text: answer.message });
    if (answer.ok) await refresh();
    return answer.ok;
  }

  function siblingsOf(c: Category) {
    return items.filter((s) => s.parent_id === c.parent_id).sort((a, b) => a.position - b.position || a.id - b.id);
  }

  async function shift(c: Category, by: -1 | 1) {
    const list = siblingsOf(c);
    const at = list.findIndex((s) => s.id === c.id) + by;
    if (at < 0 || at >= list.length || c.parent_id === null) return;
    await run("POST", `/categories/${c.id}/move`, { parent_id: c.parent_id, position: at + 1 }, `Przesunięto „${c.name}”.`);
  }

  async function create(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const f = new FormData(form);
    const ok = await run(
      "POST",
      "/categories",
      { parent_id: Number(f.get("parent_id")), name: String(f.get("name") ?? ""), names: namesFrom(f), include_in_menu: f.get("include_in_menu") === "on" },
      "Dodano kategorię.",
    );
    if (ok) form.reset();
  }

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!edited) return;
    const f = new FormData(event.currentTarget);
    const renamed = await run("PATCH", `/categories/${edited.id}`, { name: String(f.get("name") ?? ""), names: namesFrom(f) }, "Zapisano nazwy.");
    const parent = Number(f.get("parent_id"));
    if (renamed && parent !== edited.parent_id) {
      await run("POST", `/categories/${edited.id}/move`, { parent_id: parent, position: 100_000 }, "Zapisano i przeniesiono kategorię.");
    }
  }

  const parentOptions = (exclude?: Category) =>
    items
      .filter((c) => !exclude || (c.id !== exclude.id && !isUnder(items, c, exclude.id)))
      .map((c) => (
        <option key={c.id} value={c.id}>
          {`${indent(c)}${c.name}`}
        </option>
      ));

  return (
    <>
      <h1>Kategorie</h1>
      <Result state={state} />
      {mayWrite ? (
        <form className="adm-card" onSubmit={create}>
          <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>
              <h2 style={{ margin: 0 }}>Nowa kategoria</h2>
            </legend>
            <div className="adm-form">
              <div>
                <label htmlFor="c-parent">Kategoria nadrzędna</label>
                <select id="c-parent" name="parent_id" required>
                  {parentOptions()}
                </select>
              </div>
              <div>
                <label htmlFor="c-name">Nazwa (polski)</label>
                <input id="c-name" name="name" required maxLength={255} />
              </div>
              {LANGS.map(([l, label]) => (
                <div key={l}>
                  <label htmlFor={`c-name-${l}`}>Nazwa ({label})</label>
                  <input id={`c-name-${l}`} name={`name_${l}`} maxLength={255} />
                </div>
              ))}
              <div>
                <label htmlFor="c-menu">
                  <input id="c-menu" name="include_in_menu" type="checkbox" defaultChecked /> W menu
                </label>
              </div>
            </div>
            <div className="adm-actions">
              <button type="submit">Dodaj kategorię</button>
            </div>
          </fieldset>
        </form>
      ) : null}

      {edited && mayWrite ? (
        <form className="adm-card" onSubmit={save} key={`${edited.id}:${edited.name}:${edited.parent_id}`} aria-labelledby="edit-h">
          <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0 }}>
            <h2 id="edit-h">Zmień „{edited.name}”</h2>
            <p>Adres: /{edited.url_path} (zostaje przy zmianie nazwy; po przeniesieniu stary adres przekierowuje na nowy).</p>
            <div className="adm-form">
              <div>
                <label htmlFor="e-name">Nazwa (polski)</label>
                <input id="e-name" name="name" defaultValue={edited.name} required maxLength={255} />
              </div>
              {LANGS.map(([l, label]) => (
                <div key={l}>
                  <label htmlFor={`e-name-${l}`}>Nazwa ({label})</label>
                  <input id={`e-name-${l}`} name={`name_${l}`} defaultValue={(edited.names as Record<string, string>)[l] ?? ""} maxLength={255} />
                </div>
              ))}
              {edited.parent_id !== null ? (
                <div>
                  <label htmlFor="e-parent">Kategoria nadrzędna</label>
                  <select id="e-parent" name="parent_id" defaultValue={edited.parent_id}>
                    {parentOptions(edited)}
                  </select>
                </div>
              ) : null}
            </div>
            <div className="adm-actions">
              <button type="submit">Zapisz</button>
              <button type="button" className="secondary" onClick={() => setEditing(null)}>
                Zamknij
              </button>
            </div>
          </fieldset>
        </form>
      ) : null}

      <div className="adm-table-wrap">
        <table>
          <caption className="adm-visually-hidden">Drzewo kategorii</caption>
          <thead>
            <tr>
              <th scope="col">Nazwa</th>
              <th scope="col">Adres</th>
              <th scope="col" className="num">
                Produkty
              </th>
              <th scope="col">W sklepie</th>
              {mayWrite ? <th scope="col">Czynności</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((c) => {
              const list = siblingsOf(c);
              const at = list.findIndex((s) => s.id === c.id);
              return (
                <tr key={c.id}>
                  <td>
                    {indent(c)}
                    {c.name}
                    {Object.keys(c.names).length ? (
                      <small>
                        {Object.entries(c.names)
                          .map(([l, n]) => `${l}: ${n}`)
                          .join(" · ")}
                      </small>
                    ) : null}
                  </td>
                  <td>{c.level >= 2 ? `/${c.url_path}` : "—"}</td>
                  <td className="num">{c.products}</td>
                  <td>{c.is_active ? (c.include_in_menu ? "widoczna, w menu" : "widoczna") : "ukryta"}</td>
                  {mayWrite ? (
                    <td>
                      {c.parent_id !== null ? (
                        <span className="adm-actions" style={{ marginTop: 0 }}>
                          <button
                            type="button"
                            className="secondary"
                            disabled={busy || at <= 0}
                            onClick={() => void shift(c, -1)}
                            aria-label={`${c.name}: w górę`}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className="secondary"
                            disabled={busy || at >= list.length - 1}
                            onClick={() => void shift(c, 1)}
                            aria-label={`${c.name}: w dół`}
                          >
                            ↓
                          </button>
                          <button type="button" className="secondary" onClick={() => setEditing(c.id)} aria-label={`Zmień ${c.name}`}>
                            Zmień
                          </button>
                          <button
                            type="button"
                            className="secondary"
                            disabled={busy}
                            onClick={() =>
                              void run(
                                "POST",
                                `/categories/${c.id}/visibility`,
                                { is_active: !c.is_active },
                                c.is_active ? `Ukryto „${c.name}”.` : `Pokazano „${c.name}”.`,
                              )
                            }
                            aria-label={`${c.is_active ? "Ukryj" : "Pokaż"} ${c.name}`}
                          >
                            {c.is_active ? "Ukryj" : "Pokaż"}
                          </button>
                        </span>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Whether `c` lies in the subtree of `ancestorId` (a category cannot move under its own descendants). */
function isUnder(items: Category[], c: Category, ancestorId: number): boolean {
  const byId = new Map(items.map((i) => [i.id, i]));
  let p = c.parent_id;
  while (p !== null) {
    if (p === ancestorId) return true;
    p = byId.get(p)?.parent_id ?? null;
  }
  return false;
}
