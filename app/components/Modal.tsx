/**
 * A modal dialog: closes on Escape, a click on the backdrop or the close icon, after a 300 ms fade.
 * 945 px wide, full screen under 600 px (styles.css). Built on <dialog>, which traps focus natively.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../i18n/react.tsx";

export const MODAL_CLOSE_DELAY_MS = 300;

export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  const titleId = useId();
  const { t } = useTranslation();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setClosing(false);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const requestClose = () => {
    setClosing(true);
    setTimeout(() => {
      setClosing(false);
      onClose();
    }, MODAL_CLOSE_DELAY_MS);
  };
  return (
    <dialog
      ref={ref}
      className={closing ? "modal closing" : "modal"}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        requestClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) requestClose();
      }}
    >
      <div className="modal-inner">
        <div className="modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={t("close")} onClick={requestClose}>
            ×
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
