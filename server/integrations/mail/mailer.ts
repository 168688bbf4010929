/**
 * Outgoing mail. Production: nodemailer over SMTP (SMTP_URL). Development and tests: the same nodemailer SMTP
 * transport pointed at the local MailCatcher the app starts with itself, so nothing skips the protocol.
 * Mail is sent after the response (`sendLater`), so an answer never waits for, or reveals, a mail; `stop` waits
 * for mail still on its way before closing the catcher.
 */
import nodemailer, { type Transporter } from "nodemailer";
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

export class Mailer {
  private readonly config: Config;
  private transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();
  private log: Log = { error: () => undefined };
  /** The local catcher when MAIL_TRANSPORT=catcher (never in production). */
  readonly catcher: MailCatcher | undefined;

  constructor(config: Config) {
    this.config = config;
    this.catcher = config.MAIL_TRANSPORT === "catcher" ? new MailCatcher() : undefined;
  }

  attachLogger(log: Log) {
    this.log = log;
  }

  async start(): Promise<void> {
    if (this.transport) return;
    if (this.catcher) {
      const port = await this.catcher.start(this.config.MAIL_CATCHER_PORT);
      this.transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, pool: true });
    } else {
      // Pooled: a busy shop (one confirmation per order) reuses a few SMTP connections instead of one per mail.
      const url = new URL(this.config.SMTP_URL!);
      if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
      this.transport = nodemailer.createTransport(url.toString());
    }
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) await this.start();
    await this.transport!.sendMail({ from: this.config.MAIL_FROM, ...mail });
  }

  /** Sends in the background; a failure is logged (without the body: it may hold a reset link). */
  sendLater(mail: OutgoingMail): void {
    const p = this.send(mail)
      .catch((err: Error) => this.log.error({ err: { message: err.message }, subject: mail.subject }, "mail not sent"))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /**
   * Work whose result may be a mail, done after the answer (the caller does not wait for it): `build` starts on the
   * next turn of the event loop, so what it reads and writes costs the answer nothing and its time tells nothing.
   * Drained like sendLater's mail.
   */
  buildAndSendLater(build: () => Promise<OutgoingMail | null>, what: string): void {
    const p = new Promise<void>((resolve) => setImmediate(resolve))
      .then(build)
      .then((mail) => (mail ? this.send(mail) : undefined))
      .catch((err: Error) => this.log.error({ err: { message: err.message }, what }, "mail not built or not sent"))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Resolves when every mail handed to sendLater so far has been sent or has failed. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async stop(): Promise<void> {
    await this.drain();
    this.transport?.close();
    this.transport = undefined;
    await this.catcher?.stop();
  }
}
