import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import "./styles.css";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d5c" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Przejdź do treści
        </a>
        <header className="site-header">
          <a href="/" className="logo" aria-label="Kiosk – strona główna">
            Kiosk
          </a>
          <p className="tagline">Prasa, książki, prenumeraty i kolekcje</p>
        </header>
        <main id="main">{children}</main>
        <footer className="site-footer">
          <nav aria-label="Informacje">
            <a href="/i/regulamin">Regulamin</a> · <a href="/i/polityka-prywatnosci">Polityka prywatności</a> ·{" "}
            <a href="/i/zwroty">Zwroty</a> · <a href="/i/dostawa">Dostawa</a> · <a href="/i/kontakt">Kontakt</a>
          </nav>
        </footer>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="error-page">
      <h1>{notFound ? "Nie znaleziono strony" : "Coś poszło nie tak"}</h1>
      <p>{notFound ? "Strona, której szukasz, nie istnieje lub została przeniesiona." : "Przepraszamy, wystąpił błąd. Spróbuj ponownie za chwilę."}</p>
      <p>
        <a href="/">Wróć na stronę główną</a>
      </p>
    </section>
  );
}
