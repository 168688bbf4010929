/**
 * Cart journeys: add a configurable, a bundle and a subscription product; change a quantity; apply and remove
 * the demo coupon WITAJ10 (typed in lower case, named as stored; LATO2025 says it expired); ask before removing; a
 * quantity above the stock held to it on the product page and in the cart, and 0 asking before removing (issue 16);
 * the cart survives a reload, reaches a second tab, and survives a server restart (it lives in the database);
 * logging in merges the guest cart into the customer's cart.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { FIXTURES } from "../../scripts/catalogue/fixtures.ts";
import { expect, limitNote, plain, parseZloty, productPath, SCREENSHOT_DIR, test, waitForHydration, type ApiProduct } from "./fixtures.ts";
import { headerAccount, logInThroughModal, newCustomer, registerThroughApi } from "./account-helpers.ts";

const PRODUCTS = {
  configurable: "/p/TS-000004/koszulka-czytam-wiec-jestem-4",
  bundle: "/p/PAK-000023/pakiet-pory-roku-23",
  subscription: "/p/PR-000597/prenumerata-magazyn-podroznika-597",
  simple: "/p/KS-000001/zolw-ktory-chcial-latac-1",
};

const badge = (page: Page) => page.getByTestId("minicart").locator(".minicart-count");
const microcart = (page: Page) => page.getByRole("dialog", { name: "Koszyk" });

/** The viewport as the shopper sees it (the panel and the dialog are fixed: a full-page shot would cut them). */
async function viewShot(page: Page, project: string, name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${project}-${name}.png`), animations: "disabled", caret: "hide" });
}

async function addFromProductPage(page: Page, open: (p: string) => Promise<unknown>, path: string, message: RegExp) {
  await open(path);
  await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(page.getByRole("status").getByText(message)).toBeVisible();
}

async function serverLines(page: Page, base = "") {
  const cartId = await page.evaluate(() => localStorage.getItem("cart-token"));
  expect(cartId, "the cart has a server token").toBeTruthy();
  const res = await page.request.get(`${base}/api/cart/pull?cartId=${cartId}`);
  const body = (await res.json()) as { code: number; result: { sku: string; qty: number }[] };
  expect(body.code).toBe(200);
  return body.result.map((l) => `${l.sku}×${l.qty}`).sort();
}

async function localLines(page: Page) {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem("cart") ?? "{}") as { cartItems?: { sku: string; qty: number }[] }).cartItems?.map((l) => `${l.sku}×${l.qty}`).sort() ??
      [],
  );
}

test("cart: add three product types, change a quantity, coupon, confirm before removing, reload, second tab", async ({
  page,
  context,
  open,
  axe,
  shot,
}, testInfo) => {
  const project = testInfo.project.name;
  await test.step("add a configurable, a bundle and a subscription product", async () => {
    await addFromProductPage(page, open, PRODUCTS.configurable, /^Produkt został dodany do koszyka!$/);
    await expect(badge(page)).toHaveText("1");
    await shot("cart-pdp-added");
    await viewShot(page, project, "cart-pdp-added-view");
    await axe("product page with the added toast");
    await addFromProductPage(page, open, PRODUCTS.bundle, /^Produkt został dodany do koszyka!$/);
    await addFromProductPage(page, open, PRODUCTS.subscription, /^Produkt został dodany do koszyka!$/);
    await expect(badge(page)).toHaveText("3");
    // the same line again: its quantity grows, no new line
    await page.getByRole("button", { name: "OK" }).click();
    await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
    await expect(page.getByRole("status").getByText("Ilość produktu została zaktualizowana!")).toBeVisible();
    await expect(badge(page)).toHaveText("4");
  });

  const panel = microcart(page);
  await test.step("the microcart lists the lines with totals", async () => {
    await page.getByTestId("minicart").click();
    await expect(panel).toBeVisible();
    await expect(panel.locator(".cart-line")).toHaveCount(3);
    await expect(panel.getByText("Do zapłaty")).toBeVisible();
    expect(await serverLines(page)).toEqual(await localLines(page));
    await viewShot(page, project, "cart-microcart");
    await axe("microcart");
  });

  const grandTotal = async () => parseZloty(plain(await panel.locator(".segment-grand_total dd").textContent()));
  await test.step("change a quantity: totals follow", async () => {
    const before = await grandTotal();
    const first = panel.locator(".cart-line").first();
    await first.getByRole("button", { name: /^Zwiększ ilość/ }).click();
    await expect(first.getByRole("spinbutton")).toHaveValue("2");
    await expect(badge(page)).toHaveText("5");
    await expect.poll(grandTotal).toBeGreaterThan(before);
    expect(await serverLines(page)).toEqual(await localLines(page));
  });

  await test.step("edit mode: another size for the T-shirt line", async () => {
    const shirt = panel.locator(".cart-line").first();
    const skuBefore = (await localLines(page)).find((l) => l.startsWith("TS-"));
    await shirt.getByRole("button", { name: /^Zmień opcje/ }).click();
    const editor = shirt.getByRole("form", { name: /^Zmień opcje/ });
    const size = editor.getByRole("combobox", { name: "Rozmiar" });
    const current = await size.inputValue();
    const other = await size
      .locator("option:not([disabled])")
      .evaluateAll((options, value) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== value), current);
    await size.selectOption(other!);
    await editor.getByRole("button", { name: "Zapisz" }).click();
    await expect(editor).toBeHidden();
    await expect(panel.locator(".cart-line")).toHaveCount(3);
    await expect(badge(page)).toHaveText("5");
    await expect.poll(() => localLines(page)).not.toContain(skuBefore);
    // the edited line keeps its place
    await expect(panel.locator(".cart-line").first().locator(".cart-line-name")).toContainText("Koszulka");
    expect(await serverLines(page)).toEqual(await localLines(page));
  });

  await test.step("apply and remove the coupon WITAJ10", async () => {
    const before = await grandTotal();
    await panel.getByRole("textbox", { name: "Kod rabatowy" }).fill("NIEMA");
    await panel.getByRole("button", { name: "Zastosuj" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Kod rabatowy jest nieprawidłowy. Sprawdź kod i spróbuj ponownie.");
    // issue 16: an expired code says it expired, not that it is invalid
    await panel.getByRole("textbox", { name: "Kod rabatowy" }).fill("LATO2025");
    await panel.getByRole("button", { name: "Zastosuj" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Ten kod rabatowy wygasł i nie można go już użyć.");
    // typed in lower case; the shop names it as it stores it
    await panel.getByRole("textbox", { name: "Kod rabatowy" }).fill("witaj10");
    await panel.getByRole("button", { name: "Zastosuj" }).click();
    await expect(panel.getByText("Kod rabatowy WITAJ10 został zastosowany.")).toBeVisible();
    await expect(panel.getByText("Zastosowany kod: WITAJ10")).toBeVisible();
    await expect(panel.locator(".segment-discount")).toBeVisible();
    await expect.poll(grandTotal).toBeLessThan(before);
    await viewShot(page, project, "cart-coupon");
    await panel.getByRole("button", { name: "Usuń kod" }).click();
    await expect(panel.locator(".segment-discount")).toHaveCount(0);
    await expect.poll(grandTotal).toBe(before);
  });

  await test.step("ask before removing a line", async () => {
    const last = panel.locator(".cart-line").last();
    const name = plain(await last.locator(".cart-line-name").textContent());
    await last.getByRole("button", { name: `Usuń z koszyka: ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Usunąć produkt z koszyka?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(name);
    await viewShot(page, project, "cart-confirm");
    await axe("remove confirmation");
    await dialog.getByRole("button", { name: "Anuluj" }).click();
    await expect(dialog).toBeHidden();
    // Escape closes the dialog, not the panel under it
    await last.getByRole("button", { name: `Usuń z koszyka: ${name}` }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(panel).toBeVisible();
    await expect(panel.locator(".cart-line")).toHaveCount(3);
    await last.getByRole("button", { name: `Usuń z koszyka: ${name}` }).click();
    await dialog.getByRole("button", { name: "Usuń" }).click();
    await expect(panel.locator(".cart-line")).toHaveCount(2);
    // the subscription line (qty 2) is gone: T-shirt ×2 and the bundle ×1 remain
    await expect(badge(page)).toHaveText("3");
    expect(await serverLines(page)).toEqual(await localLines(page));
  });

  await test.step("reload: the cart is kept", async () => {
    const lines = await localLines(page);
    await page.reload();
    await expect(badge(page)).toHaveText("3");
    expect(await localLines(page)).toEqual(lines);
    expect(await serverLines(page)).toEqual(lines);
  });

  await test.step("a second tab sees the change", async () => {
    const second = await context.newPage();
    await second.goto("/");
    await expect(badge(second)).toHaveText("3");
    await addFromProductPage(page, open, PRODUCTS.simple, /^Produkt został dodany do koszyka!$/);
    await expect(badge(page)).toHaveText("4");
    await expect(badge(second)).toHaveText("4");
    await second.getByTestId("minicart").click();
    await expect(microcart(second).locator(".cart-line")).toHaveCount(3);
    await second.close();
  });
});

