import { type CheerioAPI, load } from 'cheerio';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import { MAILTO_INPUT_MAX_LENGTH } from '../../../../core/text/mailto.ts';
import { STYLE_GUIDE_PAGES } from '../../../../plugins/style-guide/pages.ts';
import { createStyleGuideRouter } from '../../../../plugins/style-guide/routes.ts';
import { listen } from '../../../../runtime/server/listen.ts';
import { ICON_NAMES } from '../../../../runtime/ui/icons.ts';
import { get } from '../../../runtime/server/http.ts';

const ASSETS = { scripts: ['/_assets/main-4f2a.js'], styles: ['/_assets/main-9c1b.css'] };

let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use(
    '/style-guide',
    createStyleGuideRouter({
      outDir: '/nonexistent',
      logger: silentLogger(),
      endpoints: {},
      sites: () => [],
      assets: () => ASSETS,
      settings: {},
    }),
  );
  const server = await listen({ app, port: 0, host: '127.0.0.1' });
  base = server.url;
  close = server.close;
});

afterAll(() => close());

async function page(path: string): Promise<{ status: number; type: string; $: CheerioAPI }> {
  const response = await fetch(`${base}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    $: load(await response.text()),
  };
}

/** Scripts a browser would run without loading a file: what a CSP without inline scripts blocks. */
function inlineScripts($: CheerioAPI): number {
  return $('script:not([src])').filter((_, script) => $(script).attr('type') !== 'application/json').length;
}

describe('style guide pages (public-site §2)', () => {
  it('lists every page on the index, in its own layout without locale', async () => {
    const { status, $ } = await page('/style-guide');
    expect(status).toBe(200);
    expect($('html').attr('lang')).toBe('en');
    expect($('main h1').text()).toBe('Style guide');
    const hrefs = $('main a')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(hrefs).toEqual([
      '/style-guide/buttons',
      '/style-guide/components',
      '/style-guide/inputs',
      '/style-guide/modules',
      '/style-guide/typography',
      '/style-guide/tokens',
      '/style-guide/pages/error',
      '/style-guide/tools/email-links',
    ]);
  });

  const layoutPages = STYLE_GUIDE_PAGES.filter((entry) => entry.path !== '/pages/error');
  it.each(layoutPages)(
    '$path: 200 with its heading, marked in the side navigation',
    async ({ path, title }) => {
      const { status, type, $ } = await page(`/style-guide${path}`);
      expect(status).toBe(200);
      expect(type).toContain('text/html');
      expect($('main h1').first().text()).toBe(title);
      expect($('nav[aria-label="Style guide"] a[aria-current="page"]').text()).toBe(title);
      expect($('body > header.sf-header')).toHaveLength(0);
      const styles = $('link[rel="stylesheet"]')
        .map((_, link) => $(link).attr('href'))
        .get();
      expect(styles).toEqual(['/_assets/main-9c1b.css', '/style-guide/_assets/style-guide.css']);
      expect($('script[type="module"]').attr('src')).toBe('/_assets/main-4f2a.js');
      expect(inlineScripts($)).toBe(0);
    },
  );

  it('serves its own layout stylesheet', async () => {
    const response = await fetch(`${base}/style-guide/_assets/style-guide.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/css');
    expect(await response.text()).toContain('.sf-style-guide__nav');
  });

  it.each([
    ['/style-guide/', '/style-guide'],
    ['/style-guide/buttons/', '/style-guide/buttons'],
    ['/style-guide/tools/email-links/?to=a%40b.test', '/style-guide/tools/email-links?to=a%40b.test'],
  ])('%s: 301 to %s', async (path, location) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each([
    ['/style-guide/%2e%2e//evil.test/', '/evil.test'],
    ['/style-guide/%2e%2e/\\evil.test/', '/evil.test'],
    ['/style-guide/.%2e/%2e%2e//evil.test/?a=1', '/evil.test?a=1'],
  ])('%s: the redirect stays on the site (docs/security.md rule 2)', async (path, location) => {
    const answer = await get({ baseUrl: base, path });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
    expect(new URL(String(answer.headers.location), `${base}/style-guide/x`).origin).toBe(base);
  });

  it.each(['/style-guide/x', '/style-guide/pages', '/style-guide/buttons/more'])(
    '%s: 404 with a short page',
    async (path) => {
      const { status, $ } = await page(path);
      expect(status).toBe(404);
      expect($('main h1').text()).toBe(`Page Not Found: ${path}`);
      expect($('main a').attr('href')).toBe('/style-guide');
    },
  );
});

