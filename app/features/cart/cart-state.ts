/**
 * The cart's state container, small enough for every page's first load: the state, its subscribers (for
 * React's useSyncExternalStore), and its copy in localStorage (keys `cart` and `cart-token`), read back when
 * another tab writes it (the storage event). The sync with the server cart (cart-engine.ts) loads later.
 */
import { EMPTY_CART, type CartState } from "./types.ts";

export const CART_KEY = "cart";
export const CART_TOKEN_KEY = "cart-token";
export const BYPASS_TS_KEY = "last-cart-bypass-ts";

/** What is persisted: everything but the flags of one page's work in progress. */
type Persisted = Omit<CartState, "cartServerToken" | "isAddingToCart">;

export interface CartContainer {
  get(): CartState;
  set(next: CartState): void;
  subscribe(listener: () => void): () => void;
  /** reads the persisted cart again (another tab changed it); true when it differed */
  reload(): boolean;
}

export function createCartContainer(storage: Storage | null): CartContainer {
  let state = read(storage);
  let written = storage ? snapshot(storage) : "";
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    get: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      if (storage) {
        try {
          const { cartServerToken, isAddingToCart: _, ...rest } = next;
          storage.setItem(CART_KEY, JSON.stringify(rest satisfies Persisted));
          if (cartServerToken) storage.setItem(CART_TOKEN_KEY, cartServerToken);
          else storage.removeItem(CART_TOKEN_KEY);
          written = snapshot(storage);
        } catch {
          // storage full or blocked: the cart still works for this page
        }
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      if (!storage || snapshot(storage) === written) return false;
      written = snapshot(storage);
      state = { ...read(storage), isAddingToCart: state.isAddingToCart };
      emit();
      return true;
    },
  };
}

function snapshot(storage: Storage): string {
  return `${storage.getItem(CART_TOKEN_KEY) ?? ""}\n${storage.getItem(CART_KEY) ?? ""}`;
}

function read(storage: Storage | null): CartState {
  if (!storage) return EMPTY_CART;
  try {
    const raw = storage.getItem(CART_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Persisted>) : {};
    return {
      ...EMPTY_CART,
      ...parsed,
      cartItems: Array.isArray(parsed.cartItems) ? parsed.cartItems : [],
      cartServerToken: storage.getItem(CART_TOKEN_KEY),
      isAddingToCart: false,
    };
  } catch {
    return EMPTY_CART;
  }
}

/** Items counted by the minicart badge: quantities or lines (configuration). */
export function cartCount(state: CartState, counts: "quantities" | "lines"): number {
  // biome-ignore lint/complexity/useMathMinMax: a NaN quantity must count as 0 (Math.max would give NaN)
  return counts === "lines" ? state.cartItems.length : state.cartItems.reduce((n, item) => n + (item.qty > 0 ? item.qty : 0), 0);
}
