/**
 * Locally generated SVG covers: books and magazines 600×800, everything else 800×800, plus banners,
 * publisher logos and the landing-page image. Deterministic (the colour scheme comes from a hash of
 * the seed string), no network, generic font families only, every text XML-escaped.
 */
import { hash32 } from "./random.ts";

export type CoverKind = "book" | "ebook" | "issue" | "pdf" | "subscription" | "collection" | "tshirt" | "hoodie" | "bundle" | "grouped" | "giftcard" | "access";

export interface CoverSpec {
  kind: CoverKind;
  title: string;
  /** author, issue number, item description… */
  subtitle?: string;
  badge: string;
  /** drives the colour scheme and decoration, usually the sku */
  seed: string;
  /** garment colour for clothing */
  colour?: string;
  /** magazine cover lines */
  lines?: readonly string[];
  /** small text at the top (series, publisher) */
  top?: string;
}

const FONT = "DejaVu Sans, sans-serif";

const PALETTES: readonly (readonly [bg: string, fg: string, accent: string])[] = [
  ["#1d3557", "#f1faee", "#e63946"],
  ["#264653", "#ffffff", "#e9c46a"],
  ["#6d597a", "#fdf0d5", "#eaac8b"],
  ["#2b2d42", "#edf2f4", "#ef233c"],
  ["#344e41", "#f0ead2", "#dda15e"],
  ["#003049", "#fdf0d5", "#f77f00"],
  ["#5f0f40", "#fff3e0", "#fb8b24"],
  ["#0b3954", "#e0ff4f", "#ff6663"],
  ["#3d405b", "#f4f1de", "#e07a5f"],
  ["#7f5539", "#ede0d4", "#e6ccb2"],
  ["#14213d", "#e5e5e5", "#fca311"],
  ["#582f0e", "#fefae0", "#dda15e"],
  ["#f4a261", "#1d1d1d", "#264653"],
  ["#e9edc9", "#283618", "#bc4749"],
  ["#ffe8d6", "#3f4238", "#cb997e"],
  ["#caf0f8", "#03045e", "#0077b6"],
];

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;"));
}

