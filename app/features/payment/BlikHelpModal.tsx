/**
 * "Jak płacić BLIKiem?" (docs/storefront.md §2: the BLIK code entry's help modal listing the bank apps). The shop's
 * modal (a <dialog>: focus kept inside, Escape closes); the opener takes the focus back.
 */
import { Modal } from "../../components/Modal.tsx";
import { TableHead } from "../../components/TableHead.tsx";
import { useTranslation } from "../../i18n/react.tsx";

/** Banks whose mobile apps offer BLIK, with the app's name (proper names, not translated). */
export const BLIK_BANK_APPS: readonly { bank: string; app: string }[] = [
  { bank: "PKO Bank Polski", app: "IKO" },
  { bank: "Bank Pekao", app: "PeoPay" },
  { bank: "mBank", app: "mBank PL" },
  { bank: "ING Bank Śląski", app: "Moje ING" },
  { bank: "Santander Bank Polska", app: "Santander mobile" },
  { bank: "Bank Millennium", app: "Millenniumapp" },
  { bank: "Alior Bank", app: "Alior Mobile" },
  { bank: "BNP Paribas", app: "GOmobile" },
  { bank: "Credit Agricole", app: "CA24 Mobile" },
  { bank: "Citi Handlowy", app: "Citi Mobile" },
  { bank: "Inteligo", app: "Inteligo" },
  { bank: "VeloBank", app: "VeloBank" },
  { bank: "Nest Bank", app: "Nest Bank" },
];

export function BlikHelpModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("payment");
  return (
    <Modal open title={t("blikHelp")} onClose={onClose}>
      <ol className="blik-help-steps">
        <li>{t("blikHelpStep1")}</li>
        <li>{t("blikHelpStep2")}</li>
        <li>{t("blikHelpStep3")}</li>
      </ol>
      <table className="blik-help-banks">
        <caption>{t("blikHelpBanks")}</caption>
        <TableHead columns={[t("blikHelpBank"), t("blikHelpApp")]} />
        <tbody>
          {BLIK_BANK_APPS.map((b) => (
            <tr key={b.bank}>
              <th scope="row">{b.bank}</th>
              <td>{b.app}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
