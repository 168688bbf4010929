/** /admin: the dashboard: today's orders and revenue, payments awaiting action, low stock, failed mails. */
import { data, Link } from "react-router";
import type { Route } from "./+types/admin.dashboard";
import { money } from "../features/admin/ui.tsx";
import { withStore } from "../lib/urls.ts";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, requireStaff, valueOrError } from "../features/admin/session.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Pulpit | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { staff, service } = await requireStaff(args);
  return data(valueOrError(await service.dashboard(staff)), { headers: ADMIN_HEADERS });
}

export default function AdminDashboard({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1>Pulpit</h1>
      <div className="adm-cards">
        <section className="adm-card" aria-labelledby="d-orders">
          <h2 id="d-orders">Zamówienia dziś</h2>
          <span className="adm-figure">{d.orders_today}</span>
        </section>
        <section className="adm-card" aria-labelledby="d-revenue">
          <h2 id="d-revenue">Przychód dziś</h2>
          <span className="adm-figure">{money(d.revenue_today)}</span>
        </section>
        <section className="adm-card" aria-labelledby="d-payments">
          <h2 id="d-payments">Czeka na płatność</h2>
          <span className="adm-figure">{d.awaiting_payment}</span>
          <Link to={withStore("/admin/orders?status=pending")}>Zobacz zamówienia</Link>
        </section>
        <section className="adm-card" aria-labelledby="d-mails">
          <h2 id="d-mails">Nieudane wysyłki e-mail</h2>
          <span className="adm-figure">{d.failed_mails.retrying + d.failed_mails.given_up}</span>
          <span>
            ponawiane: {d.failed_mails.retrying}, porzucone: {d.failed_mails.given_up}
          </span>
        </section>
        <section className="adm-card" aria-labelledby="d-jobs">
          <h2 id="d-jobs">Nieudane zadania w tle (24 h)</h2>
          {d.failed_jobs ? (
            <>
              <span className="adm-figure">{d.failed_jobs.total}</span>
              <span>{d.failed_jobs.by_queue.map((q) => `${q.name}: ${q.count}`).join(", ") || "brak"}</span>
            </>
          ) : (
            <span>Zadania w tle nie działają w tym procesie.</span>
          )}
        </section>
      </div>
      <h2>Niski stan magazynu ({d.low_stock.total})</h2>
      {d.low_stock.items.length ? (
        <div className="adm-table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Nazwa</th>
                <th scope="col" className="num">
                  Stan
                </th>
              </tr>
            </thead>
            <tbody>
              {d.low_stock.items.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link to={withStore(`/admin/products/${p.id}`)}>{p.sku}</Link>
                  </td>
                  <td>{p.name}</td>
                  <td className="num">{p.qty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>Brak produktów z niskim stanem (lub Twoja rola nie widzi katalogu).</p>
      )}
    </>
  );
}
