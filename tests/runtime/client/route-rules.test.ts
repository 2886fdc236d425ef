import { describe, expect, it } from 'vitest';
import {
  isSlowConnection,
  ROUTE_RULES_DELAY_MS,
  routeRulesFrom,
  routeRulesUrl,
} from '../../../runtime/client/route-rules.ts';

describe('route rules from the build manifest (public-site §7 build files)', () => {
  it("are fetched about a second after start from the build's manifest, by build id and locale", () => {
    expect(ROUTE_RULES_DELAY_MS).toBe(1000);
    expect(routeRulesUrl({ siteKey: 'events', buildId: '20261124T120000Z-5a4d3c', locale: 'de-ch' })).toBe(
      '/_build/events/20261124T120000Z-5a4d3c.de-ch.json',
    );
  });

  it.each([
    [undefined, false],
    [{}, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '4g', saveData: true }, true],
  ])('skip very slow connections: %j → %s', (connection, slow) => {
    expect(isSlowConnection(connection)).toBe(slow);
  });

  it("know the locale's prerendered pages, trailing slash or not, and nothing outside the locale", () => {
    const rules = routeRulesFrom({ buildId: 'b', locale: 'en', pages: ['/en', '/en/company'] });
    expect(rules.isPrerendered('/en')).toBe(true);
    expect(rules.isPrerendered('/en/company/')).toBe(true);
    expect(rules.isPrerendered('/en/internal-2024')).toBe(false);
    expect(rules.isPrerendered('/de-ch/company')).toBeNull();
    expect(rules.isPrerendered('/english')).toBeNull();
  });

  it('know nothing from an answer of another shape', () => {
    for (const answer of [null, 'x', { pages: 'x', locale: 'en' }, { pages: [] }]) {
      expect(routeRulesFrom(answer).isPrerendered('/en')).toBeNull();
    }
  });
});
