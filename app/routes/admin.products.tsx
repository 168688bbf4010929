/** /admin/products: products found by sku or name, filtered by type and status, 50 a page (server-side paging). */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin.products";
import { Pager, money } from "../features/admin/ui.tsx";
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
      <div className="adm-table-wrap">
        <table>
          <caption className="adm-visually-hidden">Produkty</caption>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Nazwa</th>
              <th scope="col">Typ</th>
              <th scope="col" className="num">
                Cena
              </th>
              <th scope="col" className="num">
                Promocja
              </th>
              <th scope="col" className="num">
                Stan
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {d.items.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link to={withStore(`/admin/products/${p.id}`)}>{p.sku}</Link>
                </td>
                <td>{p.name}</td>
                <td>{p.type_id}</td>
                <td className="num">{money(p.price)}</td>
                <td className="num">{p.special_price === null ? "—" : money(p.special_price)}</td>
                <td className="num">{p.qty ?? "—"}</td>
                <td>{p.status === 2 ? "wyłączony" : "włączony"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {d.items.length === 0 ? <p>Nic nie znaleziono.</p> : null}
      <Pager page={d.page} pageSize={d.pageSize} total={d.total} label="Produkty" />
    </>
  );
}
