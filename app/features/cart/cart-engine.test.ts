import { beforeEach, describe, expect, it } from "vitest";
import { cartApi } from "./cart-api.ts";
import { BYPASS_RESET_MS, createCartEngine, IN_CHECKOUT_MS, type NewCartItem } from "./cart-engine.ts";
import { BYPASS_TS_KEY, cartCount, createCartContainer } from "./cart-state.ts";
import { FakeCartServer } from "./fake-cart-server.ts";

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const simple = (sku: string, qty = 1): NewCartItem => ({
  sku,
  parentSku: sku,
  name: sku,
  qty,
  product_type: "simple",
  price_incl_tax: 10,
  image: null,
  slug: sku,
});

let server: FakeCartServer;
let storage: MemoryStorage;
let clock: number;
let token: string | null;

function tab(storageOf: Storage = storage) {
  const container = createCartContainer(storageOf);
  const notices: string[] = [];
  const engine = createCartEngine({
    container,
    storage: storageOf,
    now: () => clock,
    api: cartApi({ fetch: server.fetch, token: () => token }),
    notify: (n) => notices.push(`${n.error}:${n.name}`),
  });
  return { container, engine, notices, items: () => container.get().cartItems.map((i) => `${i.sku}×${i.qty}`) };
}

const serverItems = () => [...server.carts.values()].filter((c) => !c.closed).flatMap((c) => c.items.map((i) => `${i.sku}×${i.qty}`));

beforeEach(() => {
  server = new FakeCartServer();
  storage = new MemoryStorage();
  clock = 1_000_000_000;
  token = null;
});

