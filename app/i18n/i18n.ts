/** One translator per request on the server and per page on the client, fed the same messages. */
import { createTranslator, type Translator } from "./translator.ts";
import { LOCALES, type Language } from "./languages.ts";
import type { Messages } from "./resources.ts";

export function createI18n(lang: Language, messages: Messages): Translator {
  return createTranslator(lang, messages);
}

export function localeOf(lang: Language): string {
  return LOCALES[lang];
}
