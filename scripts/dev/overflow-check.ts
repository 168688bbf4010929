/**
 * Finds what makes a page wider than a phone screen (a page wider than the viewport makes mobile browsers zoom
 * out, and fixed panels then miss their footer): prints the document's scrollWidth and the elements reaching
 * past the right edge at 320, 360 and 390 px, and saves /tmp/header390.png.
 *
 *   node_modules/.bin/node scripts/dev/overflow-check.ts http://127.0.0.1:3210/c/ksiazki-30
 */
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/e2e/chromium.ts";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [320, 360, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(process.argv[2]!, { waitUntil: "networkidle" });
  const info = await page.evaluate((w) => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const r = el.getBoundingClientRect();
      if (r.right > w + 1 && r.width > 0)
        out.push(`${el.tagName.toLowerCase()}.${(el as HTMLElement).className} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, over: out.slice(0, 12) };
  }, width);
  console.log(width, JSON.stringify(info, null, 1));
  if (width === 390) await page.screenshot({ path: "/tmp/header390.png", clip: { x: 0, y: 0, width: 420, height: 200 } });
  await page.close();
}
await browser.close();
