import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';

/** How long a graceful close waits for requests in flight before cutting their connections, in ms. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/** A listening runtime server. */
export interface ListeningServer {
  server: Server;
  /** Base URL, `http://127.0.0.1:4321`. */
  url: string;
  /**
   * Closes gracefully: stops accepting connections at once, closes idle keep-alive connections, lets
   * requests in flight finish, and cuts whatever is still open after `timeoutMs`
   * (default {@link SHUTDOWN_TIMEOUT_MS}). Resolves once the server is closed.
   */
  close(options?: { timeoutMs?: number }): Promise<void>;
}

/**
 * Starts `app` on `host:port` (port 0 picks a free one).
 * @returns the server, its base URL and a graceful `close()`.
 * @throws the listen error (e.g. EADDRINUSE).
 */
export function listen(input: {
  app: express.Express;
  port: number;
  host: string;
}): Promise<ListeningServer> {
  return new Promise((resolve, reject) => {
    const server = input.app.listen(input.port, input.host);
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address() as AddressInfo;
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      let closing: Promise<void> | null = null;
      resolve({
        server,
        url: `http://${host}:${address.port}`,
        close(options = {}) {
          closing ??= new Promise<void>((done) => {
            const deadline = setTimeout(
              () => server.closeAllConnections(),
              options.timeoutMs ?? SHUTDOWN_TIMEOUT_MS,
            );
            deadline.unref();
            server.close(() => {
              clearTimeout(deadline);
              done();
            });
            server.closeIdleConnections();
          });
          return closing;
        },
      });
    });
  });
}
