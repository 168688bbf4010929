/**
 * Wishlist and reviews, at both widths, axe on every step. A guest keeps a wishlist in the browser (hearts on a
 * tile and on a product page, the panel, move to cart), signs in and finds it merged with the account's list (which
 * already held another product), sees it on /my-account/wishlist, and signs out (the local copy is cleared).
 */
import { expect, productPath, test, type ApiProduct } from "./fixtures.ts";
import { headerLogin, logInThroughModal, newCustomer, registerThroughApi, storageValue, toasts } from "./account-helpers.ts";

const BOOK = "KS-000020";

test("a guest's wishlist, merged into the account's at sign-in, cleared at sign-out", async ({ page, request, open, axe, shot, api }) => {
  const customer = newCustomer("wishlist");
  await registerThroughApi(request, customer);
  // The account already keeps another product (from another device).
  const login = await (await request.post("/api/user/login", { data: { username: customer.email, password: customer.password } })).json();
  const found = await (await request.post("/api/catalog/search", { data: { size: 40, aggregations: false, includeFields: ["sku", "name"] } })).json();
  const accountSku = (found.result.items as { sku: string; name: string }[]).at(-1)!;
  const put = await request.put(`/api/wishlist/${accountSku.sku}`, { headers: { authorization: `Bearer ${login.result}` } });
  expect((await put.json()).code).toBe(200);

  // A heart on a listing tile: the first product of the category
  await open("/c/ksiazki");
  const firstTile = page.locator(".ptile").first();
  const tileName = (await firstTile.locator(".ptile-name").textContent())!.trim();
  await firstTile.getByRole("button", { name: `Dodaj do ulubionych: ${tileName}` }).click();
  await expect(firstTile.getByRole("button", { name: `Usuń z ulubionych: ${tileName}` })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Ulubione, produktów: 1" })).toBeVisible();
  await axe("category with a heart pressed");

  // The product page's heart
  await open(productPath(await api<ApiProduct>(`/api/catalog/product?sku=${BOOK}`)));
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("button", { name: "Dodaj do ulubionych" }).click();
  await expect(toasts(page)).toContainText(`Dodano do ulubionych: ${name}.`);
  await expect(page.getByRole("button", { name: "Usuń z ulubionych" })).toBeVisible();
  const stored = JSON.parse((await storageValue(page, "wishlist")) ?? "[]") as { sku: string; id?: number }[];
  expect(stored).toHaveLength(2);
  expect(stored[0]).toEqual({ sku: BOOK });

  // The panel: both products; the book moved to the cart leaves the list
  await page.getByRole("banner").getByRole("button", { name: "Ulubione, produktów: 2" }).click();
  const panel = page.getByRole("dialog", { name: "Ulubione" });
  await expect(panel.getByRole("listitem")).toHaveCount(2);
  await expect(panel).toContainText("Po zalogowaniu połączymy ją z listą na Twoim koncie.");
  await shot("wishlist panel (guest)");
  await axe("wishlist panel");
  await panel.getByRole("button", { name: `Przenieś do koszyka: ${name}` }).click();
  await expect(toasts(page)).toContainText("Produkt został dodany do koszyka!");
  await expect(panel.getByRole("listitem")).toHaveCount(1);
  // Escape closes it
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // Put the book back, then sign in: the account's product joins the guest's two
  await page.getByRole("button", { name: "Dodaj do ulubionych" }).click();
  await expect(page.getByRole("button", { name: "Usuń z ulubionych" })).toBeVisible();
  await logInThroughModal(page, customer.email, customer.password);
  await expect(page.getByRole("banner").getByRole("button", { name: "Ulubione, produktów: 3" })).toBeVisible();
  const merged = JSON.parse((await storageValue(page, "wishlist")) ?? "[]") as { sku: string; id?: number }[];
  expect(merged).toHaveLength(3);
  expect(merged.every((i) => typeof i.id === "number")).toBe(true);
  expect(merged.map((i) => i.sku)).toContain(accountSku.sku);

  // The account page lists the merged list; removing there goes to the server
  await open("/my-account/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "Ulubione" })).toBeVisible();
  const list = page.locator(".wl-list");
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await shot("account wishlist");
  await axe("account wishlist");
  await list.getByRole("button", { name: `Usuń z ulubionych: ${accountSku.name}` }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  // (a fresh token: the e2e server's tokens live 12 s)
  const again = await (await request.post("/api/user/login", { data: { username: customer.email, password: customer.password } })).json();
  const server = await (await request.get("/api/wishlist", { headers: { authorization: `Bearer ${again.result}` } })).json();
  expect(server.result.items_count).toBe(2);

  // Signing out clears the local copy; the account keeps its list
  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(headerLogin(page)).toBeVisible();
  expect(await storageValue(page, "wishlist")).toBeNull();
  await expect(page.getByRole("banner").getByRole("button", { name: "Ulubione", exact: true })).toBeVisible();
});
