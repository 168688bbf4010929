/**
 * /my-account/download: the customer's bought files (GET /api/download/products): title, format, order number,
 * status and downloads left ("Bez limitu" without a limit). "Pobierz" asks for a 5-minute link
 * (POST /api/download/:id/link) and starts the download; the list is read again so the count is current.
 */
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { DownloadItem } from "../../../contract/download.ts";
import { TableHead } from "../../components/TableHead.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { AccountPage } from "../account/AccountLayout.tsx";
import { FormMessage } from "../account/Field.tsx";
import { askLink, downloadErrorKey, listDownloads, startDownload } from "./downloads-api.ts";
import "../orders/orders.css";
import "./downloads.css";

export function DownloadsPage() {
  const { t } = useTranslation("downloads");
  const [items, setItems] = useState<DownloadItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    const answer = await listDownloads();
    if (answer.code !== 200) return setError(t(downloadErrorKey(answer)));
    setItems(answer.result.items);
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);

  async function download(item: DownloadItem) {
    setBusy(item.id);
    setError(null);
    setNotice(t("preparing"));
    const answer = await askLink(item.id);
    setBusy(null);
    if (answer.code !== 200) {
      setNotice(null);
      setError(t(downloadErrorKey(answer)));
      return void load();
    }
    startDownload(answer.result.url, answer.result.file_name);
    setNotice(t("started", { title: item.title }));
    // the count changes once the file is asked for
    setTimeout(() => void load(), 1500);
  }

  return (
    <AccountPage title={t("heading")}>
      <FormMessage error={error} />
      <p className="downloads-notice" role="status">
        {notice}
      </p>
      {items === null ? (
        error ? null : (
          <p className="account-empty">{t("loading")}</p>
        )
      ) : items.length === 0 ? (
        <div className="account-section">
          <p className="account-empty">{t("empty")}</p>
          <Link to="/" className="button">
            {t("browse")}
          </Link>
        </div>
      ) : (
        <table className="orders-table downloads-table" data-testid="downloads-table">
          <caption className="visually-hidden">{t("caption")}</caption>
          <TableHead columns={[t("colTitle"), t("colFormat"), t("colOrder"), t("colStatus"), t("colLeft"), t("colAction")]} />
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-testid={`download-${item.id}`}>
                <td>{item.title}</td>
                <td>{item.format.toUpperCase()}</td>
                <td>{item.order_id}</td>
                <td>
                  <span className={`order-status download-status-${item.status}`} data-testid="download-status">
                    {t(`status_${item.status}`)}
                  </span>
                </td>
                <td data-testid="download-left">{item.downloads_left === "Unlimited" ? t("unlimited") : item.downloads_left}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    data-testid="download-button"
                    disabled={item.status !== "available" || busy !== null}
                    aria-label={t("downloadFile", { title: item.title, format: item.format.toUpperCase() })}
                    onClick={() => void download(item)}
                  >
                    {t("download")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountPage>
  );
}
