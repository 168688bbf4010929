/**
 * Offline use (issue 19; docs/storefront.md §1, §2, §4, §7): the service worker keeps the pages the shopper
 * opened, which open offline with the marker; a page never opened says it is not available offline and goes
 * home; search says it does not work offline; an order placed offline and a cart changed offline are sent
 * when the connection returns, the order once; a checkout opened offline offers the delivery methods last offered; a new build deployed while a tab is open is offered, not swapped in.
 * Playwright's offline mode (context.setOffline) cuts the page and its service worker off the network.
 */
import { existsSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { acceptTerms, answerCookieBanner, BOOK, courierAndCod, fillPerson, mails, next } from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";

const CATEGORY = "/c/prasa-3";
const CMS = "/i/regulamin";
const MARKER = "Jesteś offline: to zapisana kopia strony, ceny i dostępność mogły się zmienić.";
const UNAVAILABLE = "Strona produktu, kategorii lub strona informacyjna nie jest dostępna w trybie offline. Przekierowanie na stronę główną.";

// the other journeys block the service worker (playwright.config.ts)
test.use({ serviceWorkers: "allow" });

test.beforeEach(async ({ context }) => {
  await answerCookieBanner(context);
});

/** The service worker is registered a few seconds after the page has loaded; waits until it controls the page. */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
}

/** Waits until the worker has kept these pages (their documents). */
async function kept(page: Page, paths: string[]) {
  await expect
    .poll(
      () =>
        page.evaluate(async (want) => {
          const keys = await (await caches.open("kiosk-pages")).keys();
          const have = new Set(keys.map((r) => new URL(r.url).pathname));
          return want.filter((p) => !have.has(p));
        }, paths),
      { timeout: 20_000 },
    )
    .toEqual([]);
}

let seq = 0;
const newEmail = () => `offline-${Date.now()}-${seq++}@example.com`;

test("offline 1: opened pages open offline with the marker; one never opened says so and goes home; search says offline", async ({
  page,
  context,
  open,
  axe,
  shot,
}) => {
  await open("/");
  await workerInControl(page);
  // a category opened by a link (a client navigation: its data is kept, and its document with it)
  await page.locator(`a[href="${CATEGORY}"]`).first().dispatchEvent("click");
  await expect(page).toHaveURL(CATEGORY);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The click may have been a document navigation (before hydration) whose streamed HTML is still arriving: the
  // heading can be there before the tiles, so wait for a tile before reading the links.
  const tiles = page.getByRole("region", { name: "Produkty" }).locator('a[href^="/p/"]');
  await expect(tiles.first()).toBeAttached();
  const unvisited = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute("href")!).find((href) => href.split("/").length === 4));
  expect(unvisited).toBeTruthy();
  await open(BOOK);
  await open(CMS);
  await kept(page, ["/", CATEGORY, BOOK, CMS]);

  await context.setOffline(true);
  for (const target of [CATEGORY, BOOK, CMS]) {
    await open(target);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("offline-marker")).toHaveText(MARKER);
  }
  await shot("offline-cms-page");
  await axe("a kept page, offline");

  // never opened: the message, then the home page (kept)
  await page.goto(unvisited!);
  await expect(page.getByRole("alert")).toHaveText(UNAVAILABLE);
  await shot("offline-unavailable");
  await axe("the offline page");
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  await expect(page.getByTestId("offline-marker")).toBeVisible({ timeout: 15_000 });

  // a link to a page never opened, followed offline: the same message, then home
  await open(CATEGORY);
  await page.locator(`a[href="${unvisited}"]`).first().dispatchEvent("click");
  await expect(page.getByRole("alert")).toHaveText(UNAVAILABLE);
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });

  // search offline: an empty result, and the panel says why
  await waitForRuntime(page);
  await page.getByRole("banner").getByRole("button", { name: "Szukaj" }).click();
  const panel = page.getByRole("dialog", { name: "Szukaj" });
  await panel.getByRole("searchbox", { name: "Szukaj" }).fill("kryminał");
  await expect(panel.getByText("Wyszukiwanie nie działa w trybie offline. Wróć, gdy będziesz online!")).toBeVisible();
  await axe("search offline");

  await context.setOffline(false);
  await expect(page.getByTestId("offline-marker")).toHaveCount(0);
});

