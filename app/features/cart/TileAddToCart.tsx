/** "Add to cart" on a listing tile, for products without options (simple, single issue, virtual, download). */
import type { PreorderInfo } from "../../../domain/preorder.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { useAddToCart } from "./use-add-to-cart.ts";

export function TileAddToCart({
  item,
}: {
  item: {
    sku: string;
    parentSku: string;
    name: string;
    slug: string;
    type_id: string;
    image: string | null;
    final_price_incl_tax: number;
    preorder?: PreorderInfo | null;
  };
}) {
  const { t } = useTranslation("product");
  const { add, adding } = useAddToCart();
  return (
    <button
      type="button"
      className="ptile-add"
      aria-busy={adding}
      aria-label={`${t("addToCart")}: ${item.name}`}
      onClick={() =>
        void add([
          {
            sku: item.sku,
            parentSku: item.parentSku,
            name: item.name,
            qty: 1,
            product_type: item.type_id,
            price_incl_tax: item.final_price_incl_tax,
            image: item.image,
            slug: item.slug,
            ...(item.preorder ? { preorder: item.preorder } : {}),
          },
        ])
      }
    >
      {t("addToCart")}
    </button>
  );
}
