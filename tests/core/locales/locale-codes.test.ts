import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../core/locales/locale-codes.ts';
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
});