/** Greedy word wrap into at most `maxLines` lines; the last line gets "…" when text is cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  let i = 0;
  for (; i < words.length; i++) {
    const word = words[i] as string;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || current === "") {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
      if (lines.length === maxLines) break;
    }
  }
  if (lines.length < maxLines && current) {
    lines.push(current);
    current = "";
    i = words.length;
  }
  if (i < words.length || current) {
    const last = lines[lines.length - 1] ?? "";
    lines[lines.length - 1] = `${last.length > maxChars - 1 ? last.slice(0, maxChars - 1) : last}…`;
  }
  return lines.map((l) => (l.length > maxChars + 6 ? `${l.slice(0, maxChars + 5)}…` : l));
}

function palette(seed: string) {
  const h = hash32(seed);
  const [bg, fg, accent] = PALETTES[h % PALETTES.length] as readonly [string, string, string];
  return { bg, fg, accent, h };
}

function text(
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  opts: { anchor?: string; weight?: string; style?: string; spacing?: number } = {},
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}"${opts.anchor ? ` text-anchor="${opts.anchor}"` : ""}${
    opts.weight ? ` font-weight="${opts.weight}"` : ""
  }${opts.style ? ` font-style="${opts.style}"` : ""}${opts.spacing ? ` letter-spacing="${opts.spacing}"` : ""}>${escapeXml(content)}</text>`;
}

function textLines(lines: string[], x: number, y: number, size: number, fill: string, opts: { anchor?: string; weight?: string } = {}): string {
  return lines.map((l, i) => text(x, Math.round(y + i * size * 1.18), size, fill, l, opts)).join("");
}

function badge(x: number, y: number, label: string, bg: string, fg: string, size = 22, anchorRight = true): string {
  const w = Math.round(label.length * size * 0.62 + size * 1.4);
  const h = Math.round(size * 1.9);
  const left = anchorRight ? x - w : x;
  return `<rect x="${left}" y="${y}" width="${w}" height="${h}" rx="${Math.round(h / 2)}" fill="${bg}"/>${text(left + w / 2, y + h * 0.66, size, fg, label, {
    anchor: "middle",
    weight: "bold",
  })}`;
}

function svg(w: number, h: number, title: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(
    title,
  )}"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

function titleBlock(title: string, width: number, maxLines: number, maxSize = 64): { lines: string[]; size: number } {
  // average glyph width of bold DejaVu Sans is about 0.62 em
  const sizes = [64, 54, 46, 40, 34, 28, 24, 20].filter((s) => s <= maxSize);
  for (const size of sizes) {
    const lines = wrapText(title, Math.floor(width / (size * 0.62)), maxLines);
    if (!lines[lines.length - 1]?.endsWith("…")) return { lines, size };
  }
  const size = sizes[sizes.length - 1] ?? 20;
  return { lines: wrapText(title, Math.floor(width / (size * 0.62)), maxLines), size };
}

function decoration(h: number, w: number, height: number, accent: string, fg: string): string {
  switch (h % 4) {
    case 0:
      return `<circle cx="${w * 0.78}" cy="${height * 0.3}" r="${w * 0.32}" fill="${accent}" opacity="0.85"/><circle cx="${w * 0.2}" cy="${height * 0.82}" r="${w * 0.12}" fill="${fg}" opacity="0.15"/>`;
    case 1:
      return Array.from(
        { length: 7 },
        (_, i) => `<rect x="${-w + i * (w / 3)}" y="0" width="${w / 10}" height="${height * 2}" fill="${accent}" opacity="0.35" transform="rotate(-30)"/>`,
      ).join("");
    case 2:
      return Array.from(
        { length: 5 },
        (_, i) =>
          `<circle cx="${w / 2}" cy="${height * 0.42}" r="${40 + i * 45}" fill="none" stroke="${accent}" stroke-width="10" opacity="${0.9 - i * 0.15}"/>`,
      ).join("");
    default:
      return `<polygon points="0,${height * 0.72} ${w * 0.3},${height * 0.45} ${w * 0.5},${height * 0.6} ${w * 0.75},${height * 0.35} ${w},${height * 0.62} ${w},${height} 0,${height}" fill="${accent}" opacity="0.8"/><circle cx="${w * 0.8}" cy="${height * 0.18}" r="45" fill="${fg}" opacity="0.6"/>`;
  }
}

function bookCover(s: CoverSpec): string {
  const { bg, fg, accent, h } = palette(s.seed);
  const W = 600;
  const H = 800;
  const { lines, size } = titleBlock(s.title, W - 80, 4);
  const titleY = 330 - ((lines.length - 1) * size * 1.18) / 2;
  let body = `<rect width="${W}" height="${H}" fill="${bg}"/>${decoration(h >>> 3, W, H, accent, fg)}`;
  body += `<rect x="0" y="${titleY - size * 1.1}" width="${W}" height="${lines.length * size * 1.18 + size * 0.8}" fill="${bg}" opacity="0.72"/>`;
  body += textLines(lines, 40, titleY, size, fg, { weight: "bold" });
  if (s.top) body += text(40, 60, 20, fg, s.top.toUpperCase(), { spacing: 3 });
  if (s.subtitle) body += text(40, 720, 30, fg, s.subtitle);
  body += `<rect x="40" y="742" width="120" height="6" fill="${accent}"/>`;
  body += badge(W - 30, 30, s.badge, accent, bg, 20);
  if (s.kind === "ebook")
    body += `<rect x="${W - 90}" y="${H - 120}" width="50" height="80" rx="8" fill="none" stroke="${fg}" stroke-width="5"/><circle cx="${W - 65}" cy="${H - 52}" r="4" fill="${fg}"/>`;
  return svg(W, H, s.title, body);
}

function magazineCover(s: CoverSpec): string {
  const { bg, fg, accent, h } = palette(s.seed);
  const W = 600;
  const H = 800;
  const mastBlock = titleBlock(s.title, W - 60, 2, 82);
  const mast = mastBlock.lines;
  const mastSize = Math.min(mastBlock.size * 1.25, 82);
  let body = `<rect width="${W}" height="${H}" fill="${fg}"/>`;
  body += `<rect x="0" y="190" width="${W}" height="${H - 190}" fill="${bg}"/>${`<g opacity="0.9">${decoration(h >>> 5, W, H, accent, fg)}</g>`}`;
  body += `<rect x="0" y="0" width="${W}" height="190" fill="${accent}"/>`;
  const mastFits = mast.every((l) => l.length * mastSize * 0.62 <= W - 60);
  const mSize = Math.min(mastFits ? mastSize : mastBlock.size, mast.length > 1 ? 56 : 82);
  body += textLines(mast, 30, mast.length === 1 ? 95 + mSize * 0.35 : 95 - mSize * 0.25, mSize, fg === "#ffffff" ? "#ffffff" : bg, { weight: "bold" });
  const coverLines = (s.lines ?? []).slice(0, s.kind === "subscription" ? 0 : 3);
  coverLines.forEach((l, i) => {
    const y = 300 + i * 130;
    body += `<rect x="24" y="${y - 38}" width="8" height="92" fill="${accent}"/>`;
    body += textLines(wrapText(l.toUpperCase(), 18, 2), 44, y, 28, fg, { weight: "bold" });
  });
  if (s.subtitle) body += text(30, 760, 22, fg, s.subtitle);
  body += `<circle cx="${W - 110}" cy="${H - 140}" r="86" fill="${accent}"/>`;
  const badgeLines = wrapText(s.badge, 8, 2);
  const badgeSize = Math.min(28, Math.floor(140 / (Math.max(...badgeLines.map((l) => l.length)) * 0.64)));
  body += textLines(badgeLines, W - 110, H - 140 - (badgeLines.length - 1) * badgeSize * 0.55 + badgeSize * 0.35, badgeSize, bg, {
    anchor: "middle",
    weight: "bold",
  });
  if (s.kind === "subscription") {
    body += `<g transform="rotate(-35 ${W / 2} ${H / 2})"><rect x="-200" y="${H / 2 - 45}" width="${W + 400}" height="90" fill="${accent}" opacity="0.95"/>${text(
      W / 2,
      H / 2 + 16,
      46,
      bg,
      "PRENUMERATA",
      {
        anchor: "middle",
        weight: "bold",
        spacing: 8,
      },
    )}</g>`;
  }
  if (s.kind === "pdf") body += badge(W - 24, 206, "PDF", fg, bg, 24);
  return svg(W, H, s.title, body);
}

function contrast(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const r = (v >> 16) & 255;
  const g = (v >> 8) & 255;
  const b = v & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#1a1a1a" : "#ffffff";
}

function darker(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const f = (c: number) => Math.max(0, Math.round(c * 0.7));
  const out = (f((v >> 16) & 255) << 16) | (f((v >> 8) & 255) << 8) | f(v & 255);
  return `#${out.toString(16).padStart(6, "0")}`;
}

function garment(s: CoverSpec): string {
  const W = 800;
  const colour = s.colour ?? "#1f2a44";
  const ink = contrast(colour);
  const stroke = colour === "#ffffff" ? "#bdbdbd" : darker(colour);
  let body = `<rect width="${W}" height="${W}" fill="#f3f1ee"/><ellipse cx="400" cy="735" rx="260" ry="22" fill="#000" opacity="0.08"/>`;
  if (s.kind === "hoodie") {
    body += `<path d="M270,170 Q400,70 530,170 L560,182 L690,300 L700,650 L620,650 L605,340 L575,330 L575,715 L225,715 L225,330 L195,340 L180,650 L100,650 L110,300 L240,182 Z" fill="${colour}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"/>`;
    body += `<path d="M300,178 Q400,275 500,178" fill="none" stroke="${stroke}" stroke-width="6"/><path d="M290,560 L510,560 L540,660 L260,660 Z" fill="none" stroke="${stroke}" stroke-width="5"/>`;
  } else {
    body += `<path d="M255,150 L335,118 Q400,175 465,118 L545,150 L680,262 L610,345 L560,305 L560,690 L240,690 L240,305 L190,345 L120,262 Z" fill="${colour}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"/>`;
    body += `<path d="M335,118 Q400,190 465,118" fill="none" stroke="${stroke}" stroke-width="6"/>`;
  }
  const motif = wrapText(s.subtitle ?? s.title, 14, 3);
  const size = motif.some((l) => l.length > 11) ? 30 : 38;
  body += textLines(motif, 400, (s.kind === "hoodie" ? 330 : 340) - ((motif.length - 1) * size * 1.18) / 2, size, ink, { anchor: "middle", weight: "bold" });
  body += badge(770, 30, s.badge, "#1f2a44", "#ffffff", 22);
  return svg(W, W, s.title, body);
}

function squareCard(s: CoverSpec): string {
  const { bg, fg, accent, h } = palette(s.seed);
  const W = 800;
  let body = `<rect width="${W}" height="${W}" fill="${bg}"/>`;
  if (s.kind === "giftcard" || s.kind === "access") {
    body += `<rect x="110" y="200" width="580" height="370" rx="32" fill="${accent}"/><rect x="110" y="270" width="580" height="40" fill="${fg}" opacity="0.25"/>`;
    body += text(400, 430, s.kind === "giftcard" ? 88 : 56, bg, s.subtitle ?? "", { anchor: "middle", weight: "bold" });
    body += text(150, 530, 26, bg, s.kind === "giftcard" ? "KARTA PODARUNKOWA · KIOSK" : "DOSTĘP CYFROWY · KIOSK", { weight: "bold", spacing: 2 });
    const { lines, size } = titleBlock(s.title, W - 160, 2, 40);
    body += textLines(lines, 400, 660, size, fg, { anchor: "middle", weight: "bold" });
  } else if (s.kind === "bundle" || s.kind === "grouped") {
    const colours = [accent, fg, "#ffffff", accent];
    for (let i = 0; i < 4; i++) {
      const x = 150 + i * 130;
      const hgt = 300 + ((h >>> (i * 3)) % 5) * 25;
      body += `<rect x="${x}" y="${560 - hgt}" width="110" height="${hgt}" rx="6" fill="${colours[i]}" opacity="${0.95 - i * 0.12}" stroke="${bg}" stroke-width="4"/>`;
      body += `<rect x="${x + 15}" y="${560 - hgt + 40}" width="80" height="10" fill="${bg}" opacity="0.5"/>`;
    }
    const { lines, size } = titleBlock(s.title, W - 120, 3, 44);
    body += textLines(lines, 60, 640, size, fg, { weight: "bold" });
    body += badge(770, 30, s.badge, accent, bg, 24);
  } else {
    // collection
    body += decoration(h >>> 2, W, W, accent, fg);
    body += `<circle cx="400" cy="330" r="190" fill="${fg}" opacity="0.92"/><circle cx="400" cy="330" r="150" fill="none" stroke="${accent}" stroke-width="14"/>`;
    body += text(400, 350, 64, bg, "Nr 1", { anchor: "middle", weight: "bold" });
    const { lines, size } = titleBlock(s.title, W - 120, 3, 46);
    body += textLines(lines, 60, 600, size, fg, { weight: "bold" });
    if (s.subtitle) body += text(60, 760, 24, fg, s.subtitle);
    body += badge(770, 30, s.badge, accent, bg, 24);
  }
  return svg(W, W, s.title, body);
}

export function coverSvg(s: CoverSpec): string {
  switch (s.kind) {
    case "book":
    case "ebook":
      return bookCover(s);
    case "issue":
    case "pdf":
    case "subscription":
      return magazineCover(s);
    case "tshirt":
    case "hoodie":
      return garment(s);
    default:
      return squareCard(s);
  }
}

/** Extra gallery images: 2 = back cover / detail, 3 = close-up. */
export function detailSvg(s: CoverSpec, variant: 2 | 3, blurb: string): string {
  const { bg, fg, accent } = palette(`${s.seed}#${variant}`);
  const tall = s.kind === "book" || s.kind === "ebook" || s.kind === "issue" || s.kind === "pdf" || s.kind === "subscription";
  const W = tall ? 600 : 800;
  const H = tall ? 800 : 800;
  if (variant === 3) {
    return svg(
      W,
      H,
      s.title,
      `<rect width="${W}" height="${H}" fill="${accent}"/><rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="${bg}"/>${textLines(
        wrapText(s.title, Math.floor((W - 120) / 24), 4),
        W / 2,
        H / 2 - 40,
        40,
        fg,
        { anchor: "middle", weight: "bold" },
      )}${text(W / 2, H - 90, 24, fg, s.badge, { anchor: "middle" })}`,
    );
  }
  let body = `<rect width="${W}" height="${H}" fill="${bg}"/><rect x="0" y="0" width="${W}" height="14" fill="${accent}"/>`;
  body += textLines(wrapText(s.title, Math.floor((W - 80) / 20), 2), 40, 90, 34, fg, { weight: "bold" });
  body += textLines(wrapText(blurb, Math.floor((W - 80) / 13), 12), 40, 200, 24, fg);
  body += `<rect x="40" y="${H - 150}" width="220" height="90" fill="#ffffff"/>`;
  for (let i = 0; i < 30; i++) body += `<rect x="${52 + i * 6.6}" y="${H - 140}" width="${i % 3 === 0 ? 3 : 1.5}" height="60" fill="#000"/>`;
  body += text(W - 40, H - 70, 22, fg, "kiosk.pl", { anchor: "end" });
  return svg(W, H, s.title, body);
}

