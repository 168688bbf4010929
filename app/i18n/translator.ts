/**
 * The storefront's translator: the part of i18next's behaviour the shop uses (namespaces, {{value}}
 * interpolation, plural keys _zero/_one/_few/_many/_other chosen by Intl.PluralRules, defaultValue), in about
 * 1 kB instead of i18next's 16 kB + 3 kB gzipped, so the product page stays within its JavaScript budget.
 * Message files keep i18next's format, so switching back is a change of this file only.
 * See docs/decisions/2026-11-22-translator.md.
 */
import { LOCALES, type Language } from "./languages.ts";

export type Messages = Record<string, Record<string, string>>;
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [value: string]: unknown;
}
export type TFunction = (key: string, options?: TOptions) => string;

export interface Translator {
  language: Language;
  t: TFunction;
  getFixedT(lang: Language | null, ns: string): TFunction;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lang: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALES[lang]);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? match : String(value);
  });
}

export function createTranslator(lang: Language, messages: Messages, defaultNs = "common"): Translator {
  const lookup = (ns: string, key: string, options: TOptions | undefined): string => {
    let namespace = ns;
    let name = key;
    const colon = key.indexOf(":");
    if (colon > 0 && messages[key.slice(0, colon)]) {
      namespace = key.slice(0, colon);
      name = key.slice(colon + 1);
    }
    const table = messages[namespace] ?? {};
    let text: string | undefined;
    if (typeof options?.count === "number") {
      const count = options.count;
      text = (count === 0 ? table[`${name}_zero`] : undefined) ?? table[`${name}_${pluralCategory(lang, count)}`] ?? table[`${name}_other`];
    }
    text ??= table[name] ?? options?.defaultValue ?? key;
    return interpolate(text, options);
  };
  const fixed =
    (ns: string): TFunction =>
    (key, options) =>
      lookup(ns, key, options);
  return { language: lang, t: fixed(defaultNs), getFixedT: (_lang, ns) => fixed(ns) };
}

/**
 * The root loader sends the messages as one JSON text (`messagesJson`), not as an object: the text is the
 * same for every page of a language, so the server builds it once per process (resources.ts), and the
 * loader data's serialiser (turbo-stream) copies one string instead of walking ~700 keys on every render
 * (the messages were most of a page's loader data and of its serialisation cost). Both sides read it
 * here, parsed once per text.
 */
const parsedByJson = new Map<string, Messages>();

export function parseMessages(json: string): Messages {
  let messages = parsedByJson.get(json);
  if (!messages) {
    messages = JSON.parse(json) as Messages;
    if (parsedByJson.size >= 8) parsedByJson.clear(); // a handful of languages; never grows without bound
    parsedByJson.set(json, messages);
  }
  return messages;
}

/** The id of the `<script type="application/json">` that carries a document's messages in its head. */
export const DOCUMENT_MESSAGES_ID = "kiosk-messages";

/** On the server: the messages' JSON text by language (set by app/lib/document-messages.server.ts). */
let serverMessages: ((lang: string) => string | undefined) | undefined;
export function setServerMessages(source: (lang: string) => string | undefined): void {
  serverMessages = source;
}

let documentText: { element: Element; lang: string | null; json: string | null } | undefined;

/** A document's messages in `lang`: on the server from the messages module, in the browser from the head. */
function documentMessagesJson(lang: string): string | undefined {
  if (serverMessages) return serverMessages(lang);
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(DOCUMENT_MESSAGES_ID);
  if (!element) return undefined;
  if (documentText?.element !== element) documentText = { element, lang: element.getAttribute("data-lang"), json: element.textContent };
  return documentText.lang === lang ? (documentText.json ?? undefined) : undefined;
}

/**
 * The messages of the root route's data (a route's `meta` gets it through `matches`), if any. A document
 * request's root data carries only the language: its messages are in the document's head, once, outside
 * the loader data (turbo-stream serialised and escaped them twice on every render); a client navigation's
 * root data (`.data`, e.g. after switching the language) carries them as `messagesJson`.
 */
export function rootMessages(rootData: unknown): Messages | undefined {
  const root = rootData as { lang?: unknown; messagesJson?: unknown } | null | undefined;
  if (typeof root?.messagesJson === "string") return parseMessages(root.messagesJson);
  const json = typeof root?.lang === "string" ? documentMessagesJson(root.lang) : undefined;
  return json === undefined ? undefined : parseMessages(json);
}
