/**
 * A price as shoppers must see it in Poland: "1 234,56 zł", and next to every discount the lowest price
 * of the 30 days before it (Omnibus), with the discount measured against that price. `from`: the lowest of
 * several prices (a grouped product's members), said as "od 33,49 zł" as on its page.
 */
import { useTranslation } from "../i18n/react.tsx";
import { formatPrice, plnToGrosze } from "../../domain/money.ts";

export interface PriceData {
  price_incl_tax: number;
  final_price_incl_tax: number;
  is_discounted: boolean;
  lowest_price_30d: number | null;
}

/**
 * The server decides what is a reduction (domain/omnibus.ts priceReduction, sent as is_discounted with the
 * 30-day low): only then is the price red, the regular price struck through and the 30-day low labelled as
 * the price before the reduction. A special price that is no reduction is a plain price; the full (product
 * page) form still gives its 30-day low, as information.
 */
export function Price({ item, compact = false, from = false }: { item: PriceData; compact?: boolean; from?: boolean }) {
  const { t } = useTranslation("catalog");
  const now = formatPrice(plnToGrosze(item.final_price_incl_tax));
  const lowest = item.lowest_price_30d;
  const fromWord = from ? <span className="price-from">{t("priceFrom")} </span> : null;
  if (!item.is_discounted || lowest === null) {
    return (
      <p className="price">
        {fromWord}
        <span className="price-now">{now}</span>
        {!compact && lowest !== null ? <span className="omnibus omnibus-info">{t("lowest30Info", { price: formatPrice(plnToGrosze(lowest)) })}</span> : null}
      </p>
    );
  }
  return (
    <p className="price">
      {fromWord}
      <span className="price-now sale">
        <span className="visually-hidden">{t("priceNow")} </span>
        {now}
      </span>
      {!compact ? (
        <span className="price-regular">
          {t("priceRegular")} <s>{formatPrice(plnToGrosze(item.price_incl_tax))}</s>
        </span>
      ) : null}
      <span className="omnibus">{t("lowest30", { price: formatPrice(plnToGrosze(lowest)) })}</span>
    </p>
  );
}
