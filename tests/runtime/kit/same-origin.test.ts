import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import type { RuntimeContext, ServedSite } from '../../../core/serving/context.ts';
import { isSameOrigin } from '../../../runtime/kit/same-origin.ts';

/** A context serving one site on the given configured domains. */
function contextOn(hostNames: string[], loopbackOrigins?: boolean): RuntimeContext {
  const site = { domains: hostNames.map((hostName) => ({ hostName, slug: null })) };
  const sites = [{ site } as unknown as ServedSite];
  return {
    sites: () => sites,
    ...(loopbackOrigins === undefined ? {} : { loopbackOrigins }),
  } as RuntimeContext;
}

/** A request as Express sees it: `host` with its port, `protocol` after `trust proxy`. */
function request(input: { host: string; origin?: string; protocol?: string }): Request {
  const origin = input.origin ?? `${input.protocol ?? 'http'}://${input.host}`;
  return { host: input.host, protocol: input.protocol ?? 'http', headers: { origin } } as unknown as Request;
}

describe('isSameOrigin (docs/security.md rule 1: the configured hosts, not the Host header)', () => {
  const context = contextOn(['www.machinery-group.test', 'Cabinet-Building.Machinery-Group.test']);

  it.each([
    ['www.machinery-group.test', true],
    ['cabinet-building.machinery-group.test:8443', true],
    ['localhost:4321', true],
    ['127.0.0.2:4321', true],
    ['[::1]:4321', true],
    // Site matching serves a configured domain's subdomains (public-site §2 host suffix).
    ['shop.www.machinery-group.test', true],
    // A name its owner pointed at the server (DNS rebinding): Host and Origin agree, yet it is no site.
    ['rebind.evil.test:4321', false],
    ['www.machinery-group.test.evil.test', false],
    ['localhost.evil.test', false],
  ])('a page on %s → %s', (host, expected) => {
    expect(isSameOrigin({ request: request({ host }), context })).toBe(expected);
  });

  it('still needs the request own origin: a configured domain posting to another host is refused', () => {
    const foreign = request({ host: 'localhost:4321', origin: 'http://www.machinery-group.test' });
    expect(isSameOrigin({ request: foreign, context })).toBe(false);
    const https = request({
      host: 'www.machinery-group.test',
      protocol: 'https',
      origin: 'http://www.machinery-group.test',
    });
    expect(isSameOrigin({ request: https, context })).toBe(false);
  });

  it('an empty configured host name makes no name its subdomain (a trailing-dot rebinding name)', () => {
    const withEmpty = contextOn(['', 'www.machinery-group.test'], false);
    expect(isSameOrigin({ request: request({ host: 'rebind.evil.test.' }), context: withEmpty })).toBe(false);
    expect(isSameOrigin({ request: request({ host: 'www.machinery-group.test' }), context: withEmpty })).toBe(
      true,
    );
  });

  it('refuses loopback pages where the runtime does not allow them (real services, public interface)', () => {
    const strict = contextOn(['www.machinery-group.test'], false);
    expect(isSameOrigin({ request: request({ host: '127.0.0.1:4321' }), context: strict })).toBe(false);
    expect(isSameOrigin({ request: request({ host: 'www.machinery-group.test' }), context: strict })).toBe(
      true,
    );
  });
});
