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
