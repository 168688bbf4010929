/**
 * The newsletter's rules that both sides share: the consent's wording and its version (what the consent record
 * stores, art. 398 PKE and GDPR art. 7), where a consent may come from, and the welcome coupon's size (spec §9).
 * A change of the wording is a new version: the record keeps the version each consent was given under.
 */

export const NEWSLETTER_CONSENT_VERSION = "2026-11-26";

/** The consent's wording as the shopper sees it in Polish (the storefront shows the same sentence). */
export const NEWSLETTER_CONSENT_TEXT =
  "Chcę otrzymywać newsletter Kiosku z informacjami o nowościach i promocjach na podany adres e-mail. Zgodę mogę wycofać w każdej chwili, klikając link w każdej wiadomości lub w ustawieniach konta.";

/** Where a subscription was asked for. */
export const NEWSLETTER_SOURCES = ["popup", "account", "checkout", "footer"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The welcome coupon: this many percent off the goods, once, for the subscriber's own address. */
export const NEWSLETTER_COUPON_PERCENT = 10;

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_HOURS = 48;
