import { create } from 'content-disposition';

/**
 * Media types a browser may show inline from the site's origin: PDF and raster images. They cannot run
 * script in the site's origin. Everything else (HTML, SVG, JavaScript, XML, text, archives, unknown) is
 * an attachment (docs/security.md rule 7: `/file/x.html` or `.svg` rendered on the site origin).
 */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
]);

/**
 * Media types a page of the site could load as a script or a stylesheet from `/file/…` (CSP
 * `script-src 'self'` covers the file route): the JavaScript MIME types of the WHATWG MIME Sniffing
 * standard, and CSS.
 */
const SUBRESOURCE_TYPES: ReadonlySet<string> = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'text/css',
]);

/**
 * The `Content-Type` a CMS file is served with: its own, except that a script or a stylesheet is sent
 * as `application/octet-stream`, which browsers refuse to run or apply under
 * `X-Content-Type-Options: nosniff` (docs/security.md rule 7: `/file/x.js` passed `script-src 'self'`). The
 * download keeps its file name.
 * @param contentType the file's type (`text/javascript; charset=utf-8`).
 */
export function servedFileType(contentType: string): string {
  return SUBRESOURCE_TYPES.has(essence(contentType)) ? 'application/octet-stream' : contentType;
}

/**
 * Tells whether a served file may be shown inline: its media type (parameters and case ignored) is PDF
 * or a raster image (png, jpeg, gif, webp, avif; not SVG, which can hold script).
 * @param contentType the `Content-Type` the file is served with (`image/png`, `text/html; charset=utf-8`).
 */
export function isInlineType(contentType: string): boolean {
  return INLINE_TYPES.has(essence(contentType));
}

/** The type and subtype of a media type, lower case, without parameters. */
function essence(contentType: string): string {
  const [type = ''] = contentType.split(';');
  return type.trim().toLowerCase();
}

/**
 * The `Content-Disposition` header of a served file (RFC 6266, built by the `content-disposition`
 * package): `inline` for a PDF or a raster image ({@link isInlineType}) unless a download is asked for
 * (`?dl=true`, public-site §2 file links), `attachment` for everything else, always. Names outside
 * printable ASCII get a `?`-substituted fallback in `filename` and the exact name in `filename*`
 * (RFC 8187, UTF-8).
 *
 * @example fileDisposition({ fileName: 'Produktbroschüre.pdf', contentType: 'application/pdf', download: true })
 *   // `attachment; filename="Produktbrosch?re.pdf"; filename*=UTF-8''Produktbrosch%C3%BCre.pdf`
 */
export function fileDisposition(input: { fileName: string; contentType: string; download: boolean }): string {
  const inline = !input.download && isInlineType(input.contentType);
  return create(input.fileName, { type: inline ? 'inline' : 'attachment' });
}
