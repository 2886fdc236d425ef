import type { ReactNode } from 'react';
import { THEMES } from '../../../core/model/constants.ts';
import { Section } from '../StyleGuideLayout.tsx';
import {
  CONTRAST_PAIRS,
  contrastRatio,
  type DesignToken,
  type DesignTokens,
  designTokens,
  isHexColour,
  themeClass,
  themeValues,
} from '../tokens.ts';

/** The groups of non-colour tokens, by name; a token no group claims is listed under "Other tokens". */
const GROUPS: { title: string; note: string; match: RegExp }[] = [
  {
    title: 'Type scale',
    note: 'Sizes are fluid between 375 px and 1280 px wide. Specimens use the classes of tokens.css.',
    match: /^--sf-font-(?!$)/,
  },
  {
    title: 'Type',
    note: 'The self-hosted variable font, line heights and weights.',
    match: /^--sf-(font|leading|weight)/,
  },
  {
    title: 'Spacing',
    note: 'A 4 px base; --sf-section separates page modules.',
    match: /^--sf-(space|section|gap|grid-gap)/,
  },
  {
    title: 'Radii and shadows',
    note: 'Corners and elevation of cards and menus.',
    match: /^--sf-(radius|shadow|focus-width)/,
  },
  {
    title: 'Module widths',
    note: 'Stretched, breakout and inline modules (public-site §9).',
    match: /^--sf-width/,
  },
];

/** The class that shows a type-scale token, for its specimen. */
const TYPE_CLASSES: Record<string, string> = {
  '--sf-font-display': 'sf-display',
  '--sf-font-h1': 'sf-h1',
  '--sf-font-h2': 'sf-h2',
  '--sf-font-h3': 'sf-h3',
  '--sf-font-h4': 'sf-h4',
  '--sf-font-lead': 'sf-lead',
  '--sf-font-body': 'sf-style-guide__body',
  '--sf-font-caption': 'sf-caption',
};

/** The grid rows shown: column spans of the 12-column grid. */
const GRID_ROWS: readonly (readonly number[])[] = [[12], [6, 6], [4, 4, 4], [3, 3, 3, 3], [8, 4]];

/**
 * Every design token of runtime/ui/styles/tokens.css (public-site §9): the colours of each theme with
 * the contrast ratio of each text colour on its backgrounds, the type scale as specimens, spacing,
 * radii, shadows, module widths and the 12-column grid. Read from the stylesheet itself, so a token
 * added there shows here.
 */
export function TokensPage() {
  const tokens = designTokens();
  const colourNames = colourTokenNames(tokens);
  const themes = THEMES.map((theme) => ({ theme, values: themeValues(tokens, theme) }));
  const rest = tokens.tokens.filter((token) => !colourNames.includes(token.name));
  const grouped = GROUPS.map((group) => ({
    ...group,
    tokens: rest.filter((token) => GROUPS.find((candidate) => candidate.match.test(token.name)) === group),
  }));
  const other = rest.filter((token) => !GROUPS.some((group) => group.match.test(token.name)));
  return (
    <>
      <Section
        title="Themes"
        note="Each theme on an element with its class (theme-…): overline, link, tint, button, dark band."
      >
        <div className="sf-style-guide__themes">
          {THEMES.map((theme) => (
            <ThemeSample key={theme} theme={theme} />
          ))}
        </div>
      </Section>
      <Section title="Colours" note="The value of each colour token in each theme.">
        <ColourMatrix names={colourNames} themes={themes} />
      </Section>
      <Section
        title="Contrast"
        note="WCAG 2.2 contrast of each text colour on the backgrounds it is used on: 4.5:1 for text, 3:1 for interface components."
      >
        <ContrastMatrix themes={themes} />
      </Section>
      {grouped.map((group) => (
        <Section key={group.title} title={group.title} note={group.note}>
          <TokenTable tokens={group.tokens} />
        </Section>
      ))}
      <Section title="Grid" note="12 columns with --sf-grid-gap; every span is full width below 768 px.">
        {GRID_ROWS.map((row) => (
          <div key={row.join('-')} className="sf-grid sf-style-guide__grid">
            {row.map((span, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed.
              <div key={index} className={`sf-span-${span} sf-style-guide__grid-cell`}>
                .sf-span-{span}
              </div>
            ))}
          </div>
        ))}
      </Section>
      {other.length > 0 && (
        <Section title="Other tokens" note="Tokens of no group above.">
          <TokenTable tokens={other} />
        </Section>
      )}
    </>
  );
}

/** The tokens some theme sets, and those whose value is a colour: shown per theme. */
function colourTokenNames(tokens: DesignTokens): string[] {
  const themed = new Set([...tokens.themes.values()].flatMap((values) => Object.keys(values)));
  return tokens.tokens
    .filter((token) => themed.has(token.name) || isHexColour(token.value))
    .map((token) => token.name);
}

/** A theme's values, resolved (tokens.ts `themeValues`). */
type ThemeColumn = { theme: (typeof THEMES)[number]; values: Record<string, string> };

