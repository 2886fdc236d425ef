import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';

/** How long a graceful close waits for requests in flight before cutting their connections, in ms. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Key of `app.locals` under which an app may keep a function that `close()` calls first: it ends the
 * answers that never finish on their own (runtime/server/build-events.ts streams), which would
 * otherwise hold the graceful close for its whole timeout.
 */
export const BEFORE_CLOSE = 'sitefleetBeforeClose';

/** A listening runtime server. */
export interface ListeningServer {
  server: Server;
  /** Base URL, `http://127.0.0.1:4321`. */
  url: string;
  /**
   * Closes gracefully: ends the app's long-lived answers ({@link BEFORE_CLOSE}), stops accepting
   * connections at once, closes idle keep-alive connections, lets
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
            const beforeClose = input.app.locals[BEFORE_CLOSE] as (() => unknown) | undefined;
            Promise.resolve(beforeClose?.()).catch(() => {});
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
