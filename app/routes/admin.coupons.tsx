/** /admin/coupons: the coupons (sales rules) by code or name, newest first, 50 a page. */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin.coupons";
import { AdminTable } from "../features/admin/table.tsx";
import { money } from "../features/admin/ui.tsx";
import { withStore } from "../lib/urls.ts";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, pageOf, valueOrError } from "../features/admin/session.server.ts";
import { requireContentStaff } from "../features/admin/content.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Kupony | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { staff, content } = await requireContentStaff(args);
  const url = new URL(args.request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const page = pageOf(url);
  const list = valueOrError(await content.coupons(staff, { page, pageSize: 50, search: q }));
  return data({ ...list, page, pageSize: 50, q }, { headers: ADMIN_HEADERS });
}

/** "10%" or "15,00 zł". */
export const discountText = (c: { discount_type: "percent" | "fixed"; discount_value: number }) =>
  c.discount_type === "percent" ? `${c.discount_value}%` : money(c.discount_value);

const day = (d: string | null) => (d ? d.split("-").reverse().join(".") : "…");

export default function AdminCoupons({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <h1>Kupony</h1>
      <p>
        <Link className="adm-button" to={withStore("/admin/coupons/new")}>
          Nowy kupon
        </Link>
      </p>
      <Form method="get" className="adm-filters" role="search" aria-label="Szukaj kuponów">
        <div>
          <label htmlFor="k-q">Kod lub nazwa</label>
          <input id="k-q" name="q" type="search" defaultValue={d.q} />
        </div>
        <button type="submit">Szukaj</button>
      </Form>
      <AdminTable
        caption="Kupony"
        rows={d.items}
        rowKey={(c) => c.id}
        paging={d}
        columns={[
          { header: "Kod", cell: (c) => <Link to={withStore(`/admin/coupons/${c.id}`)}>{c.code}</Link> },
          { header: "Nazwa", cell: (c) => c.name },
          { header: "Rabat", num: true, cell: discountText },
          { header: "Od kwoty", num: true, cell: (c) => (c.min_subtotal ? money(c.min_subtotal) : "—") },
          { header: "Ważny", cell: (c) => (c.from_date || c.to_date ? `${day(c.from_date)} – ${day(c.to_date)}` : "bez ograniczeń") },
          { header: "Użyty", num: true, cell: (c) => (c.uses_per_coupon ? `${c.times_used} / ${c.uses_per_coupon}` : String(c.times_used)) },
          { header: "Stan", cell: (c) => <span className="adm-status">{c.is_active ? "aktywny" : "wyłączony"}</span> },
        ]}
      />
    </>
  );
}
