/**
 * All translations, one module per namespace with the four languages side by side, so a missing key is
 * easy to spot (and is caught by i18n.test.ts). Add a namespace here when a feature gets its own file.
 */
import common from "./locales/common.ts";
import catalog from "./locales/catalog.ts";
import listing from "./locales/listing.ts";
import product from "./locales/product.ts";
import pages from "./locales/pages.ts";
import cart from "./locales/cart.ts";
import account from "./locales/account.ts";
import orders from "./locales/orders.ts";
import checkout from "./locales/checkout.ts";
import payment from "./locales/payment.ts";
import downloads from "./locales/downloads.ts";
import giftcard from "./locales/giftcard.ts";
import wishlist from "./locales/wishlist.ts";
import reviews from "./locales/reviews.ts";
import newsletter from "./locales/newsletter.ts";
import contact from "./locales/contact.ts";
import type { Language } from "./languages.ts";

export const NAMESPACES = {
  common,
  catalog,
  listing,
  product,
  pages,
  cart,
  account,
  orders,
  checkout,
  payment,
  downloads,
  giftcard,
  wishlist,
  reviews,
  newsletter,
  contact,
} as const;
export type Namespace = keyof typeof NAMESPACES;
export type Messages = Record<Namespace, Record<string, string>>;

export function messagesFor(lang: Language): Messages {
  return Object.fromEntries(Object.entries(NAMESPACES).map(([ns, byLang]) => [ns, byLang[lang] as Record<string, string>])) as Messages;
}

const messagesJson = new Map<Language, string>();

/** messagesFor(lang) as JSON text, built once per process (the root loader and the document's head send it; see rootMessages in translator.ts). */
export function messagesJsonFor(lang: Language): string {
  let json = messagesJson.get(lang);
  if (json === undefined) {
    json = JSON.stringify(messagesFor(lang));
    messagesJson.set(lang, json);
  }
  return json;
}
