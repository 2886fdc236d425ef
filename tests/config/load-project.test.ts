import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProjectConfig } from '../../config/load-project.ts';
import { DEFAULT_RATE_LIMITS } from '../../core/rate-limits.ts';

async function projectWith(config: unknown): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-config-'));
  await writeFile(
    path.join(root, 'sitefleet.config.json'),
    typeof config === 'string' ? config : JSON.stringify(config),
  );
  return root;
}

describe('loadProjectConfig', () => {
  it('applies the defaults when there is no config file', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-config-'));
    const { config, file } = await loadProjectConfig({ root, env: {} });
    expect(file).toBeNull();
    expect(config).toMatchObject({ outDir: 'dist', concurrency: 5, services: {} });
  });

  it('reads endpoints from the environment on top of the file', async () => {
    const root = await projectWith({ services: { content: { url: 'https://cms.example.com/graphql' } } });
    const { config } = await loadProjectConfig({
      root,
      env: {
        SITEFLEET_CONTENT_URL: 'https://other.example.com/graphql',
        SITEFLEET_SIS_URL: 'https://sis.example.com/',
      },
    });
    expect(config.services.content?.url).toBe('https://other.example.com/graphql');
    expect(config.services.sis?.url).toBe('https://sis.example.com/');
    expect(config.services.products).toBeUndefined();
  });

  it('reports every problem at once, each with file or variable and key path', async () => {
    const root = await projectWith({
      concurrency: 0,
      outDir: '',
      services: { content: { url: 'nope' } },
      extra: 1,
    });
    const error = await loadProjectConfig({ root, env: { SITEFLEET_PRODUCTS_URL: 'ftp://x' } }).catch(
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    const file = path.join(root, 'sitefleet.config.json');
    expect(message).toContain(`${file}: concurrency:`);
    expect(message).toContain(`${file}: outDir:`);
    expect(message).toContain(`${file}: services.content.url: must be an absolute http(s) URL`);
    expect(message).toContain('environment variable SITEFLEET_PRODUCTS_URL: services.products.url');
    expect(message).toMatch(/extra/);
  });

  it('reads the dashboard’s external service URLs and names a bad one by its key', async () => {
    const root = await projectWith({
      portal: {
        serviceUrls: { campus: 'https://campus.example.com/', wireMaster: 'https://wm.example.com/' },
      },
    });
    const { config } = await loadProjectConfig({ root, env: {} });
    expect(config.portal.serviceUrls).toEqual({
      campus: 'https://campus.example.com/',
      wireMaster: 'https://wm.example.com/',
    });
    const bad = await projectWith({
      portal: { serviceUrls: { campus: 'campus', wireMastr: 'https://x.test' } },
    });
    const message = await loadProjectConfig({ root: bad, env: {} }).catch((error: Error) => error.message);
    expect(message).toContain('portal.serviceUrls.campus: must be an absolute http(s) URL');
    expect(message).toContain('wireMastr');
  });

  it('applies the rate-limit defaults of core/rate-limits.ts, each limit on its own', async () => {
    const root = await projectWith({ rateLimits: { api: { limit: 30, windowMs: 60_000 } } });
    const { config } = await loadProjectConfig({ root, env: {} });
    expect(config.rateLimits).toEqual({ ...DEFAULT_RATE_LIMITS, api: { limit: 30, windowMs: 60_000 } });
    const bare = await loadProjectConfig({ root: await projectWith({}), env: {} });
    expect(bare.config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(bare.config.preview).toEqual({ port: 4321, host: '127.0.0.1', trustProxy: false });
  });

  it.each([[false], [1], [10], ['loopback'], ['10.0.0.1, 10.0.0.2'], ['10.0.0.0/8, fd00::/16']])(
    'accepts preview.trustProxy %j',
    async (trustProxy) => {
      const { config } = await loadProjectConfig({
        root: await projectWith({ preview: { trustProxy } }),
        env: {},
      });
      expect(config.preview.trustProxy).toBe(trustProxy);
    },
  );

  it('refuses preview.trustProxy true, which lets any client escape the rate limits, saying what to set', async () => {
    const root = await projectWith({ preview: { trustProxy: true } });
    const message = await loadProjectConfig({ root, env: {} }).catch((error: Error) => error.message);
    expect(message).toContain('preview.trustProxy: ');
    expect(message).toContain("use a hop count such as 1, or the proxy's addresses such as 'loopback'");
  });

  it.each([
    [11, 'at most 10 proxy hops'],
    ['0.0.0.0/1, 128.0.0.0/1', "'0.0.0.0/1' trusts too many addresses"],
    ['::/1', "'::/1' trusts too many addresses"],
    ['10.0.0.0/128.0.0.0', "'10.0.0.0/128.0.0.0' trusts too many addresses"],
    ['true', 'not a list of proxy addresses'],
    ['10.0.0.300', 'not a list of proxy addresses'],
  ])('refuses preview.trustProxy %j as a config error, not a crash at start', async (trustProxy, reason) => {
    const root = await projectWith({ preview: { trustProxy } });
    const message = await loadProjectConfig({ root, env: {} }).catch((error: Error) => error.message);
    expect(message).toContain(`preview.trustProxy: ${reason}`);
  });

  it('reads the image asset host (public-site §5), defaulting to the sandbox image service', async () => {
    const bare = await loadProjectConfig({ root: await projectWith({}), env: {} });
    expect(bare.config.images.assetHost).toBe('http://127.0.0.1:4322/');
    const root = await projectWith({ images: { assetHost: 'https://assets.example.com' } });
    expect((await loadProjectConfig({ root, env: {} })).config.images.assetHost).toBe(
      'https://assets.example.com/',
    );
    const fromEnvironment = await loadProjectConfig({
      root,
      env: { SITEFLEET_IMAGES_ASSET_HOST: 'https://cdn.example.com/images' },
    });
    expect(fromEnvironment.config.images.assetHost).toBe('https://cdn.example.com/images/');
    const message = await loadProjectConfig({
      root,
      env: { SITEFLEET_IMAGES_ASSET_HOST: 'assets.example.com' },
    }).catch((error: Error) => error.message);
    expect(message).toContain('SITEFLEET_IMAGES_ASSET_HOST: images.assetHost');
  });

  it('names the file when it is not JSON', async () => {
    const root = await projectWith('{ outDir: ');
    await expect(loadProjectConfig({ root, env: {} })).rejects.toThrow(
      /sitefleet\.config\.json: is not valid JSON/,
    );
  });
});
