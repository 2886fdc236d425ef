import { describe, expect, it } from 'vitest';
import {
  consentVariant,
  DEFAULT_TAGS,
  injectTags,
  tagOrigins,
  tagsAllowed,
  tagsMayRun,
} from '../../../runtime/server/tags.ts';
import { demoPathFamilies } from '../../helpers/demo-plugins.ts';

describe('consentVariant (public-site §4 tags: three host variants)', () => {
  it.each([
    ['machinery-group.test', 'group'],
    ['www.machinery-group.test:443', 'group'],
    ['Cabinet-Building.Machinery-Group.test', 'group'],
    ['localhost:4321', 'development'],
    ['cabinet-building.localhost', 'development'],
    ['notmachinery-group.test', 'other'],
    ['127.0.0.1:4321', 'other'],
    ['shop.partner-machinery.test', 'other'],
  ])('%s → %s', (host, expected) => {
    expect(consentVariant({ host, mainDomain: 'machinery-group.test' })).toBe(expected);
  });
});

describe('injectTags', () => {
  it('adds the three deferred scripts before </head>, escaping their URLs', () => {
    const config = { ...DEFAULT_TAGS, performance: 'https://rum.example/loader.js?a=1&b="2"' };
    const html = injectTags({
      html: '<head><title>x</title></head><body></body>',
      host: 'localhost',
      config,
    });
    expect(html).toBe(
      '<head><title>x</title>' +
        '<script src="/_tags/consent-development.js" data-sf-tag="consent" defer></script>' +
        '<script src="https://rum.example/loader.js?a=1&amp;b=&quot;2&quot;" data-sf-tag="performance" defer></script>' +
        '<script src="/_tags/tag-manager.js" data-sf-tag="tag-manager" defer></script>' +
        '</head><body></body>',
    );
    expect(tagOrigins(config)).toEqual(['https://rum.example']);
  });
});

const families = await demoPathFamilies();

describe('tagsMayRun / tagsAllowed (public-site §4 tags; docs/security.md rule 4: none where tokens are held)', () => {
  it.each([
    ['/en/company', true],
    ['/en', true],
    ['/en/mykomax-news', true],
    ['/style-guide/buttons', false],
    ['/en/callback', false],
    ['/blank-callback', false],
    ['/en/mykomax', false],
    ['/en/MYKOMAX/tickets', false],
    ['/en/editor', false],
    ['/en/editor/translations', false],
  ])('%s → %s', (pathname, expected) => {
    expect(tagsMayRun({ pathname, families })).toBe(expected);
    expect(tagsAllowed({ pathname, families, modes: { testing: false } })).toBe(expected);
    expect(tagsAllowed({ pathname, families, modes: { testing: true } })).toBe(false);
  });
});
