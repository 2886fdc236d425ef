import { describe, expect, it } from 'vitest';
import { FALLBACK_PAGE_STYLE_SOURCE, pageSources } from '../../../runtime/server/security.ts';
import { demoPathFamilies } from '../../helpers/demo-plugins.ts';

const families = await demoPathFamilies();
const TAGS = ['https://manager.tags.test'];
const ASSETS = ['https://assets.machinery-group.test'];
const IDENTITY = 'http://127.0.0.1:4999';

const sources = (url: string) =>
  pageSources({
    url,
    families,
    tagOrigins: TAGS,
    imageOrigins: ASSETS,
    identityOrigin: IDENTITY,
  });

describe('pageSources (CSP per page, docs/security.md rule 4)', () => {
  it('allows the tag hosts on a public page, and images only from here and the asset host', () => {
    expect(sources('/en/company?x=1')).toEqual({
      'script-src': ["'self'", ...TAGS],
      // Consent banners and tag managers inject inline styles (no hash beside: it would void that).
      'style-src': ["'self'", ...TAGS, "'unsafe-inline'"],
      'connect-src': ["'self'", ...TAGS],
      'img-src': ["'self'", 'data:', ...ASSETS, ...TAGS],
      'frame-src': ["'self'"],
      'font-src': ["'self'", ...TAGS],
    });
  });

  it('allows inline styles where self-hosted tags run, as a consent banner injects them', () => {
    const page = pageSources({
      url: '/en',
      families,
      tagOrigins: [],
      imageOrigins: [],
      identityOrigin: null,
    });
    expect(page['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it.each(['/en/mykomax', '/en/mykomax/tickets?x=1', '/en/callback?code=a&state=b'])(
    '%s: the identity provider, no tag host',
    (url) => {
      expect(sources(url)).toEqual({
        'script-src': ["'self'"],
        'style-src': ["'self'", FALLBACK_PAGE_STYLE_SOURCE],
        'connect-src': ["'self'", IDENTITY],
        'img-src': ["'self'", 'data:', ...ASSETS],
        'frame-src': ["'self'", IDENTITY],
        'font-src': ["'self'"],
      });
    },
  );

  it.each(['/en/editor', '/blank-callback', '/style-guide/buttons'])(
    '%s: neither tag hosts nor the identity provider',
    (url) => {
      const page = sources(url);
      expect(page['script-src']).toEqual(["'self'"]);
      expect(page['style-src']).toEqual(["'self'", FALLBACK_PAGE_STYLE_SOURCE]);
      expect(page['connect-src']).toEqual(["'self'"]);
      expect(page['img-src']).toEqual(["'self'", 'data:', ...ASSETS]);
      expect(page['font-src']).toEqual(["'self'"]);
    },
  );
});
