/**
 * HTTP Range for the file and sample routes (RFC 9110 §14): one `bytes=` range is served as 206; a range past the
 * end is 416; several ranges, another unit or a malformed header are ignored (the whole file, 200), as the RFC
 * allows. An If-Range that does not name the current ETag also gets the whole file.
 */
export type RangeAnswer = { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

export function rangeOf(header: string | undefined, size: number, ifRange: string | undefined, etag: string): RangeAnswer {
  if (!header) return { kind: "full" };
  if (ifRange !== undefined && ifRange !== etag) return { kind: "full" };
  const m = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header);
  if (!m || (m[1] === "" && m[2] === "")) return { kind: "full" };
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== "" && Number(m[2]) < start) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end };
}
