/**
 * A panel whose code cannot be downloaded (offline): its chunk is requested a few times with backoff (not
 * thousands of times a second), then the shopper reads a message, the page is no longer dimmed, and opening
 * the panel again once online works. The phone opens its menu, the desktop its search panel.
 */
import { expect, isPhone, test } from "./fixtures.ts";

test("offline: a panel's code that fails to load is retried with backoff, then a message and no dimming", async ({ page, open, axe, shot }, testInfo) => {
  const phone = isPhone(testInfo.project.name);
  await open("/");
  const chunk = phone ? /\/assets\/SideMenu-[^/]+\.js$/ : /\/assets\/SearchPanel-[^/]+\.js$/;
  let requests = 0;
  await page.route(chunk, (route) => {
    requests++;
    return route.abort("internetdisconnected");
  });
  const opener = phone ? page.getByRole("button", { name: "Otwórz menu" }) : page.getByRole("banner").getByRole("button", { name: "Szukaj" });
  await opener.click();
  await expect(page.locator(".toasts")).toContainText("Nie udało się wczytać tej części strony", { timeout: 15_000 });
  await expect(page.getByTestId("overlay"), "the page is no longer dimmed").toBeHidden();
  expect(requests, "a few attempts with backoff").toBeGreaterThanOrEqual(2);
  expect(requests, "not a request storm").toBeLessThanOrEqual(8);
  await shot("offline-01-load-failed");
  await axe("message after a failed load");

  await page.unroute(chunk);
  await opener.click();
  await expect(page.getByRole("dialog", { name: phone ? "Menu" : "Szukaj" }), "online again, the panel opens").toBeVisible();
});
