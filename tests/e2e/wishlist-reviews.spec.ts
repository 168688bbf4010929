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

const REVIEWED = "KS-000598";
const NOT_REVIEWED = "KS-000596";

/** The product JSON-LD of the page in view. */
async function productLd(page: import("@playwright/test").Page): Promise<Record<string, any>> {
  const docs = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "null")));
  return docs.find((d) => d && (d["@type"] === "Product" || (Array.isArray(d["@type"]) && d["@type"].includes("Product"))));
}

test("reviews: a customer's review with markup, moderated, shown escaped with its JSON-LD; a guest's waits", async ({
  page,
  request,
  open,
  axe,
  shot,
  api,
}, testInfo) => {
  const customer = newCustomer("review");
  await registerThroughApi(request, customer);
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `<img src=x onerror="window.__xss=1"> Świetna <b>lektura</b> ${stamp}`;
  const detail = `Czyta się jednym tchem.\n<script>window.__xss=2</script><a href="javascript:alert(1)">link</a>`;

  // A product without approved reviews has no rating in its JSON-LD
  await open(productPath(await api<ApiProduct>(`/api/catalog/product?sku=${NOT_REVIEWED}`)));
  const bare = await productLd(page);
  expect(bare).not.toHaveProperty("aggregateRating");
  expect(bare).not.toHaveProperty("review");
  await expect(page.locator("#opinie")).toContainText("Jak sprawdzamy opinie");

  // Signed in, the customer writes a review; the form loads when asked for
  const reviewedPath = productPath(await api<ApiProduct>(`/api/catalog/product?sku=${REVIEWED}`));
  await open(reviewedPath);
  await logInThroughModal(page, customer.email, customer.password);
  await expect(page.getByRole("banner").getByRole("link", { name: "Moje konto" })).toBeVisible();
  const reviews = page.locator("#opinie");
  await reviews.getByRole("button", { name: "Napisz opinię" }).click();
  const form = reviews.getByRole("form", { name: "Twoja opinia" });
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Wyślij opinię" }).click();
  await expect(form.getByText("Wybierz ocenę od 1 do 5.")).toBeVisible();
  await axe("review form with errors");
  await form.getByRole("radio", { name: "4 z 5" }).check();
  await form.getByLabel("Tytuł").fill(title);
  await form.getByLabel("Treść opinii").fill(detail);
  await form.getByLabel("Podpis (widoczny przy opinii)").fill("Ania <i>T.</i>");
  await form.getByLabel("Polecam ten produkt").check();
  await form.getByRole("button", { name: "Wyślij opinię" }).click();
  await expect(reviews.getByRole("status")).toContainText("Dziękujemy! Twoja opinia pojawi się na stronie po moderacji.");
  await shot("review sent");

  // Pending: listed in the account with its status, not on the product page
  await open("/my-account/reviews");
  await expect(page.getByRole("heading", { level: 1, name: "Moje opinie" })).toBeVisible();
  await expect(page.locator(".rv-mine")).toContainText("Status: Czeka na moderację");
  await expect(page.locator(".rv-mine")).toContainText(title);
  await axe("my reviews");

  // A moderator approves it (the development route, until the back office comes)
  const token = (await (await request.post("/api/user/login", { data: { username: customer.email, password: customer.password } })).json()).result;
  const mine = (await (await request.get("/api/review/mine", { headers: { authorization: `Bearer ${token}` } })).json()).result.items;
  expect(mine).toHaveLength(1);
  const moderated = await request.post(`/api/dev/reviews/${mine[0].id}/moderate`, { data: { status: "approved" } });
  expect((await moderated.json()).code).toBe(200);
  await page.reload();
  await expect(page.locator(".rv-mine")).toContainText("Status: Opublikowana");

  // On the product page: text as written, escaped (no element from the markup), with the rating and JSON-LD
  await expect
    .poll(
      async () => {
        await open(reviewedPath);
        return page.locator("#opinie .rv-item").filter({ hasText: stamp }).count();
      },
      { message: "the approved review shows (the page cache follows within a second)", timeout: 15_000 },
    )
    .toBe(1);
  const item = page.locator("#opinie .rv-item").filter({ hasText: stamp });
  await expect(item.getByRole("heading", { level: 3 })).toHaveText(title);
  await expect(item).toContainText("<script>window.__xss=2</script>");
  await expect(item).toContainText("Ania <i>T.</i>");
  await expect(item).toContainText("Ocena: 4 z 5");
  await expect(item).toContainText("Poleca ten produkt");
  await expect(item).not.toContainText("Zweryfikowany zakup");
  expect(await page.locator("#opinie img, #opinie script, #opinie b, #opinie i").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator("#opinie .rv-average")).toContainText("Średnia ocena");
  const ld = await productLd(page);
  expect(ld.aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: 5 });
  expect(ld.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
  expect(ld.review).toEqual(expect.arrayContaining([expect.objectContaining({ "@type": "Review", name: title, reviewBody: detail })]));
  await shot("approved review on the product page");
  await axe("product page with reviews");

  // A guest writes one too: e-mail and the bot check; it waits for moderation
  await page.getByRole("banner").getByRole("link", { name: "Moje konto" }).click();
  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(headerLogin(page)).toBeVisible();
  await open(reviewedPath);
  await page.locator("#opinie").getByRole("button", { name: "Napisz opinię" }).click();
  const guestForm = page.locator("#opinie").getByRole("form", { name: "Twoja opinia" });
  await guestForm.getByRole("radio", { name: "2 z 5" }).check();
  await guestForm.getByLabel("Tytuł").fill(`Gość ${stamp}`);
  await guestForm.getByLabel("Treść opinii").fill("Mogło być lepiej.");
  await guestForm.getByLabel("Podpis (widoczny przy opinii)").fill("Gość");
  await guestForm.getByLabel("Adres e-mail").fill(`guest-${stamp}@kiosk-test.pl`);
  await guestForm.getByRole("button", { name: "Wyślij opinię" }).click();
  await expect(page.locator("#opinie").getByRole("status").filter({ hasText: "Dziękujemy" })).toBeVisible({ timeout: 20_000 });
  await axe("guest review sent");
  await open(reviewedPath);
  await expect(page.locator("#opinie")).not.toContainText(`Gość ${stamp}`);
});
