/**
 * The mail with the cards an order issued (Polish), to the buyer's address: each card's code, value and expiry, how
 * to spend it, and where the buyer's account lists it. Sent from a job (server/jobs) when there is a queue, so a mail
 * is not lost while SMTP is down (the job fails and is retried); otherwise after the commit. The job carries the
 * order's id only: the codes are read (and unsealed) when the mail is built, never written into the queue.
 */
import { formatPrice } from "../../../domain/money.ts";
import { formatGiftCardCode, maskGiftCardCode } from "../../../domain/gift-card.ts";
import type { Database } from "../../db/client.ts";
import type { Mailer, OutgoingMail } from "../../integrations/mail/mailer.ts";
import { escapeHtml, layout, SIGNATURE } from "../../integrations/mail/templates.ts";
import { openGiftCardCode } from "./codes.ts";

export const MAIL_JOB = "gift-card-mail";
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

/** Queues the mail of an order's cards (a job, once per order), or sends it after the commit when there is no queue. */
export class GiftCardMail {
  private readonly deps: { db: Database; mailer: Mailer; jobs: GiftCardJobs | null; shopUrl: string; secret: string };
  constructor(deps: { db: Database; mailer: Mailer; jobs: GiftCardJobs | null; shopUrl: string; secret: string }) {
    this.deps = deps;
  }

  async queue(job: MailJob): Promise<void> {
    if (this.deps.jobs) {
      await this.deps.jobs.send(MAIL_JOB, job, { singletonKey: `issued:${job.orderId}`, retryLimit: 20, retryDelaySeconds: 120 });
      return;
    }
    const mail = await this.build(job);
    if (mail) this.deps.mailer.sendLater(mail);
  }

  /** The job's handler: builds and sends the mail (an SMTP failure throws, so the queue retries). */
  async deliver(job: MailJob): Promise<void> {
    const mail = await this.build(job);
    if (mail) await this.deps.mailer.send(mail);
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
