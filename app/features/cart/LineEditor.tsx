/**
 * Edit mode of a configurable line (docs/storefront.md §4): choose another size or colour and quantity.
 * The options come from the catalogue's product; a combination no child has is refused with the warning of
 * docs/storefront.md §8, before anything is sent.
 */
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { DEFAULT_LANGUAGE, pageLanguage } from "../../i18n/languages.ts";
import type { CartOutcome } from "./cart.ts";
import { changeCartLine } from "./cart-actions.ts";
import type { CartItem } from "./types.ts";

interface CatalogOption {
  attribute_id: number;
  attribute_code: string;
  label: string;
  values: { value_index: number; label: string }[];
}
interface CatalogChild {
  sku: string;
  image?: string | null;
  final_price_incl_tax?: number;
  stock?: { is_in_stock?: boolean };
  [code: string]: unknown;
}

export default function LineEditor({ item, onDone, run }: { item: CartItem; onDone: () => void; run: (work: Promise<CartOutcome>) => Promise<CartOutcome> }) {
  const { t } = useTranslation("cart");
  const id = useId();
  const [product, setProduct] = useState<{ options: CatalogOption[]; children: CatalogChild[] } | null>(null);
  const initial = Object.fromEntries(
    (item.product_option?.extension_attributes.configurable_item_options ?? []).map((o) => [o.option_id, Number(o.option_value)]),
  );
  const [chosen, setChosen] = useState<Record<string, number>>(initial);
  const [qty, setQty] = useState(String(item.qty));
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // The options' labels (colour, size) in the page's language.
    const lang = pageLanguage();
    void fetch(`/api/catalog/product?sku=${encodeURIComponent(item.parentSku)}${lang === DEFAULT_LANGUAGE ? "" : `&lang=${lang}`}`)
      .then((r) => r.json() as Promise<{ code: number; result?: { configurable_options?: CatalogOption[]; configurable_children?: CatalogChild[] } }>)
      .then((body) => {
        if (live && body.code === 200 && body.result)
          setProduct({ options: body.result.configurable_options ?? [], children: body.result.configurable_children ?? [] });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [item.parentSku]);

  if (!product) return <p>{t("totalsPending")}</p>;

  const inStockChild = (choice: Record<string, number>) =>
    product.children.find((c) => product.options.every((o) => c[o.attribute_code] === choice[String(o.attribute_id)]) && c.stock?.is_in_stock !== false);
  const child = inStockChild(chosen);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const count = Number(qty);
    if (!Number.isInteger(count) || count < 1) return setProblem(t("err_INVALID_QTY"));
    if (!child || !product) return setProblem(t("err_UNKNOWN_CONFIGURATION"));
    const outcome = await run(
      changeCartLine(item, {
        sku: child.sku,
        parentSku: item.parentSku,
        name: item.name,
        qty: count,
        product_type: item.product_type,
        price_incl_tax: child.final_price_incl_tax ?? item.price_incl_tax,
        image: child.image ?? item.image,
        slug: item.slug,
        product_option: {
          extension_attributes: {
            configurable_item_options: product.options.map((o) => ({
              option_id: String(o.attribute_id),
              option_value: String(chosen[String(o.attribute_id)]),
            })),
          },
        },
      }),
    );
    if (outcome.ok) onDone();
  }

  return (
    <form className="line-editor" onSubmit={(e) => void onSubmit(e)} aria-label={t("editItem", { name: item.name })}>
      {product.options.map((o) => (
        <p key={o.attribute_id}>
          <label htmlFor={`${id}-${o.attribute_id}`}>{o.label}</label>
          <select
            id={`${id}-${o.attribute_id}`}
            value={chosen[String(o.attribute_id)] ?? ""}
            onChange={(e) => {
              setProblem(null);
              setChosen({ ...chosen, [String(o.attribute_id)]: Number(e.target.value) });
            }}
          >
            {o.values.map((v) => (
              <option key={v.value_index} value={v.value_index} disabled={!inStockChild({ ...chosen, [String(o.attribute_id)]: v.value_index })}>
                {v.label}
              </option>
            ))}
          </select>
        </p>
      ))}
      <p>
        <label htmlFor={`${id}-qty`}>{t("qtyOf", { name: item.name })}</label>
        <input id={`${id}-qty`} type="number" min={1} step={1} inputMode="numeric" value={qty} onChange={(e) => setQty(e.target.value)} />
      </p>
      {!child ? (
        <p className="line-editor-warning" role="status">
          {t("noSuchVariant")}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="error">
          {problem}
        </p>
      ) : null}
      <div className="confirm-actions">
        <button type="submit" className="primary">
          {t("save")}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
