import { useMemo, type ReactNode } from "react";
import { I18nProvider, useTranslation } from "./i18n/react.tsx";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { appContext } from "./context.server.ts";
import { createI18n } from "./i18n/i18n.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, pickLanguage, type Language } from "./i18n/languages.ts";
import { messagesJsonFor, type Messages } from "./i18n/resources.ts";
import { rootMessages } from "./i18n/translator.ts";
import { buildMenu, type MenuCategory } from "./lib/menu.ts";
import { pageClassOf } from "./lib/page-class.ts";
import { storeBase, withStore } from "./lib/store.ts";
import { Header } from "./components/Header.tsx";
import { LinkNavigationProvider } from "./components/AppLink.tsx";
import { Footer } from "./components/Footer.tsx";
import { lazyModule, useLoaded, useMarkHydrated } from "./components/lazy.tsx";
import { PanelProvider } from "./components/panel-state.tsx";
import { PanelSlots } from "./components/PanelSlots.tsx";
import { ToastProvider } from "./components/Toasts.tsx";
import { SessionBootstrap } from "./features/account/SessionBootstrap.tsx";
import { ConsentGate, ConsentSlot, consentBanner } from "./features/analytics/ConsentSlot.tsx";
import { NewsletterPopupSlot } from "./features/newsletter/NewsletterPopupSlot.tsx";
import { OfflineSlot } from "./features/offline/OfflineSlot.tsx";
import "./styles.css";
// The error views' styles, in the head of a server-rendered error page (their code loads only with an error).
import "./features/cms/cms.css";

/** The 404/500 views of the error boundary: most pages never show them, so they load on demand. */
const statusViews = lazyModule(() => import("./features/cms/StatusViews.tsx"), { hydrate: ".status-page" });
/** Every language's common texts, for a page whose root data is missing (the root loader failed). */
const fallbackTexts = lazyModule(() => import("./i18n/locales/common.ts"), { hydrate: "body[data-fallback-texts]" });
// The server renders these synchronously: loaded when the server starts (and awaited by the loader).
if (import.meta.env.SSR) void Promise.all([statusViews.load(), fallbackTexts.load()]).catch(() => undefined);

const menus = new WeakMap<object, MenuCategory[]>();

export async function loader({ request, context }: Route.LoaderArgs) {
  // the cookie banner: rendered by the server into every page, its code loaded in the browser only when needed
  await Promise.all([statusViews.load(), fallbackTexts.load(), consentBanner.load()]);
  const url = new URL(request.url);
  const lang = pickLanguage(url, request.headers.get("cookie"));
  const { services, config, documentRequest, secure } = context.get(appContext);
  // The menu's category names in the shopper's language (one shared tree per language: CatalogService.categoryTree).
  const menuTree = await services.catalog.categoryTree(undefined, 2, lang);
  if (!menuTree.ok) throw new Error(menuTree.message);
  const tree = menuTree.value;
  // The tree object is shared until the catalogue changes (CatalogService.categoryTree): so is its menu.
  let menu = menus.get(tree);
  if (!menu) {
    menu = buildMenu(tree);
    menus.set(tree, menu);
  }
  const headers = new Headers();
  if (url.searchParams.get("lng") === lang) {
    headers.append("Set-Cookie", `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`);
  }
  return data(
    {
      lang,
      messagesJson: documentRequest ? undefined : messagesJsonFor(lang),
      menu,
      origin: url.origin + storeBase(),
      minicartCount: config?.minicartCount ?? "quantities",
    },
    { headers },
  );
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
  const error = useRouteError();
  // the tracking page class of docs/storefront.md §2, for a tag manager
  const matches = useMatches();
  const pageClass = pageClassOf(matches, error == null ? null : isRouteErrorResponse(error) ? error.status : 500);
  // The back office (/admin, its own route modules and styles) renders without the storefront's header, footer and popups.
  const backOffice = matches.some((m) => m.id.startsWith("admin"));
  useMarkHydrated();
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d5c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <ConsentGate />
        <Meta />
        <Links />
      </head>
      <body data-fallback-texts={root ? undefined : ""} data-page-class={pageClass}>
        <Translated lang={lang} root={root}>
          <ToastProvider>
            {backOffice ? (
              children
            ) : (
              <PanelProvider>
                <Shell menu={root?.menu ?? []} lang={lang} minicartCount={root?.minicartCount ?? "quantities"}>
                  {children}
                </Shell>
              </PanelProvider>
            )}
          </ToastProvider>
        </Translated>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Translated({ lang, root, children }: { lang: Language; root: unknown; children: ReactNode }) {
  const messages = rootMessages(root) as Messages | undefined;
  // Without root data (the root loader failed) only the common texts are at hand, loaded on demand.
  const fallback = useLoaded(messages ? null : fallbackTexts)?.default;
  const i18n = useMemo(
    () => createI18n(lang, messages ?? ({ common: fallback?.[lang] as Record<string, string> } as Partial<Messages> as Messages)),
    [lang, messages, fallback],
  );
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

function Shell({
  menu,
  lang,
  minicartCount,
  children,
}: {
  menu: MenuCategory[];
  lang: Language;
  minicartCount: "quantities" | "lines";
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <LinkNavigationProvider>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <ConsentSlot />
      <OfflineSlot />
      <Header menu={menu} lang={lang} minicartCount={minicartCount} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <PanelSlots menu={menu} />
      <NewsletterPopupSlot />
      <SessionBootstrap />
    </LinkNavigationProvider>
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
        <StatusView kind="notFound" path={location.pathname} />
      </>
    );
  }
  return (
    <>
      <title>{`${t("errorTitle")} | Kiosk`}</title>
      <meta name="robots" content="noindex, follow" />
      <StatusView kind="error" status={isRouteErrorResponse(error) ? error.status : 500} retryHref={withStore(location.pathname + location.search)} />
    </>
  );
}

function StatusView(props: { kind: "notFound"; path: string } | { kind: "error"; status: number; retryHref: string }) {
  const { NotFoundView, ServerErrorView } = useLoaded(statusViews)!;
  return props.kind === "notFound" ? <NotFoundView path={props.path} /> : <ServerErrorView status={props.status} retryHref={props.retryHref} />;
}
