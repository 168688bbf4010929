/** Journey 7: a product's url_path (the URL map) opens the product page at that address. */
import { escapeRegExp, expect, test } from "./fixtures.ts";

test("journey 7: dispatched url_path → product page", async ({ page, open, api, axe, shot }) => {
  const { items } = await api<{ items: { url_path: string; name: string }[] }>("/api/catalog/search?size=1&includeFields=url_path,name&aggregations=false");
  const product = items[0]!;
  expect(product.url_path).toBeTruthy();
  const response = await open(`/${product.url_path}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/${escapeRegExp(product.url_path)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await expect(page.getByRole("form", { name: "Zakup" })).toBeVisible();
  await shot("j7-01-dispatched-product");
  await axe("dispatched product");
});
