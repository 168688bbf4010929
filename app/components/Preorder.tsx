/**
 * What a pre-order says wherever it is shown (docs/storefront.md, "Pre-orders"): "Przedsprzedaż" with its release
 * date and expected dispatch date (domain/preorder.ts), and, for a cart or an order holding pre-orders, when the
 * order ships (the shop sends an order whole, when its last item is available).
 */
import type { OrderDispatch, PreorderInfo } from "../../domain/preorder.ts";
import { useTranslation } from "../i18n/react.tsx";
import { formatDate } from "../features/product/format.ts";

/** "Przedsprzedaż · premiera 24.01.2027, wysyłka 25.01.2027". */
export function PreorderNote({ preorder, className = "", id }: { preorder: PreorderInfo; className?: string; id?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <p className={`preorder-note ${className}`.trim()} id={id}>
      <strong className="preorder-label">{t("preorder")}</strong>{" "}
      <span className="preorder-dates">
        {t("preorderDates", { release: formatDate(preorder.release_date, lang), dispatch: formatDate(preorder.dispatch_date, lang) })}
      </span>
    </p>
  );
}

/** The contract's dispatch answer (totals, order record): `dispatch_date` is null for "now". */
export type DispatchAnswer = { kind: OrderDispatch["kind"]; dispatch_date: string | null };

/** When an order holding pre-orders ships; nothing for an order that ships as usual. */
export function DispatchNote({ dispatch, className = "" }: { dispatch: DispatchAnswer | null | undefined; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!dispatch || dispatch.kind === "now" || !dispatch.dispatch_date) return null;
  return <p className={`dispatch-note ${className}`.trim()}>{t(`dispatch_${dispatch.kind}`, { date: formatDate(dispatch.dispatch_date, i18n.language) })}</p>;
}
