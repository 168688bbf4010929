import { staffSignIn } from "./admin-helpers.ts";
import { expect, productPath, test, type ApiProduct } from "./fixtures.ts";

const pln = (grosze: number) => `${(grosze / 100).toFixed(2).replace(".", ",")} zł`;
const plain = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();
const csv = (lines: string[]) => ({ name: "katalog.csv", mimeType: "text/csv", buffer: Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8") });

test("catalogue CSV: a file with a bad row is refused whole; a good one is applied and the shop shows the new price", async ({
  page,
  open,
  axe,
  shot,
  api,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the back office's journeys run at desktop width");
  // a simple product without a special price, from the end of the list (admin.spec.ts takes from its start)
  const found = await (await request.post("/api/catalog/search", { data: { size: 60, aggregations: false, includeFields: ["sku", "type_id"] } })).json();
  const candidates = (found.result.items as { sku: string; type_id: string }[]).filter((p) => p.type_id === "simple" && !p.sku.startsWith("KS-0000")).reverse();
  let product: (ApiProduct & { price_incl_tax: number }) | undefined;
  for (const c of candidates) {
    const doc = await api<ApiProduct & { price_incl_tax: number; is_special_price: boolean }>(`/api/catalog/product?sku=${encodeURIComponent(c.sku)}`);
    if (!doc.is_special_price) {
      product = doc;
      break;
    }
  }
  if (!product) throw new Error("no simple product without a special price");
  const regular = Math.round(product.price_incl_tax * 100);
  const raised = regular + 700;
  const zl = (g: number) => (g / 100).toFixed(2);

  await staffSignIn(page, open, "catalogue@kiosk.test", "/admin/import");
  await expect(page.getByRole("heading", { level: 1, name: "Import i eksport produktów (CSV)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Import CSV" })).toHaveAttribute("aria-current", "page");
  await axe("admin import page");
  await shot("admin-catalogue-01-import-page");

  // the download link: the whole catalogue as CSV, this product's row in it
  const download = page.getByRole("link", { name: "Pobierz cały katalog (CSV)" });
  const exported = await page.request.get((await download.getAttribute("href"))!);
  expect(exported.headers()["content-type"]).toContain("text/csv");
  expect(await exported.text()).toContain(`${product.sku},simple,`);

  // a file with a bad row: the report, and nothing applied
  await page
    .getByLabel("Plik CSV (UTF-8, przecinki)")
    .setInputFiles(csv(["sku,price,special_price", `${product.sku},${zl(raised)},`, `${product.sku}-NIE-MA,12.00,`, `${product.sku},abc,`]));
  await page.getByRole("button", { name: "Sprawdź i zastosuj" }).click();
  await expect(page.getByRole("alert")).toContainText("Nie zastosowano pliku. Błędy: 2 (wiersze w pliku: 3). Nic nie zostało zmienione.");
  const rows = page.getByRole("table", { name: "Błędy importu" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("3sku");
  await expect(rows.nth(1)).toContainText("Nie ma produktu o tym SKU");
  await expect(rows.nth(2)).toContainText("IMPORT_SKU_DUPLICATE");
  await expect(page.getByRole("button", { name: "Pobierz raport błędów (CSV)" })).toBeVisible();
  await axe("admin import refused with its report");
  await shot("admin-catalogue-02-refused");
  const unchanged = await api<{ price_incl_tax: number }>(`/api/catalog/product?sku=${encodeURIComponent(product.sku)}`);
  expect(Math.round(unchanged.price_incl_tax * 100)).toBe(regular);

  // the good file: applied, and the product page shows the new price
  await page.getByLabel("Plik CSV (UTF-8, przecinki)").setInputFiles(csv(["sku,price,special_price", `${product.sku},"${zl(raised).replace(".", ",")}",`]));
  await page.getByRole("button", { name: "Sprawdź i zastosuj" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText("Zastosowano plik. Wiersze: 1, zmienione produkty: 1. Sklep pokazuje już nowe dane.");
  await axe("admin import applied");
  await shot("admin-catalogue-03-applied");

  await open(productPath(product));
  const box = page.locator("main .pdp-price");
  await expect(box.locator(".price-now")).toHaveCount(1);
  expect(plain(await box.locator(".price-now").textContent())).toContain(pln(raised));
  await shot("admin-catalogue-04-storefront-follows");

  // the product's images: upload one with its alt text (unique: the e2e server's data outlives a run), then remove it
  const alt = `Zdjęcie z próby e2e ${Date.now().toString(36)}`;
  await open(`/admin/products/${(product as unknown as { id: number }).id}`);
  const png = await (await import("sharp"))
    .default({ create: { width: 60, height: 80, channels: 3, background: "#2050a0" } })
    .png()
    .toBuffer();
  await page.getByLabel("Nowe zdjęcie (JPEG, PNG, WebP, AVIF)").setInputFiles({ name: "tyl.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Tekst alternatywny", { exact: true }).fill(alt);
  await page.getByRole("button", { name: "Dodaj zdjęcie" }).click();
  await expect(page.locator("main").getByText("Dodano zdjęcie.")).toBeVisible();
  const added = page.getByRole("img", { name: alt });
  await expect(added).toBeVisible();
  // served through the shop's resizing route
  await expect.poll(() => added.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await axe("admin product media");
  await shot("admin-catalogue-04b-media");
  const count = await page.getByRole("button", { name: /^Usuń zdjęcie/ }).count();
  await page.getByRole("button", { name: `Usuń zdjęcie ${count}` }).click();
  await expect(page.locator("main").getByText("Usunięto zdjęcie.")).toBeVisible();
  await expect(page.getByRole("img", { name: alt })).toHaveCount(0);

  // put the price back, so other journeys see the catalogue as seeded
  await open("/admin/import");
  await page.getByLabel("Plik CSV (UTF-8, przecinki)").setInputFiles(csv(["sku,price", `${product.sku},${zl(regular)}`]));
  await page.getByRole("button", { name: "Sprawdź i zastosuj" }).click();
  await expect(page.locator("main").getByRole("status")).toContainText("zmienione produkty: 1");
});

test("categories and attributes: a new category with its English name, hidden again; the attribute list", async ({ page, open, axe, shot }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the back office's journeys run at desktop width");
  const name = `Nowości ${Date.now().toString(36)}`;
  await staffSignIn(page, open, "owner@kiosk.test", "/admin/categories");
  await expect(page.getByRole("heading", { level: 1, name: "Kategorie" })).toBeVisible();
  await axe("admin categories");
  const parent = page.getByLabel("Kategoria nadrzędna");
  await parent.selectOption({ index: 2 });
  await page.getByLabel("Nazwa (polski)").fill(name);
  await page.getByLabel("Nazwa (angielski)").fill("New in");
  await page.getByRole("button", { name: "Dodaj kategorię" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText("Dodano kategorię.");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("en: New in");
  await expect(row).toContainText("widoczna, w menu");
  await row.getByRole("button", { name: `Ukryj ${name}` }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText(`Ukryto „${name}”.`);
  await expect(row).toContainText("ukryta");
  await row.getByRole("button", { name: `Zmień ${name}` }).click();
  await expect(page.getByRole("heading", { name: `Zmień „${name}”` })).toBeVisible();
  await axe("admin category edit");
  await shot("admin-catalogue-05-categories");

  await page.getByRole("link", { name: "Cechy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cechy produktów" })).toBeVisible();
  await page.locator("details summary").first().click();
  await expect(page.getByRole("button", { name: "Dodaj wartość" }).first()).toBeVisible();
  await axe("admin attributes");
  await shot("admin-catalogue-06-attributes");
});
