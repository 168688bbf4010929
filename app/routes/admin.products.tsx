/** /admin/products: products found by sku or name, filtered by type and status, 50 a page (server-side paging). */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin.products";
import { AdminTable } from "../features/admin/table.tsx";
import { money } from "../features/admin/ui.tsx";
import { withStore } from "../lib/urls.ts";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, pageOf, requireStaff, valueOrError } from "../features/admin/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Produkty | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

const TYPES = ["simple", "configurable", "grouped", "bundle", "virtual", "single_number", "subscription", "downloadable"] as const;
const STATUS = ["enabled", "disabled"] as const;

export async function loader(args: Route.LoaderArgs) {
  const { staff, service } = await requireStaff(args);
  const url = new URL(args.request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const type = TYPES.find((t) => t === url.searchParams.get("type"));
  const status = STATUS.find((s) => s === url.searchParams.get("status"));
  const page = pageOf(url);
  const list = valueOrError(await service.products(staff, { q, type, status, page, pageSize: 50 }));
  return data({ ...list, page, pageSize: 50, q, type: type ?? "", status: status ?? "" }, { headers: ADMIN_HEADERS });
}

export default function AdminProducts({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1>Produkty</h1>
      <Form method="get" className="adm-filters" role="search" aria-label="Szukaj produktów">
        <div>
          <label htmlFor="p-q">SKU lub nazwa</label>
          <input id="p-q" name="q" type="search" defaultValue={d.q} />
        </div>
        <div>
          <label htmlFor="p-type">Typ</label>
          <select id="p-type" name="type" defaultValue={d.type}>
            <option value="">wszystkie</option>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="p-status">Status</label>
          <select id="p-status" name="status" defaultValue={d.status}>
            <option value="">wszystkie</option>
            <option value="enabled">włączone</option>
            <option value="disabled">wyłączone</option>
          </select>
        </div>
        <button type="submit">Szukaj</button>
      </Form>
      <AdminTable
        caption="Produkty"
        rows={d.items}
        rowKey={(p) => p.id}
        paging={d}
        columns={[
          { header: "SKU", cell: (p) => <Link to={withStore(`/admin/products/${p.id}`)}>{p.sku}</Link> },
          { header: "Nazwa", cell: (p) => p.name },
          { header: "Typ", cell: (p) => p.type_id },
          { header: "Cena", num: true, cell: (p) => money(p.price) },
          { header: "Promocja", num: true, cell: (p) => (p.special_price === null ? "—" : money(p.special_price)) },
          { header: "Stan", num: true, cell: (p) => p.qty ?? "—" },
          { header: "Status", cell: (p) => (p.status === 2 ? "wyłączony" : "włączony") },
        ]}
      />
    </>
  );
}
