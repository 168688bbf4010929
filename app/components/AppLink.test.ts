import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppLink, LinkNavigationProvider, appHref } from "./AppLink.tsx";

const TARGETS = ["/", "/?lng=en", "/c/prasa-3", "/p/CZ-000029/przeglad-tygodnia-47-2026-29", "/c/prasa-3?page=2#top", "/i/regulamin"];

function render(basename: string, children: ReactNode): string {
  return renderToString(h(MemoryRouter, { basename, initialEntries: [`${basename === "/" ? "" : basename}/c/x`] }, h(LinkNavigationProvider, null, children)));
}

describe("AppLink", () => {
  for (const basename of ["/", "/kiosk"]) {
    it(`renders the element React Router's <Link> renders (basename ${basename})`, () => {
      for (const to of TARGETS) {
        const props = { to, className: "logo", "aria-label": "Kiosk" };
        expect(render(basename, h(AppLink, props, "Kiosk"))).toBe(render(basename, h(Link, props, "Kiosk")));
      }
    });
  }

  it("is a <Link> outside a LinkNavigationProvider, and for targets that are not absolute app paths", () => {
    const outside = (el: ReactNode) => renderToString(h(MemoryRouter, { initialEntries: ["/c/x"] }, el));
    expect(outside(h(AppLink, { to: "/c/y" }, "y"))).toBe(outside(h(Link, { to: "/c/y" }, "y")));
    expect(render("/", h(AppLink, { to: "y" }, "y"))).toBe(render("/", h(Link, { to: "y" }, "y")));
  });

  it("joins the basename as React Router does", () => {
    expect(appHref("/c/x", "")).toBe("/c/x");
    expect(appHref("/", "/kiosk")).toBe("/kiosk");
    expect(appHref("/?lng=en", "/kiosk")).toBe("/kiosk?lng=en");
    expect(appHref("/c/x?a=1", "/kiosk")).toBe("/kiosk/c/x?a=1");
  });
});
