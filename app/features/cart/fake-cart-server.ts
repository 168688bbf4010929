/**
 * A fake server cart for the engine's tests: the contract's endpoints over an in-memory map, answered as a
 * fetch would, with switches for the failures the engine must survive (a refused update, a 401, no network).
 */
import { productsEquals } from "../../../domain/cart-line.ts";
import type { Fetch } from "./cart-api.ts";
import type { ServerCartItem } from "./types.ts";

interface FakeCart {
  id: string;
  customer: string | null;
  items: ServerCartItem[];
  coupon: string | null;
  closed: boolean;
}

export class FakeCartServer {
  carts = new Map<string, FakeCart>();
  requests: string[] = [];
  /** sku → stock left (absent: unlimited) */
  stock = new Map<string, number>();
  /** tokens the server accepts; any other token answers 401 */
  validTokens = new Set<string>(["customer-a"]);
  offline = false;
  private nextCart = 1;
  private nextItem = 1;

  readonly fetch: Fetch = async (input, init) => {
    const url = new URL(input, "http://shop.test");
    const method = init?.method ?? "GET";
    this.requests.push(`${method} ${url.pathname.replace("/api/cart/", "")}`);
    if (this.offline) throw new TypeError("Failed to fetch");
    const auth = (init?.headers as Record<string, string> | undefined)?.authorization;
    const token = auth?.replace(/^Bearer /, "") ?? null;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const [code, result] = this.answer(url.pathname.replace("/api/cart/", ""), url.searchParams, token, body);
    return new Response(JSON.stringify({ code, result }), { status: code, headers: { "content-type": "application/json" } });
  };

  private answer(path: string, query: URLSearchParams, token: string | null, body: Record<string, unknown>): [number, unknown] {
    if (token !== null && !this.validTokens.has(token)) return [401, { error: "UNAUTHORIZED", message: "bad token" }];
    if (path === "create") {
      if (token) {
        const own = [...this.carts.values()].find((c) => c.customer === token && !c.closed);
        if (own) return [200, Number(own.id)];
      }
      const id = token ? String(1000 + this.nextCart++) : `guest${String(this.nextCart++).padStart(27, "0")}`;
      this.carts.set(id, { id, customer: token, items: [], coupon: null, closed: false });
      return [200, token ? Number(id) : id];
    }
    if (path === "merge") {
      const guest = this.carts.get(String(body.guestCartId));
      if (!token) return [401, { error: "UNAUTHORIZED" }];
      const [, customerId] = this.answer("create", query, token, {});
      const target = this.carts.get(String(customerId))!;
      if (guest && !guest.closed && guest.customer === null) {
        for (const item of guest.items) {
          const same = target.items.find((t) => productsEquals(t, { ...item, item_id: undefined }));
          if (same) same.qty += item.qty;
          else target.items.push({ ...item, item_id: this.nextItem++, quote_id: target.id });
        }
        target.coupon ??= guest.coupon;
        guest.closed = true;
      }
      return [200, Number(target.id)];
    }
    const cart = this.carts.get(query.get("cartId") ?? "");
    if (!cart || cart.closed || (cart.customer !== null && cart.customer !== token)) return [404, { error: "CART_NOT_FOUND", message: "No cart" }];
    switch (path) {
      case "pull":
        return [200, cart.items.map((i) => ({ ...i }))];
      case "update": {
        const item = body.cartItem as { sku: string; qty: number; item_id?: number; product_option?: ServerCartItem["product_option"] };
        const variant = item.product_option?.extension_attributes.configurable_item_options?.[0];
        const sku = variant ? `${item.sku}-${variant.option_value}` : item.sku;
        const left = this.stock.get(sku);
        if (left === 0) return [400, { error: "OUT_OF_STOCK", message: "The product is out of stock and cannot be added to the cart!" }];
        if (left !== undefined && item.qty > left)
          return [400, { error: "QTY_NOT_AVAILABLE", message: `Only ${left} products`, details: { maxQuantity: left } }];
        if (item.item_id !== undefined) {
          const line = cart.items.find((i) => i.item_id === item.item_id);
          if (!line) return [404, { error: "CART_ITEM_NOT_FOUND", message: "No item" }];
          line.qty = item.qty;
          return [200, { ...line }];
        }
        const same = cart.items.find((i) => productsEquals(i, { sku, product_option: item.product_option }));
        if (same) {
          same.qty += item.qty;
          return [200, { ...same }];
        }
        const line: ServerCartItem = {
          item_id: this.nextItem++,
          sku,
          qty: item.qty,
          name: `Name of ${sku}`,
          price: 10,
          product_type: "simple",
          quote_id: cart.id,
          ...(item.product_option ? { product_option: item.product_option } : {}),
        };
        cart.items.push(line);
        return [200, { ...line }];
      }
      case "delete": {
        const id = (body.cartItem as { item_id: number }).item_id;
        cart.items = cart.items.filter((i) => i.item_id !== id);
        return [200, true];
      }
      case "totals": {
        const items = cart.items.map((i) => ({
          item_id: i.item_id,
          name: i.name,
          qty: i.qty,
          price_incl_tax: i.price,
          row_total_incl_tax: i.price * i.qty,
          row_total: 0,
          tax_amount: 0,
          tax_percent: 5,
          discount_amount: 0,
          options: "[]",
          ...(i.errors ? { errors: i.errors } : {}),
        }));
        const subtotal = items.reduce((n, i) => n + i.row_total_incl_tax, 0);
        const discount = cart.coupon ? -subtotal / 10 : 0;
        return [
          200,
          {
            grand_total: subtotal + discount,
            subtotal_incl_tax: subtotal,
            discount_amount: discount,
            shipping_incl_tax: 0,
            items_qty: cart.items.length,
            ...(cart.coupon ? { coupon_code: cart.coupon } : {}),
            items,
            total_segments: [{ code: "grand_total", title: "Grand total", value: subtotal + discount }],
          },
        ];
      }
      case "shipping-methods":
        return [
          200,
          [
            {
              carrier_code: "flatrate",
              method_code: "flatrate",
              carrier_title: "Kurier",
              method_title: "Kurier",
              price_incl_tax: 5,
              available: true,
              default: true,
            },
            { carrier_code: "inpost", method_code: "paczkomat", carrier_title: "InPost", method_title: "Paczkomat", price_incl_tax: 9.99, available: false },
          ],
        ];
      case "payment-methods":
        return [200, [{ code: "cashondelivery", title: "Za pobraniem", cost_incl_tax: 0, default: true, offline: true, is_server_method: true }]];
      case "apply-coupon": {
        // codes are compared without case, as the server does (domain/coupon.ts normaliseCouponCode)
        const code = (query.get("coupon") ?? "").trim().toUpperCase();
        if (code === "LATO2025") return [400, { error: "COUPON_EXPIRED", message: "The coupon code has expired.", details: { reason: "expired" } }];
        if (code !== "WITAJ10") return [400, { error: "COUPON_INVALID", message: "The coupon code isn't valid.", details: { reason: "unknown" } }];
        cart.coupon = "WITAJ10";
        return [200, true];
      }
      case "delete-coupon":
        cart.coupon = null;
        return [200, true];
      default:
        return [404, { error: "NOT_FOUND" }];
    }
  }
}
