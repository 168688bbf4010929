/**
 * Author and publisher pages (/autor/{slug}, /wydawca/{slug}; page class "brand"): from a product page to its
 * author's page, a sort there, then from the home page's "Nasi wydawcy" logos to a publisher's page. Each page is
 * checked with axe at both widths.
 */
import { expect, test } from "./fixtures.ts";

interface Tile {
  sku: string;
  slug: string;
  author: string | null;
  author_url: string | null;
}

test("an author's page from a product, sorted; a publisher's page from the home logos", async ({ page, open, api, axe, shot }) => {
  // A book of the author with the most books among 200 (so the author's page has a sort to choose).
  const { items } = await api<{ items: Tile[] }>("/api/catalog/search?size=200&aggregations=false&includeFields=sku,slug,author,author_url&type=simple");
  const books = items.filter((i) => i.author && i.author_url);
  const count = (url: string | null) => books.filter((b) => b.author_url === url).length;
  const book = [...books].sort((a, b) => count(b.author_url) - count(a.author_url))[0]!;
  expect(book, "a product with an author").toBeTruthy();

  await test.step("the product page links to its author's page", async () => {
    await open(`/p/${encodeURIComponent(book.sku)}/${book.slug}`);
    await page.locator(".pdp-author").getByRole("link", { name: book.author! }).click();
    await expect(page).toHaveURL(new RegExp(`${book.author_url}$`));
  });

  await test.step("the author's page: name, description, products, page class", async () => {
    await expect(page.getByRole("heading", { level: 1, name: book.author! })).toBeVisible();
    await expect(page.locator(".listing-description")).toContainText(book.author!);
    await expect(page.locator("body")).toHaveAttribute("data-page-class", "brand");
    const cards = page.getByRole("region", { name: "Produkty" }).getByRole("heading", { level: 3 });
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${book.author_url}$`));
    await shot("brand-01-author");
    await axe("author page");
  });

  await test.step("sort the author's products", async () => {
    const sort = page.getByRole("combobox", { name: "Sortuj" });
    await sort.selectOption({ label: "Najczęściej kupowane" });
    await expect(page).toHaveURL(/[?&]sort=bestsellers/);
    await expect(sort).toHaveValue("bestsellers");
    await expect(page.getByRole("heading", { level: 1, name: book.author! })).toBeVisible();
    await axe("author page, sorted");
  });

  await test.step("a publisher's logo on the home page leads to its page", async () => {
    await open("/");
    const strip = page.getByRole("region", { name: "Nasi wydawcy" });
    const logo = strip.getByRole("link").first();
    await logo.scrollIntoViewIfNeeded();
    const name = await logo.getByRole("img").getAttribute("alt");
    await logo.click();
    await expect(page).toHaveURL(/\/wydawca\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: name! })).toBeVisible();
    await expect(page.locator("body")).toHaveAttribute("data-page-class", "brand");
    await shot("brand-02-publisher");
    await axe("publisher page");
  });
});
