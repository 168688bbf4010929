import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/e2e/chromium.ts";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
// KIOSK_BASE_URL points it at another server (the e2e one: http://127.0.0.1:3210)
const base = (process.env.KIOSK_BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const urls = process.argv.slice(2);
for (const [name, width, height] of [
  ["phone", 390, 844],
  ["desktop", 1366, 900],
] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  for (const u of urls) {
    await page.goto(`${base}${u}`, { waitUntil: "networkidle" });
    const file = `/tmp/shots/${name}-${u.replace(/[^a-z0-9]+/gi, "_") || "home"}.png`;
    await page.screenshot({ path: file, fullPage: false });
    console.log(file, errors.splice(0).join(" | "));
  }
}
await browser.close();
