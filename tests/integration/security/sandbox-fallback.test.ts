import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPreview } from '../../../cli/preview.ts';
import { startServices } from '../../../cli/services.ts';
import { loadProjectConfig } from '../../../config/load-project.ts';
import { type ProjectConfigInput, projectConfigSchema } from '../../../config/project-schema.ts';
import { silentLogger } from '../../../core/logger.ts';
import { startContentService } from '../../../sandbox/content/server.ts';
import { createContentDataset } from '../../../sandbox/dataset/index.ts';
import type { RunningService } from '../../../sandbox/http.ts';

// docs/security.md rule 9: a real service configured and the identity provider or SIS left unset used to start the
// sandbox provider, whose demo accounts share the published password 'Portal-demo-1'.

/** A "real" content service: the sandbox one, started apart and configured by URL as a CMS would be. */
let cms: RunningService;
let root: string;

beforeAll(async () => {
  cms = await startContentService({ dataset: createContentDataset() });
  root = await mkdtemp(path.join(tmpdir(), 'sitefleet-sandbox-fallback-'));
});
afterAll(async () => {
  await cms?.close();
  await rm(root, { recursive: true, force: true });
});

const start = (config: ProjectConfigInput) =>
  startServices({ config: projectConfigSchema.parse(config), logger: silentLogger(), identity: true });

describe('sandbox identity provider and SIS next to real services', () => {
  it('refuses to start them when the content service is real and identity and SIS are unset', async () => {
    const refused = start({ services: { content: { url: cms.url } } });
    await expect(refused).rejects.toMatchObject({ name: 'SandboxMixRefused' });
    const { message } = (await refused.catch((error: unknown) => error)) as Error;
    expect(message).toContain('services.content.url configured');
    expect(message).toContain('services.identity.url (SITEFLEET_IDENTITY_URL)');
    expect(message).toContain('services.sis.url (SITEFLEET_SIS_URL)');
    expect(message).toContain('services.sandbox to true (SITEFLEET_SANDBOX=1)');
  });

  it('refuses the sandbox SIS next to a real identity provider', async () => {
    const refused = start({ services: { identity: { url: 'https://id.example/oauth2/alpha' } } });
    await expect(refused).rejects.toMatchObject({ name: 'SandboxMixRefused' });
  });

  it('starts them when the sandbox is asked for explicitly (SITEFLEET_SANDBOX=1)', async () => {
    const { config } = await loadProjectConfig({
      root,
      env: { SITEFLEET_CONTENT_URL: cms.url, SITEFLEET_SANDBOX: '1' },
    });
    const services = await startServices({ config, logger: silentLogger(), identity: true });
    try {
      expect(services.endpoints.content?.url).toBe(cms.url);
      expect(services.sandbox.map((service) => service.name)).toEqual(['products', 'identity', 'sis']);
    } finally {
      await services.close();
    }
  });

  it('refuses the sandbox identity provider for a preview on a non-loopback host', async () => {
    await expect(start({ preview: { host: '0.0.0.0' } })).rejects.toMatchObject({
      name: 'SandboxIdentityHostRefused',
    });
    await expect(start({ preview: { host: '0.0.0.0' }, services: { sandbox: true } })).rejects.toMatchObject({
      name: 'SandboxIdentityHostRefused',
    });
  });

  it('refuses `sitefleet preview --host 0.0.0.0` with the sandbox identity provider', async () => {
    const preview = runPreview({ root, host: '0.0.0.0', port: 0, logLevel: 'none' });
    await expect(preview).rejects.toThrow(/sandbox identity provider for a preview on '0\.0\.0\.0'/);
  });
});
