/**
 * Side panels (microcart, wishlist, search, side menu, login): the frame of an open panel, with focus moved
 * into it and kept there. Which panel is open lives in panel-state.tsx, which the layout loads up front; this
 * module loads with the first panel opened (or with a page that traps focus itself, like the listing's filters).
 */
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { usePanels, type PanelName } from "./panel-state.tsx";
import { trapFocus } from "./trap-focus.ts";

export { PANELS, PanelProvider, usePanels, type PanelName } from "./panel-state.tsx";

/** A panel's frame; its content renders only while it is open. */
export function Panel({ name, title, side = "right", children }: { name: PanelName; title: string; side?: "left" | "right"; children: ReactNode }) {
  const { open, close } = usePanels();
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const isOpen = open === name;
  useEffect(() => {
    if (!isOpen || !ref.current) return;
    // A field the panel marks (the search input, so the phone keyboard opens) before the first control.
    const first = ref.current.querySelector<HTMLElement>("[data-autofocus]") ?? ref.current.querySelector<HTMLElement>("[autofocus], input, button, a[href]");
    first?.focus();
  }, [isOpen]);
  if (!isOpen) return null;
  return (
    <div
      ref={ref}
      className={`panel panel-${side} panel-${name}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`panel-${name}-title`}
      onKeyDown={(e) => trapFocus(e, ref.current)}
    >
      <div className="panel-head">
        <h2 id={`panel-${name}-title`}>{title}</h2>
        <button type="button" className="icon-button" aria-label={t("close")} onClick={close}>
          ×
        </button>
      </div>
      <div className="panel-body">{children}</div>
    </div>
  );
}
