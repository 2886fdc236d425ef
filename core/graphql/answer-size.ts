/**
 * A cap on the size of an upstream answer (docs/security.md rule 3 "the proxy buffers any answer size"): the
 * runtime's proxies read a service's answer body as a stream and stop at the cap instead of buffering
 * whatever arrives.
 */

/** The largest upstream answer a proxy forwards, in bytes (2 MiB). */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/**
 * The largest schema the draft proxy reads from the content service (its introspection answer), in bytes
 * (20 MiB): the answer stays on the server (it is cached, never forwarded), and a real CMS schema with
 * many models and descriptions can be well over {@link MAX_ANSWER_BYTES}.
 */
export const MAX_SCHEMA_ANSWER_BYTES = 20 * 1024 * 1024;

/** An answer body over the cap; the rest of the body was not read (the stream is cancelled). */
export class AnswerTooLargeError extends Error {
  /** The cap that was passed, in bytes. */
  readonly limitBytes: number;
  constructor(limitBytes: number) {
    super(`The service's answer is over the limit of ${limitBytes} bytes`);
    this.name = 'AnswerTooLargeError';
    this.limitBytes = limitBytes;
  }
}

/**
 * Reads a fetch Response's body up to `maxBytes`. A `Content-Length` over the cap fails before any
 * byte is read; otherwise the stream is read chunk by chunk and cancelled as soon as it passes the cap,
 * so at most `maxBytes` plus one chunk is held in memory.
 *
 * @param response the answer; its body is consumed.
 * @param maxBytes the cap in bytes; default {@link MAX_ANSWER_BYTES}.
 * @returns the body's bytes (empty for a body-less answer).
 * @throws AnswerTooLargeError past the cap; the stream's own error when reading fails.
 */
export async function readCappedBody(
  response: Response,
  maxBytes = MAX_ANSWER_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new AnswerTooLargeError(maxBytes);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new AnswerTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
