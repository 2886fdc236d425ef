import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPreview } from '../../../cli/preview.ts';

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

describe('sitefleet preview (editor password, docs/security.md rule 1)', () => {
  async function project(config: Record<string, unknown> = {}) {
    const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-preview-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    await mkdir(path.join(root, 'dist'));
    await writeFile(
      path.join(root, 'sitefleet.config.json'),
      JSON.stringify({ logLevel: 'none', preview: { port: 0 }, ...config }),
    );
    return root;
  }

  function capture() {
    const printed: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    return {
      output: () => printed.join(''),
      restore: () => spy.mockRestore(),
    };
  }

  async function signIn(url: string, input: string) {
    const response = await fetch(`${url}/api/editor-area-autentication`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ input }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { hashedPassword?: string; success?: boolean; error?: string },
    };
  }

  it('generates a password and secret once, prints the password that once, keeps both in .sitefleet/editor.json (0600)', async () => {
    const root = await project();
    const first = capture();
    const preview = await runPreview({ root });
    first.restore();
    const file = path.join(root, '.sitefleet', 'editor.json');
    const password = /Sandbox editor password: (\S+) \(kept in (.+)\)\n/.exec(first.output())?.slice(1);
    expect(password?.[0]).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(password?.[1]).toBe(file);
    const kept = JSON.parse(await readFile(file, 'utf8')) as { password: string; secret: string };
    expect(kept.password).toBe(password?.[0]);
    expect(kept.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(first.output()).not.toContain(kept.secret);
    const { hashedPassword } = (await signIn(preview.url, kept.password)).body;
    expect(hashedPassword).toBeDefined();
    await preview.close();

    // A restart reuses them without printing the password again (logs end up in log aggregation), and
    // the hash handed out before still verifies.
    const second = capture();
    const again = await runPreview({ root });
    cleanups.push(() => again.close());
    second.restore();
    expect(second.output()).toContain(`Sandbox editor password: kept in ${file}\n`);
    expect(second.output()).not.toContain(kept.password);
    const check = await fetch(`${again.url}/api/editor-area-autentication`, {
      method: 'POST',
      headers: { origin: again.url, 'content-type': 'application/json' },
      body: JSON.stringify({ hash: hashedPassword }),
    });
    expect(check.status).toBe(200);
  }, 60_000);

  it('with real services and no editor config: starts with the editor area off, generating and printing nothing', async () => {
    // Real services are only called per request: none needs to answer for the preview to start.
    const services = {
      content: { url: 'http://127.0.0.1:9/graphql' },
      products: { url: 'http://127.0.0.1:9/graphql' },
      identity: { url: 'http://127.0.0.1:9/am/oauth2/alpha' },
      sis: { url: 'http://127.0.0.1:9/graphql' },
    };
    const root = await project({ services });
    const printed = capture();
    const preview = await runPreview({ root });
    cleanups.push(() => preview.close());
    printed.restore();
    expect(printed.output()).not.toMatch(/editor password/i);
    expect(existsSync(path.join(root, '.sitefleet', 'editor.json'))).toBe(false);
    const { status, body } = await signIn(preview.url, 'any-password');
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, error: expect.stringContaining('editor.password') });
  }, 60_000);

  it('uses a configured password and secret without printing them or writing a file', async () => {
    const editor = { password: 'configured-password', secret: 'configured-secret-0123456789abcdef0123' };
    const root = await project({ editor });
    const printed = capture();
    const preview = await runPreview({ root });
    cleanups.push(() => preview.close());
    printed.restore();
    expect(printed.output()).not.toContain('editor password');
    expect(printed.output()).not.toContain(editor.password);
    expect(existsSync(path.join(root, '.sitefleet', 'editor.json'))).toBe(false);
    expect((await signIn(preview.url, editor.password)).status).toBe(200);
    expect((await signIn(preview.url, 'generated-or-guessed')).status).toBe(401);
  }, 60_000);

  it.each([
    [{ password: 'only-the-password' }, /editor\.secret: missing while editor\.password is set/],
    [
      { secret: 'only-the-secret-0123456789abcdef0123456' },
      /editor\.password: missing while editor\.secret is set/,
    ],
  ])('refuses half an editor configuration (%j)', async (editor, message) => {
    const root = await project({ editor });
    await expect(runPreview({ root })).rejects.toMatchObject({ name: 'ConfigInvalid', message });
  });
});
