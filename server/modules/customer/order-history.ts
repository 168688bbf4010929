/**
 * A customer's order history (GET /api/user/order-history), in the Magento search-result shape the storefront
 * pages through: `{items, search_criteria: {page_size, current_page}, total_count}`, newest first.
 *
 * Orders are written by checkout, which is a separate piece of work with its own `orders` table; until it is
 * merged no order can exist, so this service answers the true state of every customer (an empty history) without
 * a query. Checkout replaces the body of `page` with a query over its table keyed by the customer id; the route,
 * its authentication and the response shape stay as they are.
 */

export interface OrderHistoryPage {
  items: Record<string, unknown>[];
  search_criteria: { page_size: number; current_page: number };
  total_count: number;
}

export class OrderHistoryService {
  async page(_customerId: number, pageSize: number, currentPage: number): Promise<OrderHistoryPage> {
    return { items: [], search_criteria: { page_size: pageSize, current_page: currentPage }, total_count: 0 };
  }
}
