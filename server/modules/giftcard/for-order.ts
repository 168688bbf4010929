/**
 * The gift cards' part of placing and cancelling an order (docs/decisions/2026-11-26-gift-cards.md). The order module
 * calls `debitGiftCards` inside its transaction, right after its own statement wrote the order: one UPDATE takes what
 * each card pays, guarded by `balance >= amount` (and the card being active and unexpired), and records it; when a
 * card no longer holds its amount (another order spent it meanwhile: the guard re-reads the row once that order
 * commits) it answers false and the order rolls back, so two tabs can never spend one balance twice. An unpaid order
 * cancelled gives the amounts back in the cancelling statement itself (`restoreGiftCardsSql`).
 */
import type { Database } from "../../db/client.ts";
import { maskGiftCardCode } from "../../../domain/gift-card.ts";

type Query = Pick<Database, "query">;

/** What one card pays of an order (grosze). */
export interface GiftCardUse {
  cardId: number;
  amount: number;
}

/**
 * Debits the cards for order `orderId` in one statement; true when every card paid its amount, false when one could
 * not (then nothing was taken from any: the caller rolls its transaction back).
 */
export async function debitGiftCards(tx: Query, orderId: number, uses: readonly GiftCardUse[], now: Date): Promise<boolean> {
  const wanted = uses.filter((u) => u.amount > 0);
  if (wanted.length === 0) return true;
  const rows = await tx.query<{ n: number }>(
    `WITH want AS (
       SELECT * FROM jsonb_to_recordset($2::jsonb) AS w(card_id int, amount int)
     ), debited AS (
       UPDATE gift_cards g SET balance = g.balance - w.amount, updated_at = $3
       FROM want w
       WHERE g.id = w.card_id AND g.status = 'active' AND g.expires_at > $3 AND g.balance >= w.amount
       RETURNING g.id, w.amount
     ), used AS (
       INSERT INTO gift_card_redemptions (gift_card_id, order_id, amount, status, created_at)
       SELECT id, $1, amount, 'debited', $3 FROM debited
     )
     SELECT count(*)::int AS n FROM debited`,
    [orderId, JSON.stringify(wanted.map((u) => ({ card_id: u.cardId, amount: u.amount }))), now],
  );
  return rows[0]?.n === wanted.length;
}

/**
 * CTEs `gc_restored`, `gc_credited`: the amounts cards paid of the orders in CTE `orders` (a CTE with an `id`
 * column, e.g. the order's `expired_order`) given back, once (a redemption goes from debited to restored).
 */
export const restoreGiftCardsSql = (orders: string, at: string) => `gc_restored AS (
     UPDATE gift_card_redemptions SET status = 'restored', restored_at = ${at}
     WHERE order_id IN (SELECT id FROM ${orders}) AND status = 'debited'
     RETURNING gift_card_id, amount
   ), gc_credited AS (
     UPDATE gift_cards g SET balance = g.balance + r.amount, updated_at = ${at}
     FROM (SELECT gift_card_id, sum(amount)::int AS amount FROM gc_restored GROUP BY gift_card_id) r
     WHERE g.id = r.gift_card_id
   )`;

/** A card as an order shows what it paid. */
export interface OrderGiftCard {
  code: string;
  amount: number;
  status: "debited" | "restored";
}

/** The cards that paid part of each of these orders (masked codes, amounts in grosze), by order id. */
export async function giftCardsOfOrders(db: Query, orderIds: number[]): Promise<Map<number, OrderGiftCard[]>> {
  const map = new Map<number, OrderGiftCard[]>();
  if (orderIds.length === 0) return map;
  const rows = await db.query<{ order_id: number; last4: string; amount: number; status: OrderGiftCard["status"] }>(
    `SELECT r.order_id, g.code_last4 AS last4, r.amount, r.status FROM gift_card_redemptions r JOIN gift_cards g ON g.id = r.gift_card_id
     WHERE r.order_id = ANY($1::int[]) ORDER BY r.id`,
    [orderIds],
  );
  for (const r of rows) {
    const list = map.get(r.order_id) ?? [];
    list.push({ code: maskGiftCardCode(r.last4), amount: r.amount, status: r.status });
    map.set(r.order_id, list);
  }
  return map;
}
