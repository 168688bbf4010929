/**
 * Gift cards (docs/decisions/2026-11-26-gift-cards.md). Issued when an order selling them is paid (a receiver of the
 * payment events, server/services.ts: idempotent, with a backstop job), mailed to the buyer and listed in their
 * account; checked by code, applied to a cart and taken off it. What a card pays of an order is the cart's totals'
 * business (domain/gift-card.ts), the debit and its return the order's (for-order.ts).
 */
import type { GiftCardBalance, GiftCardStateName, MyGiftCards } from "../../../contract/giftcard.ts";
import {
  formatGiftCardCode,
  GIFT_CARDS_PER_CART,
  giftCardExpiry,
  giftCardState,
  maskGiftCardCode,
  normaliseGiftCardCode,
  type GiftCardStatus,
} from "../../../domain/gift-card.ts";
import { fromGrosze, type Grosze } from "../../../domain/money.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { accept, refuse, type Outcome } from "../../http/outcome.ts";
import type { AuthenticatedCustomer } from "../customer/index.ts";
import { restoreGiftCardsSql } from "./for-order.ts";
import { giftCardHash, newGiftCardCode, openGiftCardCode, sealGiftCardCode } from "./codes.ts";
import type { MailOutbox } from "../mail/index.ts";
import { GiftCardMail, giftCardMailSql, MAIL_JOB, type GiftCardJobs, type MailJob } from "./mail.ts";

export const giftCardErrors = {
  notFound: () => refuse("GIFT_CARD_NOT_FOUND", "There is no gift card with this code. Check the code and try again."),
  expired: (on: string) => refuse("GIFT_CARD_EXPIRED", `This gift card expired on ${on} and can no longer be used.`, { expires_at: on }),
  usedUp: () => refuse("GIFT_CARD_USED_UP", "Nothing is left on this gift card."),
  revoked: () => refuse("GIFT_CARD_REVOKED", "This gift card has been cancelled (its purchase was refunded)."),
  notApplicable: () =>
    refuse("GIFT_CARD_NOT_APPLICABLE", "Gift cards pay for products and delivery, not for other gift cards: this cart has nothing a gift card can pay."),
  limit: () => refuse("GIFT_CARD_LIMIT", `At most ${GIFT_CARDS_PER_CART} gift cards can be used in one order.`),
};

/** The cart's side (server/services.ts plugs in the cart service): which cart, and what gift cards may pay of it. */
export interface GiftCardCarts {
  giftCardTarget(who: AuthenticatedCustomer | null, cartId: string | undefined): Promise<Outcome<{ cartId: number; payable: Grosze }>>;
}

/** A paid order's line selling a gift card (a line outside VAT), as the order module gives it. Amounts in grosze. */
export interface VoucherLine {
  order_id: number;
  order_item_id: number;
  customer_id: number | null;
  customer_email: string;
  name: string;
  qty: number;
  row_gross: number;
}

/** The order's side (server/services.ts plugs in the order module's read-only facts). */
export interface GiftCardOrders {
  /** the gift card lines of order `orderId` once it is paid (none before) */
  voucherLines(orderId: number): Promise<VoucherLine[]>;
  /** ids of orders paid since `since` that sell a gift card */
  paidSince(since: Date): Promise<number[]>;
}

export interface GiftCardDeps {
  db: Database;
  config: Pick<Config, "AUTH_SECRET" | "PUBLIC_URL">;
  /** The shop's mail outbox (server/modules/mail): the cards' mail goes through it. */
  mail: MailOutbox;
  jobs?: GiftCardJobs | null;
  carts?: GiftCardCarts | null;
  orders?: GiftCardOrders | null;
  clock?: () => Date;
}

/** The backstop: paid orders whose cards were not issued (a crash between the payment and its event) get them. */
export const BACKSTOP_JOB = "gift-card-backstop";

type CardRow = { id: number; code_last4: string; initial_value: number; balance: number; status: GiftCardStatus; expires_at: Date };

const iso = (d: Date | string) => new Date(d).toISOString();

export class GiftCardService {
  readonly mail: GiftCardMail;
  private readonly deps: GiftCardDeps;
  private readonly clock: () => Date;
  private readonly secret: string;

  constructor(deps: GiftCardDeps) {
    this.deps = deps;
    this.clock = deps.clock ?? (() => new Date());
    this.secret = deps.config.AUTH_SECRET ?? "";
    this.mail = new GiftCardMail({ db: deps.db, mail: deps.mail, shopUrl: deps.config.PUBLIC_URL, secret: this.secret });
  }

  /** Registers the mail job and the backstop (every 5 minutes) when there is a job queue. */
  async start(): Promise<void> {
    const jobs = this.deps.jobs;
    if (!jobs) return;
    // a mail job queued before the outbox: its mail goes into the outbox (once per order)
    await jobs.work<MailJob>(MAIL_JOB, (job) => this.mail.queue(job));
    await jobs.work(BACKSTOP_JOB, async () => void (await this.fulfilRecent(this.clock())));
    await jobs.schedule(BACKSTOP_JOB, "*/5 * * * *", {});
  }

