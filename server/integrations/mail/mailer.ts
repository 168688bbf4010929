/**
 * Outgoing mail. Production: nodemailer over SMTP (SMTP_URL). Development and tests: the same nodemailer SMTP
 * transport pointed at the local MailCatcher the app starts with itself, so nothing skips the protocol.
 * This is the transport only: the shop's mail goes through the outbox (server/modules/mail), which calls `send` for
 * each row; `sendLater` hands a mail to that outbox. The transport's timeouts keep one send well inside the outbox's
 * lease (a hung relay is a failed send, retried, not a mail held forever).
 */
import nodemailer, { type Transporter } from "nodemailer";
import SMTPPool from "nodemailer/lib/smtp-pool/index.js";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type { Config } from "../../config.ts";
import { MailCatcher } from "./catcher.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (the contact form: the shopper who wrote). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on marketing mail (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

interface Log {
  error(obj: object, msg: string): void;
}

/** The outbox as the Mailer hands it mail (server/modules/mail plugs it in: services.ts). */
export interface MailQueue {
  enqueue(mail: OutgoingMail): Promise<unknown>;
  flush(): Promise<void>;
}

/** Connection, greeting and socket timeouts (ms): a send ends, sent or failed, within about a minute. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The one way the shop's SMTP transport is made (production's SMTP_URL and the catcher alike): pooled, so a busy shop
 * (one confirmation per order) reuses a few SMTP connections instead of one per mail, with the timeouts above;
 * `tls` adds trust (the catcher's own certificate), never less verification.
 */
export function smtpTransport(smtpUrl: string, tls?: { ca: string[] }): Transporter {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  for (const [name, ms] of Object.entries(TIMEOUTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  if (!tls) return nodemailer.createTransport(url.toString());
  // Given a URL, createTransport drops every other option; the transports themselves merge the two.
  return nodemailer.createTransport(
    url.searchParams.get("pool") === "false" ? new SMTPTransport({ url: url.toString(), tls }) : new SMTPPool({ url: url.toString(), tls, pool: true }),
  );
}

export class Mailer {
  private readonly config: Config;
  private transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();
  private log: Log = { error: () => undefined };
  private queue: MailQueue | undefined;
  /** The local catcher when MAIL_TRANSPORT=catcher (never in production). */
  readonly catcher: MailCatcher | undefined;

  constructor(config: Config) {
    this.config = config;
    this.catcher = config.MAIL_TRANSPORT === "catcher" ? new MailCatcher() : undefined;
  }

  attachLogger(log: Log) {
    this.log = log;
  }

  /** The outbox that `sendLater` writes to. */
  attachQueue(queue: MailQueue) {
    this.queue = queue;
  }

  async start(): Promise<void> {
    if (this.transport) return;
    if (this.catcher) {
      // The production path to the catcher: an smtp:// URL with a login, STARTTLS verified against its certificate.
      const port = await this.catcher.start(this.config.MAIL_CATCHER_PORT);
      const { user, pass } = this.catcher.credentials;
      const url = `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}?requireTLS=true`;
      this.transport = smtpTransport(url, { ca: [this.catcher.certificate] });
    } else {
      this.transport = smtpTransport(this.config.SMTP_URL!);
    }
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) await this.start();
    await this.transport!.sendMail({ from: this.config.MAIL_FROM, ...mail });
  }

  /**
   * Puts the mail in the outbox (durable: sent, and retried while the relay is down, by the outbox's sender) without
   * waiting. Kept as the short call site for a mail that no transaction causes; a mail caused by a change is better
   * written in that change's transaction: `MailOutbox.enqueue(mail, { tx })` (server/modules/mail). Without an outbox
   * (a Mailer on its own) it is sent in the background. A failure is logged (without the body: it may hold a link).
   */
  sendLater(mail: OutgoingMail): void {
    const p = (this.queue ? this.queue.enqueue(mail).then(() => undefined) : this.send(mail))
      .catch((err: Error) => this.log.error({ err: { message: err.message }, subject: mail.subject }, "mail not queued"))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Like sendLater, for a mail built after the answer (`build` starts on the next turn of the event loop). */
  buildAndSendLater(build: () => Promise<OutgoingMail | null>, what: string): void {
    const p = new Promise<void>((resolve) => setImmediate(resolve))
      .then(build)
      .then((mail) => (mail ? this.sendLater(mail) : undefined))
      .catch((err: Error) => this.log.error({ err: { message: err.message }, what }, "mail not built"))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Resolves when every mail handed to sendLater so far is in the outbox, and the outbox has sent what is due. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    await this.queue?.flush();
  }

  async stop(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    this.transport?.close();
    this.transport = undefined;
    await this.catcher?.stop();
  }
}
