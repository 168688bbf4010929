/** One i18next instance per request on the server, one per page on the client, fed the same messages. */
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCALES, type Language } from "./languages.ts";
import type { Messages } from "./resources.ts";

export function createI18n(lang: Language, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: messages },
    defaultNS: "common",
    ns: Object.keys(messages),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export function localeOf(lang: Language): string {
  return LOCALES[lang];
}
