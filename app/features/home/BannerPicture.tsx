/** A CMS banner as a responsive picture: the mobile artwork under 768 px, the desktop one above. */
import { Link } from "react-router";
import type { HomeBanner } from "./home-data.ts";

export const MOBILE_MEDIA = "(max-width: 767px)";

export function BannerPicture({ banner, sizes, eager = false }: { banner: HomeBanner; sizes: string; eager?: boolean }) {
  const { desktop, mobile } = banner;
  return (
    <picture>
      {eager ? (
        // The page's largest image, requested from the top of <head> (React hoists these links there), before the
        // scripts take the bandwidth; the browser would find it only in the body. Mobile or desktop artwork by media.
        <>
          <link rel="preload" as="image" href={mobile.src} imageSrcSet={mobile.srcSet} imageSizes="100vw" media={MOBILE_MEDIA} fetchPriority="high" />
          <link rel="preload" as="image" href={desktop.src} imageSrcSet={desktop.srcSet} imageSizes={sizes} media="(min-width: 768px)" fetchPriority="high" />
        </>
      ) : null}
      <source media={MOBILE_MEDIA} srcSet={mobile.srcSet} sizes="100vw" width={mobile.width} height={mobile.height} />
      <img
        src={desktop.src}
        srcSet={desktop.srcSet}
        sizes={sizes}
        alt={banner.alt}
        width={desktop.width}
        height={desktop.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "low"}
        decoding={eager ? "sync" : "async"}
      />
    </picture>
  );
}

/** The banner's picture, linked when it has a link (internal paths navigate client-side). */
export function BannerLink({ banner, sizes, eager, className }: { banner: HomeBanner; sizes: string; eager?: boolean; className?: string }) {
  const picture = <BannerPicture banner={banner} sizes={sizes} eager={eager ?? false} />;
  if (!banner.href) return <div className={className}>{picture}</div>;
  return banner.href.startsWith("/") ? (
    <Link to={banner.href} className={className}>
      {picture}
    </Link>
  ) : (
    <a href={banner.href} className={className}>
      {picture}
    </a>
  );
}

export function visibilityClass(banner: HomeBanner): string {
  if (banner.showDesktop && !banner.showMobile) return " only-desktop";
  if (!banner.showDesktop && banner.showMobile) return " only-mobile";
  return "";
}
