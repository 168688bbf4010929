/**
 * The microcart panel (docs/storefront.md §2 and §9): the lines with their options, 150×150 images,
 * quantity controls and row totals; the coupon; the free-delivery progress; the totals' segments; and
 * "Proceed to checkout". Loaded with the panel's first opening.
 */
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { Panel, usePanels } from "../../components/Panels.tsx";
import { useCart } from "./cart.ts";
import { CartLine } from "./CartLine.tsx";
import { CouponForm } from "./CouponForm.tsx";
import { CartSummary } from "./CartSummary.tsx";
import { useViewCartTracking } from "../analytics/use-view-cart.ts";
import "./cart.css";

export function Microcart() {
  const { t } = useTranslation("cart");
  const { open, close } = usePanels();
  const cart = useCart();
  useViewCartTracking(open === "microcart", cart);
  const items = cart.cartItems;
  return (
    <Panel name="microcart" title={t("cart")}>
      {items.length === 0 ? (
        <div className="microcart-empty">
          <p>{t("empty")}</p>
          <button type="button" className="primary" onClick={close}>
            {t("continueShopping")}
          </button>
        </div>
      ) : (
        <div className="microcart">
          <ul className="cart-lines">
            {items.map((item) => (
              <CartLine key={`${item.server_item_id ?? "new"}-${item.sku}-${JSON.stringify(item.product_option ?? null)}`} item={item} />
            ))}
          </ul>
          <CouponForm totals={cart.platformTotals} />
          <CartSummary totals={cart.platformTotals} />
          <Link to="/checkout" className="button microcart-checkout">
            {t("proceedToCheckout")}
          </Link>
          <button type="button" className="link-button microcart-continue" onClick={close}>
            {t("continueShopping")}
          </button>
        </div>
      )}
    </Panel>
  );
}
