import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../../runtime/ui/Icon.tsx';
import { ICON_NAMES, ICON_SIZES } from '../../../runtime/ui/icons.ts';
import { SPINNER_ROTATION_MS, Spinner } from '../../../runtime/ui/Spinner.tsx';

describe('Icon (public-site §3 icon set)', () => {
  it('has the twelve names of the spec', () => {
    expect(ICON_NAMES).toEqual([
      'AddUser',
      'Bell',
      'Chart',
      'Download',
      'Search',
      'Share',
      'Spinner',
      'Subscribe',
      'Location',
      'Login',
      'Menu',
      'ScrollDown',
    ]);
  });

  it.each(ICON_NAMES.flatMap((name) => ICON_SIZES.map((size) => ({ name, size }))))(
    '$name at $size px draws a shape of that size',
    ({ name, size }) => {
      const svg = load(renderToString(<Icon name={name} size={size} />))('svg');
      expect(svg.attr('width')).toBe(String(size));
      expect(svg.attr('height')).toBe(String(size));
      expect(svg.hasClass(`sf-icon--${size}`)).toBe(true);
      expect(svg.find('path').attr('d')).toMatch(/^M/);
    },
  );

  it('is decorative without a label and an image with one', () => {
    const decorative = load(renderToString(<Icon name="Bell" />))('svg');
    expect(decorative.attr('aria-hidden')).toBe('true');
    expect(decorative.attr('role')).toBeUndefined();
    const named = load(renderToString(<Icon name="Bell" label="Notifications" />))('svg');
    expect(named.attr('role')).toBe('img');
    expect(named.attr('aria-label')).toBe('Notifications');
    expect(named.attr('aria-hidden')).toBeUndefined();
  });
});

describe('Spinner (public-site §9)', () => {
  it('is the Spinner icon with the class the stylesheet turns once per 1080 ms', () => {
    expect(SPINNER_ROTATION_MS).toBe(1080);
    const svg = load(renderToString(<Spinner size={16} label="Loading" />))('svg');
    expect(svg.attr('data-icon')).toBe('Spinner');
    expect(svg.hasClass('sf-spinner')).toBe(true);
    expect(svg.attr('aria-label')).toBe('Loading');
  });
});
