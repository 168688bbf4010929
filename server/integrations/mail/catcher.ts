/**
 * The local stand-in for the mail relay in development and tests: a real SMTP server (smtp-server) on 127.0.0.1
 * that parses what it receives (mailparser) and keeps the last messages in memory for GET /api/dev/mailbox.
 * The app's nodemailer transport talks SMTP to it exactly as it would to the production relay: like a relay on port
 * 587 it offers STARTTLS (a self-signed certificate made at start-up, self-signed.ts) and requires AUTH (PLAIN or
 * LOGIN, only after STARTTLS) with credentials made at start-up, so the production path (TLS, login) runs in
 * development and tests.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";
import { selfSignedCertificate } from "./self-signed.ts";

export interface CaughtMail {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  date: string;
  replyTo: string[];
  /** The List-Unsubscribe and List-Unsubscribe-Post headers as sent, when present. */
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

const KEEP = 500;

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase())).filter(Boolean);
}

/** A header's raw value (unfolded), as the sender wrote it. */
function headerValue(lines: readonly { key: string; line: string }[], key: string): string | null {
  const line = lines.find((l) => l.key === key)?.line;
  return line === undefined
    ? null
    : line
        .slice(line.indexOf(":") + 1)
        .replace(/\r?\n\s+/g, " ")
        .trim();
}

export class MailCatcher {
  private readonly messages: CaughtMail[] = [];
  private readonly server: SMTPServer;
  private listening = false;
  port = 0;
  /**
   * A relay that is down (tests of the outbox): while set, every mail is refused with a temporary failure
   * (421), as a relay that is overloaded or shutting down answers.
   */
  refusing = false;
  /** The login the catcher accepts (made at start-up); the mailer uses it as it uses SMTP_URL's. */
  readonly credentials = { user: "kiosk", pass: randomBytes(18).toString("base64url") };
  /** The certificate of its STARTTLS, for the mailer to trust. */
  readonly certificate: string;
  /** How the sessions that sent mail were protected: TLS and the user they signed in as (newest first, the last 50). */
  readonly sessions: { secure: boolean; user: string | undefined }[] = [];

  constructor() {
    const tls = selfSignedCertificate();
    this.certificate = tls.cert;
    this.server = new SMTPServer({
      secure: false,
      key: tls.key,
      cert: tls.cert,
      authMethods: ["PLAIN", "LOGIN"],
      authOptional: false,
      allowInsecureAuth: false,
      logger: false,
      size: 10 * 1024 * 1024,
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.credentials.user && auth.password === this.credentials.pass) return callback(null, { user: auth.username });
        callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      },
      onMailFrom: (_address, session, callback) => {
        this.sessions.unshift({ secure: session.secure, user: typeof session.user === "string" ? session.user : undefined });
        this.sessions.length = Math.min(this.sessions.length, 50);
        if (!this.refusing) return callback();
        callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            this.messages.unshift({
              id: randomUUID(),
              to: envelopeTo.length > 0 ? envelopeTo : addresses(mail.to),
              from: addresses(mail.from)[0] ?? session.envelope.mailFrom?.toString() ?? "",
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              date: (mail.date ?? new Date()).toISOString(),
              replyTo: addresses(mail.replyTo),
              listUnsubscribe: headerValue(mail.headerLines, "list-unsubscribe"),
              listUnsubscribePost: headerValue(mail.headerLines, "list-unsubscribe-post"),
            });
            this.messages.length = Math.min(this.messages.length, KEEP);
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    // A client that drops its connection (a pooled sender closing, a process exiting) is an "error" event of
    // the SMTP server: without a listener it would crash the process the catcher runs in.
    this.server.on("error", () => undefined);
  }

  async start(port = 0): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.server.once("error", reject);
      this.server.listen(port, "127.0.0.1", () => resolve());
    });
    this.listening = true;
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    if (!this.listening) return;
    this.listening = false;
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Newest first; `to` filters by recipient (case-insensitive). */
  mailbox(to?: string): CaughtMail[] {
    const who = to?.trim().toLowerCase();
    return who ? this.messages.filter((m) => m.to.includes(who)) : [...this.messages];
  }
}
