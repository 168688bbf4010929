/** /admin/orders: orders by status, number or e-mail, newest first, 50 a page; at phone width each row is a card. */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin.orders";
import { ORDER_STATUS_LABELS } from "../features/admin/messages.ts";
import { AdminTable } from "../features/admin/table.tsx";
import { dateTime, money } from "../features/admin/ui.tsx";
import { withStore } from "../lib/urls.ts";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, pageOf, requireStaff, valueOrError } from "../features/admin/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Zamówienia | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

const STATUSES = ["pending", "processing", "complete", "canceled"] as const;

export async function loader(args: Route.LoaderArgs) {
  const { staff, service } = await requireStaff(args);
  const url = new URL(args.request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const status = STATUSES.find((s) => s === url.searchParams.get("status"));
  const page = pageOf(url);
  const list = valueOrError(await service.orders(staff, { q, status, page, pageSize: 50 }));
  return data({ ...list, page, pageSize: 50, q, status: status ?? "" }, { headers: ADMIN_HEADERS });
}

export default function AdminOrders({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1>Zamówienia</h1>
      <Form method="get" className="adm-filters" role="search" aria-label="Szukaj zamówień">
        <div>
          <label htmlFor="o-q">Numer lub e-mail</label>
          <input id="o-q" name="q" type="search" defaultValue={d.q} />
        </div>
        <div>
          <label htmlFor="o-status">Stan</label>
          <select id="o-status" name="status" defaultValue={d.status}>
            <option value="">wszystkie</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Szukaj</button>
      </Form>
      <AdminTable
        caption="Zamówienia"
        className="adm-orders"
        rows={d.items}
        rowKey={(o) => o.id}
        paging={d}
        columns={[
          { header: "Numer", cell: (o) => <Link to={withStore(`/admin/orders/${o.id}`)}>{o.increment_id}</Link> },
          { header: "Data", cell: (o) => dateTime(o.created_at) },
          {
            header: "Klient",
            cell: (o) => (
              <>
                {o.customer_name}
                <br />
                {o.customer_email}
              </>
            ),
          },
          { header: "Stan", cell: (o) => <span className="adm-status">{ORDER_STATUS_LABELS[o.status]}</span> },
          { header: "Płatność", cell: (o) => o.payment_method_code },
          { header: "Wartość", num: true, cell: (o) => money(o.grand_total) },
        ]}
      />
    </>
  );
}
