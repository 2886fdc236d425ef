import { isAcceptedUploadType } from '../schemas.ts';

/**
 * The media type of a file read from its content (file-type magic bytes, issue 13 point 6), when it is
 * an image or a video (public-site §5 "Uploads: images or videos"); null for any other content, or
 * content file-type does not know (plain text, SVG, which may carry scripts). The name and the
 * declared type are never consulted.
 */
export async function acceptedUploadType(file: string): Promise<{ mime: string; ext: string } | null> {
  // file-type is ESM only; loaded on demand, so that the plugin module loads as CommonJS in render workers.
  const { fileTypeFromFile } = await import('file-type');
  const type = await fileTypeFromFile(file);
  return type && isAcceptedUploadType(type.mime) ? { mime: type.mime, ext: type.ext } : null;
}
