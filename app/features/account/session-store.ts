/**
 * The customer session as the browser keeps it (docs/storefront.md §4 and §9): the access token, the
 * refresh token, the current user and the order history in localStorage under current-token,
 * current-refresh-token, current-user and orders-history. Part of every page's first load, so it stays
 * tiny: reading, writing, and following changes from this tab and from other tabs ("storage" events).
 * Everything that talks to the API loads on demand (session-runtime.ts).
 */
import { useSyncExternalStore } from "react";
import type { Customer } from "./types.ts";

export const TOKEN_KEY = "current-token";
export const REFRESH_TOKEN_KEY = "current-refresh-token";
export const USER_KEY = "current-user";
export const ORDERS_HISTORY_KEY = "orders-history";
/** Fired on window after every change in this tab ("storage" covers the other tabs). */
export const SESSION_EVENT = "kiosk:session";

export interface Session {
  token: string;
  refreshToken: string | null;
  user: Customer | null;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

let cacheKey: string | undefined;
let cached: Session | null = null;

/** The session now (the same object until it changes); null for a guest. */
export function sessionSnapshot(): Session | null {
  const token = read(TOKEN_KEY);
  const refreshToken = read(REFRESH_TOKEN_KEY);
  const rawUser = read(USER_KEY);
  const key = `${token}\u0000${refreshToken}\u0000${rawUser}`;
  if (key !== cacheKey) {
    cacheKey = key;
    let user: Customer | null = null;
    try {
      user = rawUser ? (JSON.parse(rawUser) as Customer) : null;
    } catch {
      user = null;
    }
    cached = token ? { token, refreshToken, user } : null;
  }
  return cached;
}

export function subscribeSession(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === TOKEN_KEY || e.key === USER_KEY || e.key === REFRESH_TOKEN_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(SESSION_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(SESSION_EVENT, onChange);
  };
}

/** The session in React; null on the server and during hydration (the server cannot know it). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, sessionSnapshot, () => null);
}
