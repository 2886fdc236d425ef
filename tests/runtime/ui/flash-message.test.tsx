import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../core/i18n/index.ts';
import {
  FlashMessage,
  type FlashMessageProps,
  flashMessageControl,
  flashMessageTimeout,
} from '../../../runtime/ui/FlashMessage.tsx';
import { TranslatorProvider } from '../../../runtime/ui/i18n-context.tsx';
import { translations } from './fixtures.ts';

const t = createTranslator({ translations, language: 'en' });

function render(props: Partial<FlashMessageProps> = {}) {
  const html = renderToString(
    <TranslatorProvider t={t}>
      <FlashMessage type="info" title="Saved" hideLabel="Hide" {...props} />
    </TranslatorProvider>,
  );
  return load(html)('.sf-flash');
}

describe('flashMessageControl (public-site §4 flash message)', () => {
  it.each([
    { fields: { static: true }, control: 'none' },
    { fields: { static: true, to: '/en/company' }, control: 'none' },
    { fields: {}, control: 'hide' },
    { fields: { to: null }, control: 'hide' },
    { fields: { to: '' }, control: 'hide' },
    { fields: { to: '/en/company' }, control: 'link' },
    { fields: { static: false, to: 'action:news-feed' }, control: 'link' },
  ] as const)('$fields → $control', ({ fields, control }) => {
    expect(flashMessageControl(fields)).toBe(control);
  });
});

describe('flashMessageTimeout (public-site §4, §9)', () => {
  it('hides floating messages after 7000 ms unless told otherwise', () => {
    expect(flashMessageTimeout({ floating: true })).toBe(7000);
    expect(flashMessageTimeout({ floating: true, timeout: 3000 })).toBe(3000);
  });

  it('keeps other messages until dismissed', () => {
    expect(flashMessageTimeout({})).toBeNull();
    expect(flashMessageTimeout({ floating: false, timeout: 3000 })).toBeNull();
  });
});

describe('FlashMessage', () => {
  it('shows title, text and a hide button when non-static without target', () => {
    const flash = render({ text: '<p>Your request was sent.</p>' });
    expect(flash.attr('class')).toBe('sf-flash sf-flash--info');
    expect(flash.attr('role')).toBe('status');
    expect(flash.find('.sf-flash__title').text()).toBe('Saved');
    expect(flash.find('.sf-flash__text p').text()).toBe('Your request was sent.');
    expect(flash.find('button.sf-flash__hide').text()).toBe('Hide');
    expect(flash.find('a')).toHaveLength(0);
  });

  it('shows a link instead of the hide button when a target is given', () => {
    const route = render({ to: '/en/company', linkText: 'Read more' });
    expect(route.find('a.sf-flash__link').attr('href')).toBe('/en/company');
    expect(route.find('a.sf-flash__link').attr('data-sf-link')).toBe('route');
    expect(route.find('a').text()).toBe('Read more');
    expect(route.find('button')).toHaveLength(0);
    const external = render({ to: 'hard:/en/downloads', linkText: 'Downloads' });
    expect(external.find('a').attr('href')).toBe('/en/downloads');
    expect(external.find('a').attr('data-sf-link')).toBeUndefined();
    const action = render({ to: 'action:news-feed', linkText: 'Open news' });
    expect(action.find('button.sf-flash__link').attr('data-sf-action')).toBe('news-feed');
  });

  it('shows neither button nor link when static', () => {
    const flash = render({ static: true, to: '/en/company', linkText: 'Read more' });
    expect(flash.find('button, a')).toHaveLength(0);
  });

  it('announces errors as alerts', () => {
    expect(render({ type: 'error' }).attr('role')).toBe('alert');
    expect(render({ type: 'success' }).attr('role')).toBe('status');
  });

  it('marks floating messages with their timeout', () => {
    const floating = render({ floating: true });
    expect(floating.hasClass('sf-flash--floating')).toBe(true);
    expect(floating.attr('data-sf-timeout')).toBe('7000');
    expect(render().attr('data-sf-timeout')).toBeUndefined();
  });
});
