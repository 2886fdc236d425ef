import { describe, expect, it } from 'vitest';
import { checkSandboxUse, planServices } from '../../cli/sandbox-guard.ts';
import { type ProjectConfigInput, projectConfigSchema } from '../../config/project-schema.ts';
import { SitefleetError } from '../../core/errors.ts';
import { isLoopbackHost } from '../../core/routing/loopback-host.ts';

const URL_OF = { url: 'https://service.example/graphql' };

/** The error checkSandboxUse throws for `config`, or null when it allows the start. */
function refusal(config: ProjectConfigInput, identity = true): SitefleetError | null {
  const parsed = projectConfigSchema.parse(config);
  try {
    checkSandboxUse({ config: parsed, plan: planServices({ services: parsed.services, identity }) });
    return null;
  } catch (error) {
    if (error instanceof SitefleetError) return error;
    throw error;
  }
}

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['localhost', true],
    ['LOCALHOST', true],
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['128.0.0.1', false],
    ['localhost.evil.test', false],
    ['www.machinery-group.test', false],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('checkSandboxUse (which mixes of real and sandbox services start)', () => {
  it.each<[string, ProjectConfigInput]>([
    ['real content', { services: { content: URL_OF } }],
    ['real products', { services: { products: URL_OF } }],
    ['real identity provider, sandbox SIS', { services: { identity: URL_OF } }],
    ['real SIS, sandbox identity provider', { services: { sis: URL_OF } }],
    ['everything real but the SIS', { services: { content: URL_OF, products: URL_OF, identity: URL_OF } }],
  ])('refuses the sandbox identity provider or SIS next to a %s', (_, config) => {
    const error = refusal(config);
    expect(error?.name).toBe('SandboxMixRefused');
    expect(error?.message).toContain('services.sandbox to true (SITEFLEET_SANDBOX=1)');
  });

  it('names the keys and environment variables to set', () => {
    const error = refusal({ services: { content: URL_OF } });
    expect(error?.message).toContain('services.content.url configured');
    expect(error?.message).toContain(
      'Set services.identity.url (SITEFLEET_IDENTITY_URL) and services.sis.url (SITEFLEET_SIS_URL)',
    );
    expect(refusal({ services: { identity: URL_OF } })?.message).toMatch(
      /sandbox SIS next to .*Set services\.sis\.url \(SITEFLEET_SIS_URL\) to/,
    );
  });

  it.each<[string, ProjectConfigInput, boolean]>([
    ['every service sandbox', {}, true],
    [
      'every service real',
      { services: { content: URL_OF, products: URL_OF, identity: URL_OF, sis: URL_OF } },
      true,
    ],
    ['a mix asked for with services.sandbox', { services: { content: URL_OF, sandbox: true } }, true],
    ['a build with real content and sandbox products', { services: { content: URL_OF } }, false],
    ['a build with real products and sandbox content', { services: { products: URL_OF } }, false],
  ])('allows %s', (_, config, identity) => {
    expect(refusal(config, identity)).toBeNull();
  });

  it.each(['0.0.0.0', '::', '192.168.1.20'])(
    'refuses the sandbox identity provider for a preview on %s, also with services.sandbox',
    (host) => {
      expect(refusal({ preview: { host } })?.name).toBe('SandboxIdentityHostRefused');
      expect(refusal({ preview: { host }, services: { sandbox: true } })?.name).toBe(
        'SandboxIdentityHostRefused',
      );
      expect(refusal({ preview: { host } })?.message).toContain('--host 127.0.0.1');
    },
  );

  it('allows a non-loopback preview when the identity provider and SIS are real, or for a build', () => {
    const real = { services: { identity: URL_OF, sis: URL_OF, content: URL_OF, products: URL_OF } };
    expect(refusal({ ...real, preview: { host: '0.0.0.0' } })).toBeNull();
    expect(refusal({ preview: { host: '0.0.0.0' } }, false)).toBeNull();
  });
});
