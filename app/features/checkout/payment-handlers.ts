/**
 * Where online payment plugs in: what happens after the server accepted an order, by payment method. Cash on
 * delivery (and a free order) ends on the thank-you page. The PayU methods (vue_payu_gateway, _blik,
 * _recurring) arrive with the payments work: each will start its payment here (redirect to PayU, BLIK code,
 * card token) and come back to the thank-you page; until then they end there too, with the order pending.
 */
export interface PlacedOrder {
  orderNumber: string;
  status: string;
}

export function thankYouUrl(order: PlacedOrder, extra: Record<string, string> = {}): string {
  return `/thank-you-page?${new URLSearchParams({ order_increment_id: order.orderNumber, status: order.status, ...extra })}`;
}

const HANDLERS: Record<string, (order: PlacedOrder) => string> = {
  cashondelivery: (order) => thankYouUrl(order),
  free: (order) => thankYouUrl(order),
};

/** The address to go to once the order is placed. */
export function afterOrder(paymentCode: string, order: PlacedOrder): string {
  return (HANDLERS[paymentCode] ?? thankYouUrl)(order);
}
