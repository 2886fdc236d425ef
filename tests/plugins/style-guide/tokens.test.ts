import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../core/i18n/index.ts';
import { THEMES } from '../../../core/model/constants.ts';
import { renderStyleGuidePage } from '../../../plugins/style-guide/render.tsx';
import {
  CONTRAST_PAIRS,
  contrastRatio,
  designTokens,
  parseDesignTokens,
  TOKENS_FILE,
  themeValues,
} from '../../../plugins/style-guide/tokens.ts';

const css = readFileSync(TOKENS_FILE, 'utf8');
/** Every custom property tokens.css defines, found in its text without the style guide's parser. */
const defined = [...new Set([...css.matchAll(/(--sf-[\w-]+)\s*:/g)].map((match) => match[1]!))];

const $ = load(
  renderStyleGuidePage({
    path: '/tokens',
    t: createTranslator({ translations: {}, language: 'en' }),
    assets: { scripts: [], styles: [] },
    query: new URLSearchParams(),
  }),
);

describe('the style guide shows every design token (public-site §9)', () => {
  it('lists each custom property of tokens.css on /style-guide/tokens', () => {
    expect(defined.length).toBeGreaterThan(40);
    const shown = new Set(
      $('main code')
        .map((_, code) => $(code).text())
        .get(),
    );
    expect(defined.filter((name) => !shown.has(name))).toEqual([]);
  });

  it('shows the colours of each of the eleven themes with their values', () => {
    expect(
      $('.sf-style-guide__theme h3')
        .map((_, heading) => $(heading).text())
        .get(),
    ).toEqual([...THEMES]);
    const copper = $('.theme-copper');
    expect(copper.find('rect[fill="#9c4a1e"]')).not.toHaveLength(0);
    expect(copper.text()).toContain('#9c4a1e');
  });

  it('shows the type scale as specimens in the classes pages use', () => {
    for (const name of ['sf-display', 'sf-h1', 'sf-h2', 'sf-h3', 'sf-h4', 'sf-lead', 'sf-caption']) {
      expect($(`main .${name}`), name).toHaveLength(1);
    }
  });

  it('shows the 12-column grid', () => {
    expect($('.sf-grid .sf-span-3')).toHaveLength(4);
    expect($('.sf-grid .sf-span-8')).toHaveLength(1);
  });
});

describe('theme colours', () => {
  const tokens = designTokens();

  it.each(THEMES)('%s: every text colour meets WCAG 2.2 AA on its backgrounds', (theme) => {
    const values = themeValues(tokens, theme);
    const failing = CONTRAST_PAIRS.filter(
      (pair) => contrastRatio(values[pair.text]!, values[pair.background]!) < pair.minimum,
    );
    expect(failing).toEqual([]);
  });

  it('gives each theme its own accent, tinted background and dark band', () => {
    for (const name of ['--sf-accent', '--sf-accent-soft', '--sf-surface-dark', '--sf-surface-alt']) {
      const values = THEMES.map((theme) => themeValues(tokens, theme)[name]);
      expect(new Set(values).size, name).toBe(THEMES.length);
    }
  });
});

describe('parseDesignTokens', () => {
  it('reads :root, media queries on it and theme rules, resolving var() per theme', () => {
    const parsed = parseDesignTokens(`
      :root { --sf-gap: 16px; --sf-accent: #000000; }
      @media (min-width: 768px) { :root { --sf-gap: 24px; } }
      :root, .theme-default { --sf-focus: var(--sf-accent); }
      .theme-copper { --sf-accent: #9c4a1e; }
    `);
    expect(parsed.tokens.find((token) => token.name === '--sf-gap')).toEqual({
      name: '--sf-gap',
      value: '16px',
      responsive: [{ media: '(min-width: 768px)', value: '24px' }],
    });
    expect(themeValues(parsed, 'Copper')['--sf-accent']).toBe('#9c4a1e');
    expect(themeValues(parsed, 'Default')['--sf-focus']).toBe('#000000');
  });
});

describe('contrastRatio (WCAG 2.2 relative luminance)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#fff', '#777', 4.48],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('refuses colours it cannot weigh', () => {
    expect(() => contrastRatio('rgb(0 0 0)', '#ffffff')).toThrow(/#rrggbb/);
  });
});
