/**
 * The subscription mails (Polish), through the shop's mail outbox (server/modules/mail), so that a mail is not lost
 * when SMTP is down (the outbox retries it); once per key (a renewal's news, a cancellation). The row carries the
 * job (`MailJob`); the mail is made from the subscription when the outbox sends it.
 * Cancelling a renewal is confirmed by mail: the durable medium the consumer law asks for (docs/polish-rules.md §5).
 */
import { formatPrice } from "../../../domain/money.ts";
import type { Database } from "../../db/client.ts";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";
import { escapeHtml, layout, SIGNATURE } from "../../integrations/mail/templates.ts";
import { enqueueMailSql, type MailOutbox } from "../mail/index.ts";

/** The job of the mail before the outbox (a job left in the queue from then is moved into the outbox). */
export const MAIL_JOB = "subscription-mail";
export const MAIL_KINDS = ["renewal_charged", "renewal_declined", "renewal_suspended", "renewal_cancelled"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export interface MailJob {
  kind: MailKind;
  subscriptionId: number;
  periodNo: number;
  /** the day of the next charge (declined), or of the last issue (cancelled) */
  day?: string | null;
}

type Facts = { email: string; firstname: string; name: string; numbers: number; period_amount: number; increment_id: string | null };

const zl = (g: number) => formatPrice(g).replace(/\u00a0/g, " ");

export function subscriptionMail(job: MailJob, f: Facts, shopUrl: string): OutgoingMail {
  const account = new URL("/my-account/subscription", shopUrl).toString();
  const link = `<a href="${escapeHtml(account)}">Moje prenumeraty</a>`;
  const hello = `Dzień dobry ${f.firstname},`;
  const what = `${f.name} (${f.numbers} wyd.)`;
  const texts: Record<MailKind, { subject: string; lines: string[] }> = {
    renewal_charged: {
      subject: `Odnowiliśmy: ${f.name}`,
      lines: [
        hello,
        `odnowiliśmy na kolejny okres: ${what}, i pobraliśmy z zapisanej karty ${zl(f.period_amount)}${f.increment_id ? ` (zamówienie nr ${f.increment_id})` : ""}.`,
        "Odnawianie możesz wyłączyć w Moim koncie.",
      ],
    },
    renewal_declined: {
      subject: `Nie udało się odnowić: ${f.name}`,
      lines: [
        hello,
        `bank odrzucił płatność ${zl(f.period_amount)} za kolejny okres: ${what}.`,
        `Spróbujemy ponownie${job.day ? ` ${job.day}` : ""}. Upewnij się, że karta jest aktywna i ma wystarczające środki.`,
      ],
    },
    renewal_suspended: {
      subject: `Czeka na płatność: ${f.name}`,
      lines: [
        hello,
        `nie udało się pobrać płatności za kolejny okres (${what}), więc wstrzymaliśmy odnowienie.`,
        `Zapłać za zamówienie${f.increment_id ? ` nr ${f.increment_id}` : ""} w Moim koncie („Zapłać teraz”), a prenumerata będzie kontynuowana.`,
      ],
    },
    renewal_cancelled: {
      subject: `Potwierdzenie rezygnacji z odnawiania: ${f.name}`,
      lines: [
        hello,
        `potwierdzamy, że ${what} nie będzie już odnawiana i nie pobierzemy kolejnych płatności.`,
        `Opłacone wydania otrzymasz do końca okresu${job.day ? ` (ostatnie wydanie ${job.day})` : ""}.`,
      ],
    },
  };
  const t = texts[job.kind];
  return {
    to: f.email,
    subject: t.subject,
    text: `${t.lines.join("\n\n")}\n\n${account}${SIGNATURE}`,
    html: layout(t.subject, [...t.lines.map(escapeHtml), link]),
  };
}

/**
 * A CTE `name` writing the mail `kind` for each row of `from` (a CTE with `subscription_id` and `period_no`), once
 * per `key` (an SQL expression over `from`): for a statement that changes a subscription and tells of it.
 */
export const subscriptionMailSql = (name: string, kind: MailKind, from: string, key: string) =>
  enqueueMailSql(
    name,
    `SELECT '${kind}', NULL::int, jsonb_build_object('kind', '${kind}', 'subscriptionId', ${from}.subscription_id, 'periodNo', ${from}.period_no),
       'subscription:' || ${key} FROM ${from}`,
  );

/** Puts a subscription mail in the outbox (once per key); the outbox makes it (`build`) when it sends it. */
export class SubscriptionMail {
  private readonly deps: { db: Database; mail: MailOutbox; shopUrl: string };
  constructor(deps: { db: Database; mail: MailOutbox; shopUrl: string }) {
    this.deps = deps;
    deps.mail.render(MAIL_KINDS, (row) => this.build(row.payload as unknown as MailJob));
  }

  /** Into the outbox, in the transaction `tx` of the change it tells of (then `kick` after the commit), or at once. */
  async queue(job: MailJob, key: string, tx?: Pick<Database, "query">): Promise<void> {
    await this.deps.mail.enqueue({ kind: job.kind, payload: { ...job } }, { key: `subscription:${key}`, tx });
  }

  /** Wakes the outbox after a commit that wrote a mail. */
  kick(): void {
    this.deps.mail.kick();
  }

  private async build(job: MailJob): Promise<OutgoingMail | null> {
    const rows = await this.deps.db.query<Facts>(
      `SELECT c.email, c.firstname, s.name, s.numbers, s.period_amount,
         (SELECT o.increment_id FROM subscription_renewals r JOIN orders o ON o.id = r.order_id WHERE r.subscription_id = s.id AND r.period_no = $2) AS increment_id
       FROM customer_subscriptions s JOIN customers c ON c.id = s.customer_id WHERE s.id = $1`,
      [job.subscriptionId, job.periodNo],
    );
    return rows[0] ? subscriptionMail(job, rows[0], this.deps.shopUrl) : null;
  }
}
