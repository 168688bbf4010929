/**
 * Adding to the cart from a product page or a tile: the lines go to the cart, and the outcome is a toast
 * (docs/storefront.md §8): "Product has been added to the cart!" or "Product quantity has been updated!" with OK and
 * "Proceed to checkout", or the translated error of the API.
 */
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { addToCart, type NewCartItem } from "./cart.ts";
import { outcomeMessage } from "./messages.ts";

export function useAddToCart() {
  const { t } = useTranslation("cart");
  const notify = useNotify();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const add = useCallback(
    async (items: NewCartItem[]) => {
      if (items.length === 0) return;
      if (items.some((i) => !Number.isInteger(i.qty) || i.qty < 1)) {
        notify({ type: "error", message: t("err_INVALID_QTY") });
        return;
      }
      setAdding(true);
      try {
        const outcome = await addToCart(items);
        notify(
          outcome.ok
            ? {
                type: "success",
                message: outcomeMessage(t, outcome),
                action1: { label: t("ok") },
                action2: { label: t("proceedToCheckout"), onClick: () => void navigate("/checkout") },
              }
            : { type: outcome.error === "UNKNOWN_CONFIGURATION" ? "warning" : "error", message: outcomeMessage(t, outcome) },
        );
      } finally {
        setAdding(false);
      }
    },
    [notify, t, navigate],
  );
  return { add, adding };
}
