/** Downloadable product: the files, formats and download limits, free samples, and the withdrawal notice. Loaded only for downloadable products (parts.ts). */
import { useTranslation } from "../../i18n/react.tsx";
import type { DownloadLink } from "./types.ts";

export function Downloads({ links }: { links: DownloadLink[] }) {
  const { t } = useTranslation("product");
  return (
    <section className="pdp-downloads" aria-labelledby="pdp-downloads-title">
      <h2 id="pdp-downloads-title">{t("downloadsTitle")}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.id}>
            <span className="pdp-download-title">{l.title}</span>
            <span className="pdp-format">{l.format.toUpperCase()}</span>
            <span className="pdp-muted">{l.downloads === null ? t("downloadsUnlimited") : t("downloadsLimit", { count: l.downloads })}</span>
            {l.sampleUrl ? (
              <a href={l.sampleUrl} className="pdp-sample" download>
                {t("sample", { format: l.format.toUpperCase() })}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="pdp-note">{t("withdrawalDigital")}</p>
    </section>
  );
}
