/**
 * The token invalidation lock (docs/storefront.md §4): 0 normal, above 0 a refresh in progress, -1 the
 * refresh failed. Every account call runs through `run`: it waits while a refresh is in progress (in steps
 * of 1,000 ms), answers a synthetic 401 while the lock is -1, and on a 401 with a token refreshes the token
 * once and retries, up to `maxAttempts`. When the refresh fails the lock goes to -1 and `onRefreshFailed`
 * runs (the session logs out silently, opens the sign-up modal and clears untransmitted tasks).
 * Pure: no timers of its own besides `sleep`, no storage, no fetch; tested with fake timers.
 */
export const LOCK_WAIT_MS = 1000;
export const LOCK_FAILED = -1;
export const REFRESH_LATER = "later";

export interface Answer {
  code: number;
}

export interface TokenRefresherOptions {
  /** The access token in use now (null for a guest). */
  getToken(): string | null;
  /**
   * Gets a new access token for `staleToken` (and stores it); null when the refresh was refused; "later"
   * when it could not be tried (offline, server error): the session stays and the lock goes back to 0.
   */
  refresh(staleToken: string): Promise<string | null | typeof REFRESH_LATER>;
  /** The refresh failed: log out silently, open the sign-up modal, clear untransmitted tasks. */
  onRefreshFailed(): void;
  /** Automatic refresh off: a 401 logs out and opens the sign-up modal at once. */
  onUnauthorized?(): void;
  autoRefresh?: boolean;
  /** How many times one call may be retried with a refreshed token (the queue's attempts, 1). */
  maxAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
}

export type RefreshOutcome = "ok" | "failed" | typeof REFRESH_LATER;

export interface TokenRefresher {
  readonly lock: number;
  /** Sends a call with the current token, refreshing it on a 401; `unauthorized` is the synthetic answer. */
  run<T extends Answer>(send: (token: string | null) => Promise<T>, unauthorized: () => T): Promise<T>;
  /** Refreshes now (before expiry); shares the lock with `run`. "ok" when a fresh token is in place. */
  refreshNow(staleToken: string): Promise<RefreshOutcome>;
  /** Back to 0 after a new login. */
  reset(): void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const sleep = options.sleep ?? defaultSleep;
  const maxAttempts = options.maxAttempts ?? 1;
  const autoRefresh = options.autoRefresh ?? true;
  let lock = 0;

  /** Waits while a refresh is in progress; false when the lock says the refresh failed. */
  async function waitForLock(): Promise<boolean> {
    while (lock > 0) await sleep(LOCK_WAIT_MS);
    return lock !== LOCK_FAILED;
  }

  function fail() {
    lock = LOCK_FAILED;
    options.onRefreshFailed();
  }

  async function refreshNow(staleToken: string): Promise<RefreshOutcome> {
    if (lock > 0) return (await waitForLock()) ? "ok" : "failed";
    if (lock === LOCK_FAILED) return "failed";
    lock += 1;
    let fresh: string | null = null;
    try {
      const outcome = await options.refresh(staleToken);
      if (outcome === REFRESH_LATER) {
        lock = 0;
        return REFRESH_LATER;
      }
      fresh = outcome;
    } catch {
      fresh = null;
    }
    if (fresh) {
      lock = 0;
      return "ok";
    }
    fail();
    return "failed";
  }

  async function run<T extends Answer>(send: (token: string | null) => Promise<T>, unauthorized: () => T): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      if (!(await waitForLock())) return unauthorized();
      const token = options.getToken();
      const answer = await send(token);
      if (answer.code !== 401 || !token) return answer;
      if (!autoRefresh) {
        options.onUnauthorized?.();
        return answer;
      }
      if (attempt >= maxAttempts) {
        if (lock === 0) fail();
        return unauthorized();
      }
      // Another call may have refreshed the token while this one was on its way: just retry with it.
      if (options.getToken() !== token && lock === 0) continue;
      const outcome = await refreshNow(token);
      if (outcome === REFRESH_LATER) return answer; // offline or a server error: the session stays
      if (outcome === "failed") return unauthorized();
    }
  }

  return {
    get lock() {
      return lock;
    },
    run,
    refreshNow,
    reset() {
      lock = 0;
    },
  };
}
