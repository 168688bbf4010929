/**
 * /admin/delivery: the shop's delivery and payment terms (docs/decisions/2026-11-26-delivery-rules-data.md). Per
 * carrier whether it is offered, its gross price and whether it collects cash on delivery; the free-delivery threshold,
 * the cash-on-delivery fee and the payment methods offered. Read with cms.read, changed with delivery.write (the
 * content role and the owner); the cart, the order and the shop's pages follow within seconds.
 */
import { useState, type FormEvent } from "react";
import { data } from "react-router";
import type { Route } from "./+types/admin.delivery";
import type { StaffDeliveryRules, StaffDeliveryRulesBody } from "../../contract/staff-delivery.ts";
import { adminCall, parseZloty, zlotyText } from "../features/admin/api.ts";
import { deliveryText, type DeliveryTextKey } from "../features/admin/delivery-texts.ts";
import { Result, dateTime, type ResultState, useRefresh } from "../features/admin/ui.tsx";
import { isLanguage, DEFAULT_LANGUAGE } from "../i18n/languages.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useAdminSession } from "./admin.tsx";
// Server-only: used by the loader alone.
import { ADMIN_HEADERS, valueOrError } from "../features/admin/session.server.ts";
import { requireContentStaff } from "../features/admin/content.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Dostawa i płatności | Zaplecze sklepu Kiosk" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { staff, content } = await requireContentStaff(args);
  return data({ rules: valueOrError(await content.deliveryRules(staff)) }, { headers: ADMIN_HEADERS });
}

const PAYMENT_METHODS = ["cashondelivery", "vue_payu_gateway", "vue_payu_gateway_blik"] as const;

type Row = { key: string; enabled: boolean; price: string; cod: boolean };
type Form = { rows: Row[]; threshold: string; fee: string; payments: StaffDeliveryRules["payment_methods"] };

const formOf = (r: StaffDeliveryRules): Form => ({
  rows: r.carriers.map((c) => ({ key: c.key, enabled: c.enabled, price: zlotyText(c.price_gross), cod: c.cash_on_delivery })),
  threshold: zlotyText(r.free_delivery_threshold_gross),
  fee: zlotyText(r.cod_fee_gross),
  payments: { ...r.payment_methods },
});

const MAX = 1_000_000;

