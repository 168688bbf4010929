// Product page in Chromium: hydration without errors or layout shift, and the interactions that load code on
// demand (variant choice, bundle total, zoom, size guide, compare, search panel, client navigation).
//   node scripts/dev/pdp-check.ts [base URL, default http://localhost:3000]
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/e2e/chromium.ts";

const base = process.argv[2] ?? "http://localhost:3000";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
const problems: string[] = [];
const scripts: string[] = [];
page.on("console", (m) => {
  if (m.type() === "error" || m.type() === "warning") problems.push(`console.${m.type()}: ${m.text()}`);
});
page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
page.on("request", (r) => {
  if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname.replace(/^\/assets\//, ""));
});
let failed = 0;
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failed++;
};

/** Opens a page, waits until it has hydrated and gone quiet; returns the layout shift measured meanwhile. */
async function open(path: string): Promise<number> {
  scripts.length = 0;
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}
const report = (label: string) => {
  check(problems.length === 0, `${label}: no console errors or warnings${problems.length ? `\n       ${problems.join("\n       ")}` : ""}`);
  problems.length = 0;
};
const text = (selector: string) => page.locator(selector).first().textContent();

// A simple book: none of the other types' code, the compare toggle, the zoom modal.
let cls = await open("/p/KS-000001/zolw-ktory-chcial-latac-1");
check(cls < 0.01, `KS-000001 layout shift ${cls.toFixed(4)}`);
check(
  !scripts.some((s) => /^(BundleOptions|GroupedItems|SubscriptionOptions|Downloads|CustomOptionsFields|ConfigurableOptions)-/.test(s)),
  `KS-000001 loads no other type's code (${scripts.length} scripts)`,
);
await page.click(".cmp-toggle button");
await page.waitForSelector(".cmp-link");
check((await page.getAttribute(".cmp-toggle button", "aria-pressed")) === "true", "KS-000001 compare toggles on, with the link to the compare page");
await page.click(".cmp-toggle button");
await page.waitForSelector(".cmp-link", { state: "detached" });
await page.click(".pdp-main-image");
await page.waitForSelector("dialog.modal[open] .pdp-zoom img");
check(true, "KS-000001 zoom opens");
await page.keyboard.press("Escape");
await page.waitForSelector("dialog.modal", { state: "detached" });
check((await page.evaluate(() => document.activeElement?.className)) === "pdp-main-image", "KS-000001 zoom closes, focus back on the image");
report("KS-000001");

// The configurable T-shirt: choose another variant.
cls = await open("/p/TS-000004/koszulka-czytam-wiec-jestem-4");
check(cls < 0.01, `TS-000004 layout shift ${cls.toFixed(4)}`);
const before = { url: page.url(), price: await text(".pdp-price .price-now") };
const radios = page.locator('input[name^="super_attribute"]:not(:checked)');
console.log(`     ${await radios.count()} other values; choosing one after another until the variant changes`);
for (let i = 0; i < (await radios.count()) && page.url() === before.url; i++) {
  await page.locator('input[name^="super_attribute"]:not(:checked)').nth(0).check({ force: true });
  await page.waitForTimeout(100);
}
check(
  page.url() !== before.url && /\/p\/TS-000004\/[^/]+\/[^/]+$/.test(new URL(page.url()).pathname),
  `TS-000004 variant chosen: ${new URL(page.url()).pathname}`,
);
check(
  (await page.inputValue('input[name="child_sku"]')) !== "",
  `TS-000004 child_sku ${await page.inputValue('input[name="child_sku"]')}, price ${before.price} → ${await text(".pdp-price .price-now")}`,
);
await page.click(".pdp-size-guide-button");
await page.waitForSelector("dialog.modal[open] .pdp-size-table");
check(true, "TS-000004 size guide opens");
await page.keyboard.press("Escape");
await page.waitForSelector("dialog.modal", { state: "detached" });
report("TS-000004");

// A bundle: the live total follows the options.
cls = await open("/p/PAK-000023/pakiet-pory-roku-23");
check(cls < 0.01, `PAK-000023 layout shift ${cls.toFixed(4)}`);
const total = await text(".pdp-total strong");
const select = page.locator('select[name^="bundle_option"]').first();
const optional = page.locator('input[type="checkbox"][name^="bundle_option"], select[name^="bundle_option"]:not([required])');
if ((await optional.count()) > 0) {
  const first = optional.first();
  if ((await first.evaluate((e) => e.tagName)) === "SELECT") await first.selectOption({ index: 0 });
  else await first.click();
} else {
  const values = await select.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await select.selectOption(values[values.length - 1]!);
}
await page.waitForTimeout(100);
console.log(`     bundle total ${total} → ${await text(".pdp-total strong")}`);
await page.click(".pdp-add");
await page.waitForTimeout(200);
check(page.url().endsWith("/p/PAK-000023/pakiet-pory-roku-23") || page.url().includes("/cart/add"), `PAK-000023 submit: ${new URL(page.url()).pathname}`);
problems.splice(0, problems.length, ...problems.filter((p) => !/ 40[45] | 415 /.test(p))); // /cart/add does not exist yet
report("PAK-000023");

// The search panel: open, type, results, Escape; then a client navigation to a result.
await open("/p/KS-000001/zolw-ktory-chcial-latac-1");
await page.click(".search-button");
await page.waitForSelector('.panel input[type="search"]');
check(await page.evaluate(() => document.activeElement?.closest(".panel") !== null), "search panel opens with focus inside it");
await page.click('.panel input[type="search"]');
await page.keyboard.type("zolw");
await page.waitForSelector(".search-hits li");
check((await page.locator(".search-hits li").count()) > 0, `search "zolw": ${await page.locator(".search-hits li").count()} hits`);
await page.keyboard.press("Escape");
await page.waitForSelector(".panel", { state: "detached" });
check((await page.evaluate(() => document.activeElement?.className)) === "search-button", "Escape closes the panel, focus back on the button");
await page.click(".search-button");
await page.fill('.panel input[type="search"]', "pakiet");
await page.waitForSelector('.search-hits a[href^="/p/PAK-"]');
await page.click('.search-hits a[href^="/p/PAK-"]');
await page.waitForSelector(".pdp-total");
check(page.url().includes("/p/PAK-"), `client navigation to a bundle renders its options: ${new URL(page.url()).pathname}`);
report("search panel");

// Error views: server-rendered, then hydrated.
for (const path of ["/p/NOPE-1/x", "/page-not-found?nf=abc"]) {
  cls = await open(path);
  check((await page.locator(".status-page h1").count()) === 1 && cls < 0.01, `${path}: status page, layout shift ${cls.toFixed(4)}`);
  problems.splice(0, problems.length, ...problems.filter((p) => !p.includes("404")));
  report(path);
}

await browser.close();
console.log(failed ? `${failed} failed` : "all passed");
process.exitCode = failed ? 1 : 0;
