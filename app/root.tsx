import { useMemo } from "react";
import { I18nProvider, useTranslation } from "./i18n/react.tsx";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { NotFoundView, ServerErrorView } from "./features/cms/StatusViews.tsx";
import type { Route } from "./+types/root";
import { appContext } from "./context.ts";
import { createI18n } from "./i18n/i18n.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, pickLanguage, type Language } from "./i18n/languages.ts";
import { messagesFor, type Messages } from "./i18n/resources.ts";
import common from "./i18n/locales/common.ts";
import { buildMenu, type MenuCategory } from "./lib/menu.ts";
import { Header } from "./components/Header.tsx";
import { Footer } from "./components/Footer.tsx";
import { SideMenu } from "./components/SideMenu.tsx";
import { PanelProvider } from "./components/Panels.tsx";
import { ToastProvider } from "./components/Toasts.tsx";
import { SearchPanel } from "./features/search/SearchPanel.tsx";
import "./styles.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = pickLanguage(url, request.headers.get("cookie"));
  const { services } = context.get(appContext);
  const tree = await services.catalog.categoryTree(undefined, 2);
  const headers = new Headers();
  if (url.searchParams.get("lng") === lang) {
    headers.append("Set-Cookie", `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`);
  }
  return data({ lang, messages: messagesFor(lang), menu: buildMenu(tree), origin: url.origin }, { headers });
}

/** The root data (language, messages, menu) changes only with the language: filters, sorts and paging skip it. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.searchParams.get("lng") !== nextUrl.searchParams.get("lng");
}

export type RootData = { lang: Language; menu: MenuCategory[]; origin: string };

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const lang = root?.lang ?? DEFAULT_LANGUAGE;
  // Without root data (the root loader failed) only the common texts are at hand; the bundle carries no other messages.
  const i18n = useMemo(() => createI18n(lang, root?.messages ?? ({ common: common[lang] as Record<string, string> } as Partial<Messages> as Messages)), [lang, root?.messages]);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d5c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <ToastProvider>
            <PanelProvider>
              <Shell menu={root?.menu ?? []} lang={lang}>
                {children}
              </Shell>
            </PanelProvider>
          </ToastProvider>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ menu, lang, children }: { menu: MenuCategory[]; lang: Language; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <Header menu={menu} lang={lang} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <SideMenu menu={menu} />
      <SearchPanel />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`${t("notFoundTitle")} | Kiosk`}</title>
        <meta name="robots" content="noindex, follow" />
        <NotFoundView path={location.pathname} />
      </>
    );
  }
  return (
    <>
      <title>{`${t("errorTitle")} | Kiosk`}</title>
      <meta name="robots" content="noindex, follow" />
      <ServerErrorView status={isRouteErrorResponse(error) ? error.status : 500} retryHref={location.pathname + location.search} />
    </>
  );
}
