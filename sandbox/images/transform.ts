/**
 * The transformation parameters the asset service answers (public-site §5 image transformation, §9 image
 * defaults), as core/media/image-url.ts `transformImage` writes them: `w`, `h` (px), `fit` (crop, clip,
 * max), `fm` (png, webp, jpg) and `q` (0–100).
 */

/** Largest width or height the service renders, px (a guard against huge requests). */
export const MAX_DIMENSION = 4096;

/** How the image is fitted: crop fills the box and cuts the rest; clip fits inside it; max as clip, never enlarging. */
export type Fit = 'crop' | 'clip' | 'max';
/** Output formats. */
export type Format = 'png' | 'webp' | 'jpg';

/** A parsed transformation; `format` null keeps the source's own (by its extension). */
export interface Transformation {
  width: number | null;
  height: number | null;
  fit: Fit;
  format: Format | null;
  quality: number;
}

/** Defaults when a parameter is absent: the real service fits by clip, quality 75 (as imgix). */
const DEFAULTS = { fit: 'clip', quality: 75 } as const;

/**
 * Reads the transformation of a request's query. Unknown parameters are ignored, as the real service
 * does.
 *
 * @returns the transformation, or `{ error }` naming the bad parameter (the service answers 400).
 */
export function parseTransformation(query: URLSearchParams): Transformation | { error: string } {
  const width = dimension(query, 'w');
  const height = dimension(query, 'h');
  if (typeof width === 'string') return { error: width };
  if (typeof height === 'string') return { error: height };
  const fit = query.get('fit') ?? DEFAULTS.fit;
  if (fit !== 'crop' && fit !== 'clip' && fit !== 'max') {
    return { error: `fit must be crop, clip or max, got '${fit}'` };
  }
  const rawFormat = query.get('fm');
  const format = rawFormat === 'jpeg' ? 'jpg' : rawFormat;
  if (format !== null && format !== 'png' && format !== 'webp' && format !== 'jpg') {
    return { error: `fm must be png, webp or jpg, got '${rawFormat}'` };
  }
  const rawQuality = query.get('q');
  const quality = rawQuality === null ? DEFAULTS.quality : Number(rawQuality);
  if (!Number.isInteger(quality) || quality < 0 || quality > 100) {
    return { error: `q must be a whole number from 0 to 100, got '${rawQuality}'` };
  }
  return { width, height, fit, format, quality };
}

/** The format of a source path by its extension (`.jpg`, `.jpeg` → jpg; `.webp`; else png). */
export function formatOfPath(path: string): Format {
  const lower = path.toLowerCase();
  if (lower.endsWith('.jpg') || lower.endsWith('.jpeg')) return 'jpg';
  if (lower.endsWith('.webp')) return 'webp';
  return 'png';
}

/** The content type of an output format. */
export const CONTENT_TYPES: Record<Format, string> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

function dimension(query: URLSearchParams, name: 'w' | 'h'): number | null | string {
  const raw = query.get(name);
  if (raw === null) return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION) {
    return `${name} must be a whole number from 1 to ${MAX_DIMENSION}, got '${raw}'`;
  }
  return value;
}
