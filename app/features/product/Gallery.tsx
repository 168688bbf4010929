/**
 * Product images: the main image in a fixed 500×500 box (no layout shift, loaded first), thumbnails to
 * switch it, and the large 1800×1500 image in a modal (click or Enter on the main image; arrows inside).
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Modal } from "../../components/Modal.tsx";
import { imageUrl } from "../../lib/urls.ts";
import type { GalleryImage } from "./types.ts";

export function Gallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useTranslation("product");
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const current = images[index] ?? images[0];
  const alt = (img: GalleryImage) => (img.label && img.label !== name ? `${name} – ${img.label}` : name);
  const step = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  useReturnFocus(zoomed, opener);

  // Arrow keys browse the images while the large view is open (focus may be on any of its buttons).
  useEffect(() => {
    if (!zoomed || images.length < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") setIndex((i) => (i + 1) % images.length);
      if (e.key === "ArrowLeft") setIndex((i) => (i - 1 + images.length) % images.length);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [zoomed, images.length]);

  if (!current) {
    return (
      <div className="pdp-gallery">
        <div className="pdp-main-image pdp-no-image">{t("noImage")}</div>
      </div>
    );
  }
  return (
    <div className="pdp-gallery">
      <button type="button" ref={opener} className="pdp-main-image" aria-haspopup="dialog" onClick={() => setZoomed(true)}>
        <img src={imageUrl(current.image, 500)} width={500} height={500} alt={alt(current)} loading="eager" fetchPriority="high" decoding="async" />
        <span className="visually-hidden"> – {t("zoom")}</span>
        <span className="pdp-zoom-hint" aria-hidden="true">⤢</span>
      </button>
      {images.length > 1 ? (
        <ul className="pdp-thumbs" aria-label={t("images")}>
          {images.map((img, i) => (
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
        <Modal open title={name} onClose={() => setZoomed(false)}>
          <div className="pdp-zoom">
            <img src={imageUrl(current.image, 1800)} width={1800} height={1500} alt={alt(current)} decoding="async" />
            {images.length > 1 ? (
              <div className="pdp-zoom-nav">
                <button type="button" className="pdp-button" onClick={() => step(-1)}>
                  <span aria-hidden="true">‹ </span>
                  {t("previousImage")}
                </button>
                <span aria-live="polite">{t("imageOf", { n: index + 1, total: images.length })}</span>
                <button type="button" className="pdp-button" onClick={() => step(1)}>
                  {t("nextImage")}
                  <span aria-hidden="true"> ›</span>
                </button>
              </div>
            ) : null}
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

/** Gives focus back to the opener once a modal rendered only while open has left the page. */
export function useReturnFocus(open: boolean, opener: RefObject<HTMLElement | null>) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open, opener]);
}
