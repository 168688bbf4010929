/** Pure helpers of the not-found page: the path it reports and the words worth searching for. */

/** The `nf` parameter as a display path: one leading slash, no control characters, at most 200 characters. */
export function notFoundPath(nf: string | null): string | null {
  const clean = (nf ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is this line's purpose
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .replace(/^\/+/, "");
  if (!clean) return null;
  return `/${clean.length > 200 ? `${clean.slice(0, 199)}…` : clean}`;
}

/**
 * Search words from a missing path: "/ksiazki/kryminal-i-sensacja-123.html" → "ksiazki kryminal sensacja".
 * Drops file extensions, numbers and words under 3 letters; null when nothing is left.
 */
export function searchWordsFromPath(path: string | null): string | null {
  if (!path) return null;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep the raw path
  }
  const words = decoded
    .split(/[?#]/)[0]!
    .replace(/\.[a-z0-9]{2,5}$/i, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  const unique = [...new Set(words.map((w) => w.toLowerCase()))].slice(0, 5);
  return unique.length ? unique.join(" ") : null;
}