export default function AdminDelivery({ loaderData: d }: Route.ComponentProps) {
  const session = useAdminSession();
  const refresh = useRefresh();
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const tx = (key: DeliveryTextKey, values?: Record<string, string>) => deliveryText(lang, key, values);
  const mayWrite = session.permissions.includes("delivery.write");
  const [form, setForm] = useState<Form>(() => formOf(d.rules));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<ResultState>({ kind: "idle" });
  const r = d.rules;

  const setRow = (key: string, change: Partial<Row>) => setForm((f) => ({ ...f, rows: f.rows.map((row) => (row.key === key ? { ...row, ...change } : row)) }));

  /** The body, or the sentences of the fields that are not amounts. */
  function check(): { body: StaffDeliveryRulesBody } | { errors: Record<string, string> } {
    const found: Record<string, string> = {};
    const amount = (text: string) => {
      const g = parseZloty(text);
      return g !== null && g <= MAX ? g : null;
    };
    const carriers = form.rows.map((row) => {
      const price = amount(row.price);
      if (price === null) found[`price-${row.key}`] = tx("errPrice");
      return { key: row.key, enabled: row.enabled, price_gross: price ?? 0, cash_on_delivery: row.cod };
    });
    const threshold = form.threshold.trim() === "" ? null : parseZloty(form.threshold);
    if (form.threshold.trim() !== "" && (threshold === null || threshold < 1)) found.threshold = tx("errThreshold");
    const fee = amount(form.fee);
    if (fee === null) found.fee = tx("errFee");
    if (Object.keys(found).length > 0) return { errors: found };
    return { body: { carriers, free_delivery_threshold_gross: threshold, cod_fee_gross: fee!, payment_methods: form.payments } };
  }

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const checked = check();
    if ("errors" in checked) {
      setErrors(checked.errors);
      return setState({ kind: "error", text: tx("errForm") });
    }
    setErrors({});
    const answer = await adminCall<StaffDeliveryRules>("PUT", "/delivery-rules", session.csrf_token, checked.body);
    if (answer.ok) {
      setState({ kind: "done", text: tx("saved") });
      setForm(formOf(answer.result));
      return refresh();
    }
    if (answer.code === "DELIVERY_NO_CARRIER_PL") {
      const problem = (answer.details as { errors?: { groups?: string[] }[] } | undefined)?.errors?.[0];
      const groups = (problem?.groups ?? []).map((g) => tx(`group_${g}` as DeliveryTextKey)).join(", ");
      setErrors({ carriers: tx("err_DELIVERY_NO_CARRIER_PL", { groups }) });
      return setState({ kind: "error", text: tx("errForm") });
    }
    if (answer.code === "DELIVERY_NO_ONLINE_PAYMENT") {
      setErrors({ payments: tx("err_DELIVERY_NO_ONLINE_PAYMENT") });
      return setState({ kind: "error", text: tx("errForm") });
    }
    setState({ kind: "error", text: answer.code === "DELIVERY_UNKNOWN_CARRIER" ? tx("err_DELIVERY_UNKNOWN_CARRIER") : answer.message });
  }

  async function reset() {
    const answer = await adminCall<StaffDeliveryRules>("DELETE", "/delivery-rules", session.csrf_token);
    if (!answer.ok) return setState({ kind: "error", text: answer.message });
    setErrors({});
    setState({ kind: "done", text: tx("resetDone") });
    setForm(formOf(answer.result));
    return refresh();
  }

  const fieldError = (id: string) =>
    errors[id] ? (
      <span id={`err-${id}`} className="adm-error">
        {errors[id]}
      </span>
    ) : null;
  const described = (id: string) => (errors[id] ? { "aria-invalid": true, "aria-describedby": `err-${id}` } : {});

  return (
    <>
      <h1>{tx("title")}</h1>
      <p>{tx("intro")}</p>
      <p className="adm-muted">{r.stored && r.updated_at ? tx("lastChange", { at: dateTime(r.updated_at), who: r.updated_by ?? "" }) : tx("fromCode")}</p>
      {mayWrite ? null : <p>{tx("readOnly")}</p>}
      <Result state={state} />
      <form className="adm-card" onSubmit={(e) => void save(e)} aria-label={tx("title")} noValidate>
        <fieldset disabled={!mayWrite}>
          <legend>{tx("carriers")}</legend>
          {fieldError("carriers")}
          <div className="adm-table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{tx("carrier")}</th>
                  <th scope="col">{tx("countries")}</th>
                  <th scope="col">{tx("enabled")}</th>
                  <th scope="col">{tx("price")}</th>
                  <th scope="col">{tx("cod")}</th>
                </tr>
              </thead>
              <tbody>
                {r.carriers.map((c) => {
                  const row = form.rows.find((x) => x.key === c.key)!;
                  const name = c.method_title;
                  return (
                    <tr key={c.key} data-carrier={c.key}>
                      <th scope="row">{name}</th>
                      <td>{c.countries.join(", ")}</td>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`${tx("enabled")}: ${name}`}
                          checked={row.enabled}
                          onChange={(e) => setRow(c.key, { enabled: e.target.checked })}
                        />
                      </td>
                      <td>
                        <input
                          aria-label={`${tx("price")}: ${name}`}
                          inputMode="decimal"
                          size={8}
                          value={row.price}
                          onChange={(e) => setRow(c.key, { price: e.target.value })}
                          {...described(`price-${c.key}`)}
                        />
                        {fieldError(`price-${c.key}`)}
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`${tx("cod")}: ${name}`}
                          checked={row.cod}
                          onChange={(e) => setRow(c.key, { cod: e.target.checked })}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </fieldset>
        <fieldset disabled={!mayWrite}>
          <div className="adm-form">
            <div>
              <label htmlFor="d-threshold">{tx("freeThreshold")}</label>
              <input
                id="d-threshold"
                inputMode="decimal"
                value={form.threshold}
                onChange={(e) => setForm((f) => ({ ...f, threshold: e.target.value }))}
                {...described("threshold")}
              />
              {fieldError("threshold")}
            </div>
            <div>
              <label htmlFor="d-fee">{tx("codFee")}</label>
              <input id="d-fee" inputMode="decimal" value={form.fee} onChange={(e) => setForm((f) => ({ ...f, fee: e.target.value }))} {...described("fee")} />
              {fieldError("fee")}
            </div>
          </div>
        </fieldset>
        <fieldset disabled={!mayWrite}>
          <legend>{tx("payments")}</legend>
          {fieldError("payments")}
          {PAYMENT_METHODS.map((m) => (
            <div key={m}>
              <label>
                <input
                  type="checkbox"
                  checked={form.payments[m]}
                  onChange={(e) => setForm((f) => ({ ...f, payments: { ...f.payments, [m]: e.target.checked } }))}
                />{" "}
                {tx(`pm_${m}`)}
              </label>
            </div>
          ))}
        </fieldset>
        {mayWrite ? (
          <div className="adm-actions">
            <button type="submit">{tx("save")}</button>
            {r.stored ? (
              <button type="button" className="secondary" onClick={() => void reset()}>
                {tx("reset")}
              </button>
            ) : null}
          </div>
        ) : null}
      </form>
    </>
  );
}
