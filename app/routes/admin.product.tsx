/**
 * /admin/products/:id: one product's price, special price and its window (they feed the Omnibus price history),
 * stock and visibility, saved through PATCH /api/admin/products/:id; the storefront follows at once.
 */
import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin.product";
import { adminCall, parseZloty, zlotyText } from "../features/admin/api.ts";
import { Result, money, type ResultState, useRefresh } from "../features/admin/ui.tsx";
import { ProductMedia } from "../features/admin/ProductMedia.tsx";
import { productUrl, withStore } from "../lib/urls.ts";
import { useAdminSession } from "./admin.tsx";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, requireStaff, valueOrError } from "../features/admin/session.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.sku ?? "Produkt"} | Zaplecze sklepu Kiosk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: Route.LoaderArgs) {
  const { staff, service } = await requireStaff(args);
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404, headers: ADMIN_HEADERS });
  const product = valueOrError(await service.product(staff, id));
  return data({ ...product, media: valueOrError(await service.productMedia(staff, id)) }, { headers: ADMIN_HEADERS });
}

const VISIBILITY: Record<number, string> = { 1: "niewidoczny osobno", 2: "katalog", 3: "wyszukiwarka", 4: "katalog i wyszukiwarka" };

export default function AdminProduct({ loaderData: p }: Route.ComponentProps) {
  const session = useAdminSession();
  const refresh = useRefresh();
  const [state, setState] = useState<ResultState>({ kind: "idle" });
  const [busy, setBusy] = useState(false);
  const mayWrite = session.permissions.includes("catalog.write");

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const price = parseZloty(String(f.get("price") ?? ""));
    const specialText = String(f.get("special_price") ?? "").trim();
    const special = specialText === "" ? null : parseZloty(specialText);
    const qty = Number(f.get("qty"));
    if (price === null || (specialText !== "" && special === null) || !Number.isInteger(qty)) {
      setState({ kind: "error", text: "Wpisz ceny w złotych (np. 12,99) i stan jako liczbę całkowitą." });
      return;
    }
    setBusy(true);
    const answer = await adminCall("PATCH", `/products/${p.id}`, session.csrf_token, {
      price,
      special_price: special,
      special_from_date: String(f.get("special_from_date") ?? "") || null,
      special_to_date: String(f.get("special_to_date") ?? "") || null,
      qty,
      is_in_stock: f.get("is_in_stock") === "on",
      status: f.get("status") === "2" ? 2 : 1,
      visibility: Number(f.get("visibility")) as 1 | 2 | 3 | 4,
    });
    setBusy(false);
    setState(answer.ok ? { kind: "done", text: "Zapisano. Sklep pokazuje już nowe dane." } : { kind: "error", text: answer.message });
    if (answer.ok) await refresh();
  }

  return (
    <>
      <p>
        <Link to={withStore("/admin/products")}>← Produkty</Link>
      </p>
      <h1>
        {p.name} <small>({p.sku})</small>
      </h1>
      <p>
        Typ: {p.type_id}. Teraz: {money(p.price)}
        {p.special_price !== null ? `, promocja ${money(p.special_price)}` : ""}.{" "}
        <a href={withStore(productUrl({ sku: p.sku, url_key: p.url_path }))} target="_blank" rel="noreferrer">
          Zobacz w sklepie
        </a>
      </p>
      <form className="adm-card" onSubmit={save} key={`${p.id}:${p.price}:${p.special_price}:${p.qty}:${p.status}:${p.visibility}`}>
        <fieldset disabled={!mayWrite || busy} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="adm-visually-hidden">Cena, promocja, stan i widoczność</legend>
          <div className="adm-form">
            <div>
              <label htmlFor="e-price">Cena brutto (zł)</label>
              <input id="e-price" name="price" inputMode="decimal" defaultValue={zlotyText(p.price)} required />
            </div>
            <div>
              <label htmlFor="e-special">Cena promocyjna brutto (zł)</label>
              <input id="e-special" name="special_price" inputMode="decimal" defaultValue={zlotyText(p.special_price)} aria-describedby="e-special-hint" />
              <small id="e-special-hint">Puste pole: bez promocji.</small>
            </div>
            <div>
              <label htmlFor="e-from">Promocja od</label>
              <input id="e-from" name="special_from_date" type="date" defaultValue={p.special_from_date ?? ""} />
            </div>
            <div>
              <label htmlFor="e-to">Promocja do</label>
              <input id="e-to" name="special_to_date" type="date" defaultValue={p.special_to_date ?? ""} />
            </div>
            <div>
              <label htmlFor="e-qty">Stan (szt.)</label>
              <input id="e-qty" name="qty" type="number" step={1} defaultValue={p.qty ?? 0} />
            </div>
            <div>
              <label htmlFor="e-instock">
                <input id="e-instock" name="is_in_stock" type="checkbox" defaultChecked={p.is_in_stock ?? true} /> Dostępny
              </label>
            </div>
            <div>
              <label htmlFor="e-status">Status</label>
              <select id="e-status" name="status" defaultValue={String(p.status === 2 ? 2 : 1)}>
                <option value="1">włączony</option>
                <option value="2">wyłączony</option>
              </select>
            </div>
            <div>
              <label htmlFor="e-visibility">Widoczność</label>
              <select id="e-visibility" name="visibility" defaultValue={String(p.visibility)}>
                {[1, 2, 3, 4].map((v) => (
                  <option key={v} value={v}>
                    {VISIBILITY[v]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="adm-actions">
            <button type="submit">Zapisz</button>
          </div>
        </fieldset>
        {mayWrite ? null : <p>Twoja rola pozwala tylko oglądać produkty.</p>}
        <Result state={state} />
      </form>
      <ProductMedia productId={p.id} productName={p.name} items={p.media} csrf={session.csrf_token} mayWrite={mayWrite} />
    </>
  );
}
