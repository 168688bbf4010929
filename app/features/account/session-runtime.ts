/**
 * The logged-in session's behaviour (docs/storefront.md §4), loaded on demand: by the layout once a
 * token is present, and by the login, register and account pages.
 * - `accountCall`: every account API call goes through it; it adds the token and, through the token
 *   invalidation lock (token-lock.ts), refreshes it on a 401 and retries.
 * - `startSession`: refreshes the profile and the order history, and refreshes the token before it expires.
 * - `login`, `logout`: storage keys of docs/storefront.md §9; logout revokes the refresh token on the server.
 * Refreshing is coordinated between tabs (Web Locks): refresh tokens rotate and a reused one revokes the
 * whole family, so a tab that finds the token already refreshed by another tab takes that one instead.
 */
import { callApi, failure, type CallInit } from "./api.ts";
import { openAuthModal } from "./auth-modal.ts";
import { ORDERS_HISTORY_KEY, REFRESH_TOKEN_KEY, SESSION_EVENT, sessionSnapshot, subscribeSession, TOKEN_KEY, USER_KEY } from "./session-store.ts";
import { refreshDelay } from "./token-expiry.ts";
import { createTokenRefresher, REFRESH_LATER } from "./token-lock.ts";
import type { ApiAnswer, Customer, OrderHistory } from "./types.ts";
import { cartOnLogin, cartOnLogout, setCartTokenRenewer } from "../cart/cart-actions.ts";
import { WISHLIST_EVENT } from "../wishlist/wishlist-state.ts";

/** Saved checkout details, compare list, wishlist and cart: cleared at logout (docs/storefront.md §4 and §9). */
export const LOGOUT_CLEARED_KEYS = [
  "compare",
  "personal-details",
  "shipping-details",
  "payment-details",
  "wishlist",
  "cart",
  "cart-token",
  "shopping-cart",
] as const;
/** Features that keep a queue of untransmitted tasks (the cart's sync queue) clear it on this event. */
export const CLEAR_TASKS_EVENT = "kiosk:clear-untransmitted-tasks";
export const ORDER_HISTORY_PAGE_SIZE = 20;

const unauthorized = () => failure(401, "UNAUTHORIZED");

const refresher = createTokenRefresher({
  getToken: () => sessionSnapshot()?.token ?? null,
  refresh: refreshTokens,
  onRefreshFailed() {
    void logout({ silent: true, revoke: false });
    window.dispatchEvent(new Event(CLEAR_TASKS_EVENT));
    openAuthModal("register");
  },
});

// Cart calls carry the customer's token too: a refused one is renewed through the same lock, then retried.
if (typeof window !== "undefined") {
  void setCartTokenRenewer(async (staleToken) => ((await refresher.refreshNow(staleToken)) === "ok" ? (sessionSnapshot()?.token ?? null) : null));
}

/** An account API call with the customer's token (refreshed on a 401 and retried). */
export function accountCall<T>(path: string, init: Omit<CallInit, "token"> = {}): Promise<ApiAnswer<T>> {
  return refresher.run((token) => callApi<T>(path, { ...init, token }), unauthorized as () => ApiAnswer<T>);
}

const REFRESH_LOCK = "kiosk-token-refresh";
/** How long a tab that waited for another tab's refresh waits for its new token to show in storage. */
const PROPAGATION_WAIT_MS = 1500;

/**
 * Runs `fn` holding the refresh lock shared by this shop's tabs; `waited` tells whether another tab held it
 * (then that tab has probably just refreshed, and its token reaches this tab's storage a moment later).
 */
async function withTabLock<T>(fn: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return fn(false);
  const immediate = await locks.request(REFRESH_LOCK, { ifAvailable: true }, async (lock) => (lock ? { value: await fn(false) } : null));
  if (immediate) return immediate.value;
  return locks.request(REFRESH_LOCK, () => fn(true)) as Promise<T>;
}

