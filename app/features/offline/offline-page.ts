/**
 * The page the service worker answers a document load with when neither the network nor a kept copy has it
 * (docs/storefront.md §2: "The product, category or CMS page is not available in Offline mode. Redirecting to
 * Home.", then the home page). Plain HTML with its own styles, without the app's code: a small script (allowed by
 * the page's own policy through its nonce) goes home after REDIRECT_SECONDS unless the shopper chooses to stay
 * (WCAG 2.2.1: a time limit the user can turn off; a meta refresh could not be stopped).
 */
import offline from "../../i18n/locales/offline.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import type { OfflineFallback } from "./cache-rules.ts";

/** Seconds before the page goes home (long enough to read the sentence). */
export const REDIRECT_SECONDS = 4;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's HTML; `nonce` allows its one script (give the same in the answer's Content-Security-Policy). */
export function offlinePageHtml(kind: OfflineFallback, lang: string | null | undefined, home: string, nonce: string): string {
  const l: Language = isLanguage(lang) ? lang : "pl";
  const t = offline[l];
  const message = kind === "home" ? t.homeUnavailable : kind === "category" ? t.categoryUnavailable : t.pageUnavailable;
  const redirect =
    kind === "page"
      ? `<button type="button" id="stay">${esc(t.stay)}</button>
<script nonce="${esc(nonce)}">
var timer = setTimeout(function () { location.replace(${JSON.stringify(home).replace(/</g, "\\u003c")}); }, ${REDIRECT_SECONDS * 1000});
document.getElementById("stay").addEventListener("click", function (e) { clearTimeout(timer); e.currentTarget.remove(); });
</script>`
      : "";
  return `<!doctype html>
<html lang="${l}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(t.offlineTitle)} | Kiosk</title>
<style>
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
main{max-width:40rem;margin:15vh auto;padding:0 1.25rem}
h1{font-size:1.5rem;margin:0 0 1rem}
a,button{display:inline-flex;align-items:center;margin:1rem .5rem 0 0;padding:.6rem 1.1rem;border-radius:.4rem;font:inherit;min-height:44px;cursor:pointer}
a{background:#0b3d5c;color:#fff;text-decoration:none;border:0}
button{background:#fff;color:#0b3d5c;border:2px solid #0b3d5c}
a:focus-visible,button:focus-visible{outline:3px solid #e8a317;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${esc(t.offlineTitle)}</h1>
<p role="alert" data-offline-fallback="${kind}">${esc(message)}</p>
<a href="${esc(home)}">${esc(t.goHome)}</a>
${redirect}
</main>
</body>
</html>
`;
}
