import { isAcceptedUploadType } from '../schemas.ts';

/**
 * How many first bytes of an upload its type is read from: file-type's own sample size, within which
 * the magic numbers of the image and video formats it knows lie.
 */
export const UPLOAD_SAMPLE_BYTES = 4100;

/** An upload's media type and extension, as read from its content. */
export interface UploadType {
  /** `image/png`, `video/mp4`… */
  mime: string;
  /** `png`, `mp4`… (without the dot). */
  ext: string;
}

/**
 * The media type of an upload read from its first bytes (file-type magic numbers), when it is an image
 * or a video (public-site §5 "Uploads: images or videos"); null for any other content, or content
 * file-type does not know (plain text, SVG, which may carry scripts). The name and the declared type are
 * never consulted.
 *
 * @param sample the file's first {@link UPLOAD_SAMPLE_BYTES} bytes (all of it when it is shorter).
 */
export async function acceptedUploadType(sample: Uint8Array): Promise<UploadType | null> {
  // file-type is ESM only; loaded on demand, so that the plugin module loads as CommonJS in render workers.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(sample);
  return type && isAcceptedUploadType(type.mime) ? { mime: type.mime, ext: type.ext } : null;
}
