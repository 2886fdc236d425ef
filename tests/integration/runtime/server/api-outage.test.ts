import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_SLUGS } from '../../../../sandbox/dataset/files.ts';
import { startApiApp } from '../../../helpers/api-app.ts';

const lines: { level: number; msg: string }[] = [];
let app: Awaited<ReturnType<typeof startApiApp>>;
beforeAll(async () => {
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  app = await startApiApp({ logger });
});
afterAll(() => app.close());

describe('the APIs while the content service is down', () => {
  it('serve what the server-data cache holds, answer 502 for the rest, and log each failure', async () => {
    const navigation = `${app.baseUrl}/api/site-navigation/public/main?lang=en`;
    expect((await fetch(navigation)).status).toBe(200);
    expect(
      lines.some(
        (line) =>
          line.level === pino.levels.values.debug &&
          line.msg.startsWith('content navigationQuery {"headerId":"header-main"'),
      ),
    ).toBe(true);
    await app.stopContentService();

    expect((await fetch(navigation)).status).toBe(200);
    const uncached = await fetch(`${app.baseUrl}/api/site-navigation/public/main?lang=de`);
    expect(uncached.status).toBe(502);
    expect(await uncached.json()).toEqual({
      error: 'The content service could not answer: Network request failed',
    });
    const file = await fetch(`${app.baseUrl}/file/${FILE_SLUGS.brochure}`);
    expect(file.status).toBe(502);
    expect(await file.text()).toBe('The file could not be loaded.');

    const errors = lines.filter((line) => line.level === pino.levels.values.error).map((line) => line.msg);
    expect(errors).toEqual([
      "site navigation of 'main' failed: Network request failed",
      "file 'product-brochure' failed: Network request failed",
    ]);
  });
});
