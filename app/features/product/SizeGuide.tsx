/** "Size guide" button (clothing only); its modal with the measurement table loads when first opened. */
import { Suspense, useRef, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { lazyModule, Loaded, onIntent } from "../../components/lazy.tsx";
import { useReturnFocus } from "./Gallery.tsx";

const modalModule = lazyModule(() => import("./SizeGuideModal.tsx"));
const preloadModal = () => void modalModule.load().catch(() => undefined);

export function SizeGuide({ sizes }: { sizes: string[] }) {
  const { t } = useTranslation("product");
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useReturnFocus(open, opener);
  return (
    <>
      <button
        type="button"
        ref={opener}
        className="link-button pdp-size-guide-button"
        aria-haspopup="dialog"
        {...onIntent(preloadModal)}
        onClick={() => setOpen(true)}
      >
        {t("sizeGuide")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Loaded module={modalModule}>{(m) => <m.SizeGuideModal sizes={sizes} onClose={() => setOpen(false)} />}</Loaded>
        </Suspense>
      ) : null}
    </>
  );
}
