/**
 * Journey 10: the store-code prefix (STORE_CODE_PREFIX, off by default). Starts its own shop built and run
 * with the code "kiosk" (port E2E_PORT + 1, its own build and data directories): pages live under
 * /kiosk/..., links and client navigations keep the prefix, and a link to another store view's page is a
 * full page load. Desktop only: the prefix does not depend on the viewport.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, test, waitForHydration } from "./fixtures.ts";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, "../..");
const env = {
  ...process.env,
  STORE_CODE_PREFIX: "kiosk",
  KIOSK_BUILD_DIR: "build-e2e-store",
  DATA_DIR: "var/e2e-store",
  PORT: String(PORT),
  CATALOG_SEED_PRODUCTS: "600",
  LOG_LEVEL: "warn",
};
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook asks for from its first parameter's pattern.
test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "desktop") return;
  testInfo.setTimeout(300_000);
  const built = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], { cwd: root, env, stdio: "ignore" });
  expect(built.status, "react-router build with STORE_CODE_PREFIX=kiosk").toBe(0);
  server = spawn(process.execPath, ["server/main.ts"], { cwd: root, env, stdio: "ignore" });
  for (let i = 0; i < 240; i++) {
    const ready = await fetch(`${BASE}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the prefixed shop did not start on ${BASE}`);
});

test.afterAll(async () => {
  if (!server) return;
  const exited = new Promise((r) => server!.once("exit", r));
  server.kill("SIGTERM");
  await exited;
});

test("journey 10: store-code prefix, client navigation inside it, full load for another store view", async ({ page, axe, shot }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the prefix does not depend on the viewport");
  // Set on the window once; a full page load loses it, a client-side navigation keeps it.
  const sameDocument = () => page.evaluate(() => (window as { __journey9?: boolean }).__journey9 === true);

  await test.step("the bare address leads to the prefixed home page", async () => {
    await page.goto(`${BASE}/`, { waitUntil: "domcontentloaded" });
    await expect(page).toHaveURL(`${BASE}/kiosk/`);
    await waitForHydration(page);
    const links = await page.locator("main a[href^='/'], header a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(links.length).toBeGreaterThan(5);
    expect(
      links.filter((href) => href !== "/kiosk" && !href.startsWith("/kiosk/")),
      "links without the prefix",
    ).toEqual([]);
    await page.evaluate(() => ((window as { __journey9?: boolean }).__journey9 = true));
    await shot("j9-01-prefixed-home");
    await axe("prefixed home");
  });

  await test.step("a category link navigates inside the prefix without a page load", async () => {
    const category = page.locator("main a[href^='/kiosk/c/']").first();
    const href = (await category.getAttribute("href"))!;
    await category.click();
    await expect(page).toHaveURL(`${BASE}${href}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument()).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/kiosk\/c\//);
  });

  await test.step("an information page link of this store stays in the app; another store view's page loads anew", async () => {
    await page.goto(`${BASE}/kiosk/i/regulamin`, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as { __journey9?: boolean }).__journey9 = true;
      const content = document.querySelector(".cms-content")!;
      content.insertAdjacentHTML(
        "beforeend",
        '<p><a id="same-store" href="/i/zwroty">same store</a> <a id="other-store" href="/de/i/zwroty">other store</a></p>',
      );
    });
    await page.locator("#same-store").click();
    await expect(page).toHaveURL(`${BASE}/kiosk/i/zwroty`);
    expect(await sameDocument()).toBe(true);

    await page.goto(`${BASE}/kiosk/i/regulamin`, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as { __journey9?: boolean }).__journey9 = true;
      document.querySelector(".cms-content")!.insertAdjacentHTML("beforeend", '<p><a id="other-store-2" href="/de/i/zwroty">other store</a></p>');
    });
    await page.locator("#other-store-2").click();
    // The server leads the unprefixed path into the prefix, where nothing is found: a new document either way.
    await page.waitForURL(/\/kiosk\/page-not-found\?nf=de\/i\/zwroty/, { timeout: 60_000 });
    expect(await sameDocument()).toBe(false);
    await shot("j9-02-other-store-view-loaded");
  });
});
