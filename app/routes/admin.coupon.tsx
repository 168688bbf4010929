/**
 * /admin/coupons/:id (or /admin/coupons/new): a coupon's code, name, discount (percent, or an amount in złoty kept in
 * grosze), minimum subtotal, its window of Warsaw days, usage limits and whether it is on; and the orders placed with it.
 */
import { useState, type FormEvent } from "react";
import { data, Link, useNavigate } from "react-router";
import type { Route } from "./+types/admin.coupon";
import { adminCall, parseZloty, zlotyText } from "../features/admin/api.ts";
import { AdminTable } from "../features/admin/table.tsx";
import { Result, dateTime, type ResultState, useRefresh } from "../features/admin/ui.tsx";
import { withStore } from "../lib/urls.ts";
import { useAdminSession } from "./admin.tsx";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, pageOf, valueOrError } from "../features/admin/session.server.ts";
import { requireContentStaff } from "../features/admin/content.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Kupon | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

const NEW = {
  code: "",
  name: "",
  discount_type: "percent" as "percent" | "fixed",
  discount_value: 10,
  min_subtotal: 0,
  from_date: null as string | null,
  to_date: null as string | null,
  uses_per_coupon: null as number | null,
  uses_per_customer: null as number | null,
  is_active: true,
  times_used: 0,
};

export async function loader(args: Route.LoaderArgs) {
  const { staff, content } = await requireContentStaff(args);
  if (args.params.id === "new") return data({ id: null, coupon: NEW, uses: null }, { headers: ADMIN_HEADERS });
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id < 1) throw data({ error: "COUPON_NOT_FOUND" }, { status: 404, headers: ADMIN_HEADERS });
  const coupon = valueOrError(await content.coupon(staff, id));
  const page = pageOf(new URL(args.request.url));
  const uses = valueOrError(await content.couponUses(staff, id, { page, pageSize: 50 }));
  return data({ id, coupon, uses: { ...uses, page, pageSize: 50 } }, { headers: ADMIN_HEADERS });
}

export default function AdminCoupon({ loaderData: d }: Route.ComponentProps) {
  const session = useAdminSession();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [state, setState] = useState<ResultState>({ kind: "idle" });
  const [type, setType] = useState(d.coupon.discount_type);
  const c = d.coupon;
  const mayWrite = session.permissions.includes("coupons.write");

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const s = (k: string) => String(f.get(k) ?? "").trim();
    const whole = (k: string) => (s(k) === "" ? null : Number(s(k)));
    const value = type === "percent" ? Number(s("discount_value")) : parseZloty(s("discount_value"));
    const minimum = s("min_subtotal") === "" ? 0 : parseZloty(s("min_subtotal"));
    if (value === null || !Number.isInteger(value) || value < 1 || (type === "percent" && value > 100)) {
      return setState({ kind: "error", text: type === "percent" ? "Rabat procentowy to liczba od 1 do 100." : "Wpisz kwotę rabatu, np. 15,00." });
    }
    if (minimum === null) return setState({ kind: "error", text: "Wpisz minimalną kwotę koszyka, np. 100,00." });
    const body = {
      code: s("code"),
      name: s("name"),
      discount_type: type,
      discount_value: value,
      min_subtotal: minimum,
      from_date: s("from_date") || null,
      to_date: s("to_date") || null,
      uses_per_coupon: whole("uses_per_coupon"),
      uses_per_customer: whole("uses_per_customer"),
      is_active: f.get("is_active") === "on",
    };
    const answer =
      d.id === null
        ? await adminCall<{ id: number }>("POST", "/coupons", session.csrf_token, body)
        : await adminCall<{ id: number }>("PATCH", `/coupons/${d.id}`, session.csrf_token, body);
    if (!answer.ok) return setState({ kind: "error", text: answer.message });
    setState({ kind: "done", text: "Kupon zapisany." });
    if (d.id === null) await navigate(withStore(`/admin/coupons/${answer.result.id}`));
    else await refresh();
  }

  return (
    <>
      <p>
        <Link to={withStore("/admin/coupons")}>← Kupony</Link>
      </p>
      <h1>{d.id === null ? "Nowy kupon" : `Kupon ${c.code}`}</h1>
      <Result state={state} />
      <form key={`${d.id}-${JSON.stringify(c)}`} className="adm-card" onSubmit={(e) => void save(e)} aria-label="Kupon">
        <div className="adm-form">
          <div>
            <label htmlFor="k-code">Kod</label>
            <input id="k-code" name="code" required minLength={3} maxLength={40} pattern="[A-Za-z0-9_\-]+" defaultValue={c.code} />
          </div>
          <div>
            <label htmlFor="k-name">Nazwa</label>
            <input id="k-name" name="name" required maxLength={255} defaultValue={c.name} />
          </div>
          <div>
            <label htmlFor="k-type">Rodzaj rabatu</label>
            <select id="k-type" name="discount_type" value={type} onChange={(e) => setType(e.target.value as "percent" | "fixed")}>
              <option value="percent">procent</option>
              <option value="fixed">kwota</option>
            </select>
          </div>
          <div>
            <label htmlFor="k-value">{type === "percent" ? "Rabat (%)" : "Rabat (zł)"}</label>
            <input
              id="k-value"
              name="discount_value"
              required
              inputMode="decimal"
              key={type}
              defaultValue={c.discount_type === type ? (type === "percent" ? String(c.discount_value) : zlotyText(c.discount_value)) : ""}
            />
          </div>
          <div>
            <label htmlFor="k-min">Minimalna wartość koszyka (zł)</label>
            <input id="k-min" name="min_subtotal" inputMode="decimal" defaultValue={c.min_subtotal ? zlotyText(c.min_subtotal) : ""} />
          </div>
          <div>
            <label htmlFor="k-from">Ważny od (czas polski)</label>
            <input id="k-from" name="from_date" type="date" defaultValue={c.from_date ?? ""} />
          </div>
          <div>
            <label htmlFor="k-to">Ważny do (włącznie)</label>
            <input id="k-to" name="to_date" type="date" defaultValue={c.to_date ?? ""} />
          </div>
          <div>
            <label htmlFor="k-uses">Limit użyć (wszystkich)</label>
            <input id="k-uses" name="uses_per_coupon" type="number" min={1} defaultValue={c.uses_per_coupon ?? ""} />
          </div>
          <div>
            <label htmlFor="k-uses-customer">Limit użyć na klienta</label>
            <input id="k-uses-customer" name="uses_per_customer" type="number" min={1} defaultValue={c.uses_per_customer ?? ""} />
          </div>
          <div>
            <label>
              <input type="checkbox" name="is_active" defaultChecked={c.is_active} /> Aktywny
            </label>
          </div>
        </div>
        {mayWrite ? (
          <div className="adm-actions">
            <button type="submit">Zapisz</button>
          </div>
        ) : null}
      </form>
      {d.uses ? (
        <section aria-labelledby="k-uses-heading">
          <h2 id="k-uses-heading">Użycia ({c.times_used})</h2>
          <AdminTable
            caption="Użycia kuponu"
            rows={d.uses.items}
            rowKey={(u) => u.id}
            empty="Kupon nie został jeszcze użyty."
            paging={d.uses}
            columns={[
              { header: "Kiedy", cell: (u) => dateTime(u.used_at) },
              { header: "Zamówienie", cell: (u) => u.order_number ?? "—" },
              { header: "Klient", cell: (u) => u.customer_email ?? "gość" },
            ]}
          />
        </section>
      ) : null}
    </>
  );
}
