import { describe, expect, it } from 'vitest';
import { routePayloadFrom } from '../../../runtime/client/page-swap.ts';

const payload = {
  format: 2,
  lang: 'de-CH',
  className: 'theme-default',
  measurementSystem: 'Metric',
  head: { title: 'Firma | Machinery Group', canonical: null, alternates: [] },
  build: { buildId: 'b1', siteKey: 'main' },
  styles: ['/_assets/client-1.css', '/_assets/catalogue-1.css'],
  scripts: ['/_assets/client-1.js'],
  layout: 'k1',
  content: '<main id="content"></main>',
  tags: [],
};

describe('routePayloadFrom (public-site §7 per-route payload)', () => {
  it('takes a payload of its format', () => {
    expect(routePayloadFrom(payload)).toEqual(payload);
  });

  it.each([
    ['another format', { ...payload, format: 3 }],
    ['format 1, with its sorted asset list', { ...payload, format: 1, assets: [] }],
    ['no main', { ...payload, content: undefined }],
    ['no layout key', { ...payload, layout: null }],
    ['no alternates', { ...payload, head: { title: 'x' } }],
    ['no stylesheet list', { ...payload, styles: 'x' }],
    ['no script list', { ...payload, scripts: undefined }],
    ['not an object', 'x'],
    ['null', null],
  ])('refuses %s, so the navigator fetches the page instead', (_, answer) => {
    expect(routePayloadFrom(answer)).toBeNull();
  });
});