describe('/style-guide/buttons', () => {
  let $: CheerioAPI;
  beforeAll(async () => {
    ({ $ } = await page('/style-guide/buttons'));
  });

  it('shows primary and secondary buttons at both icon sizes and shadowed', () => {
    expect($('button.sf-button--primary').length).toBeGreaterThan(0);
    expect($('button.sf-button--secondary').length).toBeGreaterThan(0);
    expect($('button.sf-button--large .sf-icon--24').length).toBeGreaterThan(0);
    expect($('button.sf-button:not(.sf-button--large) .sf-icon--16').length).toBeGreaterThan(0);
    expect($('button.sf-button--shadowed')).toHaveLength(2);
  });

  it('shows loading buttons busy, disabled, with a spinner', () => {
    const loading = $('button.sf-button--loading');
    expect(loading).toHaveLength(2);
    loading.each((_, button) => {
      expect($(button).attr('aria-busy')).toBe('true');
      expect($(button).is('[disabled]')).toBe(true);
      expect($(button).find('.sf-spinner[data-icon="Spinner"]')).toHaveLength(1);
    });
  });

  it('shows disabled buttons that are not busy', () => {
    const disabled = $('button[disabled]:not(.sf-button--loading)');
    expect(disabled).toHaveLength(2);
    expect(disabled.filter('[aria-busy]')).toHaveLength(0);
  });

  it('shows every icon in 16 and 24 px', () => {
    for (const name of ICON_NAMES) {
      for (const size of [16, 24]) {
        const icon = $(`.sf-style-guide__icons svg[data-icon="${name}"].sf-icon--${size}`);
        expect(icon.attr('width'), `${name} ${size}`).toBe(String(size));
        expect(icon.attr('aria-label')).toBe(`${name}, ${size} px`);
      }
    }
  });
});

describe('/style-guide/components', () => {
  let $: CheerioAPI;
  beforeAll(async () => {
    ({ $ } = await page('/style-guide/components'));
  });

  it('shows breadcrumbs with the current item marked', () => {
    const trails = $('nav.sf-breadcrumbs');
    expect(trails).toHaveLength(2);
    expect(trails.eq(1).find('[aria-current="page"]').text()).toBe('History');
    expect(trails.eq(1).find('.sf-breadcrumbs__back').attr('href')).toBe('/en/company');
  });

  it('renders each kind of link target by its rule', () => {
    const cell = (kind: string) => $(`tr[data-kind="${kind}"] td:last-child`);
    expect(cell('route').find('a[data-sf-link="route"]').attr('href')).toBe('/en/company');
    expect(cell('anchor').find('a[target="_blank"]').attr('rel')).toBe('noopener noreferrer');
    expect(cell('anchor').find('a[href="/en/downloads"]:not([data-sf-link])')).toHaveLength(1);
    expect(cell('action').find('button').attr('data-sf-action')).toBe('news-feed');
    expect(cell('button').find('button')).toHaveLength(1);
  });

  it.each(['info', 'success', 'error'])('shows %s messages: hide button, link, static', (type) => {
    const messages = $(`[data-flash-type="${type}"] .sf-flash--${type}`);
    expect(messages).toHaveLength(3);
    const [withButton, withLink, staticOne] = messages.toArray().map((message) => $(message));
    expect(withButton!.find('button.sf-flash__hide').text()).toBe('Hide');
    expect(withButton!.find('a')).toHaveLength(0);
    expect(withLink!.find('a.sf-flash__link').attr('href')).toBe('/en/company');
    expect(withLink!.find('button')).toHaveLength(0);
    expect(staticOne!.find('button, a')).toHaveLength(0);
    expect(messages.first().attr('role')).toBe(type === 'error' ? 'alert' : 'status');
  });

  it('shows a floating message with the 7000 ms default timeout', () => {
    const floating = $('.sf-flash--floating');
    expect(floating).toHaveLength(1);
    expect(floating.attr('data-sf-timeout')).toBe('7000');
  });
});

