/**
 * The side panels' content, loaded when a panel is first opened (or when the pointer or focus reaches the
 * button that opens it) and kept mounted afterwards, so a typed search survives closing the panel.
 */
import { Suspense, useState } from "react";
import type { MenuCategory } from "../lib/menu.ts";
import { lazyModule, onIntent, useLoaded } from "./lazy.tsx";
import { usePanels, type PanelName } from "./panel-state.tsx";

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
  const { open } = usePanels();
  const [opened, setOpened] = useState<readonly PanelName[]>([]);
  // Remembered during rendering (not in an effect), so a panel renders in the same pass that opens it.
  if (open && !opened.includes(open)) setOpened([...opened, open]);
  return (
    <>
      {opened.includes("sidemenu") ? (
        <Suspense fallback={null}>
          <LazySideMenu menu={menu} />
        </Suspense>
      ) : null}
      {opened.includes("microcart") ? (
        <Suspense fallback={null}>
          <LazyMicrocart />
        </Suspense>
      ) : null}
      {opened.includes("login") ? (
        <Suspense fallback={null}>
          <LazyAccountModal />
        </Suspense>
      ) : null}
      {opened.includes("wishlist") ? (
        <Suspense fallback={null}>
          <LazyWishlistPanel />
        </Suspense>
      ) : null}
      {opened.includes("search") ? (
        <Suspense fallback={null}>
          <LazySearchPanel />
        </Suspense>
      ) : null}
    </>
  );
}

function LazySideMenu({ menu }: { menu: MenuCategory[] }) {
  const { SideMenu } = useLoaded(PANEL_MODULES.sidemenu)!;
  return <SideMenu menu={menu} />;
}

function LazySearchPanel() {
  const { SearchPanel } = useLoaded(PANEL_MODULES.search)!;
  return <SearchPanel />;
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