export function bannerSvg(opts: { w: number; h: number; title: string; subtitle: string; cta: string; seed: string }): string {
  const { bg, fg, accent, h } = palette(opts.seed);
  const { w, h: H } = opts;
  const left = Math.round(w * 0.06);
  const k = Math.max(1, Math.min(w, H * 2) / 800);
  const block0 = titleBlock(opts.title, (w * 0.8) / k, 2, Math.round(Math.min(H / 5, w / 9) / k));
  const lines = block0.lines;
  const size = Math.round(block0.size * k);
  const sub = Math.round(size * 0.45);
  const block = lines.length * size * 1.18 + sub * 1.6 + sub * 2.6;
  let y = Math.round((H - block) / 2 + size);
  let body = `<rect width="${w}" height="${H}" fill="${bg}"/>${decoration(h, w, H, accent, fg)}`;
  body += `<rect x="0" y="${Math.round(y - size * 1.2)}" width="${w}" height="${Math.round(block + size * 0.6)}" fill="${bg}" opacity="0.55"/>`;
  body += textLines(lines, left, y, size, fg, { weight: "bold" });
  y += Math.round((lines.length - 1) * size * 1.18 + sub * 1.8);
  body += text(left, y, sub, fg, opts.subtitle);
  body += badge(left, Math.round(y + sub * 0.9), opts.cta, accent, bg, Math.round(sub * 0.8), false);
  return svg(w, H, opts.title, body);
}

export function logoSvg(name: string): string {
  const { bg, fg, accent } = palette(name);
  const { lines, size } = titleBlock(name, 236, 2, 28);
  const y = lines.length === 1 ? 60 + size * 0.35 : 60 - size * 0.25;
  return svg(
    300,
    120,
    name,
    `<rect width="300" height="120" rx="12" fill="${bg}"/><rect x="16" y="16" width="12" height="88" fill="${accent}"/>${textLines(lines, 44, y, size, fg, { weight: "bold" })}`,
  );
}

export function landingSvg(title: string, subtitle: string): string {
  return bannerSvg({ w: 1600, h: 500, title, subtitle, cta: "Zobacz kolekcje", seed: "landing-kolekcje" });
}