async function tokenOtherThan(staleToken: string, waitMs: number): Promise<string | null> {
  for (let waited = 0; ; waited += 50) {
    const token = sessionSnapshot()?.token ?? null;
    if (token !== staleToken || waited >= waitMs) return token === staleToken ? null : token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function refreshTokens(staleToken: string): Promise<string | null | typeof REFRESH_LATER> {
  return withTabLock(async (waited) => {
    // Another tab refreshed meanwhile: take its token (a refresh token is single use).
    const adopted = await tokenOtherThan(staleToken, waited ? PROPAGATION_WAIT_MS : 0);
    if (adopted !== null) return adopted;
    const session = sessionSnapshot();
    if (!session?.refreshToken) return null;
    const answer = await callApi<string>("/api/user/refresh", { method: "POST", body: { refreshToken: session.refreshToken } });
    if (answer.code === 0 || answer.code >= 500 || answer.code === 429) return REFRESH_LATER; // not refused: try again later
    if (answer.code !== 200 || typeof answer.result !== "string" || !answer.result) return null;
    writeSession({ [TOKEN_KEY]: answer.result, [REFRESH_TOKEN_KEY]: answer.meta?.refreshToken ?? session.refreshToken });
    return answer.result;
  });
}

export async function refreshProfile(): Promise<ApiAnswer<Customer>> {
  const answer = await accountCall<Customer>("/api/user/me");
  if (answer.code === 200 && sessionSnapshot()) writeSession({ [USER_KEY]: JSON.stringify(answer.result) });
  return answer;
}

export async function refreshOrderHistory(currentPage = 1): Promise<ApiAnswer<OrderHistory>> {
  const answer = await accountCall<OrderHistory>("/api/user/order-history", { query: { pageSize: ORDER_HISTORY_PAGE_SIZE, currentPage } });
  if (answer.code === 200 && currentPage === 1 && sessionSnapshot()) writeSession({ [ORDERS_HISTORY_KEY]: JSON.stringify(answer.result.items) });
  return answer;
}

/** Logs in: stores both tokens, then loads the profile and the order history. The answer of /login. */
export async function login(email: string, password: string): Promise<ApiAnswer<unknown>> {
  const answer = await callApi<string>("/api/user/login", { method: "POST", body: { username: email, password } });
  if (answer.code !== 200 || typeof answer.result !== "string") {
    if (answer.code === 200) writeSession({ [USER_KEY]: null }); // a 200 without a token: current user cleared
    return answer.code === 200 ? failure(500, "BAD_RESPONSE") : answer;
  }
  refresher.reset();
  writeSession({ [TOKEN_KEY]: answer.result, [REFRESH_TOKEN_KEY]: answer.meta?.refreshToken ?? null });
  const profile = await refreshProfile();
  if (profile.code !== 200) return profile;
  void refreshOrderHistory();
  // The guest cart merges into the customer's cart (quantities added) and its coupon is applied again.
  void cartOnLogin().catch(() => undefined);
  // The guest's wishlist is added to the account's (no duplicates, nothing lost); the merged list is stored.
  void import("../wishlist/wishlist-store.ts").then((m) => m.wishlistOnLogin()).catch(() => undefined);
  return answer;
}

/**
 * Ends the session: revokes the refresh token on the server (unless it is already refused), and clears
 * the user, tokens, order history, cart, wishlist, compare list and saved checkout details. The caller
 * shows "You're logged out." unless silent.
 */
export async function logout({ silent = false, revoke = true }: { silent?: boolean; revoke?: boolean } = {}): Promise<{ silent: boolean }> {
  const refreshToken = sessionSnapshot()?.refreshToken;
  const storage = window.localStorage;
  for (const key of LOGOUT_CLEARED_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      // blocked storage: nothing was saved there either
    }
  }
  writeSession({ [TOKEN_KEY]: null, [REFRESH_TOKEN_KEY]: null, [USER_KEY]: null, [ORDERS_HISTORY_KEY]: null });
  window.dispatchEvent(new Event("kiosk:compare"));
  window.dispatchEvent(new Event(WISHLIST_EVENT));
  void cartOnLogout().catch(() => undefined);
  if (revoke && refreshToken) await callApi("/api/user/logout", { method: "POST", body: { refreshToken } });
  return { silent };
}

/**
 * While a customer is logged in: profile and order history refreshed once, and the token refreshed before it
 * expires. Of several tabs only one (holding the "kiosk-token-timer" lock) refreshes on time; the others
 * receive the new token through storage, so two tabs never spend the same refresh token.
 */
export function startSession(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor: string | undefined;
  let leader = false;
  const stopped = new AbortController();
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (locks) {
    locks
      .request("kiosk-token-timer", { signal: stopped.signal }, () => {
        leader = true;
        scheduledFor = undefined;
        schedule();
        return new Promise<void>((release) => stopped.signal.addEventListener("abort", () => release()));
      })
      .catch(() => undefined); // aborted before this tab's turn
  } else {
    leader = true;
  }
  const schedule = () => {
    if (!leader) return;
    const token = sessionSnapshot()?.token;
    if (token === scheduledFor) return;
    clearTimeout(timer);
    scheduledFor = token;
    if (!token) return;
    const delay = refreshDelay(token, Date.now());
    if (delay === null) return;
    timer = setTimeout(() => {
      if (navigator.onLine === false) return; // offline: the next call refreshes on its 401
      void refresher.refreshNow(token).then((outcome) => {
        if (outcome === "ok") schedule();
      });
    }, delay);
  };
  schedule();
  const unsubscribe = subscribeSession(schedule);
  void refreshProfile().then((answer) => {
    if (answer.code === 200) void refreshOrderHistory();
  });
  // The account's wishlist, read once per visit: it follows the customer from other devices.
  void import("../wishlist/wishlist-store.ts").then((m) => m.refreshWishlist()).catch(() => undefined);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    stopped.abort();
  };
}

/** Saves the profile fields that may be modified (firstname, lastname, email, addresses); stores the answer. */
export async function updateProfile(customer: {
  firstname: string;
  lastname: string;
  email: string;
  addresses?: Customer["addresses"];
}): Promise<ApiAnswer<Customer>> {
  const answer = await accountCall<Customer>("/api/user/me", { method: "POST", body: { customer } });
  if (answer.code === 200 && sessionSnapshot()) writeSession({ [USER_KEY]: JSON.stringify(answer.result) });
  return answer;
}

/**
 * Writes (or, with null, removes) session keys, then tells this tab's listeners (session-store.ts reads them). Here,
 * with the session's only writer, not in session-store.ts, which is part of every page's first load.
 */
export function writeSession(
  values: Partial<Record<typeof TOKEN_KEY | typeof REFRESH_TOKEN_KEY | typeof USER_KEY | typeof ORDERS_HISTORY_KEY, string | null>>,
) {
  let s: Storage | null = null;
  try {
    s = window.localStorage;
  } catch {
    // blocked storage: nothing is kept
  }
  for (const [key, value] of Object.entries(values)) {
    try {
      if (value === null || value === undefined) s?.removeItem(key);
      else s?.setItem(key, value);
    } catch {
      // storage full or blocked: the session lasts as long as this page
    }
  }
  window.dispatchEvent(new Event(SESSION_EVENT));
}
