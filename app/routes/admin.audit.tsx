/** /admin/audit: the audit log (owner only), newest first: who, when, what, the values before and after. */
import { data } from "react-router";
import type { Route } from "./+types/admin.audit";
import { Pager, dateTime } from "../features/admin/ui.tsx";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, pageOf, requireStaff, valueOrError } from "../features/admin/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Dziennik zmian | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { staff, service } = await requireStaff(args);
  const page = pageOf(new URL(args.request.url));
  return data({ ...valueOrError(await service.auditLog(staff, page, 50)), page, pageSize: 50 }, { headers: ADMIN_HEADERS });
}

export default function AdminAudit({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1>Dziennik zmian</h1>
      <div className="adm-table-wrap">
        <table>
          <caption className="adm-visually-hidden">Dziennik zmian</caption>
          <thead>
            <tr>
              <th scope="col">Kiedy</th>
              <th scope="col">Kto</th>
              <th scope="col">Czynność</th>
              <th scope="col">Dotyczy</th>
              <th scope="col">Przed</th>
              <th scope="col">Po</th>
            </tr>
          </thead>
          <tbody>
            {d.items.map((e) => (
              <tr key={e.id}>
                <td>{dateTime(e.at)}</td>
                <td>{e.staff_email}</td>
                <td>{e.action}</td>
                <td>{e.target ?? "—"}</td>
                <td>
                  <code>{e.before ?? "—"}</code>
                </td>
                <td>
                  <code>{e.after ?? "—"}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={d.page} pageSize={d.pageSize} total={d.total} label="Dziennik zmian" />
    </>
  );
}
