/**
 * The back office's content part (docs/decisions/2026-11-28-back-office-content.md), axe on every step, desktop:
 * the content role writes a CMS page with a <script> that is stripped on save, previews it as the storefront renders
 * it, publishes it and the storefront shows it; then creates a coupon that a shopper's cart takes. The development
 * demo account content@kiosk.test signs in (README "Back office"); names are fresh per run (a reused server keeps data).
 */
import { randomBytes } from "node:crypto";
import { staffSignIn } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

const desktopOnly = (name: string) => test.skip(name !== "desktop", "the back office's journeys run at desktop width");
const EMAIL = "content@kiosk.test";

test("a CMS page with a <script>: stripped on save, previewed, published, shown by the storefront", async ({ page, open, axe, shot }, testInfo) => {
  desktopOnly(testInfo.project.name);
  const identifier = `promocja-${randomBytes(3).toString("hex")}`;
  await staffSignIn(page, open, EMAIL, "/admin/cms");
  await expect(page.getByRole("heading", { level: 1, name: "Strony CMS" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Strony CMS" }).getByRole("link", { name: "/i/regulamin", exact: true })).toBeVisible();
  await axe("admin CMS pages");
  await shot("admin-content-01-cms-list");

  await page.getByRole("link", { name: "Nowa strona" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nowa strona" })).toBeVisible();
  await page.getByLabel("Adres (po /i/)").fill(identifier);
  await page.getByLabel("Tytuł", { exact: true }).fill("Jesienna promocja");
  await page.getByLabel("Nagłówek strony").fill("Jesienna promocja");
  await page
    .getByLabel("Treść (HTML)")
    .fill(
      `<h2>Książki taniej</h2><p>Do końca miesiąca <strong>20% taniej</strong>.</p><script>window.__pwned = 1</script><p onclick="alert(1)">Zapraszamy</p>`,
    );
  await page.getByRole("button", { name: "Podgląd" }).click();
  const preview = page.getByRole("region", { name: "Podgląd (tak jak w sklepie)" });
  await expect(preview.getByRole("heading", { name: "Książki taniej" })).toBeVisible();
  await expect(preview.locator("script, [onclick]")).toHaveCount(0);
  await axe("admin CMS page editor with the preview");
  await shot("admin-content-02-cms-preview");

  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Strona: Jesienna promocja" })).toBeVisible();
  // stored sanitised: the editor shows the text without the script
  await expect(page.getByLabel("Treść (HTML)")).toHaveValue("<h2>Książki taniej</h2><p>Do końca miesiąca <strong>20% taniej</strong>.</p><p>Zapraszamy</p>");
  await expect(page.getByText("niepublikowana")).toBeVisible();
  const unpublished = await page.request.get(`/i/${identifier}`);
  expect(unpublished.status()).toBe(404);

  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByRole("status").getByText("Strona opublikowana.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Wycofaj ze sklepu" })).toBeVisible();
  await axe("admin CMS page published");

  await open(`/i/${identifier}`);
  await expect(page.getByRole("heading", { level: 1, name: "Jesienna promocja" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Książki taniej" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator(".cms-content script")).toHaveCount(0);
  await axe("storefront CMS page written in the back office");
  await shot("admin-content-03-storefront-page");
});

test("a coupon made in the back office is taken by the cart", async ({ page, open, axe, shot }, testInfo) => {
  desktopOnly(testInfo.project.name);
  const code = `JESIEN${randomBytes(2).toString("hex").toUpperCase()}`;
  await staffSignIn(page, open, EMAIL, "/admin/coupons");
  await expect(page.getByRole("table", { name: "Kupony" }).getByRole("link", { name: "KIOSK20" })).toBeVisible();
  await axe("admin coupons");
  await page.getByRole("link", { name: "Nowy kupon" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nowy kupon" })).toBeVisible();
  await page.getByLabel("Kod", { exact: true }).fill(code.toLowerCase());
  await page.getByLabel("Nazwa").fill("Jesień: 5 zł taniej");
  await page.getByLabel("Rodzaj rabatu").selectOption("fixed");
  await page.getByLabel("Rabat (zł)").fill("5,00");
  await page.getByLabel("Limit użyć na klienta").fill("1");
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Kupon ${code}` })).toBeVisible();
  await expect(page.getByText("Kupon nie został jeszcze użyty.")).toBeVisible();
  await axe("admin coupon editor");
  await shot("admin-content-04-coupon");

  await open("/p/KS-000001/zolw-ktory-chcial-latac-1");
  await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(page.getByRole("status").getByText(/^Produkt został dodany do koszyka!$/)).toBeVisible();
  await page.getByTestId("minicart").click();
  const panel = page.getByRole("dialog", { name: "Koszyk" });
  await panel.getByRole("textbox", { name: "Kod rabatowy" }).fill(code.toLowerCase());
  await panel.getByRole("button", { name: "Zastosuj" }).click();
  await expect(panel.getByText(`Kod rabatowy ${code} został zastosowany.`)).toBeVisible();
  await expect(panel.locator(".segment-discount")).toContainText("5,00");
  await axe("microcart with the back office's coupon");
  await shot("admin-content-05-cart-coupon");
});

test("a banner added in the back office is in the home page's slot inside its window, changed, and removed", async ({
  page,
  open,
  axe,
  shot,
  request,
}, testInfo) => {
  desktopOnly(testInfo.project.name);
  const alt = `Baner ${randomBytes(3).toString("hex")}`;
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw" }).format(new Date());
  const inSlot = async () =>
    ((await (await request.get("/api/cms/banners?slot=mainpl")).json()).result as { alt: string; link: string }[]).filter((b) => b.alt === alt);
  await staffSignIn(page, open, EMAIL, "/admin/banners");
  await expect(page.getByRole("heading", { level: 1, name: "Banery" })).toBeVisible();
  await page.getByLabel("Obraz (komputer)").fill("/media/banery/jesien-d.jpg");
  await page.getByLabel("Obraz (telefon)").fill("/media/banery/jesien-m.jpg");
  await page.getByLabel("Link").fill("/c/ksiazki");
  await page.getByLabel("Opis obrazu").fill(alt);
  await page.getByLabel("Od (czas polski)").fill(today);
  await page.getByLabel("Do (włącznie)").fill(today);
  await page.getByRole("button", { name: "Dodaj baner" }).click();
  await expect(page.getByRole("status").getByText("Baner dodany.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Banery" }).getByRole("cell", { name: alt, exact: true })).toBeVisible();
  await axe("admin banners");
  await shot("admin-content-06-banners");
  expect((await inSlot()).map((b) => b.link)).toEqual(["/c/ksiazki"]);

  // changed in the same form: its fields filled in, the focus on the first, the slot follows
  await page.getByRole("button", { name: `Zmień baner: ${alt}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Zmiana banera: ${alt}` })).toBeVisible();
  await expect(page.getByLabel("Miejsce")).toBeFocused();
  await expect(page.getByLabel("Link")).toHaveValue("/c/ksiazki");
  await page.getByLabel("Link").fill("/c/prasa-3");
  await page.getByRole("button", { name: "Zapisz zmiany" }).click();
  await expect(page.getByRole("status").getByText("Baner zmieniony.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Nowy baner" })).toBeVisible();
  expect((await inSlot()).map((b) => b.link)).toEqual(["/c/prasa-3"]);
  await axe("admin banners after a change");

  await page.getByRole("button", { name: `Usuń baner: ${alt}` }).click();
  await expect(page.getByRole("status").getByText("Baner usunięty.")).toBeVisible();
  expect(await inSlot()).toEqual([]);
});
