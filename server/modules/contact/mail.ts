/** The contact form's two mails: the message to the shop (Reply-To: the shopper) and the shopper's acknowledgement. */
import type { ContactInput } from "../../../contract/contact.ts";
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";
import { escapeHtml, layout, SIGNATURE } from "../../integrations/mail/templates.ts";

export function contactMessageMail(shop: string, m: ContactInput, at: Date): OutgoingMail {
  // One line for the subject: a line break typed into the form never becomes a header of its own.
  const subject = `Formularz kontaktowy: ${m.subject.replace(/[\r\n\t]+/g, " ")}`;
  const facts: [string, string][] = [
    ["Od", `${m.name} <${m.email}>`],
    ["Temat", m.subject],
    ["Numer zamówienia", m.order_number || "–"],
    ["Wysłano", at.toISOString()],
    ["Zgoda na przetwarzanie danych", "tak"],
  ];
  return {
    to: shop,
    replyTo: m.email,
    subject,
    text: `${facts.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${m.message}\n\n(Odpowiedź na tę wiadomość trafi do nadawcy.)`,
    html: layout("Wiadomość z formularza kontaktowego", [
      ...facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`),
      escapeHtml(m.message).replace(/\r?\n/g, "<br>"),
      "Odpowiedź na tę wiadomość trafi do nadawcy.",
    ]),
  };
}

export function contactAcknowledgementMail(to: string): OutgoingMail {
  const line = "otrzymaliśmy Twoją wiadomość wysłaną przez formularz kontaktowy Kiosku. Odpowiemy najszybciej, jak to możliwe, zwykle w ciągu 2 dni roboczych.";
  const notMe = "Jeśli to nie Ty, zignoruj ten e-mail.";
  return {
    to,
    subject: "Kiosk – otrzymaliśmy Twoją wiadomość",
    text: `Dzień dobry,\n\n${line}\n\n${notMe}${SIGNATURE}`,
    html: layout("Otrzymaliśmy Twoją wiadomość", ["Dzień dobry,", line, notMe]),
  };
}
