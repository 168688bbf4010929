/** /admin/audit: the audit log (owner only), newest first: who, when, what, the values before and after. */
import { data } from "react-router";
import type { Route } from "./+types/admin.audit";
import { AdminTable } from "../features/admin/table.tsx";
import { dateTime } from "../features/admin/ui.tsx";
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
      <AdminTable
        caption="Dziennik zmian"
        rows={d.items}
        rowKey={(e) => e.id}
        paging={d}
        columns={[
          { header: "Kiedy", cell: (e) => dateTime(e.at) },
          { header: "Kto", cell: (e) => e.staff_email },
          { header: "Czynność", cell: (e) => e.action },
          { header: "Dotyczy", cell: (e) => e.target ?? "—" },
          { header: "Przed", cell: (e) => <code>{e.before ?? "—"}</code> },
          { header: "Po", cell: (e) => <code>{e.after ?? "—"}</code> },
        ]}
      />
    </>
  );
}
