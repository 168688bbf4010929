/** Description and the attribute table (author, publisher, ISBN, EAN, premiere, form, series, …). */
import { AppLink } from "../../components/AppLink.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { polishIn, type Language } from "../../i18n/languages.ts";
import { formatDate } from "./format.ts";
import type { AttributeRow } from "./types.ts";

/** Rows whose value is the product's own Polish text (not a name, a number or a translated label). */
const POLISH_VALUES: ReadonlySet<AttributeRow["key"]> = new Set(["pressType", "shippingSchedule"]);

export function ProductDetails({ description, attributes, lang }: { description: string; attributes: AttributeRow[]; lang: Language }) {
  const { t } = useTranslation("product");
  // The description and the product's own texts are Polish in every language (WCAG 3.1.2).
  const pl = polishIn(lang);
  const paragraphs = description
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="pdp-details">
      {paragraphs.length ? (
        <section aria-labelledby="pdp-description-title" className="pdp-description">
          <h2 id="pdp-description-title">{t("description")}</h2>
          {paragraphs.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph is its place in the description (texts may repeat); never reordered
            <p key={i} lang={pl}>
              {p}
            </p>
          ))}
        </section>
      ) : null}
      {attributes.length ? (
        <section aria-labelledby="pdp-attributes-title" className="pdp-attributes">
          <h2 id="pdp-attributes-title">{t("details")}</h2>
          <table>
            <tbody>
              {attributes.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{t(`attr_${row.key}`)}</th>
                  <td lang={POLISH_VALUES.has(row.key) ? pl : undefined}>
                    {row.kind === "date" ? formatDate(row.value, lang) : row.url ? <AppLink to={row.url}>{row.value}</AppLink> : row.value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