describe("cart engine", () => {
  it("flags lines the server reports as disabled, out of stock or above the stock left, and clears the flag when fixed", async () => {
    const { engine, container } = tab();
    await engine.addItems([simple("A", 3), simple("B"), simple("C")]);
    const cart = server.carts.get(container.get().cartServerToken!)!;
    cart.items[0]!.errors = { stock: { code: "QTY_NOT_AVAILABLE", message: "Only 2 products of this type are available", maxQuantity: 2 } };
    cart.items[1]!.errors = { stock: { code: "OUT_OF_STOCK", message: "Out of the stock!" } };
    cart.items[2]!.errors = { stock: { code: "PRODUCT_DISABLED", message: "This product is no longer available." } };
    await engine.syncTotals(true);
    const line = (sku: string) => container.get().cartItems.find((i) => i.sku === sku)!;
    expect(line("A")).toMatchObject({ error: "qtyAvailable", maxQuantity: 2 });
    expect(line("B")).toMatchObject({ error: "outOfStock", stock: "out_of_stock" });
    expect(line("C")).toMatchObject({ error: "productDisabled" });
    delete cart.items[0]!.errors;
    await engine.syncTotals(true);
    expect(line("A").error).toBeUndefined();
    expect(line("B").error).toBe("outOfStock");
  });

  it("creates the server cart first, then adds the line and links it", async () => {
    const { engine, container, items } = tab();
    expect(await engine.addItems([simple("A", 2)])).toEqual({ ok: true, status: "added" });
    expect(server.requests.slice(0, 2)).toEqual(["POST create", "POST update"]);
    expect(items()).toEqual(["A×2"]);
    const line = container.get().cartItems[0]!;
    expect(line.server_item_id).toBeTypeOf("number");
    expect(line.server_cart_id).toBe(container.get().cartServerToken);
    expect(storage.getItem("cart-token")).toBe(container.get().cartServerToken);
    expect(JSON.parse(storage.getItem("cart")!).cartItems).toHaveLength(1);
  });

  it("adding an existing line increases its quantity (one line, locally and on the server)", async () => {
    const { engine, items } = tab();
    await engine.addItems([simple("A", 1)]);
    expect(await engine.addItems([simple("A", 2)])).toEqual({ ok: true, status: "updated" });
    expect(items()).toEqual(["A×3"]);
    expect(serverItems()).toEqual(["A×3"]);
  });

  it("a double click (two adds at once) ends with one line", async () => {
    const { engine, items } = tab();
    await Promise.all([engine.addItems([simple("A")]), engine.addItems([simple("A")])]);
    expect(items()).toEqual(["A×2"]);
    expect(serverItems()).toEqual(["A×2"]);
  });

  it("changes the quantity and removes a line", async () => {
    const { engine, items } = tab();
    await engine.addItems([simple("A"), simple("B")]);
    const [a, b] = tab().container.get().cartItems;
    expect(await engine.updateQuantity(a!, 5)).toEqual({ ok: true, status: "updated" });
    expect(await engine.removeItem(b!)).toEqual({ ok: true, status: "removed" });
    expect(items()).toEqual(["A×5"]);
    expect(serverItems()).toEqual(["A×5"]);
    expect(await engine.updateQuantity(a!, 0)).toEqual({ ok: false, error: "INVALID_QTY" });
  });

  it("a quantity above what can be bought sets the line to what there is, and says so (issue 16)", async () => {
    const { engine, items } = tab();
    await engine.addItems([simple("A", 2)]);
    server.stock.set("A", 3);
    const line = tab().container.get().cartItems[0]!;
    expect(await engine.updateQuantity(line, 7)).toEqual({ ok: true, status: "updated", limitedTo: 3 });
    expect(items()).toEqual(["A×3"]);
    expect(serverItems()).toEqual(["A×3"]);
    // already at the limit: nothing changes, and the shopper still hears why
    expect(await engine.updateQuantity(tab().container.get().cartItems[0]!, 4)).toEqual({ ok: true, status: "unchanged", limitedTo: 3 });
    expect(items()).toEqual(["A×3"]);
  });

  it("a refused quantity change restores the previous quantity; a refused new line is removed", async () => {
    const { engine, items } = tab();
    await engine.addItems([simple("A", 2)]);
    server.stock.set("A", 0);
    const line = tab().container.get().cartItems[0]!;
    expect(await engine.updateQuantity(line, 7)).toEqual({ ok: false, error: "OUT_OF_STOCK" });
    expect(items()).toEqual(["A×2"]);
    server.stock.set("B", 0);
    expect(await engine.addItems([simple("B")])).toEqual({ ok: false, error: "OUT_OF_STOCK" });
    expect(items()).toEqual(["A×2"]);
    expect(serverItems()).toEqual(["A×2"]);
  });

  it("without network the line stays and is sent by the next sync", async () => {
    const { engine, items } = tab();
    await engine.addItems([simple("A")]);
    server.offline = true;
    const result = await engine.addItems([simple("B")]);
    expect(result.ok).toBe(false);
    expect(items()).toEqual(["A×1", "B×1"]);
    server.offline = false;
    await engine.sync();
    expect(serverItems()).toEqual(["A×1", "B×1"]);
  });

  it("fetches totals again only when the cart's hash changed", async () => {
    const { engine, container } = tab();
    await engine.addItems([simple("A", 2)]);
    const totalsCalls = () => server.requests.filter((r) => r === "GET totals").length;
    expect(totalsCalls()).toBe(1);
    expect(container.get().platformTotals?.grand_total).toBe(20);
    expect(container.get().cartItems[0]!.totals?.row_total_incl_tax).toBe(20);
    // delivery and payment methods come with the totals; an unavailable method is dropped
    expect(container.get().shipping.map((m) => m.carrier_code)).toEqual(["flatrate"]);
    expect(container.get().payment).toMatchObject([{ code: "cashondelivery", is_server_method: true }]);
    await engine.syncTotals();
    expect(totalsCalls()).toBe(1);
    await engine.updateQuantity(container.get().cartItems[0]!, 3);
    expect(totalsCalls()).toBe(2);
    expect(container.get().platformTotals?.grand_total).toBe(30);
  });

  it("applies and removes a coupon, resyncing totals", async () => {
    const { engine, container } = tab();
    await engine.addItems([simple("A", 2)]);
    expect(await engine.applyCoupon("NOPE")).toMatchObject({ ok: false, error: "COUPON_INVALID" });
    expect(await engine.applyCoupon("lato2025")).toMatchObject({ ok: false, error: "COUPON_EXPIRED" });
    // the outcome names the code as the shop stores it, not as typed
    expect(await engine.applyCoupon(" witaj10 ")).toEqual({ ok: true, status: "updated", coupon: "WITAJ10" });
    expect(container.get().platformTotals).toMatchObject({ coupon_code: "WITAJ10", grand_total: 18 });
    await engine.removeCoupon();
    expect(container.get().platformTotals?.coupon_code).toBeUndefined();
  });

  it("a change in another tab reaches this tab (storage), and its next action starts from it", async () => {
    const one = tab();
    const two = tab();
    await one.engine.addItems([simple("A")]);
    expect(two.container.reload()).toBe(true);
    expect(two.items()).toEqual(["A×1"]);
    expect(two.container.reload()).toBe(false);
    await one.engine.addItems([simple("B")]);
    // tab two missed the event but its next action reads the shared storage first
    await two.engine.addItems([simple("A")]);
    expect(two.items()).toEqual(["A×2", "B×1"]);
    expect(serverItems()).toEqual(["A×2", "B×1"]);
  });

  it("sync pushes client-only lines and wrong quantities; server-only lines join the client unless in checkout", async () => {
    const { engine, container, items } = tab();
    await engine.addItems([simple("A"), simple("B", 2)]);
    const cart = server.carts.get(container.get().cartServerToken!)!;
    cart.items = cart.items.filter((i) => i.sku !== "A"); // the server lost A
    cart.items[0]!.qty = 9; // and has another quantity of B
    cart.items.push({
      item_id: 99,
      sku: "C",
      qty: 1,
      name: "C",
      price: 5,
      product_type: "simple",
      quote_id: cart.id,
      parent_sku: "parent-of-C",
      slug: "slug-C",
      image: "/C.jpg",
    });
    clock += IN_CHECKOUT_MS + 1; // not in checkout: the server's extra line is kept
    await engine.sync();
    expect(items().sort()).toEqual(["A×1", "B×2", "C×1"]);
    expect(serverItems().sort()).toEqual(["A×1", "B×2", "C×1"]);
    // the pulled line carries its image and link (pull gives them: no catalogue request per line)
    expect(container.get().cartItems.find((i) => i.sku === "C")).toMatchObject({
      parentSku: "parent-of-C",
      slug: "slug-C",
      image: "/C.jpg",
      server_item_id: 99,
    });
    cart.items.push({ item_id: 100, sku: "D", qty: 1, name: "D", price: 5, product_type: "simple", quote_id: cart.id });
    await engine.sync({ forceClientState: true });
    expect(serverItems().sort()).toEqual(["A×1", "B×2", "C×1"]);
  });

  it("a line the server refuses during a sync is not dropped silently", async () => {
    const { engine, container, notices } = tab();
    await engine.addItems([simple("A")]);
    server.carts.get(container.get().cartServerToken!)!.items = [];
    server.stock.set("A", 0);
    await engine.sync();
    expect(notices).toEqual(["OUT_OF_STOCK:Name of A"]);
    expect(container.get().cartItems).toEqual([]);
  });

  it("on 401 falls back to a guest cart once (bypass count), then keeps the cart local", async () => {
    token = "expired";
    const { engine, container, items } = tab();
    expect(await engine.addItems([simple("A")])).toEqual({ ok: true, status: "added" });
    expect(container.get()).toMatchObject({ connectBypassCount: 1, guestCart: true, syncDisabled: false });
    expect(container.get().cartServerToken).toMatch(/^guest/);
    expect(storage.getItem(BYPASS_TS_KEY)).toBe(String(clock));
    expect(serverItems()).toEqual(["A×1"]);
    // the guest cart is lost too (answers 401 even as a guest): attempts are exhausted, sync stops
    server.validTokens.clear();
    token = "expired";
    server.carts.clear();
    const guestless = tab();
    guestless.container.set({ ...guestless.container.get(), guestCart: false, cartServerToken: null });
    const result = await guestless.engine.addItems([simple("B")]);
    expect(result).toEqual({ ok: false, error: "SYNC_DISABLED" });
    expect(guestless.container.get()).toMatchObject({ syncDisabled: true, connectBypassCount: 1 });
    expect(items()).toEqual(["A×1"]);
  });

  it("lets a 401 fall back again once 30 minutes have passed since the last bypass (last-cart-bypass-ts)", async () => {
    token = "expired";
    const { engine, container } = tab();
    await engine.addItems([simple("A")]);
    // exhaust the attempts: the next 401 (customer token again) stops the sync
    container.set({ ...container.get(), guestCart: false, cartServerToken: null });
    expect(await engine.addItems([simple("B")])).toEqual({ ok: false, error: "SYNC_DISABLED" });
    expect(container.get()).toMatchObject({ syncDisabled: true, connectBypassCount: 1 });
    clock += BYPASS_RESET_MS - 1; // not yet
    expect(await engine.addItems([simple("C")])).toEqual({ ok: false, error: "SYNC_DISABLED" });
    clock += 1; // 30 minutes after the bypass: the count starts again, the 401 falls back to a guest cart
    expect(await engine.addItems([simple("D")])).toEqual({ ok: true, status: "added" });
    expect(container.get()).toMatchObject({ syncDisabled: false, connectBypassCount: 1, guestCart: true });
    expect(storage.getItem(BYPASS_TS_KEY)).toBe(String(clock));
    expect(serverItems()).toContain("D×1");
  });

  it("a closed or unknown server cart is re-created and the lines sent again", async () => {
    const { engine, container, items } = tab();
    await engine.addItems([simple("A", 2)]);
    const first = container.get().cartServerToken;
    server.carts.get(first!)!.closed = true;
    await engine.sync();
    expect(container.get().cartServerToken).not.toBe(first);
    expect(items()).toEqual(["A×2"]);
    expect(serverItems()).toEqual(["A×2"]);
  });

  it("a quantity change on a closed cart goes to a new cart, with the other lines", async () => {
    const { engine, container, items } = tab();
    await engine.addItems([simple("A"), simple("B", 2)]);
    const first = container.get().cartServerToken!;
    server.carts.get(first)!.closed = true;
    expect(await engine.updateQuantity(container.get().cartItems[0]!, 3)).toEqual({ ok: true, status: "updated" });
    expect(container.get().cartServerToken).not.toBe(first);
    expect(items()).toEqual(["A×3", "B×2"]);
    expect(serverItems().sort()).toEqual(["A×3", "B×2"]);
    expect(container.get().cartItems.every((i) => i.server_cart_id === container.get().cartServerToken)).toBe(true);
  });

  it("on login merges the guest cart into the customer's (quantities added) and re-applies the coupon", async () => {
    // the customer's cart already holds A×1, from another device
    token = "customer-a";
    await tab(new MemoryStorage()).engine.addItems([simple("A", 1)]);
    token = null;
    const { engine, container, items } = tab();
    await engine.addItems([simple("A", 2), simple("B")]);
    await engine.applyCoupon("WITAJ10");
    token = "customer-a";
    await engine.login();
    expect(container.get().cartServerToken).toMatch(/^\d+$/);
    expect(items().sort()).toEqual(["A×3", "B×1"]);
    expect(serverItems().sort()).toEqual(["A×3", "B×1"]);
    expect(container.get().platformTotals?.coupon_code).toBe("WITAJ10");
    await engine.logout();
    expect(container.get().cartItems).toEqual([]);
    expect(storage.getItem("cart-token")).toBeNull();
  });

  it("edit mode: another option set replaces the line; one equal to another line joins it", async () => {
    const { engine, container, items } = tab();
    const shirt = (size: string, qty = 1): NewCartItem => ({
      sku: `SHIRT-${size}`,
      parentSku: "SHIRT",
      name: "Shirt",
      qty,
      product_type: "configurable",
      price_incl_tax: 50,
      image: null,
      slug: "shirt",
      product_option: { extension_attributes: { configurable_item_options: [{ option_id: "1", option_value: size }] } },
    });
    await engine.addItems([shirt("M")]);
    expect(await engine.changeLine(container.get().cartItems[0]!, shirt("M", 4))).toEqual({ ok: true, status: "updated" });
    expect(items()).toEqual(["SHIRT-M×4"]);
    await engine.addItems([simple("X")]);
    expect(await engine.changeLine(container.get().cartItems[0]!, shirt("L", 4))).toEqual({ ok: true, status: "updated" });
    expect(items()).toEqual(["SHIRT-L×4", "X×1"]);
    await engine.removeItem(container.get().cartItems[1]!);
    expect(serverItems()).toEqual(["SHIRT-L×4"]);
    await engine.addItems([shirt("M", 1)]);
    const m = container.get().cartItems.find((i) => i.sku === "SHIRT-M")!;
    await engine.changeLine(m, shirt("L", 1));
    expect(items()).toEqual(["SHIRT-L×5"]);
    expect(serverItems()).toEqual(["SHIRT-L×5"]);
  });

  it("counts quantities or lines for the minicart", async () => {
    const { engine, container } = tab();
    await engine.addItems([simple("A", 2), simple("B")]);
    expect(cartCount(container.get(), "quantities")).toBe(3);
    expect(cartCount(container.get(), "lines")).toBe(2);
  });
});
