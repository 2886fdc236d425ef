import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { FormMessageKey } from '../messages.ts';
import { ATTACHMENTS_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../schemas.ts';
import { acceptedUploadType, UPLOAD_SAMPLE_BYTES, type UploadType } from './upload-type.ts';

/** A file received into the temporary folder, its type checked from its content. */
export interface ReceivedFile {
  /** Absolute path of the temporary file. */
  tempPath: string;
  /** The file name the browser sent (untrusted). */
  name: string;
  /** Size in bytes. */
  size: number;
  /** The image or video type read from its first bytes; null until they are read. */
  type: UploadType | null;
}

/** Why a request's body was refused: the HTTP status and the message key the island shows. */
export interface BodyRefusal {
  status: 400 | 413 | 415;
  messageKey: FormMessageKey;
  /** A field the refusal is about (`attachments`), for the 400 answer's `errors`. */
  field?: string;
  detail: string;
}

/** The fields (first value of each name) and files of a multipart body, or why it was refused. */
export type MultipartBody =
  | { ok: true; fields: Record<string, string>; files: ReceivedFile[] }
  | { ok: false; refusal: BodyRefusal };

/** Longest value of one text field, in bytes (a description of 5 000 characters fits in UTF-8). */
const FIELD_MAX_BYTES = 64 * 1024;

/**
 * Reads a `multipart/form-data` request with busboy, streaming each file of the `attachments` field
 * into a new file in `tempDir` (never buffered in memory beyond its first bytes; written with `flush`,
 * so it is on disk when the submission commits). Each file's type is read from its first
 * {@link UPLOAD_SAMPLE_BYTES} bytes (./upload-type.ts) before anything of it is written: a file that is
 * no image or video is refused there, so the rest of it is never read, let alone written. Limits:
 * {@link UPLOAD_MAX_BYTES} for all the files of the request together (public-site §5, §9 "Upload
 * maximum 100 MB": ten files of 100 MB must not reach the disk in one request),
 * {@link UPLOAD_MAX_FILES} files, 100 fields of at most 64 KiB.
 *
 * On the first problem it stops reading at once (the request is unpiped; the caller answers with
 * `Connection: close`, so the rest is never read), deletes the files written so far (nothing partial
 * is left in `tempDir`) and resolves with the refusal: 413 `uploadTooLarge` once the files pass the
 * limit together, 415 `uploadType` for a file whose content is no image or video, 400
 * `uploadTooMany`, 400 `invalid` for a file where none is accepted (`acceptFiles` false, or another
 * field name), for a truncated field or a malformed body. Never rejects.
 */
export async function readMultipart(input: {
  request: IncomingMessage;
  tempDir: string;
  acceptFiles: boolean;
}): Promise<MultipartBody> {
  const { request } = input;
  await mkdir(input.tempDir, { recursive: true });
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const writes: Promise<void>[] = [];
  // Bytes of every file so far: the limit holds for the request, not for each file.
  let received = 0;
  let refusal: BodyRefusal | null = null;
  const streams: NodeJS.ReadableStream[] = [];

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      defParamCharset: 'utf8',
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: UPLOAD_MAX_FILES,
        fields: 100,
        fieldSize: FIELD_MAX_BYTES,
        parts: UPLOAD_MAX_FILES + 100,
      },
    });
  } catch (error) {
    return refuse({ status: 400, messageKey: 'failed', detail: `Not a multipart body: ${String(error)}` });
  }

  const done = new Promise<void>((resolve) => {
    const stop = (reason: BodyRefusal) => {
      refusal ??= reason;
      request.unpipe(parser);
      parser.removeAllListeners('file');
      // Files being written will get no more data: end their writes now.
      for (const stream of streams) (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
      resolve();
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) {
        stop({ status: 400, messageKey: 'invalid', field: name, detail: `The field ${name} is too long.` });
        return;
      }
      fields[name] ??= value;
    });
    parser.on('file', (name, stream, info) => {
      if (!input.acceptFiles || name !== ATTACHMENTS_FIELD) {
        stream.resume();
        stop({
          status: 400,
          messageKey: 'invalid',
          field: name,
          detail: input.acceptFiles
            ? `Files are accepted only as '${ATTACHMENTS_FIELD}'.`
            : 'This form accepts no files.',
        });
        return;
      }
      const file: ReceivedFile = {
        tempPath: path.join(input.tempDir, randomUUID()),
        name: info.filename ?? '',
        size: 0,
        type: null,
      };
      files.push(file);
      streams.push(stream);
      const tooLarge = () => {
        stop({
          status: 413,
          messageKey: 'uploadTooLarge',
          field: ATTACHMENTS_FIELD,
          detail: `The files are larger than ${UPLOAD_MAX_BYTES} bytes (100 MB) together.`,
        });
        stream.destroy();
      };
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
        received += chunk.length;
        if (received > UPLOAD_MAX_BYTES) tooLarge();
      });
      stream.on('limit', tooLarge);
      const notMedia = () =>
        stop({
          status: 415,
          messageKey: 'uploadType',
          field: ATTACHMENTS_FIELD,
          detail: 'Attachments must be images or videos (checked by their content).',
        });
      writes.push(
        pipeline(
          stream,
          checkedContent({ file, onRefused: notMedia }),
          createWriteStream(file.tempPath, { flush: true }),
        ).catch(() => {
          // Destroyed or refused: the file is deleted below.
        }),
      );
    });
    parser.on('filesLimit', () =>
      stop({
        status: 400,
        messageKey: 'uploadTooMany',
        field: ATTACHMENTS_FIELD,
        detail: `At most ${UPLOAD_MAX_FILES} files.`,
      }),
    );
    for (const event of ['fieldsLimit', 'partsLimit'] as const) {
      parser.on(event, () => stop({ status: 400, messageKey: 'failed', detail: 'Too many fields.' }));
    }
    parser.on('error', (error: unknown) =>
      stop({ status: 400, messageKey: 'failed', detail: `Malformed multipart body: ${String(error)}` }),
    );
    parser.on('close', () => resolve());
    request.on('aborted', () =>
      stop({ status: 400, messageKey: 'failed', detail: 'The request was aborted.' }),
    );
  });
  request.pipe(parser);
  await done;
  await Promise.all(writes);
  if (refusal) {
    await removeFiles(files);
    return { ok: false, refusal };
  }
  return { ok: true, fields, files };

  function refuse(reason: BodyRefusal): MultipartBody {
    return { ok: false, refusal: reason };
  }
}

/**
 * The bytes of an upload, passed on only once its first {@link UPLOAD_SAMPLE_BYTES} bytes (or all of
 * it, when shorter) read as an image or a video: sets `file.type`, or calls `onRefused` and ends the
 * stream with an error before a byte reaches the disk.
 */
function checkedContent(input: { file: ReceivedFile; onRefused: () => void }) {
  return async function* (source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    const sample: Buffer[] = [];
    let sampled = 0;
    const check = async () => {
      input.file.type = await acceptedUploadType(Buffer.concat(sample));
      if (input.file.type) return;
      input.onRefused();
      throw new Error('not an image or video');
    };
    for await (const chunk of source) {
      if (input.file.type) {
        yield chunk;
        continue;
      }
      sample.push(chunk);
      sampled += chunk.length;
      if (sampled < UPLOAD_SAMPLE_BYTES) continue;
      await check();
      yield* sample;
    }
    if (!input.file.type) {
      await check();
      yield* sample;
    }
  };
}

/** Deletes received files (their temporary copies); missing ones are fine. */
export async function removeFiles(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
}
