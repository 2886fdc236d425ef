import { type CheerioAPI, load } from 'cheerio';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageModule as CmsModule, ModuleImage } from '../../../core/model/modules.ts';
import { AsideSquareModule, AsideVideoModule } from '../../../runtime/ui/modules/Aside.tsx';
import { DownloadCardsModule } from '../../../runtime/ui/modules/DownloadCards.tsx';
import { BreakOutImageModule, InlineImageModule } from '../../../runtime/ui/modules/FigureImage.tsx';
import { MarketingLogosModule } from '../../../runtime/ui/modules/MarketingLogos.tsx';
import { PageModules } from '../../../runtime/ui/modules/PageModules.tsx';
import { QuoteModule } from '../../../runtime/ui/modules/Quote.tsx';
import { StretchedImageModule } from '../../../runtime/ui/modules/StretchedImage.tsx';
import { StretchedVideoModule } from '../../../runtime/ui/modules/StretchedVideo.tsx';
import { TeaserCardsModule } from '../../../runtime/ui/modules/TeaserCards.tsx';
import { type ModuleView, moduleViews } from '../../../runtime/ui/modules/view.ts';

const HOST = 'http://127.0.0.1:4322/';
const render = (element: React.ReactElement): CheerioAPI => load(renderToStaticMarkup(element));
const image = (
  name: string,
  width: number,
  height: number,
  alternativeText = `${name} alt`,
): ModuleImage => ({
  url: `${HOST}modules/${name}.jpg`,
  alternativeText,
  width,
  height,
});
/** The `w` of each srcset candidate of the png `<img>`. */
const srcsetWidths = ($: CheerioAPI, selector = 'img') =>
  ($(selector).first().attr('srcset') ?? '')
    .split(', ')
    .map((candidate) => new URL(candidate.split(' ')[0]!).searchParams.get('w'));
const box = ($: CheerioAPI, selector = 'img') => {
  const element = $(selector).first();
  return [element.attr('width'), element.attr('height')];
};
const view = <Name extends ModuleView['__typename']>(
  module: CmsModule,
  localeUrlCode = 'en',
  siteSlug: string | null = null,
) =>
  moduleViews({ modules: [module], localeUrlCode, siteSlug })[0] as Extract<ModuleView, { __typename: Name }>;

