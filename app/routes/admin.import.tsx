/**
 * /admin/import: the catalogue as CSV (docs/decisions/2026-11-26-catalogue-csv.md). A download link for the whole
 * catalogue (GET /api/admin/catalog/export.csv, streamed), and an upload of an edited file (POST
 * /api/admin/catalog/import): every row is checked, and one bad row means nothing is applied; the report lists each
 * error with its line, column and sentence, and can be downloaded.
 */
import { useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/admin.import";
import { ADMIN_ERRORS } from "../features/admin/messages.ts";
import { useAdminSession } from "./admin.tsx";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, requireStaff, valueOrError } from "../features/admin/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Import i eksport CSV | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { staff, service } = await requireStaff(args);
  const refused = service.refusal(staff, "catalog.read");
  if (refused) valueOrError(refused);
  return data({ ok: true as const }, { headers: ADMIN_HEADERS });
}

type RowError = { row: number; column: string | null; code: string; message: string };
type Report =
  | { kind: "applied"; rows: number; changed: number; created: number }
  | { kind: "refused"; rows: number; errors: RowError[] }
  | { kind: "failed"; text: string };

const COLUMNS =
  "sku, type, name, price, special_price, special_from_date, special_to_date, qty, is_in_stock, status, visibility, categories, attributes, tax_class, isbn, author, publisher";

const csvCell = (v: string | number | null) => {
  const s = v === null ? "" : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export default function AdminImport() {
  const session = useAdminSession();
  const mayWrite = session.permissions.includes("catalog.write");
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  async function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("file");
    if (!(file instanceof File) || file.size === 0) {
      setReport({ kind: "failed", text: "Wybierz plik CSV." });
      return;
    }
    setBusy(true);
    setReport(null);
    try {
      const res = await fetch("/api/admin/catalog/import", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "text/csv", "x-csrf-token": session.csrf_token },
        body: await file.text(),
      });
      const json = (await res.json().catch(() => null)) as {
        result?: { rows?: number; changed?: number; created?: number; error?: string; details?: { rows: number; errors: RowError[] } };
      } | null;
      if (res.ok) setReport({ kind: "applied", rows: json?.result?.rows ?? 0, changed: json?.result?.changed ?? 0, created: json?.result?.created ?? 0 });
      else if (json?.result?.error === "IMPORT_INVALID" && json.result.details)
        setReport({ kind: "refused", rows: json.result.details.rows, errors: json.result.details.errors });
      else if (res.status === 413) setReport({ kind: "failed", text: "Plik jest za duży (najwyżej 64 MB)." });
      else setReport({ kind: "failed", text: ADMIN_ERRORS[json?.result?.error ?? ""] ?? ADMIN_ERRORS.INTERNAL_ERROR! });
    } catch {
      setReport({ kind: "failed", text: ADMIN_ERRORS.NETWORK! });
    } finally {
      setBusy(false);
    }
  }

  function downloadReport(errors: RowError[]) {
    const text = `\ufeffwiersz,kolumna,kod,komunikat\r\n${errors.map((e) => [e.row, e.column, e.code, e.message].map(csvCell).join(",")).join("\r\n")}\r\n`;
    const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "raport-importu.csv";
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <>
      <h1>Import i eksport produktów (CSV)</h1>
      <section className="adm-card" aria-labelledby="export-h">
        <h2 id="export-h">Eksport</h2>
        <p>
          <a className="adm-button" href="/api/admin/catalog/export.csv" download>
            Pobierz cały katalog (CSV)
          </a>
        </p>
        <small>
          Kolumny: {COLUMNS}. Ceny w złotych (np. 12.99), daty RRRR-MM-DD, dostępność 1/0, status 1 (włączony) lub 2 (wyłączony), widoczność 1–4, kategorie jako
          numery oddzielone „|”, cechy jako kod=wartość oddzielone „|”, tax_class to numer klasy VAT (1 książki i e-booki, 2 prasa, 3 towary).
        </small>
      </section>
      {mayWrite ? (
        <section className="adm-card" aria-labelledby="import-h">
          <h2 id="import-h">Import</h2>
          <p>
            Plik zmienia istniejące produkty wskazane przez SKU. Wiersz z nowym SKU dodaje produkt typu simple albo virtual, gdy podaje typ, nazwę, cenę, klasę
            VAT (tax_class) i kategorie (opcjonalnie także isbn, author, publisher i description: opis zwykłym tekstem). Najpierw sprawdzamy wszystkie wiersze:
            jeśli choć jeden ma błąd, nic nie zostanie zmienione. Puste kolumny stanu, dostępności, statusu i widoczności zostawiają obecne wartości.
          </p>
          <form onSubmit={upload}>
            <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className="adm-visually-hidden">Plik do importu</legend>
              <label htmlFor="import-file">Plik CSV (UTF-8, przecinki)</label>
              <input id="import-file" name="file" type="file" accept=".csv,text/csv" required />
              <div className="adm-actions">
                <button type="submit">{busy ? "Sprawdzam…" : "Sprawdź i zastosuj"}</button>
              </div>
            </fieldset>
          </form>
          <ImportReport report={report} onDownload={downloadReport} />
        </section>
      ) : (
        <p>Twoja rola pozwala tylko pobrać katalog.</p>
      )}
    </>
  );
}

function ImportReport({ report, onDownload }: { report: Report | null; onDownload: (errors: RowError[]) => void }) {
  if (report === null) return <p role="status" className="adm-visually-hidden" />;
  if (report.kind === "failed")
    return (
      <p role="alert" className="adm-error">
        {report.text}
      </p>
    );
  if (report.kind === "applied")
    return (
      <p role="status" className="adm-done">
        Zastosowano plik. Wiersze: {report.rows.toLocaleString("pl-PL")}, zmienione produkty: {report.changed.toLocaleString("pl-PL")}
        {report.created > 0 ? `, w tym nowe: ${report.created.toLocaleString("pl-PL")}` : ""}. Sklep pokazuje już nowe dane.
      </p>
    );
  return (
    <div>
      <p role="alert" className="adm-error">
        Nie zastosowano pliku. Błędy: {report.errors.length.toLocaleString("pl-PL")} (wiersze w pliku: {report.rows.toLocaleString("pl-PL")}). Nic nie zostało
        zmienione.
      </p>
      <p>
        <button type="button" className="secondary" onClick={() => onDownload(report.errors)}>
          Pobierz raport błędów (CSV)
        </button>
      </p>
      <div className="adm-table-wrap">
        <table>
          <caption className="adm-visually-hidden">Błędy importu</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                Wiersz
              </th>
              <th scope="col">Kolumna</th>
              <th scope="col">Błąd</th>
              <th scope="col">Kod</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.slice(0, 500).map((e) => (
              <tr key={`${e.row}:${e.column}:${e.code}`}>
                <td className="num">{e.row}</td>
                <td>{e.column ?? "—"}</td>
                <td>{e.message}</td>
                <td>
                  <code>{e.code}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.errors.length > 500 ? <p>Pokazano pierwsze 500 błędów; pełna lista jest w raporcie CSV.</p> : null}
    </div>
  );
}
