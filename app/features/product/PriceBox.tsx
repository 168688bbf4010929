/**
 * The price the shopper pays (special-price window already applied by the API) with the Omnibus line, a
 * "-X%" badge measured against the 30-day lowest price, the VAT note (a gift card: not subject to VAT) and the stock status (or the pre-order's dates). It is a polite
 * live region: choosing another variant announces its price and availability. `from`: the lowest of
 * several prices (a grouped product's items).
 */
// NOT_SUBJECT (a constant the bundler inlines) rather than isTaxed: a function of domain/vat.ts would be the
// only code of that module on the product page and, as the checkout's modules import it too, a file of its own
// beside the page's chunk (vite.config.ts, DISPATCHED_ROUTES).
import { NOT_SUBJECT } from "../../../domain/vat.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { Price } from "../../components/Price.tsx";
import { PreorderNote } from "../../components/Preorder.tsx";
import { stockLevel } from "./stock.ts";
import type { PagePrice, PageStock } from "./types.ts";

export function PriceBox({ price, stock, id, from = false }: { price: PagePrice; stock: PageStock; id?: string; from?: boolean }) {
  const { t } = useTranslation("product");
  return (
    <div className="pdp-price" aria-live="polite" aria-atomic="true">
      <div className="pdp-price-row">
        {from ? <span className="pdp-price-from">{t("priceFrom")}</span> : null}
        <Price item={price} />
        {price.is_discounted && price.discount_percent > 0 ? (
          <span className="pdp-badge">
            <span aria-hidden="true">-{price.discount_percent}%</span>
            <span className="visually-hidden">{t("discountBadge", { percent: price.discount_percent })}</span>
          </span>
        ) : null}
      </div>
      <p className="pdp-vat">{price.tax_rate !== NOT_SUBJECT ? t("vatIncluded", { rate: price.tax_rate }) : t("vatOutside")}</p>
      <StockStatus stock={stock} {...(id ? { id } : {})} />
    </div>
  );
}

export function StockStatus({ stock, id }: { stock: Pick<PageStock, "is_in_stock" | "qty" | "manage_stock" | "preorder">; id?: string }) {
  const { t } = useTranslation("product");
  const level = stockLevel(stock);
  if (stock.preorder) return <PreorderNote preorder={stock.preorder} className="pdp-stock pdp-stock-preorder" {...(id ? { id } : {})} />;
  return (
    <p className={`pdp-stock pdp-stock-${level}`} id={id}>
      <span className="pdp-stock-dot" aria-hidden="true" />
      {t(`stock_${level}`)}
    </p>
  );
}
