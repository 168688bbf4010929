/**
 * Debian's Chromium and the flags it needs on this network-less machine (docs/toolchain.md §5). Without the
 * networking flags Chromium tries to reach the internet and stalls. Shared by Playwright, Lighthouse and the
 * screenshot script; never download a browser.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
