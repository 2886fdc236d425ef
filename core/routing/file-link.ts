/** Locale whose file links carry no `l` parameter (public-site §2 file links). */
const DEFAULT_FILE_LOCALE = 'en';

/** The one extension that opens in the browser when the download is automatic (public-site §2 file links). */
const INLINE_EXTENSION = 'PDF';

/**
 * Builds the link to a file (public-site §2 file links): `/file/{slug}`, with `l={locale}` when the
 * locale is not `en`, and `dl=true` to force a download.
 *
 * @example fileLink({ slug: 'brochure', localeUrlCode: 'de-ch', download: true }) // '/file/brochure?l=de-ch&dl=true'
 * @param input.slug the file's slug (percent-encoded into the path).
 * @param input.localeUrlCode the locale's URL code (`de-ch`); compared with `en` case-insensitively.
 * @param input.download true forces a download; `'auto'` forces it for any file whose extension is not
 *   PDF (also when `fileName` is missing or has no extension); false or absent (default) never does.
 * @param input.fileName the file's name, read for its extension when `download` is `'auto'`.
 * @returns the site-relative file URL. Never throws.
 */
export function fileLink(input: {
  slug: string;
  localeUrlCode: string;
  download?: boolean | 'auto';
  fileName?: string;
}): string {
  const params = new URLSearchParams();
  if (input.localeUrlCode.toLowerCase() !== DEFAULT_FILE_LOCALE) params.set('l', input.localeUrlCode);
  const download =
    input.download === true ||
    (input.download === 'auto' && fileExtension(input.fileName ?? '') !== INLINE_EXTENSION);
  if (download) params.set('dl', 'true');

  const query = params.toString();
  return `/file/${encodeURIComponent(input.slug)}${query ? `?${query}` : ''}`;
}

/**
 * Reads a file's extension from its name, in upper case (public-site §3 file).
 *
 * @param fileName a file name (`Brochure.final.pdf`), possibly with a path.
 * @returns the text after the last dot of the base name, upper-cased (`PDF`); `''` when there is none,
 *   including dot-files (`.env`) and names ending in a dot.
 */
export function fileExtension(fileName: string): string {
  const baseName = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = baseName.lastIndexOf('.');
  return dot <= 0 ? '' : baseName.slice(dot + 1).toUpperCase();
}
