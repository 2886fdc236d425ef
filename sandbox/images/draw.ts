/**
 * The demo images as SVG, drawn from what the dataset says about them (a product's name, a person's
 * name, a brand's name) and a hash of their path: the same path always gives the same drawing. The
 * image service rasterises and transforms them with sharp (server.ts).
 */

/** What an image shows, read from its path (catalogue.ts `imageKind`). */
export type ImageKind = 'machine' | 'person' | 'logo' | 'poster' | 'document';

/** One image of the dataset: its kind, the text it is about and a seed from its path. */
export interface ImageEntry {
  kind: ImageKind;
  /** The product, person or brand name; shown on machines, posters, documents and logos. */
  title: string;
  /** 32-bit hash of the path: varies colours and shapes. */
  seed: number;
}

/** Intrinsic size in px of each kind's drawing (the source the service resizes). */
export const INTRINSIC_SIZE: Record<ImageKind, { width: number; height: number }> = {
  machine: { width: 1600, height: 1200 },
  person: { width: 800, height: 800 },
  logo: { width: 768, height: 192 },
  poster: { width: 1920, height: 1080 },
  document: { width: 1000, height: 1400 },
};

/** Accent colours of the group's themes (runtime/ui/styles/site.css), picked by seed. */
const ACCENTS = ['#0a4d8c', '#a4562a', '#1f74b5', '#8a6a12', '#1f7a6d', '#1e3fa8', '#b3261e', '#22647f'];
const SKIN = ['#f1c7a5', '#e0a98a', '#c68863', '#9a6444', '#6f4a33'];
const HAIR = ['#2b2118', '#4a3222', '#8a5a33', '#c9a36b', '#6b6b6b', '#1c1c1c'];

