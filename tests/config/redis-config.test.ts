import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProjectConfig } from '../../config/load-project.ts';

async function projectWith(config: unknown): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-config-'));
  await writeFile(path.join(root, 'sitefleet.config.json'), JSON.stringify(config));
  return root;
}

describe('config redis.url', () => {
  it('is unset by default, so rate limits stay in process', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-config-'));
    const { config } = await loadProjectConfig({ root, env: {} });
    expect(config.redis.url).toBeUndefined();
  });

  it('reads a redis:// or rediss:// URL from the file, SITEFLEET_REDIS_URL taking precedence', async () => {
    const root = await projectWith({ redis: { url: 'redis://cache.internal:6379/2' } });
    expect((await loadProjectConfig({ root, env: {} })).config.redis.url).toBe(
      'redis://cache.internal:6379/2',
    );
    const { config } = await loadProjectConfig({
      root,
      env: { SITEFLEET_REDIS_URL: 'rediss://user:secret@cache.example.com:6380' },
    });
    expect(config.redis.url).toBe('rediss://user:secret@cache.example.com:6380');
  });

  it('names the file or the variable and the key of a URL that is not Redis’s', async () => {
    const root = await projectWith({ redis: { url: 'http://cache.internal:6379' } });
    const file = path.join(root, 'sitefleet.config.json');
    const fromFile = await loadProjectConfig({ root, env: {} }).catch((error: Error) => error.message);
    expect(fromFile).toContain(`${file}: redis.url: must be a redis:// or rediss:// URL`);
    const fromEnv = await loadProjectConfig({ root, env: { SITEFLEET_REDIS_URL: 'cache:6379' } }).catch(
      (error: Error) => error.message,
    );
    expect(fromEnv).toContain(
      'environment variable SITEFLEET_REDIS_URL: redis.url: must be a redis:// or rediss:// URL',
    );
  });
});

describe('config redis.prefix', () => {
  it('is sitefleet: by default, with or without redis.url', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-config-'));
    expect((await loadProjectConfig({ root, env: {} })).config.redis.prefix).toBe('sitefleet:');
    const withUrl = await projectWith({ redis: { url: 'redis://cache.internal:6379' } });
    expect((await loadProjectConfig({ root: withUrl, env: {} })).config.redis.prefix).toBe('sitefleet:');
  });

  it('reads the prefix from the file, SITEFLEET_REDIS_PREFIX taking precedence', async () => {
    const root = await projectWith({ redis: { url: 'redis://cache.internal:6379', prefix: 'staging:' } });
    expect((await loadProjectConfig({ root, env: {} })).config.redis.prefix).toBe('staging:');
    const { config } = await loadProjectConfig({ root, env: { SITEFLEET_REDIS_PREFIX: 'prod:' } });
    expect(config.redis.prefix).toBe('prod:');
  });

  it('names the file or the variable and the key of an empty prefix or one with whitespace', async () => {
    const message = 'redis.prefix: must be at least one character, without whitespace';
    for (const prefix of ['', 'my fleet:', 'fleet:\n']) {
      const root = await projectWith({ redis: { prefix } });
      const file = path.join(root, 'sitefleet.config.json');
      const problem = await loadProjectConfig({ root, env: {} }).catch((error: Error) => error.message);
      expect(problem).toContain(`${file}: ${message}`);
    }
    const root = await projectWith({});
    const fromEnv = await loadProjectConfig({ root, env: { SITEFLEET_REDIS_PREFIX: 'a b' } }).catch(
      (error: Error) => error.message,
    );
    expect(fromEnv).toContain(`environment variable SITEFLEET_REDIS_PREFIX: ${message}`);
  });
});
