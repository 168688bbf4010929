/**
 * A price as shoppers must see it in Poland: "1 234,56 zł", and next to every discount the lowest price
 * of the 30 days before it (Omnibus), with the discount measured against that price. `from`: the lowest of
 * several prices (a grouped product's members), said as "od 33,49 zł" as on its page.
 */
import { useTranslation } from "../i18n/react.tsx";
import { formatPrice, toGrosze } from "../../domain/money.ts";

export interface PriceData {
  price_incl_tax: number;
  final_price_incl_tax: number;
  is_discounted: boolean;
  lowest_price_30d: number | null;
}

export function Price({ item, compact = false, from = false }: { item: PriceData; compact?: boolean; from?: boolean }) {
  const { t } = useTranslation("catalog");
  const now = formatPrice(toGrosze(item.final_price_incl_tax));
  const fromWord = from ? <span className="price-from">{t("priceFrom")} </span> : null;
  if (!item.is_discounted) {
    return (
      <p className="price">
        {fromWord}
        <span className="price-now">{now}</span>
      </p>
    );
  }
  const lowest = item.lowest_price_30d ?? item.price_incl_tax;
  return (
    <p className="price">
      {fromWord}
      <span className="price-now sale">
        <span className="visually-hidden">{t("priceNow")} </span>
        {now}
      </span>
      {!compact ? (
        <span className="price-regular">
          {t("priceRegular")} <s>{formatPrice(toGrosze(item.price_incl_tax))}</s>
        </span>
      ) : null}
      <span className="omnibus">{t("lowest30", { price: formatPrice(toGrosze(lowest)) })}</span>
    </p>
  );
}