/** A small card in a theme's colours. */
function ThemeSample({ theme }: { theme: (typeof THEMES)[number] }) {
  return (
    <section className={`${themeClass(theme)} sf-style-guide__theme`} aria-labelledby={`theme-${theme}`}>
      <h3 id={`theme-${theme}`} className="sf-overline">
        {theme}
      </h3>
      <p>
        Body text with <a href={`#theme-${theme}`}>a link to {theme}</a>.
      </p>
      <p>
        <span className="sf-style-guide__chip">Accent soft</span>{' '}
        <span className="sf-button sf-button--primary">Primary</span>
      </p>
      <p className="sf-style-guide__dark-band">Text on the dark band</p>
    </section>
  );
}

/** Rows of colour tokens, a column per theme: swatch and value. */
function ColourMatrix({ names, themes }: { names: string[]; themes: ThemeColumn[] }) {
  return (
    <Scroll label="Colours per theme">
      <table className="sf-style-guide__table sf-style-guide__matrix">
        <TableHead columns={['Token', ...themes.map((column) => column.theme)]} />
        <tbody>
          {names.map((name) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              {themes.map(({ theme, values }) => (
                <td key={theme} className={themeClass(theme)}>
                  {isHexColour(values[name] ?? '') ? (
                    <>
                      <Swatch colour={values[name]!} />
                      <span className="sf-style-guide__value">{values[name]}</span>
                    </>
                  ) : (
                    <DerivedColour name={name} value={values[name] ?? ''} />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/** Samples of colour tokens that are not one colour (a gradient), by name; others show their value. */
const DERIVED_SAMPLES: Record<string, string> = { '--sf-hero-scrim': 'sf-style-guide__scrim' };

/** A colour token whose value is no single colour: its sample on a photo-like stripe, or its value. */
function DerivedColour({ name, value }: { name: string; value: string }) {
  const sample = DERIVED_SAMPLES[name];
  if (sample) return <span className={sample} title={value} />;
  return (
    <span className="sf-style-guide__value">{value.length > 24 ? `${value.slice(0, 23)}…` : value}</span>
  );
}

/** Rows of text-on-background pairs, a column per theme: the contrast ratio and whether it passes. */
function ContrastMatrix({ themes }: { themes: ThemeColumn[] }) {
  return (
    <Scroll label="Contrast per theme">
      <table className="sf-style-guide__table sf-style-guide__matrix">
        <TableHead columns={['Text on background', 'Minimum', ...themes.map((column) => column.theme)]} />
        <tbody>
          {CONTRAST_PAIRS.map((pair) => (
            <tr key={`${pair.text} ${pair.background} ${pair.minimum}`}>
              <th scope="row">
                <code>{pair.text}</code> on <code>{pair.background}</code>
              </th>
              <td>{pair.minimum}:1</td>
              {themes.map(({ theme, values }) => {
                const ratio = contrastRatio(values[pair.text] ?? '', values[pair.background] ?? '');
                return (
                  <td key={theme}>
                    {ratio.toFixed(2)} {ratio >= pair.minimum ? '✓' : '✗ too low'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/** A colour sample as SVG (a fill attribute, so no inline style a strict CSP would refuse). */
function Swatch({ colour }: { colour: string }) {
  return (
    <svg className="sf-style-guide__swatch" width="48" height="24" viewBox="0 0 48 24" aria-hidden="true">
      <rect x="0.5" y="0.5" width="47" height="23" rx="4" fill={colour} stroke="#8c959f" />
    </svg>
  );
}

/** Name, preview and value of each token; responsive values below the value. */
function TokenTable({ tokens }: { tokens: DesignToken[] }) {
  return (
    <table className="sf-style-guide__table sf-style-guide__tokens">
      <TableHead columns={['Token', 'Sample', 'Value']} />
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
            </td>
            <td>
              <Preview token={token} />
            </td>
            <td className="sf-style-guide__value">
              {token.value}
              {token.responsive.map((entry) => (
                <div key={entry.media}>
                  {entry.value} at {entry.media}
                </div>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What a token looks like: a specimen, a bar of its length, a corner or a shadow. */
function Preview({ token }: { token: DesignToken }) {
  const typeClass = TYPE_CLASSES[token.name];
  if (typeClass) return <p className={`${typeClass} sf-style-guide__specimen`}>Precision in every crimp</p>;
  if (token.name.startsWith('--sf-shadow-')) {
    return <div className={`sf-style-guide__elevation sf-style-guide__elevation--${token.name.slice(12)}`} />;
  }
  const px = /^(\d+(?:\.\d+)?)px$/.exec(token.value)?.[1];
  if (px === undefined) return null;
  const length = Number(px);
  if (token.name.startsWith('--sf-radius')) {
    return (
      <svg width="64" height="40" viewBox="0 0 64 40" aria-hidden="true">
        <rect x="1" y="1" width="62" height="38" rx={length} fill="#e5eef8" stroke="#0b4f8f" />
      </svg>
    );
  }
  // Widths are drawn at a tenth of their size, spacing at full size.
  const scale = token.name.startsWith('--sf-width') ? 0.1 : 1;
  return (
    <svg width={length * scale} height="16" viewBox={`0 0 ${length * scale} 16`} aria-hidden="true">
      <rect width={length * scale} height="16" fill="#0b4f8f" />
    </svg>
  );
}

/** A region that scrolls sideways on narrow screens, reachable by keyboard to scroll it. */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
    <section className="sf-style-guide__scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** A table's header row of column titles. */
function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
