/**
 * CMS content of the demo shop: the information pages (from server/modules/cms/content), the page
 * hierarchy, JSON blocks and banners for the three slots, with their SVG images.
 */
import { CMS_PAGES } from "../../server/modules/cms/index.ts";
import { slugify } from "../../domain/slug.ts";
import { warsawDay } from "../../domain/warsaw-time.ts";
import { DELIVERY_RULES } from "../../domain/delivery-rules.ts";
import { expandTermsText } from "../../domain/terms-text.ts";
import { addDays } from "./dates.ts";
import { bannerSvg, logoSvg } from "./covers.ts";

type Row = Record<string, unknown>;

export interface CmsTables {
  cms_pages: Row[];
  cms_hierarchy: Row[];
  cms_blocks: Row[];
  banners: Row[];
  url_rewrites: Row[];
  /** media path → SVG content */
  files: Map<string, string>;
}

export function buildCms(now: Date): CmsTables {
  const today = warsawDay(now);
  const updatedAt = now.toISOString();
  const files = new Map<string, string>();

  const cms_pages = CMS_PAGES.map((p, i) => ({
    id: i + 1,
    identifier: p.identifier,
    title: p.title,
    content_heading: p.contentHeading,
    content: p.content,
    meta_title: p.metaTitle,
    meta_description: p.metaDescription,
    meta_keywords: p.metaKeywords,
    is_active: true,
    updated_at: updatedAt,
  }));

  const cms_hierarchy: Row[] = [{ id: 1, identifier: "informacje", parent_id: null, page_id: null, title: "Informacje", request_url: "i", position: 0 }];
  cms_pages.forEach((p, i) => {
    cms_hierarchy.push({ id: i + 2, identifier: p.identifier, parent_id: 1, page_id: p.id, title: p.title, request_url: `i/${p.identifier}`, position: i + 1 });
  });

  const url_rewrites = cms_pages.map((p) => ({
    request_path: `i/${p.identifier}`,
    entity_type: "cms_page",
    entity_id: p.id,
    redirect_type: 0,
    target_path: null,
  }));

  const pageLink = (identifier: string) => {
    const page = cms_pages.find((p) => p.identifier === identifier);
    return page ? [{ label: page.title, url: `/i/${page.identifier}` }] : [];
  };
  const pick = (ids: string[]) => ids.flatMap(pageLink);
  const listed = new Set(["dostawa", "platnosci", "zwroty", "regulamin", "regulamin-prenumeraty", "polityka-prywatnosci", "kontakt"]);
  const others = cms_pages.filter((p) => !listed.has(p.identifier)).map((p) => ({ label: p.title, url: `/i/${p.identifier}` }));

  const cms_blocks = [
    {
      id: 1,
      identifier: "footer-links",
      title: "Stopka – linki",
      content: {
        columns: [
          { title: "Zakupy", links: [...pick(["dostawa", "platnosci", "zwroty"]), { label: "Karty podarunkowe", url: "/prezenty/karty-podarunkowe" }] },
          { title: "Informacje", links: [...pick(["regulamin", "regulamin-prenumeraty", "polityka-prywatnosci"]), ...others] },
          {
            title: "Kiosk",
            links: [
              ...pick(["kontakt"]),
              { label: "Prenumerata", url: "/prenumerata" },
              { label: "Kolekcje", url: "/kolekcje" },
              { label: "Promocje", url: "/promocje" },
            ],
          },
        ],
      },
      is_active: true,
    },
    {
      id: 2,
      identifier: "home-usp",
      title: "Strona główna – dlaczego Kiosk",
      content: {
        items: [
          // The figures are the delivery rules' placeholders (domain/terms-text.ts), expanded when the block is served.
          { icon: "truck", title: "Wysyłka tego samego dnia", text: "Zamówienia opłacone w dzień roboczy do {{dispatch_cutoff}} wysyłamy tego samego dnia." },
          {
            icon: "gift",
            title: "{{#free_delivery}}Darmowa dostawa od {{free_delivery_threshold}}{{/free_delivery}}",
            text: "{{#free_delivery}}Książki, czasopisma i inne produkty za co najmniej {{free_delivery_threshold}} wysyłamy bezpłatnie{{^free_delivery_cod}} (nie dotyczy przesyłek za pobraniem){{/free_delivery_cod}}.{{/free_delivery}}",
          },
          { icon: "lock", title: "Bezpieczne płatności PayU", text: "BLIK, szybkie przelewy i karty – płatności obsługuje PayU." },
          { icon: "return", title: "14 dni na zwrot", text: "Możesz zwrócić zakupy bez podania przyczyny w ciągu 14 dni." },
        ],
      },
      is_active: true,
    },
    {
      id: 3,
      identifier: "newsletter-popup",
      title: "Newsletter – okno",
      content: {
        title: "Zapisz się do newslettera",
        text: "Co tydzień nowości wydawnicze, zapowiedzi i promocje. Na powitanie rabat na pierwsze zakupy.",
        coupon: "10%",
      },
      is_active: true,
    },
    {
      id: 4,
      identifier: "header-promo",
      title: "Pasek nad nagłówkiem",
      content: {
        text: "{{#free_delivery}}Darmowa dostawa od {{free_delivery_threshold}} · {{/free_delivery}}Prenumerata taniej niż w kiosku",
        link: "/prenumerata",
      },
      is_active: true,
    },
  ];

  // ------------------------------------------------ banners
  const banners: Row[] = [];
  let id = 1;
  const windows = [
    { from: addDays(today, -10), to: addDays(today, 20) },
    { from: addDays(today, -3), to: addDays(today, 30) },
    { from: addDays(today, -60), to: addDays(today, -30) },
    { from: addDays(today, 10), to: addDays(today, 40) },
  ];
  const main = [
    {
      title: "Prenumerata taniej niż w kiosku",
      subtitle: "Do 15% taniej{{#subscriptions_free}} i dostawa gratis{{/subscriptions_free}}",
      cta: "Zamów prenumeratę",
      link: "/prenumerata",
    },
    { title: "Nowości książkowe tygodnia", subtitle: "Premiery, na które czekaliście", cta: "Zobacz nowości", link: "/ksiazki" },
    { title: "Jesienne kryminały -20%", subtitle: "Oferta zakończona", cta: "Sprawdź", link: "/ksiazki/kryminal-i-sensacja" },
    { title: "Nowa kolekcja: legendarne lokomotywy", subtitle: "Pierwsza część już wkrótce", cta: "Zapisz się", link: "/kolekcje" },
  ];
  /** A slot's promotional banners: a desktop and a mobile picture each, shown in windows[i]; "second" keeps them as url_*, "mainpl" as image_*. */
  const promoBanners = (slot: "mainpl" | "second", list: typeof main, desktopSize: { w: number; h: number }, mobileSize: { w: number; h: number }) => {
    list.forEach((b, i) => {
      const slug = slugify(b.title);
      const desktop = `/banners/${slot}/${slug}-desktop.svg`;
      const mobile = `/banners/${slot}/${slug}-mobile.svg`;
      // The picture's words are drawn now, from the shop's delivery rules; text1 keeps the placeholders (expanded when served).
      const subtitle = expandTermsText(b.subtitle, DELIVERY_RULES);
      files.set(desktop, bannerSvg({ ...desktopSize, title: b.title, subtitle, cta: b.cta, seed: `${slot}-${i}` }));
      files.set(mobile, bannerSvg({ ...mobileSize, title: b.title, subtitle, cta: b.cta, seed: `${slot}-${i}` }));
      const w = windows[i] as { from: string; to: string };
      const asUrls = slot === "second";
      banners.push({
        id: id++,
        slot,
        image_desktop: asUrls ? null : desktop,
        image_mobile: asUrls ? null : mobile,
        url_desktop: asUrls ? desktop : null,
        url_mobile: asUrls ? mobile : null,
        link: b.link,
        alt: b.title,
        text1: b.subtitle,
        desktop: true,
        mobile: true,
        from_date: w.from,
        to_date: w.to,
        sort_order: i,
      });
    });
  };
  promoBanners("mainpl", main, { w: 1920, h: 600 }, { w: 800, h: 800 });
  const second = [
    { title: "Karty podarunkowe", subtitle: "Od 50 do 500 zł", cta: "Wybierz kartę", link: "/prezenty/karty-podarunkowe" },
    { title: "E-booki od 14,99 zł", subtitle: "Czytaj od razu po zakupie", cta: "Do e-booków", link: "/e-booki-i-pdf/e-booki" },
    { title: "Wyprzedaż letnia", subtitle: "Oferta zakończona", cta: "Sprawdź", link: "/promocje" },
    { title: "Koszulki dla moli książkowych", subtitle: "Nowe wzory już wkrótce", cta: "Zobacz", link: "/odziez/koszulki" },
  ];
  promoBanners("second", second, { w: 960, h: 320 }, { w: 600, h: 400 });
  const logos = ["Wydawnictwo Sowa", "Dom Wydawniczy Atrament", "Wydawnictwo Kruk", "Oficyna Wisła", "Media Polska", "RBA Polska"];
  const logoWindows: ({ from: string; to: string } | null)[] = [null, null, windows[0] ?? null, windows[1] ?? null, windows[2] ?? null, windows[3] ?? null];
  logos.forEach((name, i) => {
    const path = `/banners/logos/${slugify(name)}.svg`;
    files.set(path, logoSvg(name));
    const w = logoWindows[i] ?? null;
    banners.push({
      id: id++,
      slot: "logos",
      image_desktop: path,
      image_mobile: path,
      url_desktop: null,
      url_mobile: null,
      link: null,
      alt: name,
      text1: null,
      desktop: true,
      mobile: true,
      from_date: w?.from ?? null,
      to_date: w?.to ?? null,
      sort_order: i,
    });
  });

  return { cms_pages, cms_hierarchy, cms_blocks, banners, url_rewrites, files };
}
