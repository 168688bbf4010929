/**
 * The web app manifest (manifest.webmanifest, written with the build by scripts/service-worker-build.ts): the shop
 * installs on a phone with its Polish name, icons and theme colour, and opens /pwa.html, the installed app's start
 * page (docs/storefront.md §2: the home page).
 */
export const THEME_COLOR = "#0b3d5c";

/** `base`: the store-code prefix ("" or "/{code}"). */
export function webManifest(base: string) {
  return {
    id: `${base}/pwa.html`,
    name: "Kiosk: prasa, książki i prenumeraty",
    short_name: "Kiosk",
    description: "Sklep z prasą, książkami, prenumeratami i kolekcjami.",
    lang: "pl-PL",
    dir: "ltr",
    start_url: `${base}/pwa.html`,
    scope: `${base}/`,
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLOR,
    background_color: "#ffffff",
    categories: ["shopping", "books", "news"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
