/**
 * The buying area: the options of the product type (variant, bundle, grouped items, subscription, custom
 * options), the quantity (held to what can be bought, saying so) and "Add to cart". The checks of docs/storefront.md §5 run before submitting:
 * unknown configuration, out of stock, required options missing. The type's fields load with the type
 * (parts.ts) and bring their own checks (form-checks.ts).
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { plnToGrosze } from "../../../domain/money.ts";
import { useNotify } from "../../components/Toasts.tsx";
import { lazyModule, Loaded, onIntent } from "../../components/lazy.tsx";
import { QtyLimitNote } from "../../components/QtyLimitNote.tsx";
import type { Language } from "../../i18n/languages.ts";
import { firstProblem, type FormChecks, type Problem } from "./form-checks.ts";
import { PRODUCT_PARTS } from "./parts.ts";
import { qtyRange } from "./stock.ts";
import type { PagePrice, PageProduct, PageStock } from "./types.ts";
import { useAddToCart } from "../cart/use-add-to-cart.ts";

/** Turning the form into cart lines is needed only on "add to cart": loaded when the form is first approached. */
const purchaseItemsModule = lazyModule(() => import("../cart/purchase-items.ts"));
const warmPurchaseItems = () => void purchaseItemsModule.load().catch(() => undefined);

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
  const { add, adding } = useAddToCart();
  const qtyId = useId();
  const checks: FormChecks = useRef({});
  const range = qtyRange(stock);
  const soldOut = product.grouped ? false : !stock.is_in_stock && !stock.preorder;
  // The quantity as typed (it may be empty while the shopper types); a number above what can be bought becomes
  // that number, and the note under the field says so (issue 16).
  const [qtyText, setQtyText] = useState(String(range.min));
  const [limitedTo, setLimitedTo] = useState<number | null>(null);
  function onQty(text: string) {
    const typed = Number(text);
    if (text !== "" && Number.isFinite(typed) && typed > range.max) {
      setQtyText(String(range.max));
      setLimitedTo(range.max);
      return;
    }
    setQtyText(text);
    setLimitedTo(null);
  }

  /** Why the product cannot be added as chosen (null: it can). */
  function problem(): Problem | null {
    if (product.configurable && (noSuchVariant || childSku === null))
      return { type: "warning", message: t(noSuchVariant ? "noSuchConfiguration" : "noVariants") };
    if (soldOut) return { type: "error", message: t("outOfStockCannotAdd") };
    return firstProblem(checks);
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = problem();
    if (found) return notify(found);
    const form = new FormData(e.currentTarget);
    const { purchaseItems } = purchaseItemsModule.loaded ?? (await purchaseItemsModule.load());
    const items = purchaseItems(product, childSku, form);
    if (items.length === 0) return notify({ type: "warning", message: t("groupedChooseQty") });
    // A pre-order's dates go with its line, so the toast and the cart say them at once.
    void add(stock.preorder ? items.map((i) => ({ ...i, preorder: stock.preorder })) : items);
  };

  const { bundle, grouped, subscription, customOptions } = product;
  return (
    <form
      className="pdp-purchase"
      onSubmit={(e) => void onSubmit(e)}
      {...onIntent(warmPurchaseItems)}
      onTouchStart={warmPurchaseItems}
      aria-label={t("purchaseForm")}
    >
      <input type="hidden" name="sku" value={product.sku} />
      {product.configurable ? (
        <>
          <input type="hidden" name="child_sku" value={childSku ?? ""} />
          {variantFields}
        </>
      ) : null}
      {bundle ? (
        <Loaded module={PRODUCT_PARTS.bundle}>{(m) => <m.BundlePart options={bundle} base={plnToGrosze(price.final_price_incl_tax)} checks={checks} />}</Loaded>
      ) : null}
      {grouped ? <Loaded module={PRODUCT_PARTS.grouped}>{(m) => <m.GroupedPart items={grouped} checks={checks} adding={adding} />}</Loaded> : null}
      {subscription ? <Loaded module={PRODUCT_PARTS.subscription}>{(m) => <m.SubscriptionPart info={subscription} lang={lang} />}</Loaded> : null}
      {customOptions ? (
        <Loaded module={PRODUCT_PARTS.customOptions}>
          {(m) => <m.CustomOptionsPart options={customOptions} base={plnToGrosze(price.final_price_incl_tax)} checks={checks} />}
        </Loaded>
      ) : null}
      {/* a grouped product's part has its own button, which says what it adds */}
      {product.grouped ? null : (
        <div className="pdp-buy">
          <span className="pdp-qty pdp-qty-main">
            <label htmlFor={qtyId}>{t("qty")}</label>
            <input
              id={qtyId}
              type="number"
              inputMode="numeric"
              name="qty"
              min={range.min}
              max={range.max}
              step={1}
              value={qtyText}
              aria-describedby={`${qtyId}-limit`}
              onChange={(e) => onQty(e.target.value)}
              required
            />
          </span>
          <button type="submit" className="primary pdp-add" aria-busy={adding} aria-describedby={soldOut || noSuchVariant ? stockId : undefined}>
            {t("addToCart")}
          </button>
          <QtyLimitNote id={`${qtyId}-limit`} limitedTo={limitedTo} className="qty-limit pdp-qty-limit" />
        </div>
      )}
    </form>
  );
}
