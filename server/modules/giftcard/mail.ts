/**
 * The mail with the cards an order issued (Polish), to the buyer's address: each card's code, value and expiry, how
 * to spend it, and where the buyer's account lists it. Written into the mail outbox (server/modules/mail) by the
 * statement that issues the cards (`GIFT_CARD_MAIL_SQL`), once per order, and sent (retried while SMTP is down) by the
 * outbox. The row carries the order's id only: the codes are read (and unsealed) when the mail is made, never
 * written into the outbox.
 */
import { formatPrice } from "../../../domain/money.ts";
import { formatGiftCardCode, maskGiftCardCode } from "../../../domain/gift-card.ts";
import type { Database } from "../../db/client.ts";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";
import { escapeHtml, layout, SIGNATURE } from "../../integrations/mail/templates.ts";
import { enqueueMailSql, type MailOutbox } from "../mail/index.ts";
import { openGiftCardCode } from "./codes.ts";

/** The job of the mail before the outbox (a job left in the queue from then is moved into the outbox). */
export const MAIL_JOB = "gift-card-mail";
/** The outbox kind of the cards' mail. */
export const GIFT_CARD_MAIL = "gift_cards";

/**
 * A CTE `mail` for the statement that issues an order's cards: the cards' mail in the outbox when `issued` (a CTE of
 * the cards issued now) has rows, once per order (`orderId`: an SQL expression).
 */
export const giftCardMailSql = (issued: string, orderId: string) =>
  enqueueMailSql(
    "mail",
    `SELECT '${GIFT_CARD_MAIL}', ${orderId}::int, '{}'::jsonb, '${GIFT_CARD_MAIL}:' || ${orderId}::int WHERE EXISTS (SELECT 1 FROM ${issued})`,
  );
export interface MailJob {
  orderId: number;
}

/** The job queue as this module uses it (server/jobs). */
export interface GiftCardJobs {
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<unknown>;
  send(name: string, data: object, opts?: { singletonKey?: string; retryLimit?: number; retryDelaySeconds?: number }): Promise<unknown>;
  schedule(name: string, cron: string, data?: object): Promise<unknown>;
}

export interface IssuedCard {
  code: string | null;
  last4: string;
  name: string;
  value: number;
  expires_at: Date;
}

const zl = (g: number) => formatPrice(g).replace(/\u00a0/g, " ");
const day = (d: Date) => new Intl.DateTimeFormat("pl-PL", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Warsaw" }).format(d);

export function giftCardMail(to: string, incrementId: string, cards: IssuedCard[], shopUrl: string, hasAccount: boolean): OutgoingMail {
  const account = new URL("/my-account/gift-cards", shopUrl).toString();
  const subject =
    cards.length > 1 ? `Kiosk – Twoje karty podarunkowe (zamówienie nr ${incrementId})` : `Kiosk – Twoja karta podarunkowa (zamówienie nr ${incrementId})`;
  const rows = cards.map(
    (c) => `${c.name}: kod ${c.code ? formatGiftCardCode(c.code) : maskGiftCardCode(c.last4)} – wartość ${zl(c.value)}, ważna do ${day(c.expires_at)}`,
  );
  const lines = [
    "Dzień dobry,",
    `dziękujemy za zakup w zamówieniu nr ${incrementId}. ${cards.length > 1 ? "Oto kody kart podarunkowych:" : "Oto kod karty podarunkowej:"}`,
  ];
  const use = [
    "Kartą zapłacisz za wszystkie produkty w sklepie Kiosk (poza innymi kartami podarunkowymi): wpisz kod w kroku „Płatność” przy składaniu zamówienia. Z karty można korzystać wiele razy, aż do wyczerpania salda; pozostałą kwotę zapłacisz wybraną metodą.",
    "Karta to bon różnego przeznaczenia: jej sprzedaż nie podlega VAT, a VAT naliczamy od produktów, za które nią zapłacisz. Kod działa jak gotówka – przekaż go tylko osobie obdarowanej.",
  ];
  const where = hasAccount ? [`Karty i ich saldo znajdziesz na swoim koncie: ${account}`] : [];
  return {
    to,
    subject,
    text: [...lines, rows.join("\n"), ...use, ...where].join("\n\n") + SIGNATURE,
    html: layout(cards.length > 1 ? "Twoje karty podarunkowe" : "Twoja karta podarunkowa", [
      ...lines.map(escapeHtml),
      rows.map((r) => `<strong>${escapeHtml(r)}</strong>`).join("<br>"),
      ...use.map(escapeHtml),
      ...(hasAccount ? [`<a href="${escapeHtml(account)}">Moje karty podarunkowe</a>`] : []),
    ]),
  };
}

/** The cards' mail in the outbox: queued once per order, made (the codes unsealed) when the outbox sends it. */
export class GiftCardMail {
  private readonly deps: { db: Database; mail: MailOutbox; shopUrl: string; secret: string };
  constructor(deps: { db: Database; mail: MailOutbox; shopUrl: string; secret: string }) {
    this.deps = deps;
    deps.mail.render([GIFT_CARD_MAIL], (row) => (row.orderId === null ? Promise.resolve(null) : this.build({ orderId: row.orderId })));
  }

  /** The mail of an order's cards into the outbox, once per order (the issuing statement writes it itself). */
  async queue(job: MailJob): Promise<void> {
    await this.deps.mail.enqueue({ kind: GIFT_CARD_MAIL, payload: {} }, { orderId: job.orderId, key: `${GIFT_CARD_MAIL}:${job.orderId}` });
  }

  /** Wakes the outbox after a commit that wrote the mail. */
  kick(): void {
    this.deps.mail.kick();
  }

  private async build(job: MailJob): Promise<OutgoingMail | null> {
    const rows = await this.deps.db.query<{
      code_secret: string | null;
      code_last4: string;
      name: string;
      initial_value: number;
      expires_at: Date;
      buyer_email: string;
      customer_id: number | null;
      increment_id: string;
    }>(
      `SELECT g.code_secret, g.code_last4, g.name, g.initial_value, g.expires_at, g.buyer_email, g.customer_id, o.increment_id
       FROM gift_cards g JOIN orders o ON o.id = g.order_id WHERE g.order_id = $1 ORDER BY g.id`,
      [job.orderId],
    );
    const first = rows[0];
    if (!first) return null;
    const cards = rows.map((r) => ({
      code: openGiftCardCode(this.deps.secret, r.code_secret),
      last4: r.code_last4,
      name: r.name,
      value: r.initial_value,
      expires_at: new Date(r.expires_at),
    }));
    return giftCardMail(first.buyer_email, first.increment_id, cards, this.deps.shopUrl, first.customer_id !== null);
  }
}
