/** Storefront URLs of the specification's routes (section 2). */
export function productUrl(p: { sku: string; parentSku?: string | undefined; slug?: string | undefined; url_key?: string | undefined }, childSku?: string): string {
  const parent = p.parentSku ?? p.sku;
  const slug = p.slug ?? p.url_key ?? "";
  return childSku && childSku !== parent ? `/p/${encodeURIComponent(parent)}/${slug}/${encodeURIComponent(childSku)}` : `/p/${encodeURIComponent(parent)}/${slug}`;
}

export const cmsUrl = (identifier: string) => `/i/${identifier}`;
export const imageUrl = (path: string | null | undefined, size: 150 | 250 | 500 | 1800) =>
  path ? `/img/${size}/${size === 1800 ? 1500 : size}${path.startsWith("/") ? path : `/${path}`}` : undefined;
