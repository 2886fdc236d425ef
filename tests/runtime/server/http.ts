import http from 'node:http';

/** An answer as the visitor's browser receives it, before following redirects. */
export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes as sent (still compressed when the server compressed it). */
  bytes: Buffer;
}

/**
 * Sends one request (GET unless told) to a running server with any Host header (fetch forbids setting Host), without
 * following redirects or decompressing.
 * @param input.baseUrl `http://127.0.0.1:port` of the server.
 * @param input.host the Host header; default the server's own address.
 * @param input.path the raw request target, sent as written (`/\evil.test/` included).
 */
export function get(input: {
  baseUrl: string;
  path: string;
  host?: string;
  cookies?: string;
  headers?: Record<string, string>;
  /** Default GET. */
  method?: string;
  /** Request body, sent as written (set `content-type` in `headers`). */
  body?: string;
}): Promise<HttpAnswer> {
  const base = new URL(input.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: input.path,
        method: input.method ?? 'GET',
        agent: false,
        headers: {
          host: input.host ?? base.host,
          ...(input.cookies ? { cookie: input.cookies } : {}),
          ...input.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes.toString('utf8'),
            bytes,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(input.body);
  });
}

/** The `Set-Cookie` line of the named cookie, or undefined. */
export function setCookie(answer: HttpAnswer, name: string): string | undefined {
  return answer.headers['set-cookie']?.find((line) => line.startsWith(`${name}=`));
}
