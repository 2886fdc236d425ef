import { truncateText } from '../../../core/text/truncate.ts';
import { Section } from '../StyleGuideLayout.tsx';

const LONG_TEXT =
  'Wire processing machines cut, strip and crimp wires for cable harnesses in the automotive industry.';

/** Truncation samples: the same text at several lengths, with and without an ellipsis. */
export const TRUNCATION_SAMPLES: { maxLength: number; ellipsis: boolean }[] = [
  { maxLength: 60, ellipsis: true },
  { maxLength: 40, ellipsis: true },
  { maxLength: 40, ellipsis: false },
  { maxLength: 12, ellipsis: true },
];

/** Headings, body text, lists and truncation (public-site §9 text truncation). */
export function TypographyPage() {
  return (
    <>
      <Section title="Headings">
        <div className="sf-style-guide__frame sf-rich-text">
          <p className="sf-overline">Overline</p>
          <h2>Heading level 2</h2>
          <h3>Heading level 3</h3>
          <h4>Heading level 4</h4>
          <h5>Heading level 5</h5>
          <h6>Heading level 6</h6>
        </div>
      </Section>
      <Section title="Paragraph">
        <div className="sf-style-guide__frame sf-rich-text">
          <p>
            Body text is 16 px in Inter with a line height of 1.6. It may hold <strong>strong</strong> and{' '}
            <em>emphasized</em> words, <a href="/en/company">links</a> and <code>code</code>.
          </p>
        </div>
      </Section>
      <Section title="Lists">
        <div className="sf-style-guide__frame sf-rich-text">
          <ul>
            <li>Unordered item</li>
            <li>
              Item with a nested list
              <ul>
                <li>Nested item</li>
              </ul>
            </li>
          </ul>
          <ol>
            <li>First step</li>
            <li>Second step</li>
          </ol>
        </div>
      </Section>
      <Section title="Truncation" note="Text is cut at a word boundary and may end with an ellipsis.">
        <p className="sf-style-guide__caption">
          Original ({Array.from(LONG_TEXT).length} characters): {LONG_TEXT}
        </p>
        <table className="sf-style-guide__table sf-style-guide__truncation">
          <thead>
            <tr>
              <th scope="col">Max length</th>
              <th scope="col">Ellipsis</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {TRUNCATION_SAMPLES.map(({ maxLength, ellipsis }) => (
              <tr key={`${maxLength}-${ellipsis}`}>
                <td>{maxLength}</td>
                <td>{ellipsis ? 'yes' : 'no'}</td>
                <td>{truncateText({ text: LONG_TEXT, maxLength, ellipsis })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}
