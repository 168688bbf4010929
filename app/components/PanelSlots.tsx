/**
 * The side panels' content, loaded when a panel is first opened (or when the pointer or focus reaches the
 * button that opens it) and kept mounted afterwards, so a typed search survives closing the panel.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/react.tsx";
import type { MenuCategory } from "../lib/menu.ts";
import { lazyModule, onIntent } from "./lazy.tsx";
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
  const notify = useNotify();
  const { t } = useTranslation();
  const [opened, setOpened] = useState<readonly PanelName[]>([]);
  const [, loaded] = useState(0);
  // Remembered during rendering (not in an effect), so a panel whose code has loaded renders in the same pass
  // that opens it.
  if (open && !opened.includes(open)) setOpened([...opened, open]);
  // Its code (tried anew if it failed before: the shopper asked again) renders the panel once loaded; if it
  // cannot be loaded (offline, after lazy.tsx's retries) the panel closes, the page is no longer dimmed, and the
  // shopper reads why.
  useEffect(() => {
    if (!open) return;
    PANEL_MODULES[open].load({ again: true }).then(
      () => loaded((n) => n + 1),
      () => {
        notify({ type: "error", message: t("loadFailed") });
        setOpened((list) => list.filter((n) => n !== open));
        close();
      },
    );
  }, [open, notify, t, close]);
  const ready = <P extends LazyPanel>(name: P): (typeof PANEL_MODULES)[P]["loaded"] => (opened.includes(name) ? PANEL_MODULES[name].loaded : undefined);
  const side = ready("sidemenu");
  const cart = ready("microcart");
  const login = ready("login");
  const wishlist = ready("wishlist");
  const search = ready("search");
  return (
    <>
      {side ? <side.SideMenu menu={menu} /> : null}
      {cart ? <cart.Microcart /> : null}
      {login ? <login.AccountModal /> : null}
      {wishlist ? <wishlist.WishlistPanel /> : null}
      {search ? <search.SearchPanel menu={menu} /> : null}
    </>
  );
}
