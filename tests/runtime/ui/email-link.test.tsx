import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '../../../core/forms/email.ts';
import { buildMailtoHref } from '../../../core/text/mailto.ts';
import { EmailLink } from '../../../runtime/ui/EmailLink.tsx';

describe('buildMailtoHref', () => {
  it.each([
    { fields: { to: 'info@example.test' }, href: 'mailto:info@example.test' },
    {
      fields: { to: 'info@example.test', subject: 'Hello & welcome?' },
      href: 'mailto:info@example.test?subject=Hello%20%26%20welcome%3F',
    },
    {
      fields: { to: 'info@example.test', body: 'Line 1\nLine 2\r\nLine 3' },
      href: 'mailto:info@example.test?body=Line%201%0D%0ALine%202%0D%0ALine%203',
    },
    {
      fields: { to: ['a@example.test', 'b@example.test'], cc: 'c@example.test', bcc: ['d@example.test'] },
      href: 'mailto:a@example.test,b@example.test?cc=c@example.test&bcc=d@example.test',
    },
    {
      fields: { to: ' info@example.test ', subject: '', body: '' },
      href: 'mailto:info@example.test',
    },
    {
      fields: { to: 'info@example.test', subject: 'Grüße = 100%' },
      href: 'mailto:info@example.test?subject=Gr%C3%BC%C3%9Fe%20%3D%20100%25',
    },
  ])('$href', ({ fields, href }) => {
    expect(buildMailtoHref(fields)).toBe(href);
  });

  it('refuses a link without recipient', () => {
    expect(() => buildMailtoHref({ to: '' })).toThrow('at least one recipient');
    expect(() => buildMailtoHref({ to: [] })).toThrow('at least one recipient');
  });

  it.each(['not an address', 'a@b', 'a@b.test?subject=x', 'Info <info@example.test>', 'a,b@example.test'])(
    'refuses %j',
    (address) => {
      expect(isEmailAddress(address)).toBe(false);
      expect(() => buildMailtoHref({ to: address })).toThrow(address);
    },
  );
});

describe('EmailLink', () => {
  it('links the mail program with the recipients as text by default', () => {
    const $ = load(renderToString(<EmailLink to={['a@example.test', 'b@example.test']} subject="Hi" />));
    expect($('a').attr('href')).toBe('mailto:a@example.test,b@example.test?subject=Hi');
    expect($('a').text()).toBe('a@example.test, b@example.test');
    expect($('a').hasClass('sf-email-link')).toBe(true);
  });

  it('shows the given text', () => {
    const $ = load(renderToString(<EmailLink to="info@example.test">Write to us</EmailLink>));
    expect($('a').text()).toBe('Write to us');
  });
});
