import { renderRichText } from '../../../core/rich-text/index.ts';
import { Footer } from '../../../runtime/ui/Footer.tsx';
import { Header } from '../../../runtime/ui/Header.tsx';
import { PageModule } from '../../../runtime/ui/modules/PageModules.tsx';
import { moduleViews } from '../../../runtime/ui/modules/view.ts';
import { RichText } from '../../../runtime/ui/RichText.tsx';
import {
  SAMPLE_FOOTER,
  SAMPLE_HEADER,
  SAMPLE_LOCALE,
  SAMPLE_SITE,
  SAMPLE_YEAR,
  sampleModules,
} from '../fixtures.ts';
import { Section } from '../StyleGuideLayout.tsx';

/** Markdown through the same pipeline as CMS rich text: the raw HTML line is dropped by sanitizing. */
export const SAMPLE_MARKDOWN = `## Precision wire processing

Our machines cut, strip and crimp **more than 10,000 wires an hour** with *repeatable* quality.
Read about our [company](/en/company) or [visit the group](https://www.machinery-group.test).

- Cutting and stripping
- Crimping and sealing
- Quality monitoring

1. Plan the harness
2. Process the wires
3. Assemble

> Quality is not an act, it is a habit.

<div class="raw-html">Raw HTML is removed.</div>
`;

/** What each content module is, in the order the page shows them (docs/features.md "Content modules today"). */
const MODULE_NOTES: Record<string, string> = {
  StretchedImageModule:
    'Stretched image (the hero): 1180 px wide, its height from the image; overline, headline, lead and a call to action over it from 768 px, below it on phones.',
  StretchedVideoModule: 'Stretched video: the poster at 1200 × 675, linking the video.',
  BreakOutImageModule: 'Break-out image: 980 px wide, with its caption.',
  InlineImageModule: 'Inline image: 780 px wide, with its caption.',
  AsideSquareModule: 'Aside square: text beside a 960 × 960 image.',
  AsideVideoModule: 'Aside video: text beside a 960 × 540 poster linking the video.',
  TeaserCardsModule: 'Teaser cards: image, overline, title as the one link of the whole card, text.',
  QuoteModule: 'Quote: the quotation, its author and role, an 80 × 80 portrait.',
  DownloadCardsModule: 'Download cards: a 128 × 180 thumbnail, the title, file type and size.',
  MarketingLogosModule: 'Marketing logos: 304 × 52 each; the placeholder for a logo without image.',
};

/**
 * Header, footer, rich text and every content module rendered from sample views (public-site §3 header,
 * footer; §9 module widths).
 */
export function ModulesPage() {
  const modules = moduleViews({
    modules: sampleModules(),
    localeUrlCode: SAMPLE_LOCALE.urlCode,
    siteSlug: null,
  });
  return (
    <>
      <Section title="Header" note="Two navigation levels; an action item and an external link.">
        <div className="sf-style-guide__frame">
          <Header site={SAMPLE_SITE} header={SAMPLE_HEADER} />
        </div>
      </Section>
      <Section title="Footer" note="Sections, contact link and copyright line, in the footer's own theme.">
        <div className="sf-style-guide__frame">
          <Footer site={SAMPLE_SITE} footer={SAMPLE_FOOTER} year={SAMPLE_YEAR} />
        </div>
      </Section>
      <Section title="Rich text" note="Markdown from the content service, rendered and sanitized.">
        <div className="sf-style-guide__frame">
          <RichText html={renderRichText(SAMPLE_MARKDOWN)} />
        </div>
      </Section>
      {modules.map((module) => (
        <Section key={module.id} title={module.__typename} note={MODULE_NOTES[module.__typename]}>
          <div className="sf-style-guide__frame">
            <PageModule module={module} />
          </div>
        </Section>
      ))}
    </>
  );
}
