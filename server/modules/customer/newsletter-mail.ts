/**
 * The newsletter's mails: the confirmation link (double opt-in) and the welcome mail with the coupon. Every
 * marketing mail carries the subscriber's signed unsubscribe link in its body and in the List-Unsubscribe headers
 * (RFC 2369; List-Unsubscribe-Post for one-click unsubscribing, RFC 8058): `withUnsubscribe` adds both.
 */
import type { OutgoingMail } from "../../integrations/mail/mailer.ts";
import { escapeHtml, layout, SIGNATURE } from "../../integrations/mail/templates.ts";

/** The storefront page that confirms a subscription. */
export function confirmLink(shopUrl: string, token: string): string {
  const url = new URL("/newsletter/potwierdz", shopUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The storefront page where a guest unsubscribes (a button; nothing changes on a mere visit, so link scanners do no harm). */
export function unsubscribePageLink(shopUrl: string, token: string): string {
  const url = new URL("/newsletter/wypisz", shopUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The one-click endpoint a mail client POSTs `List-Unsubscribe=One-Click` to (RFC 8058). */
export function oneClickLink(shopUrl: string, token: string): string {
  const url = new URL("/api/ext/mailchimp-subscribe/unsubscribe", shopUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

export function confirmationMail(email: string, link: string, hours: number): OutgoingMail {
  return {
    to: email,
    subject: "Kiosk – potwierdź zapis do newslettera",
    text: `Dzień dobry,\n\nktoś (zapewne Ty) poprosił o zapisanie tego adresu do newslettera Kiosku. Aby potwierdzić zapis i otrzymać kod rabatowy 10%, otwórz link (ważny ${hours} godz.):\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość – bez potwierdzenia nie wyślemy Ci newslettera.${SIGNATURE}`,
    html: layout("Potwierdź zapis do newslettera", [
      "Dzień dobry,",
      "ktoś (zapewne Ty) poprosił o zapisanie tego adresu do newslettera Kiosku.",
      `<a href="${escapeHtml(link)}">Potwierdzam zapis do newslettera</a> (link jest ważny ${hours} godz.)`,
      "Po potwierdzeniu wyślemy Ci kod rabatowy 10%. Jeśli to nie Ty, zignoruj tę wiadomość – bez potwierdzenia nie wyślemy Ci newslettera.",
    ]),
  };
}

export function welcomeNewsletterMail(email: string, coupon: { code: string; percent: number } | null): OutgoingMail {
  const couponText = coupon
    ? `Twój kod rabatowy na ${coupon.percent}% na pierwsze zakupy: ${coupon.code}\nKod działa jeden raz, w zamówieniu złożonym na ten adres e-mail.`
    : "Kod rabatowy dla nowych subskrybentów został już wysłany na ten adres wcześniej.";
  return {
    to: email,
    subject: coupon ? `Kiosk – witamy w newsletterze, oto Twój kod -${coupon.percent}%` : "Kiosk – witamy ponownie w newsletterze",
    text: `Dzień dobry,\n\ndziękujemy za potwierdzenie zapisu do newslettera Kiosku.\n\n${couponText}`,
    html: layout("Witamy w newsletterze", [
      "Dzień dobry,",
      "dziękujemy za potwierdzenie zapisu do newslettera Kiosku.",
      coupon
        ? `Twój kod rabatowy na ${coupon.percent}% na pierwsze zakupy: <strong>${escapeHtml(coupon.code)}</strong><br>Kod działa jeden raz, w zamówieniu złożonym na ten adres e-mail.`
        : "Kod rabatowy dla nowych subskrybentów został już wysłany na ten adres wcześniej.",
    ]),
  };
}

/** A marketing mail with its unsubscribe link in the body and in the List-Unsubscribe headers. */
export function withUnsubscribe(mail: OutgoingMail, links: { page: string; oneClick: string }): OutgoingMail {
  return {
    ...mail,
    text: `${mail.text}\n\nNie chcesz już otrzymywać newslettera? Wypisz się: ${links.page}${SIGNATURE}`,
    html: mail.html.replace(
      "</body>",
      `<p style="color:#555;font-size:13px">Nie chcesz już otrzymywać newslettera? <a href="${escapeHtml(links.page)}">Wypisz się</a>.</p>\n</body>`,
    ),
    headers: { ...mail.headers, "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
