/**
 * The `Content-Disposition` header of a served file (RFC 6266): `attachment` to force a download
 * (`?dl=true`, public-site §2 file links), else `inline`. Names outside printable ASCII, quotes and
 * backslashes get an ASCII fallback in `filename` and the exact name in `filename*` (RFC 8187, UTF-8).
 *
 * @example contentDisposition({ fileName: 'Produktbroschüre.pdf', download: true })
 *   // `attachment; filename="Produktbrosch_re.pdf"; filename*=UTF-8''Produktbrosch%C3%BCre.pdf`
 */
export function contentDisposition(input: { fileName: string; download: boolean }): string {
  const type = input.download ? 'attachment' : 'inline';
  const ascii = input.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === input.fileName) return `${type}; filename="${ascii}"`;
  const encoded = encodeURIComponent(input.fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
