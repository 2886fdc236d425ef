import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A sandbox service listening on loopback. */
export interface RunningService {
  /** Full endpoint URL, e.g. `http://127.0.0.1:41234/graphql`. */
  url: string;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/**
 * Starts `handler` on node:http, the way every sandbox service runs (ARCHITECTURE.md "Embedded default
 * and real services").
 *
 * @param input.port TCP port; 0 (default) lets the system choose a free one.
 * @param input.host interface to bind; default '127.0.0.1' (loopback only).
 * @param input.path path appended to the origin in the returned URL, e.g. `/graphql`.
 * @throws the listen error (e.g. EADDRINUSE) when the port cannot be bound.
 */
export async function listenService(input: {
  handler: RequestListener;
  port?: number;
  host?: string;
  path: string;
}): Promise<RunningService> {
  const { port = 0, host = '127.0.0.1' } = input;
  const server = createServer(input.handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${boundPort}${input.path}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
