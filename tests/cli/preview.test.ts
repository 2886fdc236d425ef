import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPreview } from '../../cli/preview.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('sitefleet preview (customer portal services)', () => {
  it('starts the identity provider and the SIS, prints their URLs and hands the portal its configuration', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-preview-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    await mkdir(path.join(root, 'dist'));
    const serviceUrls = {
      campus: 'https://campus.example.com/',
      directRegistration: 'https://direct.example.com/join',
    };
    await writeFile(
      path.join(root, 'sitefleet.config.json'),
      JSON.stringify({ logLevel: 'none', preview: { port: 0 }, portal: { serviceUrls } }),
    );
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });

    const preview = await runPreview({ root });
    cleanups.push(() => preview.close());
    const output = printed.join('');
    const issuer = /Sandbox identity: (\S+)/.exec(output)?.[1];
    expect(issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oauth2\/alpha$/);
    expect(output).toMatch(/Sandbox sis: http:\/\/127\.0\.0\.1:\d+\/graphql/);

    const config = (await (await fetch(`${preview.url}/api/portal/config`)).json()) as Record<
      string,
      unknown
    >;
    expect(config).toEqual({
      issuer,
      clientId: 'sitefleet-portal',
      scope: 'openid profile email fr:idm:*',
      serviceUrls,
    });
    // The SIS keeps its data in the project's .sitefleet folder, so it survives a restart.
    expect(existsSync(path.join(root, '.sitefleet', 'sis.sqlite'))).toBe(true);
  }, 60_000);
});
