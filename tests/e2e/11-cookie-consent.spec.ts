/**
 * The cookie banner (docs/polish-rules.md §5): a first visit shows it with the page (server-rendered), both
 * choices are equal buttons, a choice is stored and the banner stays away on the next page; the footer's
 * "Ustawienia cookies" opens it again with the stored choice, Escape closes it and the focus goes back.
 * A choice made in English is asked in English.
 */
import { expect, test } from "./fixtures.ts";

const stored = (page: import("@playwright/test").Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null") as { v: number; analytics: boolean } | null);

test("cookie banner: first visit, choice stored, reopened from the footer", async ({ page, open, axe, shot }) => {
  const banner = page.getByRole("region", { name: "Pliki cookies w sklepie Kiosk" });
  // The server's copy is answered without the banner's React component (docs/decisions/2026-11-26-first-load-js.md).
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const bannerCode = () => scripts.filter((s) => /\/ConsentBanner-[\w-]+\.js$/.test(s));

  await test.step("a first visit shows the banner, the server's copy, before any script ran", async () => {
    const html = await (await page.request.get("/")).text();
    expect(html).toContain("Pliki cookies w sklepie Kiosk");
    await open("/");
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Tylko niezbędne" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Akceptuję analityczne" })).toBeVisible();
    await shot("consent-01-first-visit");
    await axe("cookie banner");
    expect(bannerCode(), "the banner's component is not part of the first load").toEqual([]);
  });

  await test.step("'Tylko niezbędne' stores the refusal and closes the banner", async () => {
    await banner.getByRole("button", { name: "Tylko niezbędne" }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toMatchObject({ v: 1, analytics: false });
  });

  await test.step("the next page does not ask again", async () => {
    await open("/i/zwroty");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  await test.step("the footer reopens it with the stored choice; Escape closes it and returns the focus", async () => {
    const settings = page.getByRole("contentinfo").getByRole("link", { name: "Ustawienia cookies" });
    await settings.click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("heading", { name: "Pliki cookies w sklepie Kiosk" })).toBeFocused();
    await expect(banner).toContainText("tylko niezbędne pliki cookies");
    expect(bannerCode(), "reopening loads the banner's component").toHaveLength(1);
    await page.keyboard.press("Escape");
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
  });

  await test.step("accepting from the reopened banner changes the stored choice", async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: "Ustawienia cookies" }).click();
    await banner.getByRole("button", { name: "Akceptuję analityczne" }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toMatchObject({ v: 1, analytics: true });
  });
});

test("cookie banner: a toast shows above it and leaves its buttons free", async ({ page, open }) => {
  await open("/p/KS-000001/zolw-ktory-chcial-latac-1");
  const banner = page.getByRole("region", { name: "Pliki cookies w sklepie Kiosk" });
  await expect(banner).toBeVisible();
  await page.getByRole("form", { name: "Zakup" }).getByRole("button", { name: "Dodaj do koszyka" }).click();
  const toast = page.locator(".toast").filter({ hasText: "Produkt został dodany do koszyka!" });
  await expect(toast).toBeVisible();
  const [toastBox, bannerBox] = [await toast.boundingBox(), await banner.boundingBox()];
  expect(toastBox!.y + toastBox!.height, "the toast ends above the banner").toBeLessThanOrEqual(bannerBox!.y + 1);
  // each of the banner's buttons is what a click at its centre reaches (WCAG 2.4.11: not hidden by the toast)
  for (const name of ["Tylko niezbędne", "Akceptuję analityczne"]) {
    const button = banner.getByRole("button", { name });
    const box = (await button.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.textContent?.trim() ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit, `${name} is not covered`).toBe(name);
  }
  await banner.getByRole("button", { name: "Tylko niezbędne" }).click();
  await expect(banner).toBeHidden();
  // with the banner gone the toasts go back to the window's corner
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue("--consent-banner-height"))).toBe("");
});

test("cookie banner: a first visit in English is asked in English", async ({ page, open }) => {
  await open("/?lng=en");
  const banner = page.getByRole("region", { name: "Cookies at Kiosk" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Necessary only" }).click();
  await expect(banner).toBeHidden();
  expect(await stored(page)).toMatchObject({ analytics: false });
});
