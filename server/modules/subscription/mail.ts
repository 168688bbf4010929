/**
 * The subscription mails (Polish), sent from a job (server/jobs, pg-boss) so that a mail is not lost when SMTP is
 * down: the job fails and is retried. Without a job queue (before it is wired) the mail is sent after the commit.
 * Cancelling a renewal is confirmed by mail: the durable medium the consumer law asks for (docs/polish-rules.md §5).
 */
import { formatPrice } from "../../../domain/money.ts";
import type { Database } from "../../db/client.ts";
import type { Mailer, OutgoingMail } from "../../integrations/mail/mailer.ts";
import { escapeHtml, layout, SIGNATURE } from "../../integrations/mail/templates.ts";
import type { JobsPort } from "./ports.ts";

export const MAIL_JOB = "subscription-mail";
export type MailKind = "renewal_charged" | "renewal_declined" | "renewal_suspended" | "renewal_cancelled";
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

/** Queues a subscription mail (a job, once per key), or sends it after the commit when there is no queue. */
export class SubscriptionMail {
  private readonly deps: { db: Database; mailer: Mailer; jobs: JobsPort | null; shopUrl: string };
  constructor(deps: { db: Database; mailer: Mailer; jobs: JobsPort | null; shopUrl: string }) {
    this.deps = deps;
  }

  async queue(job: MailJob, key: string): Promise<void> {
    if (this.deps.jobs) {
      await this.deps.jobs.send(MAIL_JOB, job, { singletonKey: key, retryLimit: 20, retryDelaySeconds: 120 });
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
    const rows = await this.deps.db.query<Facts>(
      `SELECT c.email, c.firstname, s.name, s.numbers, s.period_amount,
         (SELECT o.increment_id FROM subscription_renewals r JOIN orders o ON o.id = r.order_id WHERE r.subscription_id = s.id AND r.period_no = $2) AS increment_id
       FROM customer_subscriptions s JOIN customers c ON c.id = s.customer_id WHERE s.id = $1`,
      [job.subscriptionId, job.periodNo],
    );
    return rows[0] ? subscriptionMail(job, rows[0], this.deps.shopUrl) : null;
  }
}
