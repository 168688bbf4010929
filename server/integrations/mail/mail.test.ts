import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import nodemailer from "nodemailer";
import { Mailer, smtpTransport } from "./mailer.ts";
import { passwordChangedMail, resetPasswordLink, resetPasswordMail, welcomeMail } from "./templates.ts";

describe("mailer with the local catcher", () => {
  it("sends over SMTP to the catcher, which parses and files the message by recipient", async () => {
    const mailer = new Mailer(loadConfig({ NODE_ENV: "test", MAIL_FROM: "Kiosk <sklep@kiosk.test>" }));
    await mailer.start();
    try {
      expect(mailer.catcher!.port).toBeGreaterThan(0);
      mailer.sendLater(welcomeMail({ email: "Ala@Example.PL", firstname: "<b>Ala</b> & Co" }, "https://kiosk.example"));
      await mailer.drain();
      const [mail] = mailer.catcher!.mailbox("ala@example.pl");
      expect(mail).toMatchObject({ to: ["ala@example.pl"], from: "sklep@kiosk.test", subject: "Witamy w Kiosku – konto zostało założone" });
      expect(mail!.text).toContain("Dzień dobry <b>Ala</b> & Co");
      expect(mail!.html).toContain("Dzień dobry &lt;b&gt;Ala&lt;/b&gt; &amp; Co");
      expect(mail!.html).not.toContain("<b>Ala</b>");
      expect(mailer.catcher!.mailbox("ktos@example.pl")).toEqual([]);
    } finally {
      await mailer.stop();
    }
  });

  it("stops cleanly after waiting for mail on its way", async () => {
    const mailer = new Mailer(loadConfig({ NODE_ENV: "test" }));
    await mailer.start();
    const catcher = mailer.catcher!;
    mailer.sendLater(passwordChangedMail({ email: "a@b.pl", firstname: "A" }, "https://kiosk.example"));
    await mailer.stop();
    expect(catcher.mailbox("a@b.pl")).toHaveLength(1);
  });
});

describe("templates", () => {
  it("build the reset link on the shop's address with the e-mail and token encoded", () => {
    const link = resetPasswordLink("https://kiosk.example/", "a+b@c.pl", "t0k_en-");
    expect(link).toBe("https://kiosk.example/create-password?email=a%2Bb%40c.pl&token=t0k_en-");
    const mail = resetPasswordMail({ email: "a+b@c.pl", firstname: "Ala" }, link, 60);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("ważny 60 min");
    expect(mail.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
  });
});

describe("the catcher is a relay like production's: STARTTLS and AUTH", () => {
  it("takes mail only over TLS after a login, and the shop's mailer does both", async () => {
    const mailer = new Mailer(loadConfig({ NODE_ENV: "test" }));
    await mailer.start();
    const catcher = mailer.catcher!;
    try {
      await mailer.send({ to: "tls@example.pl", subject: "Test", text: "t", html: "<p>t</p>" });
      expect(catcher.mailbox("tls@example.pl")).toHaveLength(1);
      expect(catcher.sessions[0]).toEqual({ secure: true, user: "kiosk" });

      const plain = nodemailer.createTransport({ host: "127.0.0.1", port: catcher.port, ignoreTLS: true, auth: catcher.credentials });
      await expect(plain.sendMail({ from: "a@b.pl", to: "x@example.pl", text: "x" })).rejects.toThrow();
      const anonymous = nodemailer.createTransport({ host: "127.0.0.1", port: catcher.port, tls: { ca: [catcher.certificate] } });
      await expect(anonymous.sendMail({ from: "a@b.pl", to: "x@example.pl", text: "x" })).rejects.toThrow();
      const wrong = smtpTransport(`smtp://kiosk:wrong@127.0.0.1:${catcher.port}`, { ca: [catcher.certificate] });
      await expect(wrong.sendMail({ from: "a@b.pl", to: "x@example.pl", text: "x" })).rejects.toMatchObject({ responseCode: 535 });
      wrong.close();
      // The certificate is verified, not waved through: a client that does not trust it refuses the relay.
      const untrusting = smtpTransport(`smtp://kiosk:${catcher.credentials.pass}@127.0.0.1:${catcher.port}?requireTLS=true`);
      await expect(untrusting.sendMail({ from: "a@b.pl", to: "x@example.pl", text: "x" })).rejects.toThrow(/self.signed|certificate/i);
      untrusting.close();
      expect(catcher.mailbox("x@example.pl")).toEqual([]);
    } finally {
      await mailer.stop();
    }
  });
});
