/**
 * The gallery's large view: the 1800×1500 image in a modal, with previous/next buttons and arrow keys. While
 * the large image loads, the page's smaller copy stands in (already in the cache) with a progress indicator.
 */
import { useEffect, useState } from "react";
import { usePolishText, useTranslation } from "../../i18n/react.tsx";
import { Modal } from "../../components/Modal.tsx";
import { imageUrl } from "../../lib/urls.ts";
import type { GalleryImage } from "./types.ts";
import "./gallery-zoom.css";

export function GalleryZoom({
  images,
  index,
  onIndex,
  name,
  alt,
  onClose,
}: {
  images: GalleryImage[];
  index: number;
  onIndex: (update: (i: number) => number) => void;
  name: string;
  /** the current image's text alternative */
  alt: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("product");
  // The product's name (the title and the image's alternative) is Polish in every language (WCAG 3.1.2).
  const pl = usePolishText();
  const current = images[index] ?? images[0]!;
  const src = imageUrl(current.image, 1800);
  const [loadedSrc, setLoadedSrc] = useState<string | undefined | null>(null);
  const loading = loadedSrc !== src;
  const step = (delta: number) => onIndex((i) => (i + delta + images.length) % images.length);

  // Arrow keys browse the images while the large view is open (focus may be on any of its buttons).
  useEffect(() => {
    if (images.length < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") onIndex((i) => (i + 1) % images.length);
      if (e.key === "ArrowLeft") onIndex((i) => (i - 1 + images.length) % images.length);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [images.length, onIndex]);

  return (
    <Modal open title={name} titleLang={pl} onClose={onClose}>
      <div className="pdp-zoom">
        <div className="pdp-zoom-frame">
          <img
            src={src}
            width={1800}
            height={1500}
            alt={alt}
            lang={pl}
            decoding="async"
            onLoad={() => setLoadedSrc(src)}
            onError={() => setLoadedSrc(src)}
            style={loading ? { backgroundImage: `url(${imageUrl(current.image, 500)})` } : undefined}
          />
          {loading ? (
            <span className="pdp-zoom-progress" role="status" data-testid="zoom-loading">
              <span className="pdp-zoom-spinner" aria-hidden="true" />
              {t("zoomLoading")}
            </span>
          ) : null}
        </div>
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
  );
}
