/** "Size guide" button and its modal with the measurement table (clothing only). */
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Modal } from "../../components/Modal.tsx";
import { SIZE_GUIDE } from "./size-guide.ts";
import { useReturnFocus } from "./Gallery.tsx";

export function SizeGuide({ sizes }: { sizes: string[] }) {
  const { t } = useTranslation("product");
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useReturnFocus(open, opener);
  const rows = sizes.length ? SIZE_GUIDE.filter((r) => sizes.includes(r.size)) : SIZE_GUIDE;
  return (
    <>
      <button type="button" ref={opener} className="link-button pdp-size-guide-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t("sizeGuide")}
      </button>
      {open ? (
        <Modal open title={t("sizeGuide")} onClose={() => setOpen(false)}>
          <div className="pdp-table-scroll">
            <table className="pdp-size-table">
              <caption>{t("sizeGuideCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("size")}</th>
                  <th scope="col">{t("chest")}</th>
                  <th scope="col">{t("width")}</th>
                  <th scope="col">{t("length")}</th>
                </tr>
              </thead>
              <tbody>
                {(rows.length ? rows : SIZE_GUIDE).map((r) => (
                  <tr key={r.size}>
                    <th scope="row">{r.size}</th>
                    <td>{r.chest}</td>
                    <td>{r.width}</td>
                    <td>{r.length}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="pdp-muted">{t("sizeGuideNote")}</p>
        </Modal>
      ) : null}
    </>
  );
}