test("cart (issue 16): a quantity above the stock becomes what there is and says so, on the product page and in the cart; 0 asks before removing", async ({
  page,
  open,
  api,
  axe,
}, testInfo) => {
  // a book no other journey orders, so its stock stays put while this runs
  const book = await api<ApiProduct & { stock: { qty: number; max_sale_qty: number; manage_stock: boolean; backorders: number } }>(
    `/api/catalog/product?sku=${FIXTURES.expiredSpecial.sku}`,
  );
  expect(book.stock).toMatchObject({ is_in_stock: true, manage_stock: true, backorders: 0 });
  const max = Math.min(book.stock.qty, book.stock.max_sale_qty);
  expect(max).toBeGreaterThan(1);

  await open(productPath(book));
  const form = page.getByRole("form", { name: "Zakup" });
  const qty = form.getByRole("spinbutton", { name: "Ilość", exact: true });
  await test.step("product page: 99999 becomes the stock, and the page says so", async () => {
    await qty.fill("99999");
    await expect(qty).toHaveValue(String(max));
    await expect(form.getByText(limitNote(max))).toBeVisible();
    await expect(qty).toHaveAccessibleDescription(limitNote(max));
    await viewShot(page, testInfo.project.name, "cart-pdp-qty-limited");
    await axe("product page, quantity held to the stock");
    await qty.fill("1");
    await expect(form.getByText(limitNote(max))).toHaveCount(0);
    await form.getByRole("button", { name: "Dodaj do koszyka" }).click();
    await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
  });

  const panel = microcart(page);
  const line = panel.locator(".cart-line").first();
  const field = line.getByRole("spinbutton");
  await test.step("cart: 99999 becomes the stock, on the server too, and the line says so", async () => {
    await page.getByTestId("minicart").click();
    await expect(panel).toBeVisible();
    await field.fill("99999");
    await field.press("Enter");
    await expect(field).toHaveValue(String(max));
    await expect(line.getByText(limitNote(max))).toBeVisible();
    await expect(field).toHaveAccessibleDescription(limitNote(max));
    await expect(badge(page)).toHaveText(String(max));
    await expect.poll(() => serverLines(page)).toEqual([`${book.sku}×${max}`]);
    await viewShot(page, testInfo.project.name, "cart-qty-limited");
    await axe("microcart, quantity held to the stock");
  });

  await test.step("cart: 0 asks whether to remove the line", async () => {
    const dialog = page.getByRole("dialog", { name: "Usunąć produkt z koszyka?" });
    await field.fill("0");
    await field.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(book.name);
    await axe("remove confirmation after 0");
    await dialog.getByRole("button", { name: "Anuluj" }).click();
    await expect(dialog).toBeHidden();
    await expect(field).toHaveValue(String(max));
    expect(await serverLines(page)).toEqual([`${book.sku}×${max}`]);
    await field.fill("0");
    await field.press("Enter");
    await dialog.getByRole("button", { name: "Usuń" }).click();
    await expect(panel.locator(".cart-line")).toHaveCount(0);
    await expect.poll(() => serverLines(page)).toEqual([]);
  });
});

