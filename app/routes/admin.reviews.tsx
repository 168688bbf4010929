/** /admin/reviews: reviews waiting for moderation (or approved, rejected), approved or rejected one by one. */
import { useState } from "react";
import { data, Form } from "react-router";
import type { Route } from "./+types/admin.reviews";
import { adminCall } from "../features/admin/api.ts";
import { Pager, Result, dateTime, type ResultState, useRefresh } from "../features/admin/ui.tsx";
import { useAdminSession } from "./admin.tsx";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, pageOf, requireStaff, valueOrError } from "../features/admin/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Opinie | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

const STATUSES = ["pending", "approved", "rejected"] as const;
const LABELS: Record<string, string> = { pending: "czekające", approved: "zatwierdzone", rejected: "odrzucone" };

export async function loader(args: Route.LoaderArgs) {
  const { staff, service } = await requireStaff(args);
  const url = new URL(args.request.url);
  const status = STATUSES.find((s) => s === url.searchParams.get("status")) ?? "pending";
  const page = pageOf(url);
  const list = valueOrError(await service.reviews(staff, { status, page, pageSize: 50 }));
  return data({ ...list, page, pageSize: 50, status }, { headers: ADMIN_HEADERS });
}

export default function AdminReviews({ loaderData: d }: Route.ComponentProps) {
  const session = useAdminSession();
  const refresh = useRefresh();
  const [state, setState] = useState<ResultState>({ kind: "idle" });
  const mayModerate = session.permissions.includes("reviews.moderate");

  async function decide(id: number, status: "approved" | "rejected") {
    const answer = await adminCall("POST", `/reviews/${id}/moderate`, session.csrf_token, { status });
    setState(
      answer.ok ? { kind: "done", text: status === "approved" ? "Opinia zatwierdzona." : "Opinia odrzucona." } : { kind: "error", text: answer.message },
    );
    if (answer.ok) await refresh();
  }

  return (
    <>
      <h1>Opinie</h1>
      <Form method="get" className="adm-filters" aria-label="Filtr opinii">
        <div>
          <label htmlFor="r-status">Stan</label>
          <select id="r-status" name="status" defaultValue={d.status}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Pokaż</button>
      </Form>
      <Result state={state} />
      {d.items.length === 0 ? <p>Brak opinii.</p> : null}
      {d.items.map((r) => (
        <article key={r.id} className="adm-card" aria-labelledby={`r-${r.id}`}>
          <h2 id={`r-${r.id}`}>
            {r.title} ({r.rating === null ? "bez oceny" : `${r.rating}/5`})
          </h2>
          <p>
            {r.product_name ?? "—"} ({r.sku ?? "—"}) · {r.nickname}, {r.email} · {dateTime(r.created_at)}
            {r.verified_purchase ? " · zakup potwierdzony" : ""}
          </p>
          <p style={{ whiteSpace: "pre-line" }}>{r.detail}</p>
          {mayModerate && r.status === "pending" ? (
            <div className="adm-actions">
              <button type="button" aria-label={`Zatwierdź: ${r.title}`} onClick={() => void decide(r.id, "approved")}>
                Zatwierdź
              </button>
              <button type="button" className="danger" aria-label={`Odrzuć: ${r.title}`} onClick={() => void decide(r.id, "rejected")}>
                Odrzuć
              </button>
            </div>
          ) : null}
        </article>
      ))}
      <Pager page={d.page} pageSize={d.pageSize} total={d.total} label="Opinie" />
    </>
  );
}
