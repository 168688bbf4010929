/**
 * /admin/orders/:id: one order with its lines and history; its status moved along the allowed transitions (a cancel
 * returns its stock), a note to the customer (e-mailed), a refund in whole or in part through PayU; its InPost
 * shipment, invoice number and the confirmation sent again (features/admin/order-fulfilment.tsx).
 */
import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin.order";
import { adminCall, parseZloty } from "../features/admin/api.ts";
import { ORDER_STATUS_LABELS, TRANSITION_LABELS } from "../features/admin/messages.ts";
import { OrderFulfilment } from "../features/admin/order-fulfilment.tsx";
import { Result, dateTime, money, type ResultState, useRefresh } from "../features/admin/ui.tsx";
import { withStore } from "../lib/urls.ts";
import { useAdminSession } from "./admin.tsx";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, requireStaff, valueOrError } from "../features/admin/session.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Zamówienie ${loaderData?.increment_id ?? ""} | Zaplecze sklepu Kiosk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: Route.LoaderArgs) {
  const { staff, service } = await requireStaff(args);
  const id = Number(args.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404, headers: ADMIN_HEADERS });
  return data(valueOrError(await service.order(staff, id)), { headers: ADMIN_HEADERS });
}

export default function AdminOrder({ loaderData: o }: Route.ComponentProps) {
  const session = useAdminSession();
  const refresh = useRefresh();
  const [status, setStatus] = useState<ResultState>({ kind: "idle" });
  const [note, setNote] = useState<ResultState>({ kind: "idle" });
  const [refund, setRefund] = useState<ResultState>({ kind: "idle" });
  const [busy, setBusy] = useState(false);
  const may = (p: string) => session.permissions.includes(p);

  async function run(set: (s: ResultState) => void, call: () => Promise<{ ok: boolean; message?: string }>, done: string, form?: HTMLFormElement) {
    setBusy(true);
    const answer = await call();
    setBusy(false);
    set(answer.ok ? { kind: "done", text: done } : { kind: "error", text: answer.message ?? "" });
    if (answer.ok) {
      form?.reset();
      await refresh();
    }
  }

  return (
    <>
      <p>
        <Link to={withStore("/admin/orders")}>← Zamówienia</Link>
      </p>
      <h1>Zamówienie {o.increment_id}</h1>
      <div className="adm-card">
        <dl>
          <dt>Stan</dt>
          <dd>
            <span className="adm-status">{ORDER_STATUS_LABELS[o.status]}</span>
          </dd>
          <dt>Złożone</dt>
          <dd>{dateTime(o.created_at)}</dd>
          <dt>Klient</dt>
          <dd>
            {o.customer_name}, {o.customer_email}
          </dd>
          <dt>Płatność</dt>
          <dd>{o.payment_method_code}</dd>
          <dt>Dostawa</dt>
          <dd>{o.shipping_description ?? "—"}</dd>
          <dt>Adres dostawy</dt>
          <dd>{o.shipping_address ?? "—"}</dd>
          <dt>Wartość</dt>
          <dd>
            {money(o.grand_total)} (dostawa {money(o.shipping_gross)}
            {o.gift_card_amount ? `, karty podarunkowe ${money(o.gift_card_amount)}` : ""})
          </dd>
        </dl>
      </div>
      <OrderFulfilment order={o} csrf={session.csrf_token} permissions={session.permissions} />
      <h2 id="o-lines">Pozycje</h2>
      {/* focusable: on a phone the table scrolls sideways, and a keyboard must reach it (WCAG 2.1.1) */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable so the keyboard can scroll it */}
      <section className="adm-table-wrap" aria-labelledby="o-lines" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Nazwa</th>
              <th scope="col" className="num">
                Ilość
              </th>
              <th scope="col" className="num">
                Cena
              </th>
              <th scope="col" className="num">
                Razem
              </th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((l) => (
              <tr key={`${l.sku}:${l.name}:${l.qty}:${l.row_gross}`}>
                <td>{l.sku}</td>
                <td>{l.name}</td>
                <td className="num">{l.qty}</td>
                <td className="num">{money(l.unit_gross)}</td>
                <td className="num">{money(l.row_gross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {may("orders.status") && o.allowed_transitions.length ? (
        <section className="adm-card" aria-labelledby="o-status">
          <h2 id="o-status">Zmień stan</h2>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const to = (e.nativeEvent as SubmitEvent).submitter?.getAttribute("value") ?? "";
              const comment = String(new FormData(e.currentTarget).get("comment") ?? "");
              void run(
                setStatus,
                () => adminCall("POST", `/orders/${o.id}/status`, session.csrf_token, { status: to, comment }),
                "Stan zmieniony.",
                e.currentTarget,
              );
            }}
          >
            <label htmlFor="o-comment">Komentarz (w historii zamówienia)</label>
            <textarea id="o-comment" name="comment" maxLength={2000} />
            <div className="adm-actions">
              {o.allowed_transitions.map((t) => (
                <button key={t} type="submit" name="status" value={t} className={t === "canceled" ? "danger" : undefined} disabled={busy}>
                  {TRANSITION_LABELS[t]}
                </button>
              ))}
            </div>
          </form>
          <Result state={status} />
        </section>
      ) : null}

      {may("orders.note") ? (
        <section className="adm-card" aria-labelledby="o-note">
          <h2 id="o-note">Wiadomość do klienta</h2>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const text = String(new FormData(e.currentTarget).get("note") ?? "");
              void run(
                setNote,
                () => adminCall("POST", `/orders/${o.id}/note`, session.csrf_token, { note: text }),
                "Wiadomość wysłana e-mailem i dodana do historii.",
                e.currentTarget,
              );
            }}
          >
            <label htmlFor="o-note-text">Treść (klient dostanie ją e-mailem)</label>
            <textarea id="o-note-text" name="note" required maxLength={5000} />
            <div className="adm-actions">
              <button type="submit" disabled={busy}>
                Wyślij
              </button>
            </div>
          </form>
          <Result state={note} />
        </section>
      ) : null}

      {may("orders.refund") ? (
        <section className="adm-card" aria-labelledby="o-refund">
          <h2 id="o-refund">Zwrot płatności (PayU)</h2>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const f = new FormData(e.currentTarget);
              const amountText = String(f.get("amount") ?? "").trim();
              const amount = amountText === "" ? null : parseZloty(amountText);
              if (amountText !== "" && amount === null) {
                setRefund({ kind: "error", text: "Wpisz kwotę w złotych (np. 12,99) albo zostaw puste pole, by zwrócić całość." });
                return;
              }
              void run(
                setRefund,
                () => adminCall("POST", `/orders/${o.id}/refund`, session.csrf_token, { amount, reason: String(f.get("reason") ?? "") }),
                amount === null ? "Zlecono zwrot całej pozostałej kwoty." : `Zlecono zwrot ${money(amount)}.`,
                e.currentTarget,
              );
            }}
          >
            <div className="adm-form">
              <div>
                <label htmlFor="o-amount">Kwota (zł)</label>
                <input id="o-amount" name="amount" inputMode="decimal" aria-describedby="o-amount-hint" />
                <small id="o-amount-hint">Puste pole: zwrot całej pozostałej kwoty.</small>
              </div>
              <div>
                <label htmlFor="o-reason">Powód</label>
                <input id="o-reason" name="reason" required maxLength={200} />
              </div>
            </div>
            <div className="adm-actions">
              <button type="submit" disabled={busy}>
                Zwróć
              </button>
            </div>
          </form>
          <Result state={refund} />
        </section>
      ) : null}

      <h2>Historia</h2>
      <ol>
        {o.history.map((h) => (
          <li key={`${h.created_at}:${h.status}:${h.comment ?? ""}`}>
            {dateTime(h.created_at)}: {ORDER_STATUS_LABELS[h.status] ?? h.status}
            {h.comment ? ` — ${h.comment}` : ""}
          </li>
        ))}
      </ol>
    </>
  );
}