describe('/style-guide/inputs', () => {
  it('shows the default messages in the error states (public-site §5)', async () => {
    const { $ } = await page('/style-guide/inputs');
    const error = (id: string) => $(`#${$(`#${id}`).attr('aria-describedby')}`).text();
    expect($('#sg-text-error').attr('aria-invalid')).toBe('true');
    expect(error('sg-text-error')).toBe('Please enter a valid value.');
    expect(error('sg-email-error')).toBe('Please enter a valid value.');
    expect(error('sg-select-error')).toBe('Please enter a valid value.');
    expect(error('sg-checkbox-error')).toBe('Please select the checkbox to continue.');
    expect($('#sg-text').attr('aria-invalid')).toBeUndefined();
    expect($('#sg-email').attr('type')).toBe('email');
  });
});

describe('/style-guide/modules', () => {
  it('shows header, footer and sanitized rich text', async () => {
    const { $ } = await page('/style-guide/modules');
    expect($('.sf-header .sf-header__link').first().text()).toBe('Products');
    expect($('.sf-header__sublink').length).toBe(2);
    expect($('.sf-footer.theme-copper .sf-footer__copyright').text()).toContain('2025 Machinery Group');
    expect($('.sf-rich-text h2').text()).toBe('Precision wire processing');
    expect($('.sf-rich-text li')).toHaveLength(6);
    expect($('.raw-html')).toHaveLength(0);
  });

  it('shows every content module at the §9 widths, on the sample images', async () => {
    const { $ } = await page('/style-guide/modules');
    const titles = $('.sf-style-guide__section-title')
      .map((_, title) => $(title).text())
      .get();
    expect(titles.filter((title) => title.endsWith('Module'))).toEqual([
      'StretchedImageModule',
      'StretchedVideoModule',
      'BreakOutImageModule',
      'InlineImageModule',
      'AsideSquareModule',
      'AsideVideoModule',
      'TeaserCardsModule',
      'QuoteModule',
      'DownloadCardsModule',
      'MarketingLogosModule',
    ]);
    const box = (selector: string) => {
      const image = $(selector).first();
      return `${image.attr('width')}x${image.attr('height')}`;
    };
    expect(box('.sf-module--stretched img')).toBe('1180x664');
    expect(box('.sf-module--stretched-video img')).toBe('1200x675');
    expect(box('.sf-module--break-out img')).toBe('980x735');
    expect(box('.sf-module--inline img')).toBe('780x585');
    expect(box('.sf-module--aside:not(.sf-module--aside-video) img')).toBe('960x960');
    expect(box('.sf-module--aside-video img')).toBe('960x540');
    expect(box('.sf-download-card img')).toBe('128x180');
    expect(box('.sf-logos img')).toBe('304x52');
    expect(box('.sf-quote__author img')).toBe('80x80');
    expect(
      $('.sf-teaser h3 a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(['/en/company', '/en/solutions', '/en/contact']);
    expect($('.sf-download-card').first().attr('href')).toBe('/file/product-brochure');
    expect(
      $('.sf-module img')
        .map((_, image) => $(image).attr('src'))
        .get(),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/\/samples\/machine\.jpg\?w=1180&h=664&/)]));
    expect(inlineScripts($)).toBe(0);
    expect($('.sf-module [style]')).toHaveLength(0);
  });
});

