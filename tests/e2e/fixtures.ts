/**
 * The suite's `test`: Playwright's, extended with
 * - Google's tag answered by a stub script (the e2e server has a GA4 measurement id; nothing reaches Google);
 * - `axe(label?)`: an axe-core scan of the page (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) that fails the test
 *   with a readable list of violations; soft, so the journey goes on and later steps are still checked;
 * - `shot(name)`: a full-page screenshot, attached to the report and written to
 *   test-results/screenshots/<project>-<name>.png;
 * - `open(path)`: page.goto plus waiting until React has hydrated the page (clicks before that would be
 *   plain link/form behaviour, not the storefront's);
 * - `api(path)`: the `result` of a JSON API envelope ({code, result, meta}) from the server under test;
 * - an automatic check that no uncaught exception happens in the page (console errors are attached).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";

export { expect };

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const SCREENSHOT_DIR = path.resolve("test-results", "screenshots");

export interface AxeOptions {
  /** CSS selectors to leave out (only for third-party content the shop does not control) */
  exclude?: string[];
}

interface Fixtures {
  axe: (label?: string, options?: AxeOptions) => Promise<void>;
  shot: (name: string) => Promise<void>;
  open: (path: string) => Promise<Response | null>;
  api: <T = unknown>(path: string) => Promise<T>;
  pageErrors: string[];
  /** Whether the newsletter popup may open (only the newsletter journey wants it; elsewhere it is marked dismissed). */
  newsletterPopup: boolean;
  quietPopup: undefined;
  gtagStub: undefined;
}

