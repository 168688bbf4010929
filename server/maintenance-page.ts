/**
 * The page a shopper gets while the database is unavailable (server/storefront.ts): status 503 with Retry-After,
 * a short Polish "przerwa techniczna" message and a link to try the same address again. It is written here, whole,
 * rather than rendered by the storefront, because every route's data (the menu too) needs the database. No script,
 * no external resource; the styles are inline (the page's CSP allows inline styles) and meet WCAG AA contrast.
 */

/** The maintenance page for a request to `href` (the path and query the shopper asked for). */
export function maintenancePage(href: string): string {
  const again = escapeHtml(href.startsWith("/") && !href.startsWith("//") ? href : "/");
  return `<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Przerwa techniczna | Kiosk</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1b1b1b;background:#fff;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
.brand{font-weight:800;font-size:1.5rem;color:#0b3d5c;margin:0 0 2rem}
.code{display:inline-block;font-weight:800;color:#0b3d5c;background:#f5f3ef;border-radius:999px;padding:.15rem .75rem;margin:0 0 .75rem}
h1{font-size:2rem;line-height:1.2;margin:0 0 .75rem}
a.button{display:inline-flex;align-items:center;min-height:44px;padding:.5rem 1.25rem;background:#0b3d5c;color:#fff;border-radius:6px;text-decoration:none;font-weight:700}
a.button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand">Kiosk</p>
<p class="code"><span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Kod odpowiedzi </span>503</p>
<h1>Przerwa techniczna</h1>
<p>Sklep jest przez chwilę niedostępny. Twój koszyk i złożone zamówienia są bezpieczne.</p>
<p>Spróbuj ponownie za kilka minut.</p>
<p><a class="button" href="${again}">Spróbuj ponownie</a></p>
</main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
