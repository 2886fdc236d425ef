import { renderRichText } from '../../../core/rich-text/index.ts';
import { Footer } from '../../../runtime/ui/Footer.tsx';
import { Header } from '../../../runtime/ui/Header.tsx';
import { RichText } from '../../../runtime/ui/RichText.tsx';
import { SAMPLE_FOOTER, SAMPLE_HEADER, SAMPLE_SITE, SAMPLE_YEAR } from '../fixtures.ts';
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

/** Header, footer and rich text rendered from sample views (public-site §3 header, footer). */
export function ModulesPage() {
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
    </>
  );
}
