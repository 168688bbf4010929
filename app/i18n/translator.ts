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
  const fixed = (ns: string): TFunction => (key, options) => lookup(ns, key, options);
  return { language: lang, t: fixed(defaultNs), getFixedT: (_lang, ns) => fixed(ns) };
}

/**
 * The root loader sends the messages as one JSON text (`messagesJson`), not as an object: the text is the
 * same for every page of a language, so the server builds it once per process (resources.ts), and the
 * loader data's serialiser (turbo-stream) copies one string instead of walking ~700 keys on every render
 * (the messages were most of a page's loader data and of its serialisation cost). Both sides read it
 * here, parsed once per text.
 */
let lastParsed: { json: string; messages: Messages } | undefined;
const parsedByJson = new Map<string, Messages>();

export function parseMessages(json: string): Messages {
  if (lastParsed?.json === json) return lastParsed.messages;
  let messages = parsedByJson.get(json);
  if (!messages) {
    messages = JSON.parse(json) as Messages;
    if (parsedByJson.size >= 8) parsedByJson.clear(); // a handful of languages; never grows without bound
    parsedByJson.set(json, messages);
  }
  lastParsed = { json, messages };
  return messages;
}

/** The messages carried by the root route's data (a route's `meta` gets it through `matches`), if any. */
export function rootMessages(rootData: unknown): Messages | undefined {
  const json = (rootData as { messagesJson?: unknown } | null | undefined)?.messagesJson;
  return typeof json === "string" ? parseMessages(json) : undefined;
}