test("cart: guest and customer carts merge on login", async ({ page, open, request }) => {
  // A customer whose server cart already holds one book (put there through the API with their token).
  const customer = newCustomer("merge");
  await registerThroughApi(request, customer);
  const login = await (await request.post("/api/user/login", { data: { username: customer.email, password: customer.password } })).json();
  const auth = { authorization: `Bearer ${login.result as string}` };
  const customerCart = (await (await request.post("/api/cart/create", { headers: auth })).json()).result as number;
  const simpleSku = PRODUCTS.simple.split("/")[2]!;
  const put = await (await request.post(`/api/cart/update?cartId=${customerCart}`, { headers: auth, data: { cartItem: { sku: simpleSku, qty: 1 } } })).json();
  expect(put.code, JSON.stringify(put.result)).toBe(200);

  // As a guest: the same book twice and a T-shirt, with the coupon.
  await addFromProductPage(page, open, PRODUCTS.simple, /^Produkt został dodany do koszyka!$/);
  await addFromProductPage(page, open, PRODUCTS.simple, /^Ilość produktu została zaktualizowana!$/);
  await addFromProductPage(page, open, PRODUCTS.configurable, /^Produkt został dodany do koszyka!$/);
  const guestCart = await page.evaluate(() => localStorage.getItem("cart-token"));
  expect(guestCart).toMatch(/^[0-9a-f]{32}$/);

  await logInThroughModal(page, customer.email, customer.password);
  await expect(headerAccount(page)).toBeVisible();
  // The cart now is the customer's: the guest's two books were added to their one, the T-shirt joined.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cart-token"))).toBe(String(customerCart));
  await expect.poll(async () => (await serverLinesWith(page, auth)).find((l) => l.startsWith(`${simpleSku}×`))).toBe(`${simpleSku}×3`);
  expect(await serverLinesWith(page, auth)).toHaveLength(2);
  await expect(badge(page)).toHaveText("4");
  // The guest cart is closed: nobody can use it any more.
  const closed = await (await request.get(`/api/cart/pull?cartId=${guestCart}`)).json();
  expect(closed.code).toBe(404);
});

