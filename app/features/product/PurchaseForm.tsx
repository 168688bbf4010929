/**
 * The buying area: the options of the product type (variant, bundle, grouped items, subscription, custom
 * options), the quantity and "Add to cart". The checks of specification section 5 run before submitting:
 * unknown configuration, out of stock, required options missing.
 */
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { toGrosze } from "../../../domain/money.ts";
import { useNotify, type ToastType } from "../../components/Toasts.tsx";
import type { Language } from "../../i18n/languages.ts";
import { BundleOptions } from "./BundleOptions.tsx";
import { defaultBundleSelection, missingBundleOptions, type BundleSelection } from "./bundle.ts";
import { CustomOptionsFields } from "./CustomOptionsFields.tsx";
import { missingCustomOptions, type CustomOptionSelection } from "./custom-options.ts";
import { GroupedItems } from "./GroupedItems.tsx";
import { defaultGroupedQtys, groupedQtyCount, type GroupedQtys } from "./grouped.ts";
import { qtyRange } from "./stock.ts";
import { defaultSubscriptionChoice, SubscriptionOptions, type SubscriptionChoice } from "./SubscriptionOptions.tsx";
import type { PagePrice, PageProduct, PageStock } from "./types.ts";

export function PurchaseForm({
  product,
  childSku,
  noSuchVariant,
  price,
  stock,
  lang,
  stockId,
  variantFields,
}: {
  product: PageProduct;
  /** the chosen child of a configurable product */
  childSku: string | null;
  /** a configurable product whose chosen values match no child */
  noSuchVariant: boolean;
  price: PagePrice;
  stock: PageStock;
  lang: Language;
  /** id of the stock status, which explains why buying is refused */
  stockId: string;
  /** the configurable options, rendered inside the form so their values are submitted */
  variantFields: ReactNode;
}) {
  const { t } = useTranslation("product");
  const notify = useNotify();
  const qtyId = useId();
  const [bundle, setBundle] = useState<BundleSelection>(() => (product.bundle ? defaultBundleSelection(product.bundle) : {}));
  const [grouped, setGrouped] = useState<GroupedQtys>(() => (product.grouped ? defaultGroupedQtys(product.grouped) : {}));
  const [subscription, setSubscription] = useState<SubscriptionChoice>(() =>
    product.subscription ? defaultSubscriptionChoice(product.subscription) : { numberOptionId: null, startingNumberId: null },
  );
  const [custom, setCustom] = useState<CustomOptionSelection>({});
  const range = qtyRange(stock);
  const soldOut = product.grouped ? false : !stock.is_in_stock;

  /** Why the product cannot be added as chosen (null: it can). */
  function problem(): { type: ToastType; message: string } | null {
    if (product.configurable && (noSuchVariant || childSku === null)) return { type: "warning", message: t(noSuchVariant ? "noSuchConfiguration" : "noVariants") };
    if (soldOut) return { type: "error", message: t("outOfStockCannotAdd") };
    if (product.bundle) {
      const missing = missingBundleOptions(product.bundle, bundle);
      if (missing.length) return { type: "warning", message: t("chooseRequired", { names: missing.map((o) => o.title).join(", ") }) };
    }
    if (product.grouped && groupedQtyCount(grouped) === 0) return { type: "warning", message: t("groupedChooseQty") };
    if (product.customOptions) {
      const missing = missingCustomOptions(product.customOptions, custom);
      if (missing.length) return { type: "warning", message: t("chooseRequired", { names: missing.map((o) => o.title).join(", ") }) };
    }
    return null;
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const found = problem();
    if (found) {
      e.preventDefault();
      notify(found);
    }
  };

  return (
    // PLACEHOLDER (cart issue): this form posts to /cart/add, which does not exist yet. The cart feature
    // wires it (e.g. a fetcher submission with these field names: sku, child_sku, qty, super_attribute[code],
    // bundle_option[id], bundle_option_qty[id][link], super_group[sku], number_option, starting_number,
    // options[id]) and replaces the plain browser post. The checks in onSubmit stay.
    <form method="post" action="/cart/add" className="pdp-purchase" onSubmit={onSubmit} aria-label={t("purchaseForm")}>
      <input type="hidden" name="sku" value={product.sku} />
      {product.configurable ? (
        <>
          <input type="hidden" name="child_sku" value={childSku ?? ""} />
          {variantFields}
        </>
      ) : null}
      {product.bundle ? <BundleOptions options={product.bundle} selection={bundle} onChange={setBundle} /> : null}
      {product.grouped ? <GroupedItems items={product.grouped} qtys={grouped} onChange={setGrouped} /> : null}
      {product.subscription ? <SubscriptionOptions info={product.subscription} choice={subscription} onChange={setSubscription} lang={lang} /> : null}
      {product.customOptions ? <CustomOptionsFields options={product.customOptions} selection={custom} base={toGrosze(price.final_price_incl_tax)} onChange={setCustom} /> : null}
      <div className="pdp-buy">
        {product.grouped ? null : (
          <span className="pdp-qty pdp-qty-main">
            <label htmlFor={qtyId}>{t("qty")}</label>
            <input id={qtyId} type="number" inputMode="numeric" name="qty" min={range.min} max={range.max} step={1} defaultValue={range.min} required />
          </span>
        )}
        <button type="submit" className="primary pdp-add" aria-describedby={soldOut || noSuchVariant ? stockId : undefined}>
          {t("addToCart")}
        </button>
      </div>
    </form>
  );
}
