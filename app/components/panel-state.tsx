/**
 * Which side panel is open (microcart, wishlist, search, side menu, login): at most one, an overlay covers
 * the page, Escape or a click on the overlay closes it, and focus goes back to the opener. The panels'
 * frame (Panels.tsx) and content load only when a panel is first opened (PanelSlots.tsx).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

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
  // A navigation closes the open panel, unless it asks to keep it (state.keepPanels: the session ended on an
  // account page, which goes home while the sign-up modal opens).
  const keepPanels = (location.state as { keepPanels?: boolean } | null)?.keepPanels === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (path or query); keepPanels is read at that moment, it is no trigger
  useEffect(() => {
    if (!keepPanels) setOpen(null);
  }, [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      // Escape in a modal dialog opened over the panel (a confirmation) closes only that dialog; a key the
      // panel handled itself (the search suggestions' Escape back to the input) does not close it.
      if (e.key === "Escape" && !e.defaultPrevented && !(e.target instanceof Element && e.target.closest("dialog[open]"))) close();
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