type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** "[serious] color-contrast: Elements must meet minimum color contrast ratio thresholds" plus the nodes. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => {
          const summary = (n.failureSummary ?? "").replace(/\s+/g, " ").trim();
          return `    - ${n.target.join(" ")}\n      ${n.html.replace(/\s+/g, " ").slice(0, 200)}${summary ? `\n      ${summary.slice(0, 300)}` : ""}`;
        })
        .join("\n");
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : "";
      return `  [${v.impact ?? "n/a"}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? "" : "s"})\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join("\n");
}

/**
 * Resolves once React has hydrated the document: the root layout marks `<html data-hydrated>` in an effect, which runs
 * only after the whole first render has committed (app/components/lazy.tsx useMarkHydrated). An element's
 * `__reactProps$…` key is not enough: hydration sets it as it reaches the element, also in a render that then waits
 * for a product type's module, and input typed meanwhile is overwritten when that render commits.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, { timeout: 20_000 });
}

const fileSafe = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-zA-Z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();

export const test = base.extend<Fixtures>({
  newsletterPopup: [false, { option: true }],
  // The newsletter popup opens after a delay on any page: journeys about something else never see it.
  quietPopup: [
    async ({ context, newsletterPopup }, use) => {
      if (!newsletterPopup) await context.addInitScript(() => localStorage.setItem("newsletter-popup", "dismissed"));
      await use(undefined);
    },
    { auto: true },
  ],
  // Google's tag (loaded after consent, tests/e2e/ga4.spec.ts) never reaches Google: its URL answers an empty script,
  // which counts its loads in `window.__gtagLoaded` (a test reads it).
  gtagStub: [
    async ({ context }, use) => {
      await context.route("https://www.googletagmanager.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtagLoaded = (window.__gtagLoaded || 0) + 1;" }),
      );
      await use(undefined);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      const consoleErrors: string[] = [];
      page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
      page.on("console", (msg) => {
        if (msg.type() === "error") consoleErrors.push(`${msg.text()} (${msg.location().url || page.url()})`);
      });
      await use(errors);
      if (consoleErrors.length) await testInfo.attach("console-errors.txt", { body: consoleErrors.join("\n"), contentType: "text/plain" });
      expect.soft(errors, "uncaught exceptions in the page").toEqual([]);
    },
    { auto: true },
  ],

  axe: async ({ page }, use, testInfo) => {
    let n = 0;
    await use(async (label, options = {}) => {
      n += 1;
      const name = label ?? new URL(page.url()).pathname;
      let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const results = await builder.analyze();
      await testInfo.attach(`axe-${String(n).padStart(2, "0")}-${fileSafe(name) || "page"}.json`, {
        body: JSON.stringify({ url: results.url, violations: results.violations, incomplete: results.incomplete.map((i) => i.id) }, null, 2),
        contentType: "application/json",
      });
      const message = results.violations.length
        ? `axe: ${results.violations.length} accessibility violation(s) on ${name} (${page.url()}):\n${formatViolations(results.violations)}`
        : `axe: ${name}`;
      // compared as short "rule: help (n)" lines so the failure shows the readable list, not axe's raw objects
      expect
        .soft(
          results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
          message,
        )
        .toEqual([]);
    });
  },

  shot: async ({ page }, use, testInfo) => {
    let n = 0;
    await use(async (name) => {
      n += 1;
      const body = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
      const file = `${fileSafe(testInfo.project.name)}-${fileSafe(name)}.png`;
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      await writeFile(path.join(SCREENSHOT_DIR, file), body);
      await testInfo.attach(`${String(n).padStart(2, "0")}-${name}`, { body, contentType: "image/png" });
    });
  },

  open: async ({ page }, use) => {
    await use(async (target) => {
      const response = await page.goto(target, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      return response;
    });
  },

  api: async ({ request }, use) => {
    await use(async <T>(target: string): Promise<T> => {
      const res = await request.get(target, { headers: { accept: "application/json" } });
      expect(res.ok(), `GET ${target} answered ${res.status()}`).toBe(true);
      const body = (await res.json()) as { code: number; result: T };
      expect(body.code, `GET ${target}: envelope code`).toBe(200);
      return body.result;
    });
  },
});

/* ---------- catalogue helpers (the JSON API's shapes the tests use) ---------- */

export interface ApiProduct {
  id: number;
  sku: string;
  parentSku: string;
  slug: string;
  name: string;
  url_path: string;
  type_id: string;
  status: number;
  stock: { is_in_stock: boolean };
  configurable_options?: { attribute_code: string; label: string; values: { value_index: number; label: string }[] }[];
  configurable_children?: ({ sku: string; status: number; stock?: { is_in_stock: boolean } } & Record<string, unknown>)[];
  bundle_options?: {
    option_id: number;
    title: string;
    required: boolean;
    type: string;
    product_links: { id: number; sku: string; name: string; qty: number; can_change_quantity: number; price: number; is_default: boolean }[];
  }[];
}

export const productPath = (p: Pick<ApiProduct, "parentSku" | "slug">, childSku?: string) =>
  childSku ? `/p/${encodeURIComponent(p.parentSku)}/${p.slug}/${encodeURIComponent(childSku)}` : `/p/${encodeURIComponent(p.parentSku)}/${p.slug}`;

/** "1 234,56 zł" (any spaces, NBSP included) → grosze. */
export function parseZloty(text: string): number {
  const m = /(-?\d[\d\s\u00a0\u202f]*),(\d{2})\s*zł/.exec(text);
  if (!m) throw new Error(`no price in "${text}"`);
  return Number(m[1]!.replace(/[\s\u00a0\u202f]/g, "")) * 100 + Number(m[2]);
}

/** grosze → "145,96 zł" with plain spaces (compare after normalising the page's spaces). */
export const zloty = (grosze: number) =>
  `${Math.floor(grosze / 100)
    .toLocaleString("pl-PL", { useGrouping: "always" } as Intl.NumberFormatOptions)
    .replace(/[\s\u00a0\u202f]/g, " ")},${String(grosze % 100).padStart(2, "0")} zł`;

/** Text with NBSP and narrow spaces as plain spaces, runs of whitespace collapsed. */
export const plain = (s: string | null | undefined) => (s ?? "").replace(/[\s\u00a0\u202f]+/g, " ").trim();

/** A RegExp source matching `s` literally. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const isPhone = (projectName: string) => projectName === "phone";

/** The note under a quantity field held to what can be bought (product page and cart, issue 16), in Polish plural forms. */
export function limitNote(n: number): string {
  const form = new Intl.PluralRules("pl").select(n);
  if (form === "one") return `Dostępna jest tylko ${n} sztuka, więc ilość zmieniono na ${n}.`;
  if (form === "few") return `Dostępne są tylko ${n} sztuki, więc ilość zmieniono na ${n}.`;
  return `Dostępnych jest tylko ${n} sztuk, więc ilość zmieniono na ${n}.`;
}
