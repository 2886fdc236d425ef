/**
 * Percent-decodes a URL part without ever throwing: the one place the runtime, the routing rules and
 * the browser decode paths, hashes and segments (`decodeURIComponent` throws `URIError` on a malformed
 * escape such as the `%` of `#100%`).
 *
 * @param text a percent-encoded URL part (`%C3%BCber`, `100%`).
 * @returns the decoded text (`über`); the text as it is when an escape is malformed (`100%`).
 */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
