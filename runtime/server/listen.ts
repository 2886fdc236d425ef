import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';

/**
 * Starts `app` on `host:port` (port 0 picks a free one) and stops it gracefully on `close()`.
 * @returns the server and its base URL, `http://127.0.0.1:4321`.
 * @throws the listen error (e.g. EADDRINUSE).
 */
export function listen(input: { app: express.Express; port: number; host: string }): Promise<{
  server: Server;
  url: string;
  close(): Promise<void>;
}> {
  return new Promise((resolve, reject) => {
    const server = input.app.listen(input.port, input.host);
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address() as AddressInfo;
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        server,
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}
