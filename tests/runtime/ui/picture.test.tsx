import { load } from 'cheerio';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from '../../../runtime/ui/BrandLogo.tsx';
import { Picture } from '../../../runtime/ui/Picture.tsx';

const URL = 'http://127.0.0.1:4322/stories/contacts/jane.jpg';
const render = (element: React.ReactElement) => load(renderToStaticMarkup(element));

describe('Picture (public-site §5, §9; customer-area §5 placeholder)', () => {
  it('renders a <picture> with the WebP source first and the png <img>, sized so nothing shifts', () => {
    const $ = render(<Picture src={URL} alt="Jane Doe" width={80} height={80} />);
    expect(
      $('picture > *')
        .map((_, element) => element.tagName)
        .get(),
    ).toEqual(['source', 'img']);
    expect($('source').attr('type')).toBe('image/webp');
    expect($('source').attr('srcset')).toBe(
      `${URL}?w=80&h=80&fit=crop&fm=webp&q=90 1x, ${URL}?w=160&h=160&fit=crop&fm=webp&q=90 2x`,
    );
    const image = $('img');
    expect(image.attr('src')).toBe(`${URL}?w=80&h=80&fit=crop&fm=png&q=90`);
    expect([image.attr('width'), image.attr('height'), image.attr('alt')]).toEqual(['80', '80', 'Jane Doe']);
  });

  it('loads lazily by default, and at once with high priority when in view', () => {
    expect(render(<Picture src={URL} alt="" width={80} height={80} />)('img').attr('loading')).toBe('lazy');
    const eager = render(<Picture src={URL} alt="" width={80} height={80} lazy={false} />)('img');
    expect([eager.attr('loading'), eager.attr('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('gives a box of 4:3 when only the width is known', () => {
    const image = render(<Picture src={URL} alt="" width={480} />)('img');
    expect([image.attr('width'), image.attr('height')]).toEqual(['480', '360']);
  });

  it('passes sizes with the candidate widths', () => {
    const $ = render(
      <Picture src={URL} alt="" width={1200} height={675} widths={[480, 1200]} sizes="100vw" />,
    );
    expect($('img').attr('sizes')).toBe('100vw');
    expect($('source').attr('sizes')).toBe('100vw');
  });

  it.each([null, 'null', ''])('shows the placeholder of the same size for the image %j', (src) => {
    const $ = render(<Picture src={src} alt="Jane Doe" width={80} height={80} className="x" />);
    expect($('img').length).toBe(0);
    const placeholder = $('svg');
    expect(placeholder.attr('role')).toBe('img');
    expect(placeholder.attr('aria-label')).toBe('Jane Doe');
    expect([placeholder.attr('width'), placeholder.attr('height')]).toEqual(['80', '80']);
    expect(placeholder.hasClass('x')).toBe(true);
    expect($('[style]').length).toBe(0);
  });

  it('hides a decorative placeholder from assistive technology', () => {
    const placeholder = render(<Picture src={null} alt="" width={80} height={80} />)('svg');
    expect(placeholder.attr('aria-hidden')).toBe('true');
    expect(placeholder.attr('role')).toBeUndefined();
  });
});

describe('BrandLogo (public-site §3 brand, §9)', () => {
  it('asks for the logo 96 px high at quality 100 and shows it in a fixed 192 × 48 px box', () => {
    const logo = 'http://127.0.0.1:4322/brands/aurum.png';
    const $ = render(<BrandLogo src={logo} alt="" />);
    expect($('img').attr('src')).toBe(`${logo}?h=96&fit=crop&fm=png&q=100`);
    expect($('source').attr('srcset')).toBe(`${logo}?h=96&fit=crop&fm=webp&q=100 2x`);
    expect([$('img').attr('width'), $('img').attr('height'), $('img').attr('loading')]).toEqual([
      '192',
      '48',
      'eager',
    ]);
  });

  it("shows the placeholder for a brand without image or with 'null'", () => {
    for (const src of [null, 'null']) {
      const $ = render(<BrandLogo src={src} alt="Aurum logo" />);
      expect($('svg').attr('aria-label')).toBe('Aurum logo');
      expect($('svg').hasClass('sf-brand-logo')).toBe(true);
    }
  });
});
