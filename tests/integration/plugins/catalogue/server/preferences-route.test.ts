import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../../core/logger.ts';
import { runtimeLocals } from '../../../../../runtime/kit/locals.ts';
import { createModesMiddleware } from '../../../../../runtime/server/modes.ts';
import { demoApiRouter } from '../../../../helpers/api-app.ts';

let baseUrl: string;
let server: Server;

beforeAll(async () => {
  const app = express();
  app.use(cookieParser());
  app.use(createModesMiddleware());
  app.use(
    '/api',
    await demoApiRouter({
      outDir: '/nonexistent',
      logger: silentLogger(),
      endpoints: {},
      sites: () => [],
      assets: () => ({ scripts: [], styles: [] }),
      settings: {},
    }),
  );
  // What the next page of the visitor sees: the measurement system the modes middleware read.
  app.get('/modes', (_request, response) => {
    response.json(runtimeLocals(response).modes);
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server?.close(() => resolve());
    server?.closeAllConnections();
  });
});

function post(input: { body: string; origin?: string | null; type?: string }) {
  const origin = input.origin === undefined ? baseUrl : input.origin;
  return fetch(`${baseUrl}/api/preferences`, {
    method: 'POST',
    headers: { 'content-type': input.type ?? 'application/json', ...(origin ? { origin } : {}) },
    body: input.body,
  });
}

describe('POST /api/preferences (customer-area §4 measurement system, remembered in a cookie)', () => {
  it('remembers the chosen system in the cookie the next requests are read with', async () => {
    const response = await post({ body: JSON.stringify({ measurementSystem: 'Imperial' }) });
    expect(response.status).toBe(204);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sf_ms='));
    expect(cookie).toMatch(
      /^sf_ms=Imperial; Path=\/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; HttpOnly; SameSite=Lax$/,
    );
    const modes = await (
      await fetch(`${baseUrl}/modes`, { headers: { cookie: cookie!.split(';')[0]! } })
    ).json();
    expect(modes.measurementSystem).toBe('Imperial');
  });

  it('refuses a request from another site or without Origin (cross-site request forgery) with 403', async () => {
    for (const origin of ['http://evil.test', `${baseUrl}.evil.test`, 'null', null]) {
      const response = await post({ body: JSON.stringify({ measurementSystem: 'Imperial' }), origin });
      expect(response.status, String(origin)).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses anything but Metric or Imperial as JSON with 400 (413 above 1 kB), setting no cookie', async () => {
    for (const body of [
      JSON.stringify({ measurementSystem: 'metric' }),
      JSON.stringify({ measurementSystem: 'SI' }),
      JSON.stringify(['Imperial']),
      '{"measurementSystem":',
    ]) {
      const response = await post({ body });
      expect(response.status, body.slice(0, 40)).toBe(400);
      expect((await response.json()).error).toMatch(/measurementSystem/);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const large = await post({
      body: JSON.stringify({ measurementSystem: 'Imperial', pad: 'x'.repeat(5000) }),
    });
    expect(large.status).toBe(413);
    expect(large.headers.getSetCookie()).toEqual([]);
    const form = await post({
      body: 'measurementSystem=Imperial',
      type: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(400);
  });
});
