/**
 * The cart's changes other than adding (quantities, removal, line edits, coupons, totals, login and logout): used
 * by the microcart, the cart lines, the checkout and the session, which all load on demand. Kept apart from
 * cart.ts, which is part of every page's first load (docs/decisions/2026-11-26-first-load-js.md).
 */
import type { NewCartItem } from "./cart-engine.ts";
import { cartEngine } from "./cart.ts";
import type { CartItem } from "./types.ts";

export const updateCartQuantity = async (line: CartItem, qty: number) => (await cartEngine()).updateQuantity(line, qty);
export const removeCartItem = async (line: CartItem) => (await cartEngine()).removeItem(line);
export const changeCartLine = async (line: CartItem, next: NewCartItem) => (await cartEngine()).changeLine(line, next);
export const applyCoupon = async (code: string) => (await cartEngine()).applyCoupon(code);
export const removeCoupon = async () => (await cartEngine()).removeCoupon();
/** The cart's totals and methods asked again now (a gift card applied or taken off changes what is left to pay). */
export const refreshCartTotals = async () => (await cartEngine()).syncTotals(true);
export const cartOnLogin = async () => (await cartEngine()).login();
/** The session hands over how to renew a refused customer token (a cart call then repeats once with it). */
export const setCartTokenRenewer = async (renew: ((staleToken: string) => Promise<string | null>) | null) =>
  (await import("./cart-engine-browser.ts")).setCartTokenRenewer(renew);
export const cartOnLogout = async () => (await cartEngine()).logout();
/** After an order: the cart empties locally without a server sync (the server closed its cart with the order). */
export const clearCartAfterOrder = async () => (await cartEngine()).logout();
