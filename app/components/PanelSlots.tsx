/**
 * The side panels' content, loaded when a panel is first opened (or when the pointer or focus reaches the
 * button that opens it) and kept mounted afterwards, so a typed search survives closing the panel.
 */
import { Component, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../i18n/react.tsx";
import type { MenuCategory } from "../lib/menu.ts";
import { lazyModule, onIntent, useLoaded } from "./lazy.tsx";
import { usePanels, type PanelName } from "./panel-state.tsx";
import { useNotify } from "./Toasts.tsx";

const PANEL_MODULES = {
  search: lazyModule(() => import("../features/search/SearchPanel.tsx")),
  sidemenu: lazyModule(() => import("./SideMenu.tsx")),
  microcart: lazyModule(() => import("../features/cart/Microcart.tsx")),
  login: lazyModule(() => import("../features/account/AccountModal.tsx")),
  wishlist: lazyModule(() => import("../features/wishlist/WishlistPanel.tsx")),
};
type LazyPanel = keyof typeof PANEL_MODULES;

/** Starts loading a panel's code ahead of its opening (pointer over or focus on its button). */
export function preloadPanel(name: LazyPanel) {
  void PANEL_MODULES[name].load().catch(() => undefined);
}

/** The handlers that load a panel's code as the pointer comes over, or the focus onto, the control that opens it. */
export function preloadOnIntent(name: LazyPanel) {
  return onIntent(() => preloadPanel(name));
}

export function PanelSlots({ menu }: { menu: MenuCategory[] }) {
  const { open, close } = usePanels();
  const [opened, setOpened] = useState<readonly PanelName[]>([]);
  // Remembered during rendering (not in an effect), so a panel renders in the same pass that opens it; a
  // panel whose code failed to load before is tried anew (the shopper asked again).
  if (open && !opened.includes(open)) {
    if (open in PANEL_MODULES) void PANEL_MODULES[open as LazyPanel].load({ again: true }).catch(() => undefined);
    setOpened([...opened, open]);
  }
  // Its code could not be loaded (offline): the panel closes (the page is no longer dimmed) with a message.
  const failed = (name: PanelName) => {
    setOpened((list) => list.filter((n) => n !== name));
    close();
  };
  const slot = (name: PanelName, panel: ReactNode) =>
    opened.includes(name) ? (
      <LoadFailure key={name} onFailure={() => failed(name)}>
        <Suspense fallback={null}>{panel}</Suspense>
      </LoadFailure>
    ) : null;
  return (
    <>
      {slot("sidemenu", <LazySideMenu menu={menu} />)}
      {slot("microcart", <LazyMicrocart />)}
      {slot("login", <LazyAccountModal />)}
      {slot("wishlist", <LazyWishlistPanel />)}
      {slot("search", <LazySearchPanel menu={menu} />)}
    </>
  );
}

/** Catches a panel whose code failed to load: tells the shopper and lets the panel close. */
class LoadFailure extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LoadFailureNotice onFailure={this.props.onFailure} /> : this.props.children;
  }
}

function LoadFailureNotice({ onFailure }: { onFailure: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the failure shows
  useEffect(() => {
    notify({ type: "error", message: t("loadFailed") });
    onFailure();
  }, []);
  return null;
}

function LazySideMenu({ menu }: { menu: MenuCategory[] }) {
  const { SideMenu } = useLoaded(PANEL_MODULES.sidemenu)!;
  return <SideMenu menu={menu} />;
}

function LazySearchPanel({ menu }: { menu: MenuCategory[] }) {
  const { SearchPanel } = useLoaded(PANEL_MODULES.search)!;
  return <SearchPanel menu={menu} />;
}

function LazyMicrocart() {
  const { Microcart } = useLoaded(PANEL_MODULES.microcart)!;
  return <Microcart />;
}

function LazyWishlistPanel() {
  const { WishlistPanel } = useLoaded(PANEL_MODULES.wishlist)!;
  return <WishlistPanel />;
}

function LazyAccountModal() {
  const { AccountModal } = useLoaded(PANEL_MODULES.login)!;
  return <AccountModal />;
}
