/** /admin/newsletter: confirmed subscribers with their consent, 50 a page, and the export of all of them as CSV. */
import { useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/admin.newsletter";
import { AdminTable } from "../features/admin/table.tsx";
import { Result, dateTime, type ResultState } from "../features/admin/ui.tsx";
import { ADMIN_ERRORS } from "../features/admin/messages.ts";
import { useAdminSession } from "./admin.tsx";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, pageOf, requireStaff, valueOrError } from "../features/admin/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Newsletter | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { staff, service } = await requireStaff(args);
  const page = pageOf(new URL(args.request.url));
  const list = valueOrError(await service.subscribers(staff, page, 50));
  return data({ ...list, page, pageSize: 50 }, { headers: ADMIN_HEADERS });
}

export default function AdminNewsletter({ loaderData: d }: Route.ComponentProps) {
  const session = useAdminSession();
  const [state, setState] = useState<ResultState>({ kind: "idle" });

  async function exportCsv() {
    const res = await fetch("/api/admin/newsletter/export", { method: "POST", credentials: "same-origin", headers: { "x-csrf-token": session.csrf_token } });
    if (!res.ok) {
      setState({ kind: "error", text: ADMIN_ERRORS.INTERNAL_ERROR! });
      return;
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement("a");
    a.href = url;
    a.download = "newsletter-subscribers.csv";
    a.click();
    URL.revokeObjectURL(url);
    setState({ kind: "done", text: "Plik CSV pobrany." });
  }

  return (
    <>
      <h1>Newsletter</h1>
      <p>
        <button type="button" onClick={() => void exportCsv()}>
          Eksportuj wszystkich (CSV ze zgodami)
        </button>
      </p>
      <Result state={state} />
      <AdminTable
        caption="Subskrybenci"
        rows={d.items}
        rowKey={(s) => s.email}
        empty="Brak subskrybentów."
        paging={d}
        columns={[
          { header: "E-mail", cell: (s) => s.email },
          { header: "Zapisany", cell: (s) => dateTime(s.subscribed_at) },
          { header: "Źródło", cell: (s) => s.source ?? "—" },
          { header: "Wersja zgody", cell: (s) => s.consent_version ?? "—" },
          { header: "Potwierdzenie", cell: (s) => (s.confirmed_at ? `${dateTime(s.confirmed_at)} (${s.confirmed_ip ?? "—"})` : "—") },
        ]}
      />
    </>
  );
}
