import { describe, expect, it } from 'vitest';
import { localeCodes, namedForms } from '../../../core/locales/locale-codes.ts';
import { localeOf } from '../../helpers/locale.ts';

const locale = localeOf;

const page = (code: string, og: string, url: string) =>
  `<html lang="${code}"><meta property="og:locale" content="${og}"/><a href="/${url}/company">x</a><a href="/file/a?l=${url}&amp;dl=true">y</a>`;

describe('locale codes (pages written by exchanging codes)', () => {
  const ch = localeCodes(locale('en-ch'));
  const de = localeCodes(locale('en-de'));

  it("exchanges a page's URL code, BCP 47 code and Open Graph form for another locale's", () => {
    expect(ch.exchange(page('en-CH', 'en_CH', 'en-ch'), de)).toBe(page('en-DE', 'en_DE', 'en-de'));
  });

  it('masks two pages equal but for their own locale to the same text', () => {
    expect(ch.mask(page('en-CH', 'en_CH', 'en-ch'))).toBe(de.mask(page('en-DE', 'en_DE', 'en-de')));
    // A page of en-de that names en-ch (a link to another country) is another page.
    expect(ch.mask('/en-ch/company')).not.toBe(de.mask('/en-ch/company'));
  });

  it('leaves codes inside other words alone', () => {
    expect(ch.exchange('golden-chain ten-ch xen-ch en-chx', de)).toBe('golden-chain ten-ch xen-ch en-chx');
  });

  it('masks the country code as a JSON value only when asked, never inside other strings', () => {
    expect(ch.mask('{"country":"CH","note":"CH-8000"}', { values: true })).toBe(
      de.mask('{"country":"DE","note":"CH-8000"}', { values: true }),
    );
    expect(ch.mask('{"country":"CH"}')).not.toBe(de.mask('{"country":"DE"}'));
  });

  it('has nothing to exchange for an international locale, whose code is a bare language', () => {
    const en = localeCodes(locale('en'));
    expect(en.substitutable).toBe(false);
    expect(en.mask('lang="en"')).toBe('lang="en"');
    expect(en.exchange('lang="en"', en)).toBe('lang="en"');
    expect(() => en.exchange('lang="en"', ch)).toThrow(/Cannot exchange the locale en for en-ch/);
  });

  it("cuts a text at its forms so that joining the parts with another locale's forms exchanges it", () => {
    const text = `${page('en-CH', 'en_CH', 'en-ch')} Zürich ten-ch en-ch`;
    const { parts, slots } = ch.split(text);
    expect(slots).toEqual([1, 2, 0, 0, 0]);
    const joined = parts.reduce(
      (out, part, i) => out + part + (i < slots.length ? de.forms[slots[i]!] : ''),
      '',
    );
    expect(joined).toBe(ch.exchange(text, de));
    expect(localeCodes(locale('en')).split('lang="en"')).toEqual({ parts: ['lang="en"'], slots: [] });
  });

  it('finds whether a text names a locale by lookup, as masking finds it', () => {
    const texts = ['<a href="/en-de/x">', 'hreflang="en-DE"', 'en_DE', 'xen-de en-dex', 'a-en-de_b', 'none'];
    for (const text of texts) {
      expect(de.isNamed(namedForms(text)), text).toBe(de.mask(text) !== text);
    }
    expect(texts.map((text) => de.isNamed(namedForms(text)))).toEqual([true, true, true, false, true, false]);
    expect(localeCodes(locale('en')).isNamed(namedForms('lang="en"'))).toBe(false);
  });
});
