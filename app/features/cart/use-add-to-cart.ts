/**
 * Adding to the cart from a product page or a tile: the lines go to the cart, and the outcome is a toast
 * (docs/storefront.md §8): "Product has been added to the cart!" or "Product quantity has been updated!" with OK and
 * "Proceed to checkout" (a pre-order's toast adds its release and dispatch dates), or the translated error of the API.
 */
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import type { TFunction } from "../../i18n/translator.ts";
import { useNotify } from "../../components/Toasts.tsx";
import { addToCart, type NewCartItem } from "./cart.ts";
import { outcomeMessage } from "./messages.ts";
import { formatDate } from "../product/format.ts";
import type { Language } from "../../i18n/languages.ts";

/** A pre-order's toast says it is one, with its release and dispatch dates (`common`: the "common" namespace). */
export function withPreorder(message: string, items: readonly NewCartItem[], common: TFunction, lang: Language): string {
  const p = items.find((i) => i.preorder)?.preorder;
  if (!p) return message;
  const dates = common("preorderDates", { release: formatDate(p.release_date, lang), dispatch: formatDate(p.dispatch_date, lang) });
  return `${message} ${common("preorder")}: ${dates}.`;
}

export function useAddToCart() {
  const { t, i18n } = useTranslation("cart");
  const { t: common } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const add = useCallback(
    /** Adds the lines and tells the shopper how it went; true when they are in the cart. */
    async (items: NewCartItem[]): Promise<boolean> => {
      if (items.length === 0) return false;
      if (items.some((i) => !Number.isInteger(i.qty) || i.qty < 1)) {
        notify({ type: "error", message: t("err_INVALID_QTY") });
        return false;
      }
      setAdding(true);
      try {
        const outcome = await addToCart(items);
        notify(
          outcome.ok
            ? {
                type: "success",
                message: withPreorder(outcomeMessage(t, outcome), items, common, i18n.language),
                action1: { label: t("ok") },
                action2: { label: t("proceedToCheckout"), onClick: () => void navigate("/checkout") },
              }
            : { type: outcome.error === "UNKNOWN_CONFIGURATION" ? "warning" : "error", message: outcomeMessage(t, outcome) },
        );
        return outcome.ok;
      } finally {
        setAdding(false);
      }
    },
    [notify, t, common, i18n.language, navigate],
  );
  return { add, adding };
}
