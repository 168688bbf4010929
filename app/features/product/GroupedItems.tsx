/**
 * Grouped product: its items in a table with price, stock and a quantity each, the live total, and the add button,
 * which says what it will add ("Dodaj 2 produkty do koszyka — 67,00 zł") and is off, with the reason next to it, while
 * nothing is chosen (issue 16). Loaded only for grouped products (parts.ts).
 */
import { useId, useState } from "react";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { Link } from "react-router";
import { formatPrice } from "../../../domain/money.ts";
import { defaultGroupedQtys, groupedQtyCount, groupedSelection, groupedTotal, type GroupedQtys } from "./grouped.ts";
import { useFormCheck, type FormChecks } from "./form-checks.ts";
import { Price } from "../../components/Price.tsx";
import { imageUrl } from "../../lib/urls.ts";
import { QtyInput } from "./QtyInput.tsx";
import { StockStatus } from "./PriceBox.tsx";
import { qtyRange } from "./stock.ts";
import type { GroupedItem } from "./types.ts";
import { TableHead } from "../../components/TableHead.tsx";

/**
 * The purchase form's grouped items: the catalogue's default quantities, and the form's submit button (the form
 * shows none of its own for a grouped product); submitting needs at least one item.
 */
export function GroupedPart({ items, checks, adding }: { items: GroupedItem[]; checks: FormChecks; adding: boolean }) {
  const { t } = useTranslation("product");
  const hintId = useId();
  const [qtys, setQtys] = useState<GroupedQtys>(() => defaultGroupedQtys(items));
  useFormCheck(checks, "grouped", () => (groupedQtyCount(qtys) === 0 ? { type: "warning", message: t("groupedChooseQty") } : null));
  const { count, total } = groupedSelection(items, qtys);
  return (
    <>
      <GroupedItems items={items} qtys={qtys} onChange={setQtys} />
      <div className="pdp-buy">
        <button type="submit" className="primary pdp-add" aria-busy={adding} disabled={count === 0} aria-describedby={count === 0 ? hintId : undefined}>
          {count === 0 ? t("addToCart") : t("groupedAdd", { count, total: formatPrice(total) })}
        </button>
        {/* a live region: the reason appears as the last quantity goes back to 0 */}
        <p id={hintId} className="pdp-grouped-hint" role="status">
          {count === 0 ? t("groupedChooseQty") : ""}
        </p>
      </div>
    </>
  );
}

export function GroupedItems({ items, qtys, onChange }: { items: GroupedItem[]; qtys: GroupedQtys; onChange: (q: GroupedQtys) => void }) {
  const { t } = useTranslation("product");
  // Product names are Polish in every language (WCAG 3.1.2).
  const pl = usePolishText();
  if (items.length === 0) return <p>{t("groupedEmpty")}</p>;
  return (
    <div className="pdp-options">
      <table className="pdp-grouped">
        <caption>{t("groupedCaption")}</caption>
        <TableHead columns={[t("product"), t("price"), t("qty")]} />
        <tbody>
          {items.map((item) => (
            <tr key={item.sku}>
              <th scope="row">
                <Link to={item.url} className="pdp-grouped-item">
                  {item.image ? <img src={imageUrl(item.image, 150)} width={48} height={48} alt="" loading="lazy" /> : null}
                  <span lang={pl}>{item.name}</span>
                </Link>
                <StockStatus stock={item.stock} />
              </th>
              <td>
                <Price item={item.price} compact />
              </td>
              <td>
                <QtyInput
                  label={<span className="visually-hidden">{t("qtyOf", { name: item.name })}</span>}
                  name={`super_group[${item.sku}]`}
                  value={qtys[item.sku] ?? 0}
                  max={qtyRange(item.stock).max}
                  disabled={!item.stock.is_in_stock}
                  onChange={(qty) => onChange({ ...qtys, [item.sku]: qty })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="pdp-total" aria-live="polite">
        {t("groupedTotal")} <strong>{formatPrice(groupedTotal(items, qtys))}</strong>
      </p>
    </div>
  );
}
