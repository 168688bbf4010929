import { describe, expect, it } from "vitest";
import { bannerHref, bannersFor, parseUspBlock, type BannerInput } from "./home-data.ts";

const banner = (over: Partial<BannerInput>): BannerInput => ({
  id: 1,
  slot: "mainpl",
  imageDesktop: "/banners/mainpl/a-desktop.svg",
  imageMobile: "/banners/mainpl/a-mobile.svg",
  urlDesktop: null,
  urlMobile: null,
  desktop: true,
  mobile: true,
  link: "/prenumerata",
  alt: "Prenumerata taniej",
  text1: "Do 15% taniej",
  order: 0,
  ...over,
});

describe("bannersFor", () => {
  it("builds responsive sources through the image service, sized for no layout shift", () => {
    const [hero] = bannersFor([banner({})], "mainpl");
    expect(hero).toEqual({
      id: 1,
      href: "/prenumerata",
      alt: "Prenumerata taniej",
      caption: "Do 15% taniej",
      desktop: {
        src: "/img/500/500/banners/mainpl/a-desktop.svg",
        srcSet: "/img/500/500/banners/mainpl/a-desktop.svg 500w, /img/1800/1500/banners/mainpl/a-desktop.svg 1800w",
        width: 1800,
        height: 563,
      },
      mobile: {
        src: "/img/500/500/banners/mainpl/a-mobile.svg",
        srcSet: "/img/500/500/banners/mainpl/a-mobile.svg 500w, /img/1800/1500/banners/mainpl/a-mobile.svg 1500w",
        width: 1500,
        height: 1500,
      },
      showDesktop: true,
      showMobile: true,
    });
  });

  it("reads the second slot's images from its url fields and sorts by order", () => {
    const list = bannersFor(
      [
        banner({ id: 2, slot: "second", imageDesktop: null, imageMobile: null, urlDesktop: "/b/2-d.svg", urlMobile: "/b/2-m.svg", order: 1 }),
        banner({ id: 3, slot: "second", imageDesktop: null, imageMobile: null, urlDesktop: "/b/3-d.svg", urlMobile: "/b/3-m.svg", order: 0 }),
        banner({ id: 4 }),
      ],
      "second",
    );
    expect(list.map((b) => b.id)).toEqual([3, 2]);
    expect(list[0]!.desktop.src).toBe("/img/500/500/b/3-d.svg");
    expect(list[0]!.mobile.srcSet).toContain("/img/1800/1500/b/3-m.svg 1800w");
  });

  it("gives logos small renditions and skips banners without artwork", () => {
    const logos = bannersFor([banner({ id: 5, slot: "logos", link: null }), banner({ id: 6, slot: "logos", imageDesktop: null })], "logos");
    expect(logos.map((l) => l.id)).toEqual([5]);
    expect(logos[0]!.desktop.srcSet).toBe("/img/250/250/banners/mainpl/a-desktop.svg 250w, /img/500/500/banners/mainpl/a-desktop.svg 500w");
    expect(logos[0]!.href).toBeNull();
  });
});

describe("bannerHref", () => {
  it.each([
    ["/prenumerata", "/prenumerata"],
    ["  /ksiazki ", "/ksiazki"],
    ["https://kiosk.example.pl/x", "https://kiosk.example.pl/x"],
    ["//evil.example", null],
    ["javascript:alert(1)", null],
    ["", null],
    [null, null],
  ])("%j → %j", (link, expected) => {
    expect(bannerHref(link)).toBe(expected);
  });
});

describe("parseUspBlock", () => {
  it("reads the items of the home-usp block", () => {
    const content = JSON.stringify({ items: [{ icon: "truck", title: "Wysyłka w 24 h", text: "Do 14:00" }, { title: "Bez ikony" }] });
    expect(parseUspBlock(content)).toEqual([
      { icon: "truck", title: "Wysyłka w 24 h", text: "Do 14:00" },
      { icon: "", title: "Bez ikony", text: "" },
    ]);
  });

  it.each([undefined, "", "not json", "null", "[]", '{"items": 3}', '{"items": [null, {"title": ""}, {"title": 5}]}'])("yields nothing for %j", (content) => {
    expect(parseUspBlock(content)).toEqual([]);
  });
});
