/**
 * The shop's e-mails in Polish, each as HTML and plain text. Every value from a customer is escaped in HTML.
 */
import type { OutgoingMail } from "./mailer.ts";

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function layout(title: string, paragraphs: string[]): string {
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
<p style="color:#555;font-size:13px">Kiosk – prasa, książki, prenumeraty i kolekcje</p>
</body></html>`;
}

export const SIGNATURE = "\n\nKiosk – prasa, książki, prenumeraty i kolekcje";

export function welcomeMail(to: { email: string; firstname: string }, shopUrl: string): OutgoingMail {
  const account = new URL("/my-account", shopUrl).toString();
  return {
    to: to.email,
    subject: "Witamy w Kiosku – konto zostało założone",
    text: `Dzień dobry ${to.firstname},\n\ndziękujemy za założenie konta w Kiosku. Możesz już zamawiać szybciej, śledzić zamówienia i zarządzać adresami:\n${account}\n\nJeśli konto założono bez Twojej wiedzy, napisz do nas, odpowiadając na tę wiadomość.${SIGNATURE}`,
    html: layout("Witamy w Kiosku", [
      `Dzień dobry ${escapeHtml(to.firstname)},`,
      "dziękujemy za założenie konta w Kiosku. Możesz już zamawiać szybciej, śledzić zamówienia i zarządzać adresami.",
      `<a href="${escapeHtml(account)}">Przejdź do swojego konta</a>`,
      "Jeśli konto założono bez Twojej wiedzy, napisz do nas, odpowiadając na tę wiadomość.",
    ]),
  };
}

/**
 * An order asked for a new account with an address that has one already: no second account was made, the password
 * stays as it was, and the order joined the existing account (docs/decisions/2026-11-26-hardening.md).
 */
export function accountExistsMail(to: { email: string; firstname: string }, shopUrl: string): OutgoingMail {
  const account = new URL("/my-account", shopUrl).toString();
  const line =
    "przy zamówieniu poproszono o założenie konta, ale ten adres e-mail ma już konto w Kiosku. Nowego konta nie założono, hasło pozostało bez zmian, a zamówienie dołączono do istniejącego konta.";
  const hint = "Aby je zobaczyć, wystarczy się zalogować; hasło można też ustawić na nowo przez „Nie pamiętasz hasła?” na stronie logowania.";
  return {
    to: to.email,
    subject: "Kiosk – zamówienie dołączono do Twojego konta",
    text: `Dzień dobry ${to.firstname},\n\n${line}\n\n${hint}\n${account}\n\nJeśli to zamówienie złożono bez Twojej wiedzy, napisz do nas, odpowiadając na tę wiadomość.${SIGNATURE}`,
    html: layout("Zamówienie dołączono do konta", [
      `Dzień dobry ${escapeHtml(to.firstname)},`,
      line,
      hint,
      `<a href="${escapeHtml(account)}">Przejdź do swojego konta</a>`,
      "Jeśli to zamówienie złożono bez Twojej wiedzy, napisz do nas, odpowiadając na tę wiadomość.",
    ]),
  };
}

/** The link opens the storefront's /create-password page with the address and the single-use token. */
export function resetPasswordLink(shopUrl: string, email: string, token: string): string {
  const url = new URL("/create-password", shopUrl);
  url.searchParams.set("email", email);
  url.searchParams.set("token", token);
  return url.toString();
}

export function resetPasswordMail(to: { email: string; firstname: string }, link: string, minutes: number): OutgoingMail {
  return {
    to: to.email,
    subject: "Kiosk – ustaw nowe hasło",
    text: `Dzień dobry ${to.firstname},\n\notrzymaliśmy prośbę o zmianę hasła do Twojego konta. Aby ustawić nowe hasło, otwórz link (ważny ${minutes} min, działa jeden raz):\n${link}\n\nJeśli to nie była Twoja prośba, zignoruj tę wiadomość – hasło pozostanie bez zmian.${SIGNATURE}`,
    html: layout("Ustaw nowe hasło", [
      `Dzień dobry ${escapeHtml(to.firstname)},`,
      "otrzymaliśmy prośbę o zmianę hasła do Twojego konta.",
      `<a href="${escapeHtml(link)}">Ustaw nowe hasło</a> (link jest ważny ${minutes} min i działa jeden raz)`,
      "Jeśli to nie była Twoja prośba, zignoruj tę wiadomość – hasło pozostanie bez zmian.",
    ]),
  };
}

export function passwordChangedMail(to: { email: string; firstname: string }, shopUrl: string): OutgoingMail {
  const shop = new URL("/", shopUrl).toString();
  return {
    to: to.email,
    subject: "Kiosk – hasło zostało zmienione",
    text: `Dzień dobry ${to.firstname},\n\nhasło do Twojego konta zostało właśnie zmienione, a wszystkie urządzenia zostały wylogowane.\n\nJeśli to nie Ty, od razu ustaw nowe hasło: w okienku logowania na ${shop} wybierz „Nie pamiętasz hasła?”.${SIGNATURE}`,
    html: layout("Hasło zostało zmienione", [
      `Dzień dobry ${escapeHtml(to.firstname)},`,
      "hasło do Twojego konta zostało właśnie zmienione, a wszystkie urządzenia zostały wylogowane.",
      `Jeśli to nie Ty, od razu ustaw nowe hasło: w okienku logowania na <a href="${escapeHtml(shop)}">${escapeHtml(shop)}</a> wybierz „Nie pamiętasz hasła?”.`,
    ]),
  };
}
