/**
 * The cart's work with the server cart (docs/storefront.md §4, docs/api.md §9): connect (the server
 * token first), add, change quantity, remove, change a line's options, the sync of client and server lines,
 * totals, coupons, and the 401 fallback to a guest cart bounded by the bypass count. Loaded after the page,
 * on the first add to cart at the latest; the state lives in cart-state.ts.
 *
 * Every operation runs after the previous one (one queue per tab), starting from the persisted state, so a
 * double click or another tab's change is seen before the next request.
 */
import { productsEquals } from "../../../domain/cart-line.ts";
import { planCartMerge } from "../../../domain/cart-merge.ts";
import { parseTotals, type ApiAnswer, type CartApi } from "./cart-api.ts";
import { BYPASS_TS_KEY, type CartContainer } from "./cart-state.ts";
import { EMPTY_CART, type CartItem, type CartState, type LineErrors, type ServerCartItem, type StockStatus } from "./types.ts";

/** A shopper counts as being in checkout (the client's cart is authoritative) this long after a change. */
export const IN_CHECKOUT_MS = 30 * 60 * 1000;
/** The shop's default country (docs/storefront.md §9), for delivery methods before an address is known. */
export const DEFAULT_COUNTRY = "PL";

/**
 * `limitedTo`: the quantity asked for was more than can be bought, so the line was set to that many (issue 16);
 * `coupon`: the applied coupon's code as the shop stores it (its canonical case, not as typed).
 */
export type CartOutcome =
  | { ok: true; status: "added" | "updated" | "removed" | "unchanged"; limitedTo?: number; coupon?: string }
  | { ok: false; error: string; details?: Record<string, unknown> };

export interface CartNotice {
  type: "error" | "warning";
  /** stable error code of the API (OUT_OF_STOCK, ...) or a cart code (SYNC_DISABLED) */
  error: string;
  name: string;
  details?: Record<string, unknown>;
}

export interface CartEngineDeps {
  container: CartContainer;
  api: CartApi;
  storage: Storage | null;
  now?: () => number;
  maxBypassAttempts?: number;
  /** GET /api/stock/check: in stock, out of stock, or null when the check did not answer */
  stockCheck?: (sku: string) => Promise<boolean | null>;
  /** a line changed or dropped by the sync, for the shopper to see */
  notify?: (notice: CartNotice) => void;
}

/** The new line as the product page or a tile knows it. */
export type NewCartItem = Omit<CartItem, "server_item_id" | "server_cart_id" | "prev_qty" | "totals" | "stock" | "error">;

/** A line's stock state from the server's per-line errors (pull, totals): flagged, never silently priced. */
export function lineProblem(item: CartItem, errors: LineErrors | undefined): Pick<CartItem, "stock" | "error" | "maxQuantity"> {
  const code = errors?.stock.code;
  if (code === "QTY_NOT_AVAILABLE") return { stock: "ok", error: "qtyAvailable", maxQuantity: errors?.stock.maxQuantity ?? 0 };
  if (code === "OUT_OF_STOCK") return { stock: "out_of_stock", error: "outOfStock", maxQuantity: undefined };
  if (code === "PRODUCT_DISABLED") return { stock: undefined, error: "productDisabled", maxQuantity: undefined };
  return { stock: item.stock === "out_of_stock" ? undefined : item.stock, error: undefined, maxQuantity: undefined };
}

/** How long after the last 401 fallback the bypass count starts again. */
export const BYPASS_RESET_MS = 30 * 60_000;