describe('content modules (public-site §9 widths, through Picture)', () => {
  it('stretched image: 1180 wide, height from the image, 480/768/1180 and doubles, heading and text', () => {
    const $ = render(
      <StretchedImageModule
        module={{
          __typename: 'StretchedImageModule',
          id: 'a',
          overline: null,
          heading: 'Precision',
          text: 'Fast.',
          callToAction: null,
          image: image('hero', 2360, 1330),
        }}
        lazy={false}
      />,
    );
    expect(box($)).toEqual(['1180', '665']);
    // A phone's 768 (and its double) between the small 480 and the spec's width.
    expect(srcsetWidths($)).toEqual(['480', '768', '960', '1180', '1536', '2360']);
    expect($('source[type="image/webp"]').attr('srcset')).toContain('fm=webp');
    expect($('img').attr('alt')).toBe('hero alt');
    expect([$('img').attr('loading'), $('img').attr('fetchpriority')]).toEqual(['eager', 'high']);
    expect($('h2').text()).toBe('Precision');
    expect($('p').text()).toBe('Fast.');
  });

  it('hero message: overline, headline, lead and a localized call to action over the image', () => {
    const module = view<'StretchedImageModule'>(
      {
        __typename: 'StretchedImageModule',
        id: 'h',
        overline: 'Wire harness processing',
        heading: 'Wire processing that keeps your lines running',
        text: 'From one partner.',
        callToAction: { text: 'Explore our solutions', target: '/solutions', openInNewTab: false },
        image: image('hero', 2360, 1330),
      },
      'de-ch',
      'events',
    );
    const $ = render(<StretchedImageModule module={module} lazy={false} />);
    const content = $('.sf-module--stretched > .sf-hero__content');
    expect(
      content
        .children()
        .map((_, child) => $(child).text())
        .get(),
    ).toEqual([
      'Wire harness processing',
      'Wire processing that keeps your lines running',
      'From one partner.',
      'Explore our solutions',
    ]);
    expect(content.find('h2').text()).toBe('Wire processing that keeps your lines running');
    const action = content.find('a.sf-button');
    expect([action.attr('href'), action.attr('target')]).toEqual(['/de-ch/events/solutions', undefined]);
    // The image comes first in the markup, so the message is read after its text alternative.
    expect($('.sf-module--stretched').children().first().is('picture')).toBe(true);
    expect([$('img').attr('loading'), $('img').attr('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('hero from older content (no overline, no call to action): the image alone, or heading and lead only', () => {
    const bare = view<'StretchedImageModule'>({
      __typename: 'StretchedImageModule',
      id: 'b',
      heading: null,
      text: null,
      image: image('hero', 2360, 1330),
    });
    expect([bare.overline, bare.callToAction]).toEqual([null, null]);
    const $ = render(<StretchedImageModule module={bare} />);
    expect($('.sf-hero__content')).toHaveLength(0);
    expect([$('img').attr('loading'), $('img').attr('fetchpriority')]).toEqual(['lazy', undefined]);
    const withoutAction = view<'StretchedImageModule'>({
      __typename: 'StretchedImageModule',
      id: 'c',
      overline: null,
      heading: 'Precision',
      text: null,
      callToAction: { text: '', target: '/solutions', openInNewTab: false },
      image: image('hero', 2360, 1330),
    });
    const heading = render(<StretchedImageModule module={withoutAction} />);
    expect(heading('.sf-hero__content h2').text()).toBe('Precision');
    expect(heading('.sf-hero__content a')).toHaveLength(0);
  });

  it('stretched video: poster 1200×675 linking the video in a new tab, named by its alt text', () => {
    const $ = render(
      <StretchedVideoModule
        module={{
          __typename: 'StretchedVideoModule',
          id: 'v',
          heading: 'See it',
          videoUrl: 'https://video.example.test/1',
          poster: image('video-poster', 2400, 1350),
        }}
      />,
    );
    expect(box($)).toEqual(['1200', '675']);
    expect(srcsetWidths($)).toEqual(['480', '768', '960', '1200', '1536', '2400']);
    expect(new URL($('img').attr('src')!).searchParams.get('h')).toBe('675');
    const link = $('a.sf-module-video');
    expect([link.attr('href'), link.attr('target'), link.attr('rel')]).toEqual([
      'https://video.example.test/1',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(link.find('img').attr('alt')).toBe('video-poster alt');
    expect($('h2').text()).toBe('See it');
    expect($('img').attr('loading')).toBe('lazy');
  });

  it.each([
    ['break-out', 'BreakOutImageModule', '980', '735'],
    ['inline', 'InlineImageModule', '780', '585'],
  ] as const)(
    '%s image: its width, 4:3 from the image, caption in figcaption',
    (_, typename, width, height) => {
      const fields = { id: 'f', caption: 'A caption', image: image('photo', 1600, 1200) };
      const $ = render(
        typename === 'BreakOutImageModule' ? (
          <BreakOutImageModule module={{ __typename: typename, ...fields }} />
        ) : (
          <InlineImageModule module={{ __typename: typename, ...fields }} />
        ),
      );
      expect(box($)).toEqual([width, height]);
      expect(srcsetWidths($).map(Number)).toEqual(
        // Inline (780) has no phone candidate beside its own width.
        [
          ...new Set([
            480,
            960,
            Number(width),
            Number(width) * 2,
            ...(Number(width) > 900 ? [768, 1536] : []),
          ]),
        ].sort((a, b) => a - b),
      );
      expect($('figure figcaption').text()).toBe('A caption');
      expect($('img').attr('alt')).toBe('photo alt');
    },
  );

  it('aside square: 960×960 beside its heading and text; aside video: 960×540 poster', () => {
    const square = render(
      <AsideSquareModule
        module={{
          __typename: 'AsideSquareModule',
          id: 's',
          heading: 'Quality',
          text: 'Measured.',
          image: image('q', 1920, 1920),
        }}
      />,
    );
    expect(box(square)).toEqual(['960', '960']);
    expect([square('h2').text(), square('p').text()]).toEqual(['Quality', 'Measured.']);
    const video = render(
      <AsideVideoModule
        module={{
          __typename: 'AsideVideoModule',
          id: 'v',
          heading: 'Automation',
          text: 'Lines.',
          videoUrl: 'https://video.example.test/2',
          poster: image('video-aside', 1920, 1080),
        }}
      />,
    );
    expect(box(video)).toEqual(['960', '540']);
    expect(video('a').attr('href')).toBe('https://video.example.test/2');
    expect(video('h2').text()).toBe('Automation');
  });

  it('teaser cards: localized links named by the card title (h3), decorative images 480 wide', () => {
    const module = view<'TeaserCardsModule'>(
      {
        __typename: 'TeaserCardsModule',
        id: 't',
        heading: 'About us',
        cards: [
          {
            overline: 'About us',
            title: 'Company',
            text: 'Fifty years.',
            image: image('t1', 1200, 900),
            link: { text: 'Read more', target: '/company', openInNewTab: false },
          },
          {
            title: 'Group',
            text: 'Elsewhere.',
            image: null,
            link: { text: 'Visit', target: 'https://group.example.test/', openInNewTab: true },
          },
        ],
      },
      'de-ch',
      'events',
    );
    const $ = render(<TeaserCardsModule module={module} />);
    expect($('h2').text()).toBe('About us');
    expect(
      $('h3 a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(['/de-ch/events/company', 'https://group.example.test/']);
    expect(
      $('h3 a')
        .map((_, a) => $(a).text())
        .get(),
    ).toEqual(['Company', 'Group']);
    expect($('h3 a').last().attr('target')).toBe('_blank');
    expect($('img')).toHaveLength(1);
    expect(box($)).toEqual(['480', '360']);
    expect($('img').attr('alt')).toBe('');
    expect($('.sf-teaser__more').first().attr('aria-hidden')).toBe('true');
    // The overline sits above the title; a card without one (older content) has none.
    expect($('.sf-teaser').first().find('.sf-overline + h3').text()).toBe('Company');
    expect($('.sf-teaser').first().find('.sf-overline').text()).toBe('About us');
    expect($('.sf-teaser').last().find('.sf-overline')).toHaveLength(0);
    // One link per card: the whole card is its target area.
    expect(
      $('.sf-teaser')
        .map((_, card) => $(card).find('a').length)
        .get(),
    ).toEqual([1, 1]);
  });

  it('quote: blockquote, author and role, 80×80 portrait', () => {
    const $ = render(
      <QuoteModule
        module={{
          __typename: 'QuoteModule',
          id: 'q',
          text: 'Quality is a habit.',
          author: 'Jordan Example',
          role: 'Management',
          portrait: image('people/jordan', 400, 400),
        }}
      />,
    );
    expect($('figure blockquote').text()).toBe('Quality is a habit.');
    expect($('.sf-quote__name').text()).toBe('Jordan Example');
    expect($('.sf-quote__role').text()).toBe('Management');
    expect(box($)).toEqual(['80', '80']);
    expect($('img').attr('srcset')).toMatch(/w=80&h=80.* 1x, .*w=160&h=160.* 2x$/);
  });

  it('download cards: file links per locale, 128×180 thumbnails, type and size; the placeholder without thumbnail', () => {
    const module = view<'DownloadCardsModule'>(
      {
        __typename: 'DownloadCardsModule',
        id: 'd',
        heading: 'Downloads',
        cards: [
          {
            title: 'Brochure',
            fileSlug: 'product-brochure',
            fileName: 'Product Brochure.pdf',
            size: 12_345,
            thumbnail: image('documents/b', 256, 360),
          },
          {
            title: 'Press kit',
            fileSlug: 'press-kit',
            fileName: 'Press-Kit.zip',
            size: 2_400_000,
            thumbnail: null,
          },
        ],
      },
      'de-ch',
    );
    const $ = render(<DownloadCardsModule module={module} />);
    expect($('h2').text()).toBe('Downloads');
    expect(
      $('a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(['/file/product-brochure?l=de-ch', '/file/press-kit?l=de-ch&dl=true']);
    expect(box($)).toEqual(['128', '180']);
    expect($('.sf-download-card__title').first().text()).toBe('Brochure');
    expect($('.sf-download-card__meta').first().text()).toBe('PDF · 12 kB');
    expect($('.sf-download-card__meta').last().text()).toMatch(/^ZIP · 2[.,]4 MB$/);
    expect($('a').last().find('svg.sf-picture__placeholder').attr('width')).toBe('128');
  });

  it('form: a client island named form:{form} by the data, with the locale tag and the whitepaper link as props', () => {
    const module = view<'FormModule'>(
      {
        __typename: 'FormModule',
        id: 'f',
        heading: 'Whitepaper',
        form: 'whitepaper-download',
        whitepaper: { title: 'Automation', fileSlug: 'product-brochure', fileName: 'Brochure.pdf', size: 10 },
      },
      'de-ch',
    );
    const $ = render(<PageModules modules={[module]} />);
    expect($('section.sf-module--form h2').text()).toBe('Whitepaper');
    const marker = $('[data-island="form:whitepaper-download"]');
    expect(marker.attr('data-island-render')).toBe('client');
    expect(marker.find('.sf-module__form-placeholder')).toHaveLength(1);
    const props = JSON.parse(marker.next('script[type="application/json"]').text());
    expect(props).toEqual({
      form: 'whitepaper-download',
      locale: 'de-CH',
      whitepaper: {
        fileSlug: 'product-brochure',
        title: 'Automation',
        href: '/file/product-brochure?l=de-ch',
      },
    });
    const plain = view<'FormModule'>(
      { __typename: 'FormModule', id: 'g', heading: null, form: 'service-request', whitepaper: null },
      'en',
    );
    const other = render(<PageModules modules={[plain]} />);
    expect(other('h2')).toHaveLength(0);
    expect(other('[data-island]').attr('data-island')).toBe('form:service-request');
  });

  it('marketing logos: 304×52 fitted uncropped, named by the brand; the placeholder without image', () => {
    const $ = render(
      <MarketingLogosModule
        module={{
          __typename: 'MarketingLogosModule',
          id: 'l',
          heading: 'Our brands',
          logos: [
            { name: 'Aurum', image: image('brands/aurum', 608, 104) },
            { name: 'Borealis', image: null },
          ],
        }}
      />,
    );
    expect(box($)).toEqual(['304', '52']);
    expect($('img').attr('alt')).toBe('Aurum');
    expect(new URL($('img').attr('src')!).searchParams.get('fit')).toBe('clip');
    expect($('svg.sf-picture__placeholder').attr('aria-label')).toBe('Borealis');
  });

  it('PageModules renders every module in order, only the first eagerly when asked', () => {
    const modules = moduleViews({
      modules: [
        { __typename: 'InlineImageModule', id: 'i1', caption: null, image: image('a', 1600, 1200) },
        { __typename: 'InlineImageModule', id: 'i2', caption: null, image: image('b', 1600, 1200) },
      ],
      localeUrlCode: 'en',
      siteSlug: null,
    });
    const $ = render(<PageModules modules={modules} eagerFirst />);
    expect(
      $('img')
        .map((_, img) => $(img).attr('loading'))
        .get(),
    ).toEqual(['eager', 'lazy']);
    expect(render(<PageModules modules={[]} />).html()).toBe('<html><head></head><body></body></html>');
  });
});
