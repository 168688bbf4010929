/** The size guide's modal: the measurement table, only the sizes the product comes in (all when none are given). */
import { useTranslation } from "../../i18n/react.tsx";
import { Modal } from "../../components/Modal.tsx";
import { SIZE_GUIDE } from "./size-guide.ts";
import { TableHead } from "../../components/TableHead.tsx";

export function SizeGuideModal({ sizes, onClose }: { sizes: string[]; onClose: () => void }) {
  const { t } = useTranslation("product");
  const rows = sizes.length ? SIZE_GUIDE.filter((r) => sizes.includes(r.size)) : SIZE_GUIDE;
  return (
    <Modal open title={t("sizeGuide")} onClose={onClose}>
      <div className="pdp-table-scroll">
        <table className="pdp-size-table">
          <caption>{t("sizeGuideCaption")}</caption>
          <TableHead columns={[t("size"), t("chest"), t("width"), t("length")]} />
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
  );
}
