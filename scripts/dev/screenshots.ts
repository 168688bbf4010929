import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const urls = process.argv.slice(2);
for (const [name, width, height] of [["phone", 390, 844], ["desktop", 1366, 900]] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  for (const u of urls) {
    await page.goto(`http://localhost:3000${u}`, { waitUntil: "networkidle" });
    const file = `/tmp/shots/${name}-${u.replace(/[^a-z0-9]+/gi, "_") || "home"}.png`;
    await page.screenshot({ path: file, fullPage: false });
    console.log(file, errors.splice(0).join(" | "));
  }
}
await browser.close();
