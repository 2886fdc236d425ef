import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server received it. */
export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body, or undefined for none. */
  body: unknown;
}

/** How the server answers: status, content type and body text. */
export interface Answer {
  status?: number;
  contentType?: string;
  body: string;
}

/**
 * A real node:http GraphQL endpoint whose answers a test decides: `answer` is called per request with
 * what arrived; returning null leaves the request hanging (for timeouts and aborts).
 */
export async function startGraphQLTestServer() {
  const received: ReceivedRequest[] = [];
  let answer: (request: ReceivedRequest) => Answer | null = () => ({ body: '{"data":{}}' });
  let onRequest: (() => void) | null = null;
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const entry: ReceivedRequest = {
      method: request.method ?? 'GET',
      url: new URL(request.url ?? '/', 'http://test.invalid'),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    received.push(entry);
    onRequest?.();
    const reply = answer(entry);
    if (!reply) {
      hanging.add(response);
      return;
    }
    response.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/graphql`,
    received,
    /** Sets how the next requests are answered. */
    answerWith(next: (request: ReceivedRequest) => Answer | null) {
      answer = next;
    },
    /** Resolves when the next request has arrived. */
    nextRequest(): Promise<void> {
      return new Promise((resolve) => {
        onRequest = resolve;
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A JSON answer. */
export const json = (value: unknown, options: { status?: number; contentType?: string } = {}): Answer => ({
  ...options,
  body: JSON.stringify(value),
});
