/**
 * A document's messages, once, in its head: `<script type="application/json" id="kiosk-messages">` with the
 * JSON text of the language's messages, built once per language and process and spliced into the encoded
 * document by app/entry.server.tsx (React would encode it again on every render). The root loader leaves
 * them out of a document's loader data (see rootMessages in app/i18n/translator.ts); React leaves the
 * extra element in <head> alone when it hydrates.
 */
import { isLanguage } from "../i18n/languages.ts";
import { messagesJsonFor } from "../i18n/resources.ts";
import { DOCUMENT_MESSAGES_ID, setServerMessages } from "../i18n/translator.ts";

// The server renders documents from the same texts.
setServerMessages((lang) => (isLanguage(lang) ? messagesJsonFor(lang) : undefined));

const scripts = new Map<string, Buffer>();

/** The script element for `lang`, as bytes; `<` is escaped so the text can never close the element. */
export function documentMessagesScript(lang: string): Buffer | undefined {
  if (!isLanguage(lang)) return undefined;
  let script = scripts.get(lang);
  if (!script) {
    const json = messagesJsonFor(lang).replaceAll("<", "\\u003c");
    script = Buffer.from(`<script type="application/json" id="${DOCUMENT_MESSAGES_ID}" data-lang="${lang}">${json}</script>`);
    scripts.set(lang, script);
  }
  return script;
}
