/**
 * The demo images as SVG, drawn from what the dataset says about them (a product's name and family, a
 * person's name, a brand's name, whether the page is about a product, a factory or an event) and a hash
 * of their path: the same path always gives the same drawing. The image service rasterises and
 * transforms them with sharp (server.ts).
 */
import type { MachineFamily } from './machines.ts';
import { drawScene, type SceneSetting } from './scenes.ts';
import { gradients, mix, n } from './svg.ts';

/** What an image shows, read from its path (catalogue.ts `imageKind`). */
export type ImageKind = 'machine' | 'person' | 'logo' | 'poster' | 'document';

/** One image of the dataset: its kind, the text it is about and a seed from its path. */
export interface ImageEntry {
  kind: ImageKind;
  /**
   * The product, person or brand name: written on documents and logos, and the SVG's `<title>` of the
   * others (a photo carries no caption).
   */
  title: string;
  /** 32-bit hash of the path: varies colours, proportions and details. */
  seed: number;
  /** Which machine machines, posters and document covers show (catalogue.ts `machineFamily`); default generic. */
  family?: MachineFamily;
  /** Where a machine or poster stands (catalogue.ts `sceneSetting`); default studio. */
  setting?: SceneSetting;
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
const CLOTHING = ['#1f2a38', '#33415c', '#4a4e57', '#6b4f3a', '#1f4d46', '#5a2e3a', '#2d3a4f'];
const SHIRTS = ['#ffffff', '#dbe7f3', '#f1ece4', '#e7eef0'];

/**
 * The SVG document of an image at its intrinsic size. Pure: the same entry always gives the same text.
 * Machines and posters are scenes (scenes.ts) without text; documents and logos carry their title.
 */
export function drawImage(entry: ImageEntry): string {
  const { width, height } = INTRINSIC_SIZE[entry.kind];
  const accent = ACCENTS[entry.seed % ACCENTS.length]!;
  const body = DRAWERS[entry.kind](entry, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${escapeXml(entry.title)}</title><defs>${gradients(accent)}</defs>${body}</svg>`;
}

function scene(entry: ImageEntry, width: number, height: number): string {
  return drawScene({
    setting: entry.setting ?? 'studio',
    family: entry.family ?? 'generic',
    width,
    height,
    accent: ACCENTS[entry.seed % ACCENTS.length]!,
    seed: entry.seed,
  });
}

const DRAWERS: Record<ImageKind, (entry: ImageEntry, width: number, height: number) => string> = {
  machine: scene,
  // A video still: the scene under a vignette, as a camera frame. No play mark of its own, since the
  // pages draw theirs over every poster (runtime/ui/modules/VideoLink.tsx), and a second one would show
  // beside it. The whole still is dimmed, a paused frame, so that white mark reads on any scene.
  poster: (entry, width, height) =>
    scene(entry, width, height) +
    '<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="0.55" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient></defs>' +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
  person: (entry, width, height) => portrait(entry, width, height),
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
  // A brochure cover: the title on the accent band, a studio photo of the machine below it.
  document: (entry, width, height) => {
    const accent = ACCENTS[entry.seed % ACCENTS.length]!;
    const photo = INTRINSIC_SIZE.machine;
    return (
      `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
      `<rect width="${width}" height="${height * 0.3}" fill="url(#accent)"/>` +
      caption(entry.title, { x: 70, y: height * 0.2, size: 54, fill: '#ffffff', maxWidth: width - 140 }) +
      `<svg x="0" y="${height * 0.3}" width="${width}" height="${height * 0.56}" viewBox="0 75 ${photo.width} ${photo.height - 150}" preserveAspectRatio="xMidYMid slice">${scene({ ...entry, setting: 'studio' }, photo.width, photo.height)}</svg>` +
      `<rect y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="#f3f5f7"/>` +
      `<rect x="70" y="${height * 0.9}" width="${width * 0.35}" height="14" fill="#c3cad2"/>` +
      `<rect x="70" y="${height * 0.93}" width="${width * 0.22}" height="14" fill="#dde2e8"/>` +
      `<rect y="${height * 0.985}" width="${width}" height="${height * 0.015}" fill="${accent}"/>`
    );
  },
};

