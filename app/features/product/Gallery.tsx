/**
 * Product images: the main image in a fixed 500×500 box (no layout shift, loaded first), thumbnails to
 * switch it, and the large 1800×1500 image in a modal (click or Enter on the main image; arrows inside).
 * The modal's code loads when it is first opened (or when the pointer or focus reaches the main image).
 */
import { Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { lazyModule, Loaded, onIntent } from "../../components/lazy.tsx";
import { imageUrl } from "../../lib/urls.ts";
import type { GalleryImage } from "./types.ts";

const zoomModule = lazyModule(() => import("./GalleryZoom.tsx"));
const preloadZoom = () => void zoomModule.load().catch(() => undefined);

export function Gallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useTranslation("product");
  // The alternative text is the product's name and the image's label, both Polish in every language (WCAG 3.1.2).
  const pl = usePolishText();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const current = images[index] ?? images[0];
  useReturnFocus(zoomed, opener);

  if (!current) {
    return (
      <div className="pdp-gallery">
        <div className="pdp-main-image pdp-no-image">{t("noImage")}</div>
      </div>
    );
  }
  return (
    <div className="pdp-gallery">
      <button type="button" ref={opener} className="pdp-main-image" aria-haspopup="dialog" {...onIntent(preloadZoom)} onClick={() => setZoomed(true)}>
        <img
          src={imageUrl(current.image, 500)}
          width={500}
          height={500}
          alt={imageAlt(current, name)}
          lang={pl}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
        <span className="visually-hidden"> – {t("zoom")}</span>
        <span className="pdp-zoom-hint" aria-hidden="true">
          ⤢
        </span>
      </button>
      {images.length > 1 ? (
        <ul className="pdp-thumbs" aria-label={t("images")}>
          {images.map((img, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be listed twice; the gallery's order is fixed for the page
            <li key={`${img.image}-${i}`}>
              <button type="button" aria-current={i === index ? "true" : undefined} onClick={() => setIndex(i)}>
                <img src={imageUrl(img.image, 150)} width={64} height={64} alt="" loading="lazy" decoding="async" />
                <span className="visually-hidden">{t("showImage", { n: i + 1, total: images.length, label: img.label })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed ? (
        <Suspense fallback={null}>
          <Loaded module={zoomModule}>
            {(m) => (
              <m.GalleryZoom images={images} index={index} onIndex={setIndex} name={name} alt={imageAlt(current, name)} onClose={() => setZoomed(false)} />
            )}
          </Loaded>
        </Suspense>
      ) : null}
    </div>
  );
}

/** An image's text alternative: the product name, with the image's own label when it has one. */
const imageAlt = (img: GalleryImage, name: string) => (img.label && img.label !== name ? `${name} – ${img.label}` : name);

/** Gives focus back to the opener once a modal rendered only while open has left the page. */
export function useReturnFocus(open: boolean, opener: RefObject<HTMLElement | null>) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open, opener]);
}
