import { describe, expect, it } from 'vitest';
import { buildMailtoHref, MAILTO_INPUT_MAX_LENGTH } from '../../../core/text/mailto.ts';

describe('buildMailtoHref: addresses (core/forms/email.ts, the one e-mail rule)', () => {
  it.each([
    'a@b',
    'a@b.c',
    'a@.b.c',
    'a@b@c.de',
    'a b@c.de',
    'a@c.de?subject=x',
    'a@c.de,b@e.fg',
    'Info <info@example.com>',
    'a@c.de#x',
    'a%40@c.de',
    'a\\b@c.de',
  ])('refuses %j, naming it', (address) => {
    expect(() => buildMailtoHref({ to: address })).toThrow(address);
  });

  it('takes a bare address, trimmed, in every recipient field', () => {
    expect(
      buildMailtoHref({ to: ' first.last+tag@sub.example.co.uk ', cc: 'info@machinery-group.test' }),
    ).toBe('mailto:first.last%2Btag@sub.example.co.uk?cc=info@machinery-group.test');
  });
});

describe('buildMailtoHref', () => {
  it('builds the link, subject and body percent-encoded', () => {
    expect(buildMailtoHref({ to: 'info@example.com', subject: 'Hello & welcome' })).toBe(
      'mailto:info@example.com?subject=Hello%20%26%20welcome',
    );
  });

  it(`refuses more than ${MAILTO_INPUT_MAX_LENGTH} characters of input, naming the limit`, () => {
    const body = 'x'.repeat(MAILTO_INPUT_MAX_LENGTH);
    expect(() => buildMailtoHref({ to: 'a@b.de', body })).toThrow(
      new RegExp(`at most ${MAILTO_INPUT_MAX_LENGTH} characters`),
    );
    expect(buildMailtoHref({ to: 'a@b.de', body: body.slice(6) })).toMatch(/^mailto:a@b\.de\?body=x+$/);
  });
});