/**
 * A studio portrait: a softly lit backdrop, shoulders in a jacket over a shirt collar, a shaded face
 * with ears, brows, eyes, nose and a smile, short or long hair; all varied by the seed.
 */
function portrait(entry: ImageEntry, width: number, height: number): string {
  const { seed } = entry;
  const backdrop = mix(ACCENTS[seed % ACCENTS.length]!, '#e9edf1', 0.72);
  const skin = SKIN[(seed >>> 3) % SKIN.length]!;
  const hair = HAIR[(seed >>> 6) % HAIR.length]!;
  const jacket = CLOTHING[(seed >>> 9) % CLOTHING.length]!;
  const shirt = SHIRTS[(seed >>> 15) % SHIRTS.length]!;
  const longHair = (seed >>> 12) % 2 === 0;
  const cx = width / 2 + (((seed >>> 18) % 5) - 2) * 10;
  const headY = height * 0.4;
  const parts = [
    '<defs>' +
      `<radialGradient id="studio" cx="0.42" cy="0.32" r="0.8"><stop offset="0" stop-color="${mix(backdrop, '#ffffff', 0.6)}"/><stop offset="0.7" stop-color="${backdrop}"/><stop offset="1" stop-color="${mix(backdrop, '#1d232a', 0.35)}"/></radialGradient>` +
      `<radialGradient id="face" cx="0.4" cy="0.38" r="0.7"><stop offset="0" stop-color="${mix(skin, '#ffffff', 0.18)}"/><stop offset="0.75" stop-color="${skin}"/><stop offset="1" stop-color="${mix(skin, '#3a2418', 0.3)}"/></radialGradient>` +
      `<linearGradient id="jacket" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(jacket, '#ffffff', 0.2)}"/><stop offset="1" stop-color="${mix(jacket, '#000000', 0.35)}"/></linearGradient>` +
      `<linearGradient id="hair" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(hair, '#ffffff', 0.22)}"/><stop offset="1" stop-color="${hair}"/></linearGradient>` +
      '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#studio)"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(height * 0.98)}" rx="${n(width * 0.46)}" ry="${n(height * 0.12)}" fill="url(#shadow)"/>`,
  ];
  if (longHair) {
    parts.push(
      `<path d="M${n(cx - 175)} ${n(headY)}Q${n(cx - 200)} ${n(height * 0.12)} ${n(cx)} ${n(height * 0.13)}Q${n(cx + 200)} ${n(height * 0.12)} ${n(cx + 175)} ${n(headY)}L${n(cx + 190)} ${n(height * 0.74)}Q${n(cx)} ${n(height * 0.8)} ${n(cx - 190)} ${n(height * 0.74)}Z" fill="url(#hair)"/>`,
    );
  }
  parts.push(
    // Shoulders and jacket, the shirt's collar in a V, the neck with the chin's shadow.
    `<path d="M${n(cx - 330)} ${height}C${n(cx - 320)} ${n(height * 0.74)} ${n(cx - 210)} ${n(height * 0.68)} ${n(cx - 70)} ${n(height * 0.66)}L${n(cx + 70)} ${n(height * 0.66)}C${n(cx + 210)} ${n(height * 0.68)} ${n(cx + 320)} ${n(height * 0.74)} ${n(cx + 330)} ${height}Z" fill="url(#jacket)"/>`,
    `<path d="M${n(cx - 72)} ${n(height * 0.66)}L${n(cx)} ${n(height * 0.86)}L${n(cx + 72)} ${n(height * 0.66)}Z" fill="${shirt}"/>`,
    `<path d="M${n(cx - 90)} ${n(height * 0.665)}L${n(cx - 10)} ${n(height * 0.9)}L${n(cx - 60)} ${height}M${n(cx + 90)} ${n(height * 0.665)}L${n(cx + 10)} ${n(height * 0.9)}L${n(cx + 60)} ${height}" stroke="${mix(jacket, '#000000', 0.45)}" stroke-width="6" fill="none"/>`,
    `<path d="M${n(cx - 58)} ${n(height * 0.5)}L${n(cx - 58)} ${n(height * 0.67)}Q${n(cx)} ${n(height * 0.73)} ${n(cx + 58)} ${n(height * 0.67)}L${n(cx + 58)} ${n(height * 0.5)}Z" fill="${mix(skin, '#3a2418', 0.15)}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(height * 0.56)}" rx="60" ry="22" fill="${mix(skin, '#3a2418', 0.35)}" fill-opacity="0.6"/>`,
    // Ears, then the face.
    `<ellipse cx="${n(cx - 140)}" cy="${n(headY + 10)}" rx="24" ry="40" fill="${mix(skin, '#3a2418', 0.1)}"/>`,
    `<ellipse cx="${n(cx + 140)}" cy="${n(headY + 10)}" rx="24" ry="40" fill="${mix(skin, '#3a2418', 0.1)}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="140" ry="172" fill="url(#face)"/>`,
    // Hair on top, parted by the seed.
    `<path d="M${n(cx - 148)} ${n(headY - 10)}Q${n(cx - 160)} ${n(height * 0.14)} ${n(cx)} ${n(height * 0.16)}Q${n(cx + 160)} ${n(height * 0.14)} ${n(cx + 148)} ${n(headY - 10)}Q${n(cx + 120)} ${n(height * 0.25)} ${n(cx + ((seed >>> 20) % 2 ? 40 : -40))} ${n(height * 0.24)}Q${n(cx - 90)} ${n(height * 0.27)} ${n(cx - 148)} ${n(headY - 10)}Z" fill="url(#hair)"/>`,
    // Brows, eyes with a catch light, nose and smile.
    `<path d="M${n(cx - 88)} ${n(headY - 32)}Q${n(cx - 58)} ${n(headY - 46)} ${n(cx - 26)} ${n(headY - 34)}M${n(cx + 26)} ${n(headY - 34)}Q${n(cx + 58)} ${n(headY - 46)} ${n(cx + 88)} ${n(headY - 32)}" stroke="${mix(hair, '#000000', 0.2)}" stroke-width="9" stroke-linecap="round" fill="none"/>`,
    `<ellipse cx="${n(cx - 56)}" cy="${n(headY)}" rx="15" ry="11" fill="#ffffff"/>`,
    `<ellipse cx="${n(cx + 56)}" cy="${n(headY)}" rx="15" ry="11" fill="#ffffff"/>`,
    `<circle cx="${n(cx - 54)}" cy="${n(headY)}" r="9" fill="#2b2118"/>`,
    `<circle cx="${n(cx + 58)}" cy="${n(headY)}" r="9" fill="#2b2118"/>`,
    `<circle cx="${n(cx - 51)}" cy="${n(headY - 3)}" r="3" fill="#ffffff"/>`,
    `<circle cx="${n(cx + 61)}" cy="${n(headY - 3)}" r="3" fill="#ffffff"/>`,
    `<path d="M${n(cx - 4)} ${n(headY + 8)}Q${n(cx - 18)} ${n(headY + 62)} ${n(cx + 2)} ${n(headY + 66)}" stroke="${mix(skin, '#3a2418', 0.35)}" stroke-width="6" stroke-linecap="round" fill="none"/>`,
    `<path d="M${n(cx - 52)} ${n(headY + 100)}Q${n(cx)} ${n(headY + 128)} ${n(cx + 52)} ${n(headY + 100)}" stroke="#8a3f32" stroke-width="8" stroke-linecap="round" fill="none"/>`,
    `<ellipse cx="${n(cx - 84)}" cy="${n(headY + 62)}" rx="28" ry="16" fill="#e07a6a" fill-opacity="0.15"/>`,
    `<ellipse cx="${n(cx + 84)}" cy="${n(headY + 62)}" rx="28" ry="16" fill="#e07a6a" fill-opacity="0.15"/>`,
  );
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
