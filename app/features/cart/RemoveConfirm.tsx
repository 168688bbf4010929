/** "Ask before removing a product from the cart" (docs/storefront.md §9): a modal with Remove and Cancel. */
import { useTranslation } from "../../i18n/react.tsx";
import { Modal } from "../../components/Modal.tsx";

export function RemoveConfirm({ open, name, onConfirm, onCancel }: { open: boolean; name: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation("cart");
  return (
    // Escape closes the dialog only, not the microcart panel under it (panel-state.tsx skips open dialogs).
    <Modal open={open} title={t("confirmRemoveTitle")} onClose={onCancel}>
      <p>{t("confirmRemoveText", { name })}</p>
      <div className="confirm-actions">
        <button type="button" className="primary" onClick={onConfirm}>
          {t("remove")}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: a confirm before removing starts on Cancel, the safe answer (WAI-ARIA alert dialog pattern), inside the dialog the user just opened */}
        <button type="button" className="secondary" autoFocus onClick={onCancel}>
          {t("cancel")}
        </button>
      </div>
    </Modal>
  );
}
