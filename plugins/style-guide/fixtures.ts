/**
 * Sample data the style guide renders its components with: small, fixed views of a made-up main site in
 * `en`. Links point at main-site routes so they behave like real ones.
 */
import { imageAssetHost } from '../../core/media/asset-host.ts';
import type { Locale } from '../../core/model/locale.ts';
import type { PageModule } from '../../core/model/modules.ts';
import type {
  BreadcrumbView,
  FooterView,
  HeaderView,
  LinkView,
  NavigationItemView,
} from '../../core/model/view.ts';
import { classifyLinkTarget } from '../../core/routing/link-target.ts';
import type { SiteView } from '../../runtime/ui/types.ts';

/** The international English locale every sample is rendered in. */
export const SAMPLE_LOCALE: Locale = {
  code: 'en',
  urlCode: 'en',
  sisCode: 'en-US',
  isInternational: true,
  language: 'en',
  country: 'ALL',
  measurementSystem: 'Metric',
};

/**
 * The sample site: the main site, its brand without an image, so its header shows the logo placeholder
 * (the images section of the components page shows a logo).
 */
export const SAMPLE_SITE: SiteView = {
  name: 'Machinery Group',
  homeHref: '/en',
  theme: 'Default',
  brand: { name: 'Machinery Group', logoUrl: null, logoAlt: '' },
};

/**
 * Sample images on the configured asset host (config `images.assetHost`; read when called, since the
 * CLI sets it at start): the sandbox image service draws them (sandbox/images/catalogue.ts
 * `SAMPLE_IMAGES`); a real asset host answers 404 and the pictures show their alt text.
 */
export function sampleImages() {
  const host = imageAssetHost();
  return {
    machine: `${host}samples/machine.jpg`,
    person: `${host}samples/person.jpg`,
    logo: `${host}samples/logo.png`,
    poster: `${host}samples/poster.jpg`,
    document: `${host}samples/document.jpg`,
  };
}

/** A link view for a raw target, classified by the real rule (public-site §2 link targets). */
export function sampleLink(input: { text: string; target: string | null; openInNewTab?: boolean }): LinkView {
  return { ...classifyLinkTarget(input.target), text: input.text, openInNewTab: input.openInNewTab ?? false };
}

function navItem(title: string, target: string | null, items: NavigationItemView[] = []): NavigationItemView {
  const link = classifyLinkTarget(target);
  return {
    title,
    breadcrumbOverride: null,
    url: link.href,
    unlocalizedUrl: link.kind === 'route' ? (link.href?.replace(/^\/en/, '') ?? null) : null,
    kind: link.kind,
    action: link.action,
    openInNewTab: false,
    hidden: false,
    pageId: null,
    page: null,
    items,
  };
}

/** A two-level header navigation with a route, an action and an external link. */
export const SAMPLE_HEADER: HeaderView = {
  theme: null,
  hidden: false,
  items: [
    navItem('Products', '/en/products', [
      navItem('Cutting machines', '/en/products/cutting'),
      navItem('Crimping', '/en/products/crimping'),
    ]),
    navItem('Company', '/en/company'),
    navItem('News', 'action:news-feed'),
    navItem('Investors', 'https://investors.machinery-group.test'),
  ],
};

/** A footer with two sections and a contact link, in the Copper theme. */
export const SAMPLE_FOOTER: FooterView = {
  theme: 'Copper',
  contactLink: sampleLink({ text: 'Contact us', target: '/en/contact' }),
  sections: [
    {
      title: 'Company',
      items: [navItem('About us', '/en/company'), navItem('Careers', '/en/company/careers')],
    },
    { title: 'Service', items: [navItem('Downloads', 'hard:/en/downloads')] },
  ],
};

/** Year of the copyright line in samples, fixed so pages do not change with the calendar. */
export const SAMPLE_YEAR = 2025;

/** Breadcrumb trails: the home page alone, and a page two levels down. */
export const SAMPLE_TRAILS: { title: string; items: BreadcrumbView[] }[] = [
  { title: 'Home page (single item)', items: [{ title: 'Home', href: '/en' }] },
  {
    title: 'Page two levels down',
    items: [
      { title: 'Home', href: '/en' },
      { title: 'Company', href: '/en/company' },
      { title: 'History', href: null },
    ],
  },
];

