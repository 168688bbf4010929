/** React binding of the translator: `const { t } = useTranslation("product")`, like react-i18next's hook. */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createTranslator, type TFunction, type Translator } from "./translator.ts";
import { DEFAULT_LANGUAGE, polishIn } from "./languages.ts";

const TranslatorContext = createContext<Translator>(createTranslator(DEFAULT_LANGUAGE, {}));

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(ns = "common"): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  const t = useMemo(() => i18n.getFixedT(i18n.language, ns), [i18n, ns]);
  return { t, i18n };
}

/**
 * `lang` for catalogue text that stays Polish in every language (product names and descriptions, image alternatives
 * derived from them): "pl" when the page speaks another language (WCAG 3.1.2), else undefined (no attribute).
 */
export function usePolishText(): "pl" | undefined {
  return polishIn(useContext(TranslatorContext).language);
}
