/**
 * Google consent mode v2 and Google's tag, in every document's head (docs/decisions/2026-11-27-ga4.md). Spliced in
 * by app/entry.server.tsx as bytes (like the document's messages), so it costs no JavaScript file on any page.
 *
 * The script, in order:
 * 1. defines `window.dataLayer` and `gtag()` (gtag.js's own stub);
 * 2. sets consent mode's defaults: every storage denied (analytics_storage, ad_storage, ad_user_data,
 *    ad_personalization), before any tag can run;
 * 3. with a stored "yes" to analytics cookies (consent.ts's `cookie-consent`), updates analytics_storage to granted
 *    and loads Google's tag (gtag.js) with the configured measurement id (GA4_MEASUREMENT_ID);
 * 4. leaves `window.kioskConsent(granted)` for the cookie banner: it updates consent mode and, on a "yes", loads the
 *    tag then (consent-save.ts).
 * Without a measurement id (unset) the consent defaults are still set but no tag is ever loaded: nothing is sent.
 * Basic consent mode: before consent there is no tag at all (no cookieless pings), and no event is queued
 * (track.ts pushes nothing without consent), so the tag replays nothing from before the "yes".
 */
import { CONSENT_KEY, CONSENT_VERSION } from "./consent.ts";

/** Google's tag (gtag.js) for a measurement id. */
export const GTAG_URL = "https://www.googletagmanager.com/gtag/js";

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;

/** The script's text (without the element). */
export function analyticsBootstrap(measurementId: string | null | undefined): string {
  const id = measurementId && MEASUREMENT_ID.test(measurementId) ? measurementId : null;
  return [
    "(function(){var w=window,d=document;w.dataLayer=w.dataLayer||[];",
    "function gtag(){w.dataLayer.push(arguments)}w.gtag=gtag;",
    "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',functionality_storage:'granted',security_storage:'granted',wait_for_update:500});",
    "gtag('set','ads_data_redaction',true);",
    `var id=${JSON.stringify(id)},loaded=false;`,
    "function load(){if(loaded||!id)return;loaded=true;gtag('js',new Date());gtag('config',id);",
    `var s=d.createElement('script');s.async=true;s.src=${JSON.stringify(`${GTAG_URL}?id=`)}+encodeURIComponent(id);d.head.appendChild(s)}`,
    "w.kioskConsent=function(granted){gtag('consent','update',{analytics_storage:granted?'granted':'denied'});if(granted)load()};",
    `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}));if(c&&c.v===${CONSENT_VERSION}&&c.analytics===true)w.kioskConsent(true)}catch(e){}`,
    "})();",
  ].join("");
}

const cache = new Map<string, string>();

/** The script element for the document's head, with the response's nonce. */
export function analyticsHeadScript(nonce: string, measurementId: string | null | undefined): Buffer {
  const key = measurementId ?? "";
  let text = cache.get(key);
  if (text === undefined) {
    text = analyticsBootstrap(measurementId);
    cache.set(key, text);
  }
  return Buffer.from(`<script nonce="${nonce}">${text}</script>`);
}
