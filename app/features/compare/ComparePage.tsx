/** The compare page: up to 4 products side by side, with remove buttons and an empty state. */
import { useState } from "react";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { Link } from "react-router";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { Price } from "../../components/Price.tsx";
import { imageUrl } from "../../lib/urls.ts";
import type { Language } from "../../i18n/languages.ts";
import { formatDate } from "../product/format.ts";
import { stockLevel } from "../product/stock.ts";
import { COMPARE_MAX } from "./compare-storage.ts";
import { compareRows } from "./compare-rows.ts";
import type { CompareData } from "./load-compare.ts";
import { useCompareList } from "./use-compare-list.ts";
import "./compare.css";

export function ComparePage({ data, lang }: { data: CompareData | null; lang: Language }) {
  const { t } = useTranslation("product");
  // Product names are Polish in every language (WCAG 3.1.2).
  const pl = usePolishText();
  const { remove, clear } = useCompareList();
  const [products, setProducts] = useState(data?.products ?? []);
  const rows = compareRows(products, data?.labels ?? {}, {
    date: (iso) => formatDate(iso, lang),
    type: (type) => t(`type_${type}`, { defaultValue: type }),
    stock: (p) => t(`stock_${stockLevel(p.stock)}`),
  });
  const title = t("compareTitle");
  return (
    <div className="cmp">
      <Breadcrumbs items={[{ name: title }]} />
      <h1>{title}</h1>
      {data === null ? (
        <p role="status">{t("compareLoading")}</p>
      ) : products.length === 0 ? (
        <div className="cmp-empty">
          <p>{t("compareEmpty", { count: COMPARE_MAX })}</p>
          <Link to="/" className="button">
            {t("continueShopping")}
          </Link>
        </div>
      ) : (
        <>
          <p className="cmp-intro">
            {t("compareCount", { count: products.length, max: COMPARE_MAX })}{" "}
            <button
              type="button"
              className="link-button cmp-clear"
              onClick={() => {
                clear();
                setProducts([]);
              }}
            >
              {t("compareClear")}
            </button>
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus so it can be scrolled without a mouse (WCAG 2.1.1) */}
          <section className="cmp-scroll" aria-labelledby="cmp-caption" tabIndex={0}>
            <table className="cmp-table">
              <caption id="cmp-caption" className="visually-hidden">
                {title}
              </caption>
              <thead>
                <tr>
                  <td />
                  {products.map((p) => (
                    <th key={p.sku} scope="col">
                      <Link to={p.url} className="cmp-product">
                        <span className="cmp-image">
                          {p.image ? <img src={imageUrl(p.image, 150)} alt="" width={120} height={120} loading="lazy" /> : null}
                        </span>
                        <span className="cmp-name" lang={pl}>
                          {p.name}
                        </span>
                      </Link>
                      <Price item={p.price} compact from={p.priceFrom === true} />
                      <button
                        type="button"
                        className="cmp-remove"
                        aria-label={t("compareRemoveNamed", { name: p.name })}
                        onClick={() => {
                          remove(p.sku);
                          setProducts((list) => list.filter((x) => x.sku !== p.sku));
                        }}
                      >
                        <span aria-hidden="true">× </span>
                        {t("compareRemove")}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{t(`compareRow_${row.key}`)}</th>
                    {row.values.map((v, i) => (
                      <td key={products[i]?.sku ?? i}>
                        {v ?? (
                          <>
                            <span aria-hidden="true">–</span>
                            <span className="visually-hidden">{t("noValue")}</span>
                          </>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {data.missing.length ? <p className="pdp-muted">{t("compareMissing", { count: data.missing.length })}</p> : null}
        </>
      )}
    </div>
  );
}