export function createCartEngine(deps: CartEngineDeps) {
  const { container, api, storage } = deps;
  const now = deps.now ?? Date.now;
  const maxBypass = deps.maxBypassAttempts ?? 1;
  const get = () => container.get();
  const patch = (p: Partial<CartState>) => container.set({ ...get(), ...p });
  const setItems = (update: (items: CartItem[]) => CartItem[]) => patch({ cartItems: update(get().cartItems) });
  const guest = () => get().guestCart;

  /** The server cart was replaced during an operation (401 fallback, closed cart): its lines are sent again after it. */
  let resyncPending = false;
  let queue: Promise<unknown> = Promise.resolve();
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      container.reload();
      const result = await work();
      if (resyncPending) {
        resyncPending = false;
        await syncNow();
      }
      return result;
    });
    queue = run.catch(() => undefined);
    return run;
  }

  // ---- connection ----------------------------------------------------------------------------------

  /**
   * The bypass count starts again BYPASS_RESET_MS after the last bypass (docs/storefront.md §9, last-cart-bypass-ts):
   * a 401 then gets another guest fallback, and a cart that had stopped syncing tries the server again.
   */
  function resetExpiredBypass(): void {
    const s = get();
    if (s.connectBypassCount === 0 && !s.syncDisabled) return;
    const last = Number(storage?.getItem(BYPASS_TS_KEY) ?? Number.NaN);
    if (!Number.isFinite(last) || now() - last < BYPASS_RESET_MS) return;
    patch({ connectBypassCount: 0, syncDisabled: false });
    storage?.removeItem(BYPASS_TS_KEY);
  }

  /** After a 401: retry as a guest cart while attempts remain, else the cart stays local. */
  function bypass(): boolean {
    resetExpiredBypass();
    const s = get();
    if (s.connectBypassCount < maxBypass) {
      patch({ connectBypassCount: s.connectBypassCount + 1, guestCart: true, cartServerToken: null });
      storage?.setItem(BYPASS_TS_KEY, String(now()));
      return true;
    }
    patch({ syncDisabled: true });
    return false;
  }

  async function connect(): Promise<string | null> {
    resetExpiredBypass();
    for (;;) {
      const s = get();
      if (s.syncDisabled) return null;
      if (s.cartServerToken) return s.cartServerToken;
      const answer = await api.create(guest());
      if (answer.code === 200) {
        const token = String(answer.result);
        patch({ cartServerToken: token, cartItemsHash: "" });
        return token;
      }
      if (answer.code !== 401 || !bypass()) return null;
    }
  }

  /** Runs a cart call; a 401 falls back to a guest cart, a 404 (cart closed or gone) re-creates it, once. */
  async function withCart<T>(call: (cartId: string) => Promise<ApiAnswer<T>>): Promise<ApiAnswer<T>> {
    for (let attempt = 0; ; attempt++) {
      const cartId = await connect();
      if (!cartId) return { code: 0, result: undefined as T, error: get().syncDisabled ? "SYNC_DISABLED" : "OFFLINE" };
      const answer = await call(cartId);
      if (attempt > 1) return answer;
      if (answer.code === 401) {
        if (!bypass()) return answer;
        unlinkLines();
        continue;
      }
      if (answer.code === 404 && answer.error === "CART_NOT_FOUND") {
        patch({ cartServerToken: null });
        unlinkLines();
        continue;
      }
      return answer;
    }
  }

  /** A new server cart knows none of the lines: they are pushed again as new lines by the next sync. */
  function unlinkLines() {
    resyncPending = true;
    setItems((items) => items.map(({ server_item_id: _, server_cart_id: __, ...item }) => item));
  }

  // ---- one line against the server ---------------------------------------------------------------

  function requestSku(item: CartItem): string {
    return item.product_option?.extension_attributes.configurable_item_options?.length ? item.parentSku : item.sku;
  }

  function sameLine(a: CartItem) {
    return (b: CartItem) => b === a || productsEquals(b, a);
  }

  function linkLine(item: CartItem, saved: ServerCartItem): CartItem {
    return {
      ...item,
      sku: saved.sku,
      qty: saved.qty,
      prev_qty: saved.qty,
      name: saved.name || item.name,
      price_incl_tax: typeof saved.price === "number" && saved.price > 0 ? saved.price : item.price_incl_tax,
      product_type: saved.product_type || item.product_type,
      product_option: saved.product_option ?? item.product_option,
      server_item_id: saved.item_id,
      server_cart_id: String(saved.quote_id),
      ...lineProblem(item, saved.errors),
    };
  }

  /**
   * Sends a line's quantity to the server. Success links the line; a refusal restores the previous quantity,
   * or removes a line the server never confirmed (prev_qty 0); no answer at all leaves it for the next sync.
   */
  async function pushLine(item: CartItem, qty: number): Promise<ApiAnswer<ServerCartItem>> {
    const answer = await withCart((cartId) =>
      api.update(
        cartId,
        {
          sku: requestSku(item),
          qty,
          ...(item.product_option ? { product_option: item.product_option } : {}),
          // a line of a replaced cart is a new line of this one
          ...(item.server_item_id !== undefined && (item.server_cart_id === undefined || item.server_cart_id === cartId)
            ? { item_id: item.server_item_id }
            : {}),
          quoteId: cartId,
        },
        guest(),
      ),
    );
    const current = get().cartItems.find(sameLine(item));
    if (answer.code === 200 && answer.result) {
      const linked = linkLine(current ?? item, answer.result);
      // The server answered with the child sku (configurable) or merged into an existing line: one line each.
      setItems((items) => {
        const rest = items.filter((other) => !(other === current || (other !== current && other.server_item_id === linked.server_item_id)));
        const at = current ? items.indexOf(current) : items.length;
        const next = [...rest];
        next.splice(Math.min(at, next.length), 0, linked);
        return next;
      });
    } else if (answer.code !== 0 && current) {
      const previous = item.prev_qty ?? current.prev_qty ?? 0;
      setItems((items) =>
        previous > 0 ? items.map((other) => (other === current ? { ...other, qty: previous } : other)) : items.filter((other) => other !== current),
      );
    }
    return answer;
  }

  function outcome(answer: ApiAnswer<unknown>, status: "added" | "updated" | "removed"): CartOutcome {
    if (answer.code === 200) return { ok: true, status };
    return { ok: false, error: answer.error ?? (answer.code === 0 ? "OFFLINE" : "UNKNOWN"), ...(answer.details ? { details: answer.details } : {}) };
  }

  // ---- sync ----------------------------------------------------------------------------------------

  async function syncNow(options: { forceClientState?: boolean } = {}): Promise<void> {
    const s = get();
    if (s.syncDisabled) return;
    if (!s.cartServerToken && s.cartItems.length === 0) return;
    const pulled = await withCart((cartId) => api.pull(cartId, guest()));
    if (pulled.code !== 200 || !Array.isArray(pulled.result)) return;
    patch({ cartServerLastSyncDate: now() });
    const forceClientState = options.forceClientState ?? now() - get().modifiedAt < IN_CHECKOUT_MS;
    const cartId = get().cartServerToken ?? "";
    const serverLines = pulled.result;
    const plan = planCartMerge(get().cartItems, serverLines, { cartId, forceClientState });
    for (const action of plan.actions) {
      if (action.type === "push-server") {
        const before = get().cartItems.find(sameLine(action.client as CartItem));
        if (!before) continue;
        const { item_id: itemId, qty } = action.request.cartItem;
        const server = serverLines.find((s) => s.item_id === itemId);
        // Linked to the server line it matched; a line the server lacks is sent as a new line.
        const { server_item_id: _, server_cart_id: __, ...unlinked } = before;
        const target: CartItem = server
          ? { ...before, server_item_id: server.item_id, server_cart_id: String(server.quote_id), prev_qty: server.qty }
          : { ...unlinked, prev_qty: 0 };
        const answer = await pushLine(target, qty);
        if (answer.code !== 200 && answer.code !== 0)
          deps.notify?.({ type: "error", error: answer.error ?? "UNKNOWN", name: before.name, ...(answer.details ? { details: answer.details } : {}) });
      } else if (action.type === "link-client" || action.type === "take-server") {
        const { server } = action;
        setItems((items) =>
          items.map((item) =>
            sameLine(action.client as CartItem)(item)
              ? {
                  ...item,
                  server_item_id: item.server_item_id ?? server.item_id,
                  server_cart_id: item.server_cart_id ?? String(server.quote_id),
                  product_option: item.product_option ?? (server.product_option as CartItem["product_option"]),
                  product_type: server.product_type || item.product_type,
                  ...(action.type === "take-server" ? { qty: server.qty, prev_qty: server.qty } : {}),
                }
              : item,
          ),
        );
      } else if (action.type === "remove-client") {
        setItems((items) => items.filter((item) => !sameLine(action.client as CartItem)(item)));
      } else if (action.type === "delete-server") {
        await withCart((id) => api.delete(id, action.request.cartItem, guest()));
      } else {
        setItems((items) => [...items, fromServer(action.server as ServerCartItem)]);
      }
    }
    await syncTotalsNow();
  }

  function fromServer(server: ServerCartItem): CartItem {
    return linkLine(
      {
        sku: server.sku,
        parentSku: server.parent_sku ?? server.sku,
        name: server.name,
        qty: server.qty,
        product_type: server.product_type,
        price_incl_tax: server.price,
        image: server.image ?? null,
        slug: server.slug ?? "",
        ...(server.preorder ? { preorder: server.preorder } : {}),
      },
      server,
    );
  }

  async function syncTotalsNow(force = false): Promise<void> {
    const s = get();
    const hash = cartHash(s);
    if (!force && hash === s.cartItemsHash && s.cartServerLastTotalsSyncDate > 0) return;
    if (s.cartItems.length === 0) {
      patch({ platformTotals: null, shipping: [], payment: [], cartItemsHash: hash, cartServerLastTotalsSyncDate: now() });
      return;
    }
    // Methods first (docs/api.md §9.6): delivery for the default country, and the cart's payment methods.
    const [shipping, payment] = await Promise.all([
      withCart((id) => api.shippingMethods(id, DEFAULT_COUNTRY, guest())),
      withCart((id) => api.paymentMethods(id, guest())),
    ]);
    if (shipping.code === 200 && Array.isArray(shipping.result)) patch({ shipping: shipping.result.filter((m) => m.available !== false) });
    if (payment.code === 200 && Array.isArray(payment.result)) patch({ payment: payment.result.map((m) => ({ ...m, is_server_method: true })) });
    const answer = await withCart((cartId) => api.totals(cartId, guest()));
    if (answer.code !== 200 || !answer.result) return;
    const totals = parseTotals(answer.result);
    const byId = new Map(totals.items.map((t) => [t.item_id, t]));
    const items = get().cartItems.map((item) => {
      const t = item.server_item_id !== undefined ? byId.get(item.server_item_id) : undefined;
      return t ? { ...item, totals: t, qty: t.qty, ...lineProblem(item, t.errors) } : item;
    });
    const next = { ...get(), cartItems: items, platformTotals: totals, cartServerLastTotalsSyncDate: now() };
    container.set({ ...next, cartItemsHash: cartHash(next) });
  }

  async function checkStock(sku: string): Promise<void> {
    if (!deps.stockCheck) return;
    const inStock = await deps.stockCheck(sku).catch(() => null);
    const stock: StockStatus = inStock === null ? "volatile" : inStock ? "ok" : "out_of_stock";
    setItems((items) => items.map((item) => (item.sku === sku ? { ...item, stock, error: stock === "out_of_stock" ? "outOfStock" : undefined } : item)));
  }

  // ---- the shopper's actions -------------------------------------------------------------------------

  async function addOne(item: NewCartItem): Promise<CartOutcome> {
    const existing = get().cartItems.find(sameLine(item as CartItem));
    if (existing) {
      const qty = existing.qty + item.qty;
      setItems((items) => items.map((other) => (other === existing ? { ...other, qty, prev_qty: existing.qty } : other)));
      const answer = await pushLine({ ...existing, qty, prev_qty: existing.qty }, qty);
      return outcome(answer, "updated");
    }
    const line: CartItem = { ...item, prev_qty: 0 };
    setItems((items) => [...items, line]);
    const answer = await pushLine(line, line.qty);
    return outcome(answer, "added");
  }

  async function afterChange(skus: string[]) {
    await syncTotalsNow();
    await Promise.all(skus.map(checkStock));
  }

  return {
    /** Page start: connect a cart that has items, sync a connected one. */
    start: () => serial(() => syncNow()),
    sync: (options?: { forceClientState?: boolean }) => serial(() => syncNow(options)),
    syncTotals: (force = false) => serial(() => syncTotalsNow(force)),

    /** Adds the lines (several for a grouped product); an existing line's quantity grows. */
    addItems: (items: NewCartItem[]) =>
      serial(async (): Promise<CartOutcome> => {
        patch({ isAddingToCart: true, modifiedAt: now() });
        try {
          let result: CartOutcome = { ok: true, status: "unchanged" };
          for (const item of items) {
            const one = await addOne(item);
            if (!one.ok) return one;
            if (result.ok && result.status !== "added") result = one;
          }
          await afterChange(items.map((i) => i.sku));
          return result;
        } finally {
          patch({ isAddingToCart: false });
        }
      }),

    updateQuantity: (line: CartItem, qty: number) =>
      serial(async (): Promise<CartOutcome> => {
        if (!Number.isInteger(qty) || qty < 1) return { ok: false, error: "INVALID_QTY" };
        const current = get().cartItems.find(sameLine(line));
        if (!current) return { ok: false, error: "CART_ITEM_NOT_FOUND" };
        if (current.qty === qty) return { ok: true, status: "unchanged" };
        patch({ modifiedAt: now() });
        setItems((items) => items.map((other) => (other === current ? { ...other, qty, prev_qty: current.qty } : other)));
        const answer = await pushLine({ ...current, qty, prev_qty: current.qty }, qty);
        // More than can be bought: the line takes as many as there are, and the shopper is told (issue 16).
        const max = Number(answer.details?.maxQuantity);
        if (answer.error === "QTY_NOT_AVAILABLE" && Number.isInteger(max) && max >= 1) {
          const restored = get().cartItems.find(sameLine(current));
          if (restored && restored.qty !== max) {
            setItems((items) => items.map((other) => (other === restored ? { ...other, qty: max, prev_qty: restored.qty } : other)));
            const limited = await pushLine({ ...restored, qty: max, prev_qty: restored.qty }, max);
            await syncTotalsNow();
            return limited.code === 200 ? { ok: true, status: "updated", limitedTo: max } : outcome(limited, "updated");
          }
          await syncTotalsNow();
          return { ok: true, status: "unchanged", limitedTo: max };
        }
        await syncTotalsNow();
        return outcome(answer, "updated");
      }),

    removeItem: (line: CartItem) =>
      serial(async (): Promise<CartOutcome> => {
        const current = get().cartItems.find(sameLine(line));
        if (!current) return { ok: true, status: "unchanged" };
        patch({ modifiedAt: now() });
        setItems((items) => items.filter((other) => other !== current));
        if (current.server_item_id !== undefined) {
          await withCart((cartId) =>
            api.delete(cartId, { sku: current.sku, item_id: current.server_item_id!, quoteId: current.server_cart_id ?? cartId }, guest()),
          );
        }
        await syncTotalsNow();
        return { ok: true, status: "removed" };
      }),

    /** Edit mode: the line with other options (a configurable's size or colour) and quantity. */
    changeLine: (line: CartItem, next: NewCartItem) =>
      serial(async (): Promise<CartOutcome> => {
        const current = get().cartItems.find(sameLine(line));
        if (!current) return { ok: false, error: "CART_ITEM_NOT_FOUND" };
        if (productsEquals(current, next as CartItem) && current.sku === next.sku) {
          if (current.qty === next.qty) return { ok: true, status: "unchanged" };
          patch({ modifiedAt: now() });
          setItems((items) => items.map((other) => (other === current ? { ...other, qty: next.qty, prev_qty: current.qty } : other)));
          const answer = await pushLine({ ...current, qty: next.qty, prev_qty: current.qty }, next.qty);
          await syncTotalsNow();
          return outcome(answer, "updated");
        }
        patch({ modifiedAt: now() });
        const at = get().cartItems.indexOf(current);
        const added = await addOne(next);
        if (!added.ok) return added;
        // The new configuration takes the old line's place.
        setItems((items) => {
          const rest = items.filter((other) => other !== current && !(current.server_item_id !== undefined && other.server_item_id === current.server_item_id));
          const edited = rest.find((other) => productsEquals(other, next as CartItem));
          if (!edited) return rest;
          const without = rest.filter((other) => other !== edited);
          without.splice(Math.min(Math.max(at, 0), without.length), 0, edited);
          return without;
        });
        if (current.server_item_id !== undefined) {
          await withCart((cartId) =>
            api.delete(cartId, { sku: current.sku, item_id: current.server_item_id!, quoteId: current.server_cart_id ?? cartId }, guest()),
          );
        }
        await afterChange([next.sku]);
        return { ok: true, status: "updated" };
      }),

    applyCoupon: (code: string) =>
      serial(async (): Promise<CartOutcome> => {
        const answer = await withCart((cartId) => api.applyCoupon(cartId, code.trim(), guest()));
        if (answer.code !== 200) return outcome(answer, "updated");
        await syncTotalsNow(true);
        // The code as the shop stores it ("witaj10" typed is WITAJ10), from the totals just fetched.
        const stored = get().platformTotals?.coupon_code;
        return { ok: true, status: "updated", ...(stored ? { coupon: stored } : {}) };
      }),

    removeCoupon: () =>
      serial(async (): Promise<CartOutcome> => {
        const answer = await withCart((cartId) => api.deleteCoupon(cartId, guest()));
        if (answer.code === 200) await syncTotalsNow(true);
        return outcome(answer, "removed");
      }),

    /**
     * On login: the guest cart's lines join the customer's cart (quantities added, on the server), the
     * local cart becomes that cart, and the coupon is applied again.
     */
    login: () =>
      serial(async (): Promise<void> => {
        const s = get();
        const coupon = s.platformTotals?.coupon_code;
        const guestCartId = s.cartServerToken && !/^\d+$/.test(s.cartServerToken) ? s.cartServerToken : null;
        patch({ guestCart: false, connectBypassCount: 0, syncDisabled: false, cartServerToken: null });
        storage?.removeItem(BYPASS_TS_KEY);
        if (guestCartId) {
          const merged = await api.merge(guestCartId);
          if (merged.code === 200) patch({ cartServerToken: String(merged.result) });
          else if (merged.code === 401 && !bypass()) return;
        }
        if (!(await connect())) return;
        const pulled = await withCart((cartId) => api.pull(cartId, guest()));
        if (pulled.code === 200 && Array.isArray(pulled.result)) {
          // The server's cart now holds the guest lines too: it replaces the local copy (lines the guest cart
          // never confirmed are pushed by the sync below).
          const local = get().cartItems;
          const adopted = pulled.result.map((server) => {
            const known = local.find((item) => productsEquals(item, { ...server, server_item_id: undefined } as never));
            return known ? linkLine(known, server) : fromServer(server);
          });
          const unconfirmed = local.filter((item) => item.server_item_id === undefined && !adopted.some((a) => productsEquals(a, item)));
          patch({ cartItems: [...adopted, ...unconfirmed], cartItemsHash: "" });
          await syncNow({ forceClientState: false });
        }
        await syncTotalsNow(true);
        if (coupon && !get().platformTotals?.coupon_code) {
          const answer = await withCart((cartId) => api.applyCoupon(cartId, coupon, guest()));
          if (answer.code === 200) await syncTotalsNow(true);
        }
      }),

    /** On logout: the cart is cleared locally, the server cart stays the customer's. */
    logout: () =>
      serial(async () => {
        container.set({ ...EMPTY_CART });
        storage?.removeItem(BYPASS_TS_KEY);
      }),
  };
}

export type CartEngine = ReturnType<typeof createCartEngine>;

/** The items' hash (without stock and totals) and the token: totals are fetched again when it changes. */
export function cartHash(state: Pick<CartState, "cartItems" | "cartServerToken">): string {
  const text = JSON.stringify([state.cartServerToken, state.cartItems.map((i) => [i.sku, i.qty, i.server_item_id ?? null, i.product_option ?? null])]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0") + text.length.toString(16);
}
