import { describe, expect, it } from 'vitest';
import { portalScreen, returnPath } from '../../../../plugins/portal/islands/portal-paths.ts';

const target = (remembered: string | null) =>
  returnPath({ remembered, locale: 'en', portalSegment: 'mykomax' });

describe('returnPath (customer-area §2 /callback goes to the portal)', () => {
  it('returns to the remembered portal path with its query', () => {
    expect(target('/en/mykomax/tickets/list?page=2')).toBe('/en/mykomax/tickets/list?page=2');
    expect(target('/de-ch/MyKomax')).toBe('/de-ch/MyKomax');
  });

  it('goes to the portal home when nothing or something outside the portal is remembered', () => {
    expect(target(null)).toBe('/en/mykomax');
    expect(target('/en/products')).toBe('/en/mykomax');
    expect(target('//evil.test/en/mykomax')).toBe('/en/mykomax');
    expect(target('https://evil.test/en/mykomax')).toBe('/en/mykomax');
    expect(target('/\\evil.test/en/mykomax')).toBe('/en/mykomax');
  });
});

describe('portalScreen', () => {
  it('names the screen below the portal home', () => {
    expect(portalScreen('/en/mykomax')).toBe('');
    expect(portalScreen('/en/mykomax/logout')).toBe('logout');
    expect(portalScreen('/en/mykomax/tickets/list')).toBe('tickets/list');
  });
});
