/**
 * A modal dialog: closes on Escape, a click on the backdrop or the close icon, after a 300 ms fade.
 * 945 px wide, full screen under 600 px (styles.css). Built on <dialog>, which traps focus natively.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../i18n/react.tsx";

export const MODAL_CLOSE_DELAY_MS = 300;

/** `titleLang`: the title's language when it differs from the page's (a Polish product name, WCAG 3.1.2). */
export function Modal({
  open,
  title,
  titleLang,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  titleLang?: string | undefined;
  onClose: () => void;
  children: ReactNode;
}) {
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
  // One close at a time: a second Escape or click during the fade neither closes the dialog at once nor
  // queues another onClose.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );
  const requestClose = () => {
    if (closeTimer.current) return;
    setClosing(true);
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
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
      // Escape handled here: the browser fires "cancel" only once per user activation, so a second Escape
      // (during the fade) would close the dialog natively, at once and behind React's back.
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.preventDefault();
        requestClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) requestClose();
      }}
    >
      <div className="modal-inner">
        <div className="modal-head">
          <h2 id={titleId} lang={titleLang}>
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t("close")} onClick={requestClose}>
            ×
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
