/**
 * The order page's fulfilment (docs/api.md §18): the InPost shipment (created through ShipX, its tracking number
 * and label), the invoice number, and the confirmation e-mail sent again. Each button is disabled while its request
 * runs, and the server makes one shipment, one number and one mail of a double click anyway.
 */
import { useState } from "react";
import type { StaffOrderDetail } from "../../../contract/staff.ts";
import { adminCall } from "./api.ts";
import { Result, dateTime, type ResultState, useRefresh } from "./ui.tsx";

const TEMPLATES = [
  { value: "small", label: "Gabaryt A (mała: 8 × 38 × 64 cm)" },
  { value: "medium", label: "Gabaryt B (średnia: 19 × 38 × 64 cm)" },
  { value: "large", label: "Gabaryt C (duża: 41 × 38 × 64 cm)" },
] as const;

const SERVICE_LABELS: Record<string, string> = {
  inpost_locker_standard: "Paczkomat InPost",
  inpost_courier_standard: "Kurier InPost",
};

const SHIPMENT_STATUS_LABELS: Record<string, string> = {
  requesting: "zlecanie w InPost…",
  created: "utworzona, czeka na potwierdzenie InPost",
  confirmed: "potwierdzona",
};

export function OrderFulfilment({ order: o, csrf, permissions }: { order: StaffOrderDetail; csrf: string; permissions: string[] }) {
  const refresh = useRefresh();
  const [ship, setShip] = useState<ResultState>({ kind: "idle" });
  const [invoice, setInvoice] = useState<ResultState>({ kind: "idle" });
  const [resend, setResend] = useState<ResultState>({ kind: "idle" });
  const [busy, setBusy] = useState<string | null>(null);
  const may = (p: string) => permissions.includes(p);

  async function run(key: string, set: (s: ResultState) => void, call: () => Promise<{ ok: boolean; message?: string }>, done: string) {
    setBusy(key);
    const answer = await call();
    setBusy(null);
    set(answer.ok ? { kind: "done", text: done } : { kind: "error", text: answer.message ?? "" });
    if (answer.ok) await refresh();
  }

  const s = o.shipment;
  return (
    <>
      {o.shipment_service && may("orders.read") ? (
        <section className="adm-card" aria-labelledby="o-shipment">
          <h2 id="o-shipment">Przesyłka InPost ({SERVICE_LABELS[o.shipment_service]})</h2>
          {s ? (
            <dl>
              <dt>Stan</dt>
              <dd>{SHIPMENT_STATUS_LABELS[s.status] ?? s.status}</dd>
              <dt>Gabaryt</dt>
              <dd>{TEMPLATES.find((t) => t.value === s.template)?.label ?? s.template}</dd>
              {s.target_point ? (
                <>
                  <dt>Paczkomat</dt>
                  <dd>{s.target_point}</dd>
                </>
              ) : null}
              <dt>Numer przesyłki</dt>
              <dd>
                {s.tracking_number && s.tracking_url ? (
                  <a href={s.tracking_url} rel="noopener noreferrer" target="_blank" data-testid="tracking-number">
                    {s.tracking_number}
                    <span className="adm-visually-hidden"> (śledzenie w InPost, otwiera się w nowej karcie)</span>
                  </a>
                ) : (
                  "jeszcze nie nadany (InPost potwierdza przesyłkę)"
                )}
              </dd>
              <dt>Utworzona</dt>
              <dd>{dateTime(s.created_at)}</dd>
            </dl>
          ) : null}
          {s?.tracking_number && may("orders.ship") ? (
            <p>
              <a className="adm-button" href={`/api/admin/orders/${o.id}/shipment/label`} download>
                Pobierz etykietę (PDF)
              </a>
            </p>
          ) : null}
          {s && !s.tracking_number ? (
            <p>
              <button type="button" onClick={() => void refresh()}>
                Sprawdź stan w InPost
              </button>
            </p>
          ) : null}
          {!s && may("orders.ship") ? (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                const template = String(new FormData(e.currentTarget).get("template") ?? "small");
                void run(
                  "ship",
                  setShip,
                  () => adminCall("POST", `/orders/${o.id}/shipment`, csrf, { template }),
                  "Przesyłka utworzona w InPost. Numer przesyłki trafi e-mailem do klienta.",
                );
              }}
            >
              <fieldset>
                <legend>Gabaryt paczki</legend>
                {TEMPLATES.map((t, i) => (
                  <div key={t.value}>
                    <input type="radio" id={`o-tpl-${t.value}`} name="template" value={t.value} defaultChecked={i === 0} />
                    <label htmlFor={`o-tpl-${t.value}`}>{t.label}</label>
                  </div>
                ))}
              </fieldset>
              <div className="adm-actions">
                <button type="submit" disabled={busy !== null}>
                  {busy === "ship" ? "Tworzenie przesyłki…" : "Utwórz przesyłkę InPost"}
                </button>
              </div>
            </form>
          ) : null}
          {!s && !may("orders.ship") ? <p>Przesyłka nie została jeszcze utworzona.</p> : null}
          <Result state={ship} />
        </section>
      ) : null}

      <section className="adm-card" aria-labelledby="o-invoice">
        <h2 id="o-invoice">Faktura i potwierdzenie</h2>
        <p>
          Numer faktury: <strong data-testid="invoice-number">{o.invoice_number ?? "nie nadano"}</strong>
          {o.invoice_issued_at ? ` (nadany ${dateTime(o.invoice_issued_at)})` : ""}
        </p>
        <div className="adm-actions">
          {!o.invoice_number && may("orders.invoice") && o.status !== "canceled" ? (
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => void run("invoice", setInvoice, () => adminCall("POST", `/orders/${o.id}/invoice`, csrf), "Numer faktury nadany.")}
            >
              Nadaj numer faktury
            </button>
          ) : null}
          {may("orders.resend") ? (
            <button
              type="button"
              disabled={busy !== null}
              onClick={() =>
                void run(
                  "resend",
                  setResend,
                  () => adminCall("POST", `/orders/${o.id}/resend-confirmation`, csrf),
                  `Potwierdzenie zamówienia wysłane ponownie na ${o.customer_email}.`,
                )
              }
            >
              Wyślij ponownie potwierdzenie
            </button>
          ) : null}
        </div>
        <Result state={invoice} />
        <Result state={resend} />
      </section>
    </>
  );
}