/** One sample per link target rule (public-site §2 link targets). */
export const SAMPLE_LINKS: { target: string | null; link: LinkView }[] = [
  { target: '/en/company', link: sampleLink({ text: 'Company', target: '/en/company' }) },
  {
    target: 'https://www.machinery-group.test',
    link: sampleLink({ text: 'Group website', target: 'https://www.machinery-group.test' }),
  },
  {
    target: 'https://investors.machinery-group.test (new tab)',
    link: sampleLink({
      text: 'Investors',
      target: 'https://investors.machinery-group.test',
      openInNewTab: true,
    }),
  },
  { target: 'hard:/en/downloads', link: sampleLink({ text: 'Downloads', target: 'hard:/en/downloads' }) },
  { target: 'action:news-feed', link: sampleLink({ text: 'News feed', target: 'action:news-feed' }) },
  { target: null, link: sampleLink({ text: 'Button', target: null }) },
];

/**
 * One sample of every content module (core/model/modules.ts; public-site §9 widths), as the content
 * service would send them, on the sample images of {@link sampleImages}; the teasers link main-site
 * pages and the download cards the demo's files.
 */
export function sampleModules(): PageModule[] {
  const images = sampleImages();
  const image = (url: string, alternativeText: string, width: number, height: number) => ({
    url,
    alternativeText,
    width,
    height,
  });
  const machine = image(images.machine, 'Alpha 550 wire processing machine', 1600, 900);
  const poster = image(images.poster, 'Alpha 550 in action', 1600, 900);
  return [
    {
      __typename: 'StretchedImageModule',
      id: 'sample-stretched',
      overline: 'Wire processing',
      heading: 'Precision wire processing',
      text: 'Our machines cut, strip and crimp more than 10,000 wires an hour.',
      callToAction: { text: 'Explore our solutions', target: '/solutions', openInNewTab: false },
      image: machine,
    },
    {
      __typename: 'StretchedVideoModule',
      id: 'sample-stretched-video',
      heading: 'See the Alpha 550 at work',
      videoUrl: 'https://video.machinery-group.test/watch/alpha-550',
      poster,
    },
    {
      __typename: 'BreakOutImageModule',
      id: 'sample-break-out',
      caption: 'A break-out image is wider than the text.',
      image: image(images.machine, 'Alpha 550 from the side', 1600, 1200),
    },
    {
      __typename: 'InlineImageModule',
      id: 'sample-inline',
      caption: 'An inline image is as wide as the text.',
      image: image(images.machine, 'Alpha 550 control panel', 1600, 1200),
    },
    {
      __typename: 'AsideSquareModule',
      id: 'sample-aside-square',
      heading: 'Quality assurance',
      text: 'Every crimp is measured and documented, so quality is repeatable.',
      image: image(images.machine, 'Crimp quality monitor', 1200, 1200),
    },
    {
      __typename: 'AsideVideoModule',
      id: 'sample-aside-video',
      heading: 'Automation',
      text: 'From single machines to fully automated lines, planned together with you.',
      videoUrl: 'https://video.machinery-group.test/watch/automation',
      poster,
    },
    {
      __typename: 'TeaserCardsModule',
      id: 'sample-teasers',
      heading: 'About us',
      cards: [
        ['Company', 'Fifty years of wire processing.', '/company', 'About us'],
        ['Solutions', 'Wire harness processing from cutting to testing.', '/solutions', 'What we do'],
        ['Contact', 'Talk to our specialists.', '/contact', 'Service'],
      ].map(([title, text, target, overline]) => ({
        overline: overline!,
        title: title!,
        text: text!,
        image: image(images.machine, '', 1200, 900),
        link: { text: 'Read more', target: target!, openInNewTab: false },
      })),
    },
    {
      __typename: 'QuoteModule',
      id: 'sample-quote',
      text: 'Quality is not an act, it is a habit.',
      author: 'Jordan Example',
      role: 'Head of Quality',
      portrait: image(images.person, '', 400, 400),
    },
    {
      __typename: 'DownloadCardsModule',
      id: 'sample-downloads',
      heading: 'Downloads',
      cards: [
        {
          title: 'Alpha 550 Brochure',
          fileSlug: 'product-brochure',
          fileName: 'Product Brochure.pdf',
          size: 12_345,
          thumbnail: image(images.document, '', 256, 360),
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
    {
      __typename: 'MarketingLogosModule',
      id: 'sample-logos',
      heading: 'Our brands',
      logos: [
        { name: 'Aurum Wire Systems', image: image(images.logo, 'Aurum Wire Systems', 608, 104) },
        { name: 'Borealis Cabling', image: null },
      ],
    },
  ];
}