/** The offline marker's code is loaded (OfflineSlot) once the page has settled. */
async function waitForRuntime(page: Page) {
  await expect(page.getByTestId("offline-marker")).toBeVisible({ timeout: 15_000 });
}

test("offline 2: an order placed offline and a cart changed offline are sent when the connection is back, the order once", async ({
  page,
  context,
  open,
  request,
  axe,
  shot,
}) => {
  const email = newEmail();
  await open(BOOK);
  await workerInControl(page);
  await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
  await open("/checkout");
  await fillPerson(page, email);
  await next(page);
  await courierAndCod(page);
  await acceptTerms(page);

  await context.setOffline(true);
  await page.getByTestId("place-order").click();
  await expect(page.getByRole("heading", { name: "Zamówienie czeka na wysłanie" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("orders-queued"))).toBe("1");

  // the cart changed offline: the line is kept in the browser
  await open(BOOK);
  await expect(page.getByTestId("offline-marker")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(page.getByText("Brak połączenia z serwerem. Koszyk wyśle zmiany, gdy połączenie wróci.").first()).toBeVisible();
  const localLines = await page.evaluate(() => (JSON.parse(localStorage.getItem("cart") ?? "{}") as { cartItems?: unknown[] }).cartItems?.length ?? 0);
  expect(localLines).toBe(1);
  await shot("offline-cart-changed");

  // a checkout opened offline offers the delivery methods the server last offered for the country
  await open("/checkout");
  await expect(page.getByTestId("offline-marker")).toBeVisible({ timeout: 15_000 });
  await fillPerson(page, email);
  await next(page);
  await expect(page.getByTestId("shipping-flatrate_flatrate")).toBeVisible();
  await shot("offline-checkout-methods");
  await open(BOOK);

  // back online on the product page (not the checkout): the queue asks, then sends the order once
  await context.setOffline(false);
  const dialog = page.getByRole("dialog", { name: "Niewysłane zamówienia" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(email);
  await axe("unsent orders dialog");
  await dialog.getByRole("button", { name: "Wyślij zamówienia" }).click();
  await expect(page.getByText(/Zamówienie nr \d{9} zostało przyjęte\./).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("orders-queued"))).toBeNull();
  await expect.poll(async () => (await mails(request, email)).length).toBe(1);

  // the cart's offline change reached the server: a server cart holds the line
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cart-token")), { timeout: 15_000 }).not.toBeNull();
  const token = await page.evaluate(() => localStorage.getItem("cart-token"));
  const pulled = await (await request.get(`/api/cart/pull?cartId=${encodeURIComponent(token!)}`)).json();
  expect(pulled.code).toBe(200);
  expect(pulled.result).toHaveLength(1);

  // sent once: nothing more arrives, and a new page load asks nothing
  await page.waitForTimeout(1500);
  expect(await mails(request, email)).toHaveLength(1);
  await open("/");
  await page.waitForTimeout(6000);
  await expect(dialog).toHaveCount(0);
});

test("offline 3: a new build deployed while a tab is open is offered, and taken only when the shopper asks", async ({ page, open, axe, shot }) => {
  const dir = path.resolve("build-e2e", "client");
  test.skip(Boolean(process.env.E2E_BASE_URL) || !existsSync(path.join(dir, "service-worker.js")), "needs the server's own build directory");
  await open("/");
  await workerInControl(page);
  const file = path.join(dir, "service-worker.js");
  const original = await readFile(file, "utf8");
  // the compressed copies would be sent instead of the changed file: set aside meanwhile
  const copies = [`${file}.br`, `${file}.gz`].filter((f) => existsSync(f));
  for (const f of copies) await rename(f, `${f}.aside`);
  try {
    await writeFile(file, `${original}\n// build ${Date.now()}\n`);
    // what the open page does every 30 minutes and when the tab becomes visible again
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId("update-prompt");
    await expect(prompt).toContainText("Dostępna jest nowa wersja sklepu.", { timeout: 20_000 });
    await shot("offline-update-prompt");
    await axe("update prompt");
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(before).toBeTruthy();
    await Promise.all([page.waitForEvent("load"), prompt.getByRole("button", { name: "Odśwież" }).click()]);
    await expect(page.getByTestId("update-prompt")).toHaveCount(0);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    await writeFile(file, original);
    for (const f of copies) await rename(`${f}.aside`, f);
  }
});
