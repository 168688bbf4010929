/**
 * The cart for components: `useCart()` reads the state (useSyncExternalStore), the actions load the server
 * sync (cart-engine.ts) on first use. Everything here is small, for every page's first load; the engine
 * loads after the page has loaded (it syncs a persisted cart) or on the first add to cart.
 *
 * Session hooks for the accounts UI: `cartOnLogin()` after a customer logged in (the guest cart merges into
 * the customer's cart, POST /api/cart/merge, and the coupon is applied again), `cartOnLogout()` after logout
 * (the cart is cleared locally). The customer token is read from localStorage `current-token`, or from the
 * function given to `setCartCustomerToken`.
 */
import { useSyncExternalStore } from "react";
import { createCartContainer, type CartContainer } from "./cart-state.ts";
import type { CartEngine, CartNotice, CartOutcome, NewCartItem } from "./cart-engine.ts";
import { EMPTY_CART, type CartState } from "./types.ts";

export type { CartOutcome, NewCartItem, CartNotice };

const browser = typeof window !== "undefined";
let container: CartContainer | undefined;
function cartContainer(): CartContainer {
  container ??= createCartContainer(browser ? safeStorage() : null);
  return container;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let customerToken = (): string | null => (browser ? (safeStorage()?.getItem("current-token") ?? null) : null);
export function setCartCustomerToken(getter: () => string | null) {
  customerToken = getter;
}

const noticeListeners = new Set<(notice: CartNotice) => void>();
/** Lines the sync changed or dropped (the toasts show them). */
export function onCartNotice(listener: (notice: CartNotice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

let engine: Promise<CartEngine> | undefined;
export function cartEngine(): Promise<CartEngine> {
  engine ??= import("./cart-engine-browser.ts").then(({ browserCartEngine }) =>
    browserCartEngine(
      cartContainer(),
      () => customerToken(),
      (notice) => {
        for (const l of noticeListeners) l(notice);
      },
    ),
  );
  return engine;
}

let started = false;
/** Called once after hydration: keeps tabs in step and syncs a persisted cart with the server. */
export function startCart() {
  if (!browser || started) return;
  started = true;
  window.addEventListener("storage", (e) => {
    if (e.key === null || e.key === "cart" || e.key === "cart-token") cartContainer().reload();
  });
  const c = cartContainer().get();
  if (c.cartItems.length > 0 || c.cartServerToken) void cartEngine().then((e) => e.start());
}

const subscribe = (listener: () => void) => cartContainer().subscribe(listener);
const snapshot = () => cartContainer().get();
const serverSnapshot = () => EMPTY_CART;

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export const addToCart = async (items: NewCartItem[]): Promise<CartOutcome> => (await cartEngine()).addItems(items);
