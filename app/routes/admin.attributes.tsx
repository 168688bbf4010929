/**
 * /admin/attributes: the select attributes (the shop's filters) with their options (docs/api.md §18.2): each
 * attribute's label and each option's label in Polish, English, German and Italian; new options. Through
 * /api/admin/attributes, the catalogue's permission checked on the server, audited; the shop follows at once.
 */
import { useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/admin.attributes";
import { adminCall } from "../features/admin/api.ts";
import { Result, type ResultState, useRefresh } from "../features/admin/ui.tsx";
import { useAdminSession } from "./admin.tsx";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, requireStaff, valueOrError } from "../features/admin/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Cechy produktów | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { staff, service } = await requireStaff(args);
  return data({ items: valueOrError(await service.attributes(staff)) }, { headers: ADMIN_HEADERS });
}

const LANGS = [
  ["en", "angielski"],
  ["de", "niemiecki"],
  ["it", "włoski"],
] as const;
const labelsFrom = (f: FormData) => Object.fromEntries(LANGS.map(([l]) => [l, String(f.get(l) ?? "").trim()]).filter(([, v]) => v));

/** A label in Polish and the three other languages, as one row of inputs. */
function LabelInputs({ prefix, label, labels, mainName }: { prefix: string; label: string; labels: Record<string, string>; mainName: string }) {
  return (
    <div className="adm-form">
      <div>
        <label htmlFor={`${prefix}-pl`}>Polski</label>
        <input id={`${prefix}-pl`} name={mainName} defaultValue={label} required maxLength={255} />
      </div>
      {LANGS.map(([l, name]) => (
        <div key={l}>
          <label htmlFor={`${prefix}-${l}`}>{name[0]!.toUpperCase() + name.slice(1)}</label>
          <input id={`${prefix}-${l}`} name={l} defaultValue={labels[l] ?? ""} maxLength={255} />
        </div>
      ))}
    </div>
  );
}

export default function AdminAttributes({ loaderData }: Route.ComponentProps) {
  const session = useAdminSession();
  const refresh = useRefresh();
  const mayWrite = session.permissions.includes("catalog.write");
  const [state, setState] = useState<ResultState>({ kind: "idle" });
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>, path: string, method: "POST" | "PATCH", body: (f: FormData) => unknown, done: string) {
    event.preventDefault();
    const form = event.currentTarget;
    const f = new FormData(form);
    setBusy(true);
    const answer = await adminCall(method, path, session.csrf_token, body(f));
    setBusy(false);
    setState(answer.ok ? { kind: "done", text: done } : { kind: "error", text: answer.message });
    if (answer.ok) {
      if (method === "POST" && !f.get("option_id")) form.reset();
      await refresh();
    }
  }

  return (
    <>
      <h1>Cechy produktów</h1>
      <p>Cechy wyboru (filtry sklepu) i ich wartości. Wartości są też kolumną „attributes” importu CSV (kod=wartość).</p>
      <Result state={state} />
      {loaderData.items.map((a) => (
        <details key={a.id} className="adm-card">
          <summary>
            <strong>{a.frontend_label}</strong> <code>{a.attribute_code}</code> ({a.options.length} wartości)
          </summary>
          <fieldset disabled={!mayWrite || busy} style={{ border: 0, padding: 0, margin: 0 }}>
            <form
              key={`${a.id}:${a.frontend_label}:${JSON.stringify(a.labels)}`}
              onSubmit={(e) =>
                submit(e, `/attributes/${a.id}`, "PATCH", (f) => ({ frontend_label: f.get("frontend_label"), labels: labelsFrom(f) }), "Zapisano nazwę cechy.")
              }
            >
              <h2>Nazwa cechy</h2>
              <LabelInputs prefix={`a${a.id}`} label={a.frontend_label} labels={a.labels as Record<string, string>} mainName="frontend_label" />
              <div className="adm-actions">
                <button type="submit">Zapisz nazwę</button>
              </div>
            </form>
            <h2>Wartości</h2>
            {a.options.map((o) => (
              <form
                key={`${o.id}:${o.label}:${JSON.stringify(o.labels)}`}
                aria-label={`Wartość ${o.label}`}
                onSubmit={(e) =>
                  submit(
                    e,
                    `/attributes/${a.id}/options`,
                    "POST",
                    (f) => ({ option_id: o.id, label: f.get("label"), labels: labelsFrom(f) }),
                    `Zapisano „${o.label}”.`,
                  )
                }
              >
                <input type="hidden" name="option_id" value={o.id} />
                <LabelInputs prefix={`o${o.id}`} label={o.label} labels={o.labels as Record<string, string>} mainName="label" />
                <div className="adm-actions">
                  <button type="submit" className="secondary">
                    Zapisz wartość
                  </button>
                </div>
              </form>
            ))}
            {mayWrite ? (
              <form
                aria-label={`Nowa wartość cechy ${a.frontend_label}`}
                onSubmit={(e) => submit(e, `/attributes/${a.id}/options`, "POST", (f) => ({ label: f.get("label"), labels: labelsFrom(f) }), "Dodano wartość.")}
              >
                <h3>Nowa wartość</h3>
                <LabelInputs prefix={`n${a.id}`} label="" labels={{}} mainName="label" />
                <div className="adm-actions">
                  <button type="submit">Dodaj wartość</button>
                </div>
              </form>
            ) : null}
          </fieldset>
        </details>
      ))}
    </>
  );
}