describe('/style-guide/typography', () => {
  it('shows headings and truncation at word boundaries', async () => {
    const { $ } = await page('/style-guide/typography');
    expect($('main h6').text()).toBe('Heading level 6');
    const original = $('.sf-style-guide__caption')
      .text()
      .replace(/^Original \(\d+ characters\): /, '');
    const rows = $('.sf-style-guide__truncation tbody tr');
    expect(rows).toHaveLength(4);
    rows.each((_, row) => {
      const [maxLength, ellipsis, result] = $(row)
        .find('td')
        .map((__, cell) => $(cell).text())
        .get();
      expect(Array.from(result!).length).toBeLessThanOrEqual(Number(maxLength));
      const cut = ellipsis === 'yes' ? result!.slice(0, -1) : result!;
      if (ellipsis === 'yes') expect(result!.endsWith('…')).toBe(true);
      expect(original.startsWith(cut)).toBe(true);
      expect(original[cut.length]).toMatch(/[\s,]/);
    });
  });
});

describe('/style-guide/pages/error', () => {
  it('shows the real error page', async () => {
    const { status, $ } = await page('/style-guide/pages/error');
    expect(status).toBe(200);
    expect($('html').attr('lang')).toBe('en');
    expect($('main h1').text()).toBe('Sorry, something went wrong');
    expect($('main .sf-error__actions a').attr('href')).toBe('/');
    expect($('head title').text()).toBe('Sorry, something went wrong | Machinery Group');
    expect($('link[rel="stylesheet"]').attr('href')).toBe('/_assets/main-9c1b.css');
    expect(inlineScripts($)).toBe(0);
  });
});

describe('/style-guide/tools/email-links', () => {
  it('shows example links with encoded subject and body', async () => {
    const { $ } = await page('/style-guide/tools/email-links');
    const hrefs = $('a.sf-email-link')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(hrefs).toContain('mailto:info@machinery-group.test');
    expect(hrefs).toContain(
      'mailto:sales@machinery-group.test,support@machinery-group.test?subject=Quote%20%26%20delivery%20time&body=Hello%2C%0D%0Aplease%20send%20me%20a%20quote%20for%202%20machines.%0D%0A%0D%0AThank%20you',
    );
  });

  it('builds a link from the form fields', async () => {
    const query = new URLSearchParams({
      to: 'info@example.test',
      subject: 'Hello & welcome',
      body: 'Line 1\nLine 2',
    });
    const { $ } = await page(`/style-guide/tools/email-links?${query}`);
    const expected = 'mailto:info@example.test?subject=Hello%20%26%20welcome&body=Line%201%0D%0ALine%202';
    expect($('.sf-style-guide__result a').attr('href')).toBe(expected);
    expect($('.sf-style-guide__result code').text()).toBe(expected);
    expect($('#email-subject').attr('value')).toBe('Hello & welcome');
  });

  it('marks an address it cannot use', async () => {
    const { $ } = await page('/style-guide/tools/email-links?to=not%20an%20address');
    expect($('#email-to').attr('aria-invalid')).toBe('true');
    expect($('#email-to-message').text()).toBe('Please enter a valid value.');
    expect($('.sf-style-guide__result')).toHaveLength(0);
  });

  it(`answers 413 to more than ${MAILTO_INPUT_MAX_LENGTH} characters of input (docs/security.md rule 10)`, async () => {
    // The shape that made the old address pattern quadratic.
    const to = `a@${'.a'.repeat(3000)} `;
    const response = await fetch(`${base}/style-guide/tools/email-links?${new URLSearchParams({ to })}`);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(`at most ${MAILTO_INPUT_MAX_LENGTH} characters`);
  });

  it('still answers the builder with long adversarial input under the limit', async () => {
    const to = `a@${'.a'.repeat(1900)} `;
    const { status, $ } = await page(`/style-guide/tools/email-links?${new URLSearchParams({ to })}`);
    expect(status).toBe(200);
    expect($('#email-to').attr('aria-invalid')).toBe('true');
  });
});