/** The SVG document of an image at its intrinsic size. */
export function drawImage(entry: ImageEntry): string {
  const { width, height } = INTRINSIC_SIZE[entry.kind];
  const body = DRAWERS[entry.kind](entry, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

const DRAWERS: Record<ImageKind, (entry: ImageEntry, width: number, height: number) => string> = {
  machine: (entry, width, height) =>
    `<rect width="${width}" height="${height}" fill="#eef1f4"/>` +
    `<rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="#d9dee4"/>` +
    machine(entry, { x: width * 0.14, y: height * 0.16, width: width * 0.72, height: height * 0.64 }) +
    caption(entry.title, { x: 56, y: height - 56, size: 44, fill: '#3b4350' }),
  // A video still as a camera frame: no play mark of its own, since the pages draw theirs over every
  // poster (runtime/ui/modules/VideoLink.tsx), and a second one would show beside it.
  poster: (entry, width, height) =>
    `<rect width="${width}" height="${height}" fill="#1b2530"/>` +
    `<rect y="${height * 0.8}" width="${width}" height="${height * 0.2}" fill="#27323e"/>` +
    machine(entry, { x: width * 0.2, y: height * 0.14, width: width * 0.6, height: height * 0.68 }) +
    caption(entry.title, { x: 64, y: height - 64, size: 52, fill: '#ffffff' }),
  person: (entry, width, height) => {
    const background = ACCENTS[entry.seed % ACCENTS.length]!;
    const skin = SKIN[(entry.seed >>> 3) % SKIN.length]!;
    const hair = HAIR[(entry.seed >>> 6) % HAIR.length]!;
    const clothing = ACCENTS[(entry.seed >>> 9) % ACCENTS.length]!;
    const cx = width / 2;
    const longHair = (entry.seed >>> 12) % 2 === 0;
    return (
      `<rect width="${width}" height="${height}" fill="${background}" fill-opacity="0.25"/>` +
      (longHair
        ? `<path d="M${cx - 190} ${height * 0.42}Q${cx - 200} ${height * 0.14} ${cx} ${height * 0.14}Q${cx + 200} ${height * 0.14} ${cx + 190} ${height * 0.42}L${cx + 180} ${height * 0.72}L${cx - 180} ${height * 0.72}Z" fill="${hair}"/>`
        : '') +
      `<path d="M${cx - 300} ${height}Q${cx - 290} ${height * 0.68} ${cx} ${height * 0.66}Q${cx + 290} ${height * 0.68} ${cx + 300} ${height}Z" fill="${clothing}"/>` +
      `<rect x="${cx - 55}" y="${height * 0.5}" width="110" height="${height * 0.14}" fill="${skin}"/>` +
      `<ellipse cx="${cx}" cy="${height * 0.4}" rx="150" ry="175" fill="${skin}"/>` +
      `<path d="M${cx - 155} ${height * 0.38}Q${cx - 150} ${height * 0.16} ${cx} ${height * 0.17}Q${cx + 150} ${height * 0.16} ${cx + 155} ${height * 0.38}Q${cx + 60} ${height * 0.26} ${cx - 155} ${height * 0.38}Z" fill="${hair}"/>` +
      `<circle cx="${cx - 55}" cy="${height * 0.42}" r="12" fill="#2b2118"/>` +
      `<circle cx="${cx + 55}" cy="${height * 0.42}" r="12" fill="#2b2118"/>` +
      `<path d="M${cx - 50} ${height * 0.53}Q${cx} ${height * 0.57} ${cx + 50} ${height * 0.53}" stroke="#7a3b2e" stroke-width="9" fill="none" stroke-linecap="round"/>`
    );
  },
  logo: (entry, width, height) => {
    const accent = ACCENTS[entry.seed % ACCENTS.length]!;
    const mark = height * 0.36;
    const cy = height / 2;
    const shapes = [
      `<circle cx="${height / 2}" cy="${cy}" r="${mark}" fill="${accent}"/>`,
      `<rect x="${height / 2 - mark}" y="${cy - mark}" width="${mark * 2}" height="${mark * 2}" rx="${mark * 0.3}" fill="${accent}"/>`,
      `<path d="M${height / 2} ${cy - mark}L${height / 2 + mark} ${cy}L${height / 2} ${cy + mark}L${height / 2 - mark} ${cy}Z" fill="${accent}"/>`,
    ];
    const letter = escapeXml(entry.title.trim().charAt(0).toUpperCase());
    const available = width - height * 1.1;
    const size = Math.min(height * 0.42, available / Math.max(1, entry.title.length * 0.7));
    return (
      shapes[(entry.seed >>> 4) % shapes.length]! +
      `<text x="${height / 2}" y="${cy + mark * 0.42}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${mark * 1.2}" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text>` +
      `<text x="${height * 1.02}" y="${cy + size * 0.36}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size.toFixed(1)}" font-weight="700" fill="#1f2328">${escapeXml(entry.title)}</text>`
    );
  },
  document: (entry, width, height) => {
    const accent = ACCENTS[entry.seed % ACCENTS.length]!;
    return (
      `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
      `<rect width="${width}" height="${height * 0.3}" fill="${accent}"/>` +
      caption(entry.title, { x: 70, y: height * 0.2, size: 54, fill: '#ffffff', maxWidth: width - 140 }) +
      machine(entry, { x: width * 0.15, y: height * 0.38, width: width * 0.7, height: height * 0.42 }) +
      `<rect y="${height * 0.93}" width="${width}" height="${height * 0.07}" fill="${accent}"/>`
    );
  },
};

/**
 * A wire-processing machine in a box: a cabinet on feet, a guarded work area with a window, a control
 * screen and one to three wire spools, its proportions and colours varied by the seed.
 */
function machine(entry: ImageEntry, box: { x: number; y: number; width: number; height: number }): string {
  const accent = ACCENTS[entry.seed % ACCENTS.length]!;
  const { x, y, width, height } = box;
  const cabinetWidth = width * (0.62 + ((entry.seed >>> 8) % 20) / 100);
  const cabinetX = x + (width - cabinetWidth) / 2;
  const baseY = y + height * 0.55;
  const spools = 1 + ((entry.seed >>> 5) % 3);
  const spoolRadius = height * 0.1;
  const parts = [
    // Feet and cabinet.
    `<rect x="${cabinetX + 20}" y="${y + height * 0.95}" width="40" height="${height * 0.05}" fill="#4b5563"/>`,
    `<rect x="${cabinetX + cabinetWidth - 60}" y="${y + height * 0.95}" width="40" height="${height * 0.05}" fill="#4b5563"/>`,
    `<rect x="${cabinetX}" y="${baseY}" width="${cabinetWidth}" height="${height * 0.4}" rx="14" fill="#cfd6de" stroke="#9aa4b1" stroke-width="4"/>`,
    `<rect x="${cabinetX + 30}" y="${baseY + 30}" width="${cabinetWidth * 0.4}" height="${height * 0.3}" rx="8" fill="#e6eaef" stroke="#9aa4b1" stroke-width="3"/>`,
    // Guarded work area with its window and accent stripe.
    `<rect x="${cabinetX + cabinetWidth * 0.08}" y="${y + height * 0.12}" width="${cabinetWidth * 0.84}" height="${height * 0.45}" rx="18" fill="${accent}"/>`,
    `<rect x="${cabinetX + cabinetWidth * 0.14}" y="${y + height * 0.18}" width="${cabinetWidth * 0.5}" height="${height * 0.3}" rx="10" fill="#bcd3e6" fill-opacity="0.9"/>`,
    `<path d="M${cabinetX + cabinetWidth * 0.2} ${y + height * 0.42}L${cabinetX + cabinetWidth * 0.58} ${y + height * 0.26}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="10"/>`,
    // Control screen.
    `<rect x="${cabinetX + cabinetWidth * 0.7}" y="${y + height * 0.2}" width="${cabinetWidth * 0.17}" height="${height * 0.16}" rx="6" fill="#1f2328"/>`,
    `<rect x="${cabinetX + cabinetWidth * 0.72}" y="${y + height * 0.22}" width="${cabinetWidth * 0.13}" height="${height * 0.05}" fill="#3fb950"/>`,
  ];
  for (let index = 0; index < spools; index += 1) {
    const cx = x + width * 0.06 + index * spoolRadius * 1.3;
    const cy = y + height * 0.3 + index * spoolRadius * 0.4;
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${spoolRadius}" fill="#f0b429" stroke="#8a6a12" stroke-width="6"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${spoolRadius * 0.3}" fill="#8a6a12"/>`,
      `<path d="M${cx} ${cy - spoolRadius}Q${(cx + cabinetX) / 2} ${y} ${cabinetX + cabinetWidth * 0.14} ${y + height * 0.3}" stroke="#d97706" stroke-width="5" fill="none"/>`,
    );
  }
  return parts.join('');
}

/** A line of text, shrunk to fit `maxWidth` (estimated from its length). */
function caption(
  text: string,
  at: { x: number; y: number; size: number; fill: string; maxWidth?: number },
): string {
  const maxWidth = at.maxWidth ?? 1400;
  const size = Math.min(at.size, maxWidth / Math.max(1, text.length * 0.68));
  return `<text x="${at.x}" y="${at.y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size.toFixed(1)}" font-weight="700" fill="${at.fill}">${escapeXml(text)}</text>`;
}

/** Escapes text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
