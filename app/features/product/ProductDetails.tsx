/** Description and the attribute table (author, publisher, ISBN, EAN, premiere, form, series, …). */
import { useTranslation } from "../../i18n/react.tsx";
import type { Language } from "../../i18n/languages.ts";
import { formatDate } from "./format.ts";
import type { AttributeRow } from "./types.ts";

export function ProductDetails({ description, attributes, lang }: { description: string; attributes: AttributeRow[]; lang: Language }) {
  const { t } = useTranslation("product");
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
            <p key={i}>{p}</p>
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
                  <td>{row.kind === "date" ? formatDate(row.value, lang) : row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
