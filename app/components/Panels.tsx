/**
 * Side panels (microcart, wishlist, search, side menu, login): at most one is open, an overlay covers the
 * page, Escape or a click on the overlay closes it, focus moves into the panel and back to the opener.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../i18n/react.tsx";

export const PANELS = ["microcart", "wishlist", "search", "sidemenu", "login"] as const;
export type PanelName = (typeof PANELS)[number];

interface PanelState {
  open: PanelName | null;
  openPanel(name: PanelName): void;
  close(): void;
}
const PanelContext = createContext<PanelState>({ open: null, openPanel: () => undefined, close: () => undefined });

export function usePanels() {
  return useContext(PanelContext);
}

export function PanelProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<PanelName | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const location = useLocation();
  const openPanel = useCallback((name: PanelName) => {
    opener.current = document.activeElement as HTMLElement | null;
    setOpen(name);
  }, []);
  const close = useCallback(() => {
    setOpen(null);
    opener.current?.focus?.();
  }, []);
  useEffect(() => setOpen(null), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    document.body.classList.add("no-scroll");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("no-scroll");
    };
  }, [open, close]);
  const value = useMemo(() => ({ open, openPanel, close }), [open, openPanel, close]);
  return (
    <PanelContext.Provider value={value}>
      {children}
      {open ? <div className="overlay" data-testid="overlay" onClick={close} aria-hidden="true" /> : null}
    </PanelContext.Provider>
  );
}

/** A panel's frame; its content renders only while it is open. */
export function Panel({ name, title, side = "right", children }: { name: PanelName; title: string; side?: "left" | "right"; children: ReactNode }) {
  const { open, close } = usePanels();
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const isOpen = open === name;
  useEffect(() => {
    if (!isOpen || !ref.current) return;
    const first = ref.current.querySelector<HTMLElement>("[autofocus], input, button, a[href]");
    first?.focus();
  }, [isOpen]);
  if (!isOpen) return null;
  return (
    <div
      ref={ref}
      className={`panel panel-${side}`}
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

export function trapFocus(e: React.KeyboardEvent, root: HTMLElement | null) {
  if (e.key !== "Tab" || !root) return;
  const focusable = [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')];
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
