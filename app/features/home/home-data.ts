/**
 * Shapes of the home page's data and the pure rules that turn CMS rows into them: banner pictures
 * (desktop and mobile sources through the image service) and the "home-usp" block.
 */
import { imageUrl } from "../../lib/urls.ts";
import type { Tile } from "../listing/types.ts";
import { TILE_CORE_FIELDS } from "../../lib/tile-fields.ts";

/** A home tile shows what a listing tile shows, without the discount badge. */
export type TileProduct = Omit<Tile, "discount_percent">;

/** The only product fields a tile needs: keeps the loader data (and the HTML) small. */
export const TILE_FIELDS = ["id", ...TILE_CORE_FIELDS];

/** A banner as the CMS service returns it (current and complete only). */
export interface BannerInput {
  id: number;
  slot: string;
  imageDesktop: string | null;
  imageMobile: string | null;
  urlDesktop: string | null;
  urlMobile: string | null;
  desktop: boolean;
  mobile: boolean;
  link: string | null;
  alt: string;
  text1: string | null;
  order: number;
}

export interface PictureSource {
  /** the smaller rendition, for browsers without srcset */
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export interface HomeBanner {
  id: number;
  href: string | null;
  alt: string;
  caption: string | null;
  desktop: PictureSource;
  mobile: PictureSource;
  showDesktop: boolean;
  showMobile: boolean;
}

export interface UspItem {
  icon: string;
  title: string;
  text: string;
}

/**
 * Intrinsic sizes of the slots' artwork (the demo's and the CMS guidelines'): width/height on the
 * image reserve the space before it loads. CSS fixes the same aspect ratio, so other artwork is cropped,
 * never shifted.
 */
const SLOT_ART: Record<string, { desktop: [number, number]; mobile: [number, number] }> = {
  mainpl: { desktop: [1920, 600], mobile: [800, 800] },
  second: { desktop: [960, 320], mobile: [600, 400] },
  logos: { desktop: [300, 120], mobile: [300, 120] },
};

/** Size of artwork w×h once fitted inside a box (the image service never crops: "fit inside"). */
function fitInside([w, h]: [number, number], box: number, boxH = box): [number, number] {
  const scale = Math.min(box / w, boxH / h);
  return [Math.round(w * scale), Math.round(h * scale)];
}

function picture(path: string, art: [number, number], small: 250 | 500): PictureSource {
  const [sw] = fitInside(art, small);
  const [lw, lh] = small === 250 ? fitInside(art, 500) : fitInside(art, 1800, 1500);
  const large = small === 250 ? imageUrl(path, 500) : imageUrl(path, 1800);
  const src = imageUrl(path, small) ?? "";
  return { src, srcSet: `${src} ${sw}w, ${large} ${lw}w`, width: lw, height: lh };
}

/** Internal links stay paths (client navigation); absolute http(s) links pass; anything else is dropped. */
export function bannerHref(link: string | null): string | null {
  const value = link?.trim() ?? "";
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}

export function toHomeBanner(b: BannerInput): HomeBanner | null {
  const art = SLOT_ART[b.slot];
  const desktopPath = b.slot === "second" ? b.urlDesktop : b.imageDesktop;
  const mobilePath = (b.slot === "second" ? b.urlMobile : b.imageMobile) ?? desktopPath;
  if (!art || !desktopPath || !mobilePath) return null;
  const small = b.slot === "logos" ? 250 : 500;
  return {
    id: b.id,
    href: bannerHref(b.link),
    alt: b.alt.trim(),
    caption: b.text1?.trim() || null,
    desktop: picture(desktopPath, art.desktop, small),
    mobile: picture(mobilePath, art.mobile, small),
    showDesktop: b.desktop,
    showMobile: b.mobile,
  };
}

export function bannersFor(all: BannerInput[], slot: string): HomeBanner[] {
  return all
    .filter((b) => b.slot === slot)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .flatMap((b) => toHomeBanner(b) ?? []);
}

/** The "home-usp" block: JSON text {items: [{icon, title, text}]}; anything malformed is skipped. */
export function parseUspBlock(content: string | undefined): UspItem[] {
  if (!content) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return [];
  }
  const items = (parsed as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    const { icon, title, text } = (item ?? {}) as Record<string, unknown>;
    if (typeof title !== "string" || title.trim() === "") return [];
    return [{ icon: typeof icon === "string" ? icon : "", title: title.trim(), text: typeof text === "string" ? text.trim() : "" }];
  });
}