async function serverLinesWith(page: Page, headers: Record<string, string>) {
  const cartId = await page.evaluate(() => localStorage.getItem("cart-token"));
  const body = (await (await page.request.get(`/api/cart/pull?cartId=${cartId}`, { headers })).json()) as {
    code: number;
    result: { sku: string; qty: number }[];
  };
  return body.code === 200 ? body.result.map((l) => `${l.sku}×${l.qty}`).sort() : [];
}

test("cart: a server restart loses nothing (carts live in the database)", async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one restart is enough; it runs on the desktop project");
  test.setTimeout(240_000);
  const port = Number(process.env.E2E_PORT ?? 3210) + 1;
  const base = `http://127.0.0.1:${port}`;
  const start = () =>
    spawn("node_modules/.bin/node", ["server/main.ts"], {
      env: { ...process.env, KIOSK_BUILD_DIR: "build-e2e", DATA_DIR: "var/e2e-restart", PORT: String(port), CATALOG_SEED_PRODUCTS: "600", LOG_LEVEL: "warn" },
      stdio: "ignore",
    });
  const ready = async () => {
    for (let i = 0; i < 180; i++) {
      const ok = await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error("the second server did not start");
  };
  const stop = (server: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });

  let server = start();
  try {
    await ready();
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.goto(PRODUCTS.simple);
    await expect(page.getByTestId("minicart")).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
    await expect(page.getByRole("status").getByText("Produkt został dodany do koszyka!")).toBeVisible();
    const before = await serverLines(page, base);
    const cartId = await page.evaluate(() => localStorage.getItem("cart-token"));
    expect(before.length).toBe(1);

    await stop(server);
    server = start();
    await ready();

    expect(await serverLines(page, base), "the server cart after the restart").toEqual(before);
    await page.reload();
    await expect(badge(page)).toHaveText("1");
    expect(await page.evaluate(() => localStorage.getItem("cart-token"))).toBe(cartId);
    // and it keeps working: a quantity change after the restart reaches the server
    await page.getByTestId("minicart").click();
    await microcart(page)
      .getByRole("button", { name: /^Zwiększ ilość/ })
      .click();
    await expect(badge(page)).toHaveText("2");
    await expect.poll(() => serverLines(page, base)).toEqual(before.map((l) => l.replace(/×\d+$/, "×2")));
    await context.close();
  } finally {
    await stop(server);
  }
});