  // ---------------------------------------------------------------- payment events (idempotent)

  async paid(orderId: number): Promise<void> {
    await this.issueForOrder(orderId);
  }

  /**
   * A whole refund withdraws from the whole order: the cards it sold are revoked (unless spent) and what cards paid
   * of it goes back onto them, as when an unpaid order is cancelled. A part refund changes no card.
   */
  async refunded(orderId: number, whole: boolean): Promise<void> {
    if (!whole) return;
    await this.revokeOrder(orderId);
    await this.restoreSpent(orderId);
  }

  /** Gives back, once, what cards paid of order `orderId` (a redemption goes from debited to restored). */
  async restoreSpent(orderId: number): Promise<number> {
    const rows = await this.deps.db.query<{ n: number }>(
      `WITH refunded_order AS (SELECT $1::int AS id), ${restoreGiftCardsSql("refunded_order", "$2")}
       SELECT count(*)::int AS n FROM gc_restored`,
      [orderId, this.clock()],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Issues the cards a paid order sold, one per unit of each gift card line (UNIQUE(order_item_id, seq): issuing
   * twice, or from two processes, issues once), and writes their mail into the outbox in the same statement. Answers how many were issued now.
   */
  async issueForOrder(orderId: number): Promise<number> {
    const lines = (await this.deps.orders?.voucherLines(orderId)) ?? [];
    if (lines.length === 0) return 0;
    const now = this.clock();
    const expires = giftCardExpiry(now);
    const cards = lines.flatMap((l) =>
      Array.from({ length: l.qty }, (_, i) => {
        const code = newGiftCardCode();
        return {
          order_id: l.order_id,
          order_item_id: l.order_item_id,
          seq: i + 1,
          code_hash: giftCardHash(code),
          code_last4: code.slice(-4),
          code_secret: sealGiftCardCode(this.secret, code),
          value: Math.round(l.row_gross / l.qty),
          customer_id: l.customer_id,
          buyer_email: l.customer_email,
          name: l.name,
        };
      }),
    );
    // The cards and their mail (in the outbox, once per order) in one statement.
    const issued = await this.deps.db.query<{ id: number }>(
      `WITH issued AS (
       INSERT INTO gift_cards (code_hash, code_last4, code_secret, initial_value, balance, status, issued_at, expires_at, order_id, order_item_id, seq,
         customer_id, buyer_email, name, created_at, updated_at)
       SELECT c.code_hash, c.code_last4, c.code_secret, c.value, c.value, 'active', $2, $3, c.order_id, c.order_item_id, c.seq,
         c.customer_id, c.buyer_email, c.name, $2, $2
       FROM jsonb_to_recordset($1::jsonb) AS c(code_hash text, code_last4 text, code_secret text, value int, order_id int, order_item_id int, seq int,
         customer_id int, buyer_email text, name text)
       ON CONFLICT (order_item_id, seq) DO NOTHING
       RETURNING id
       ), ${giftCardMailSql("issued", "$4")}
       SELECT id FROM issued`,
      [JSON.stringify(cards), now, expires, orderId],
    );
    if (issued.length > 0) this.mail.kick();
    return issued.length;
  }

  /** A refund of the order that sold cards: those not spent at all are cancelled (a spent card keeps its balance). */
  async revokeOrder(orderId: number): Promise<number> {
    const rows = await this.deps.db.query(
      `UPDATE gift_cards SET status = 'revoked', updated_at = $2 WHERE order_id = $1 AND status = 'active' AND balance = initial_value RETURNING id`,
      [orderId, this.clock()],
    );
    return rows.length;
  }

  /** The backstop: orders paid in the 2 days before `now` that sell cards and have none issued get them. */
  async fulfilRecent(now: Date = this.clock()): Promise<number> {
    const paid = (await this.deps.orders?.paidSince(new Date(now.getTime() - 2 * 86_400_000))) ?? [];
    if (paid.length === 0) return 0;
    const lacking = await this.deps.db.query<{ id: number }>(
      "SELECT id FROM unnest($1::int[]) AS p(id) WHERE NOT EXISTS (SELECT 1 FROM gift_cards g WHERE g.order_id = p.id)",
      [paid],
    );
    let issued = 0;
    for (const { id } of lacking) issued += await this.issueForOrder(id);
    return issued;
  }

  // ---------------------------------------------------------------- shoppers

  /** A card's balance by its code (the route limits how often one address may ask). */
  async balance(code: string): Promise<Outcome<GiftCardBalance>> {
    const card = await this.byCode(code);
    return card ? accept(this.balanceOf(card)) : giftCardErrors.notFound();
  }

  /**
   * Applies a card to the shopper's cart: it must be usable now, and the cart must hold something a card may pay
   * (not only gift cards). Applying it again changes nothing. What it pays shows in the cart's totals.
   */
  async apply(who: AuthenticatedCustomer | null, cartId: string | undefined, code: string): Promise<Outcome<GiftCardBalance>> {
    const target = await this.target(who, cartId);
    if (!target.ok) return target;
    const card = await this.byCode(code);
    if (!card) return giftCardErrors.notFound();
    const refused = this.unusable(card);
    if (refused) return refused;
    if (target.value.payable <= 0) return giftCardErrors.notApplicable();
    const rows = await this.deps.db.query<{ applied: boolean; count: number }>(
      `WITH present AS (SELECT gift_card_id FROM gift_card_carts WHERE cart_id = $1),
         ins AS (
           INSERT INTO gift_card_carts (cart_id, gift_card_id, applied_at)
           SELECT $1, $2, $4 WHERE (SELECT count(*) FROM present) < $3
           ON CONFLICT (cart_id, gift_card_id) DO NOTHING RETURNING gift_card_id
         )
       SELECT EXISTS (SELECT 1 FROM ins) OR EXISTS (SELECT 1 FROM present WHERE gift_card_id = $2) AS applied, (SELECT count(*)::int FROM present) AS count`,
      [target.value.cartId, card.id, GIFT_CARDS_PER_CART, this.clock()],
    );
    if (!rows[0]?.applied) return giftCardErrors.limit();
    return accept(this.balanceOf(card));
  }

  /** Takes a card off the shopper's cart (a card that is not on it: nothing to do). */
  async remove(who: AuthenticatedCustomer | null, cartId: string | undefined, cardId: number): Promise<Outcome<true>> {
    const target = await this.target(who, cartId);
    if (!target.ok) return target;
    await this.deps.db.query("DELETE FROM gift_card_carts WHERE cart_id = $1 AND gift_card_id = $2", [target.value.cartId, cardId]);
    return accept(true);
  }

  /** The cards the signed-in customer bought (their codes in full), newest first. Cards are bearer instruments: anyone with a code may spend it, but only its buyer sees it listed. */
  async mine(customerId: number): Promise<MyGiftCards> {
    const rows = await this.deps.db.query<CardRow & { code_secret: string | null; name: string; issued_at: Date; increment_id: string | null }>(
      `SELECT g.id, g.code_last4, g.code_secret, g.name, g.initial_value, g.balance, g.status, g.issued_at, g.expires_at, o.increment_id
       FROM gift_cards g LEFT JOIN orders o ON o.id = g.order_id WHERE g.customer_id = $1 ORDER BY g.id DESC LIMIT 200`,
      [customerId],
    );
    const now = this.clock();
    return {
      items: rows.map((r) => {
        const code = openGiftCardCode(this.secret, r.code_secret);
        return {
          card_id: r.id,
          code: code ? formatGiftCardCode(code) : maskGiftCardCode(r.code_last4),
          name: r.name,
          value: fromGrosze(r.initial_value),
          balance: fromGrosze(r.balance),
          issued_at: iso(r.issued_at),
          expires_at: iso(r.expires_at),
          state: stateOf(r, now),
          order_number: r.increment_id,
        };
      }),
    };
  }

  // ---------------------------------------------------------------- inside

  private async target(who: AuthenticatedCustomer | null, cartId: string | undefined) {
    const carts = this.deps.carts;
    if (!carts) throw new Error("the gift card module has no cart port (server/services.ts)");
    return carts.giftCardTarget(who, cartId);
  }

  private async byCode(input: string): Promise<CardRow | null> {
    const code = normaliseGiftCardCode(input);
    if (!code) return null;
    const rows = await this.deps.db.query<CardRow>("SELECT id, code_last4, initial_value, balance, status, expires_at FROM gift_cards WHERE code_hash = $1", [
      giftCardHash(code),
    ]);
    return rows[0] ?? null;
  }

  private unusable(card: CardRow) {
    const state = stateOf(card, this.clock());
    if (state === "expired") return giftCardErrors.expired(iso(card.expires_at));
    if (state === "used_up") return giftCardErrors.usedUp();
    if (state === "revoked") return giftCardErrors.revoked();
    return null;
  }

  private balanceOf(card: CardRow): GiftCardBalance {
    return {
      card_id: card.id,
      code: maskGiftCardCode(card.code_last4),
      value: fromGrosze(card.initial_value),
      balance: fromGrosze(card.balance),
      expires_at: iso(card.expires_at),
      state: stateOf(card, this.clock()),
    };
  }
}

function stateOf(card: Pick<CardRow, "balance" | "status" | "expires_at">, now: Date): GiftCardStateName {
  return giftCardState({ balance: card.balance, status: card.status, expiresAt: new Date(card.expires_at) }, now);
}
