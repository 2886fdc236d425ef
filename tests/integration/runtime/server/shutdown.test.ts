import express from 'express';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import { listen } from '../../../../runtime/server/listen.ts';
import { closeOnSignals } from '../../../../runtime/server/shutdown.ts';
import { get } from '../../../runtime/server/http.ts';

/** An app whose `/slow` answers only when the test releases it; `/fast` answers at once. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function appWithSlowRoute() {
  const released = deferred();
  const arrived = deferred();
  const app = express();
  app.get('/slow', async (_request, response) => {
    arrived.resolve();
    await released.promise;
    response.send('finished');
  });
  app.get('/fast', (_request, response) => {
    response.send('ok');
  });
  return { app, release: () => released.resolve(), arrived: arrived.promise };
}

describe('graceful shutdown (production manners)', () => {
  it('stops accepting, lets a request in flight finish, then closes', async () => {
    const { app, release, arrived } = appWithSlowRoute();
    const server = await listen({ app, port: 0, host: '127.0.0.1' });
    const inFlight = get({ baseUrl: server.url, path: '/slow' });
    await arrived;
    const closed = server.close();
    await expect(get({ baseUrl: server.url, path: '/fast' })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    release();
    expect((await inFlight).body).toBe('finished');
    await closed;
    expect(server.server.listening).toBe(false);
  });

  it('cuts a request still running when the time is up', async () => {
    const { app, arrived } = appWithSlowRoute();
    const server = await listen({ app, port: 0, host: '127.0.0.1' });
    const inFlight = get({ baseUrl: server.url, path: '/slow' });
    await arrived;
    const started = Date.now();
    await server.close({ timeoutMs: 200 });
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(inFlight).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('closes once on SIGTERM and exits with 0', async () => {
    let closes = 0;
    const exited = new Promise<number>((resolve) => {
      const detach = closeOnSignals({
        close: async () => {
          closes += 1;
        },
        logger: silentLogger(),
        exit: (code) => {
          detach();
          resolve(code);
        },
      });
    });
    process.emit('SIGTERM');
    expect(await exited).toBe(0);
    expect(closes).toBe(1);
  });
});
