/**
 * Journey 6: an unknown path goes to the not-found page: /page-not-found?nf={path}, status 404, the
 * missing path shown, with a search and ways back.
 */
import { expect, test } from "./fixtures.ts";

test("journey 6: unknown path → page not found (404)", async ({ page, open, axe, shot }) => {
  const response = await open("/to/nie/istnieje");
  await expect(page).toHaveURL(/\/page-not-found\?nf=to(%2F|\/)nie(%2F|\/)istnieje$/);
  expect(response?.status(), "the not-found page answers 404").toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleźliśmy tej strony");
  await expect(page.getByRole("main")).toContainText("/to/nie/istnieje");
  await expect(page.getByRole("main").getByRole("search")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Przejdź na stronę główną" })).toBeVisible();
  await shot("j6-01-not-found");
  await axe("page not found");
});
