import { load } from 'cheerio';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NewsFeedItemView } from '../../../plugins/news-feed/feed.ts';
import { NEWS_IMAGE, NewsFeedItem } from '../../../plugins/news-feed/islands/NewsFeedItem.tsx';
import { feedLink } from '../../../plugins/news-feed/server/news-feed-route.ts';

const HOST = 'https://assets.example.com/images/';
const IMAGE = `${HOST}news/crimping-34.png`;

const item = (image: NewsFeedItemView['image']): NewsFeedItemView => ({
  id: 'news-34',
  title: 'Crimping #34',
  text: 'A new line.',
  publicationDate: '2024-06-01T08:00:00.000Z',
  link: '/en/solutions',
  image,
});

const render = (view: NewsFeedItemView) =>
  load(
    renderToStaticMarkup(
      <NewsFeedItem
        item={view}
        assetHost={HOST}
        dateFormat={new Intl.DateTimeFormat('en', { dateStyle: 'medium' })}
        isNew
        newLabel="New"
        readMoreLabel="Read more"
      />,
    ),
  );

describe('a news-feed item (customer-area §3: every image through the image pipeline)', () => {
  it('shows its image as a <picture> with a WebP source and the png at 1× and 2×, sized so nothing shifts', () => {
    const $ = render(item({ url: IMAGE, alternativeText: 'crimping 34' }));
    const { width, height } = NEWS_IMAGE;
    expect($('picture source').attr('type')).toBe('image/webp');
    expect($('picture source').attr('srcset')).toBe(
      `${IMAGE}?w=${width}&h=${height}&fit=crop&fm=webp&q=90 1x, ${IMAGE}?w=${width * 2}&h=${height * 2}&fit=crop&fm=webp&q=90 2x`,
    );
    const image = $('picture img');
    expect(image.attr('src')).toBe(`${IMAGE}?w=${width}&h=${height}&fit=crop&fm=png&q=90`);
    expect(image.attr('srcset')).toContain(' 2x');
    expect([image.attr('width'), image.attr('height'), image.attr('alt'), image.attr('loading')]).toEqual([
      String(width),
      String(height),
      'crimping 34',
      'lazy',
    ]);
    expect(image.hasClass('sf-news-feed__image')).toBe(true);
  });

  it("shows the placeholder for an image without URL or 'null', and no image for an item without one", () => {
    for (const url of [null, 'null']) {
      const $ = render(item({ url, alternativeText: 'missing' }));
      expect($('picture')).toHaveLength(0);
      expect($('svg.sf-picture__placeholder').attr('aria-label')).toBe('missing');
    }
    const $ = render(item(null));
    expect($('picture, svg, img')).toHaveLength(0);
    expect($('h3').text()).toBe('Crimping #34');
    expect($('a.sf-news-feed__link').attr('href')).toBe('/en/solutions');
  });
});

describe('feedLink (the links the panel may show)', () => {
  it('localizes site paths, keeps http(s) URLs and drops every other link', () => {
    expect(feedLink('/solutions', 'de-ch')).toBe('/de-ch/solutions');
    expect(feedLink('https://example.com/news?a=1', 'en')).toBe('https://example.com/news?a=1');
    expect(feedLink('http://example.com/', 'en')).toBe('http://example.com/');
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:news@example.com',
      '//evil.example/',
      '/\\evil.example/',
      'solutions',
      '',
      null,
    ]) {
      expect(feedLink(link, 'en')).toBeNull();
    }
  });
});
