/** Journey 5: the information page /i/zwroty shows its heading and the 14-day withdrawal period. */
import { expect, test } from "./fixtures.ts";

test("journey 5: CMS page /i/zwroty", async ({ page, open, api, axe, shot }) => {
  const cms = await api<{ title: string; content_heading: string | null }>("/api/cms/pages/zwroty");
  const response = await open("/i/zwroty");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(cms.content_heading || cms.title);
  await expect(page.getByRole("main")).toContainText("14 dni");
  await expect(page).toHaveTitle(/Zwroty/);
  await shot("j5-01-zwroty");
  await axe("CMS page");
});
