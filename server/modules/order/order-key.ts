/** The columns of an order's key (OrderKey): what a retry, a renewal or a known client id is answered from. */
export const ORDER_KEY_SQL = `id, increment_id, customer_id, customer_email, status, grand_total, gift_card_amount, payment_method_code, created_at, request_hash,
  COALESCE((consents->>'account_requested')::boolean, (consents->>'account_created')::boolean) IS TRUE AS account_created`;
