/**
 * The UI kit's design tokens as the style guide shows them: the custom properties of
 * runtime/ui/styles/tokens.css, read with postcss, resolved per theme (public-site §9), and the WCAG 2.2
 * contrast ratio of each text colour on the backgrounds it is used on.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postcss, { type AtRule, type Rule } from 'postcss';
import type { THEMES } from '../../core/model/constants.ts';

/** The stylesheet that defines the tokens. */
export const TOKENS_FILE = fileURLToPath(new URL('../../runtime/ui/styles/tokens.css', import.meta.url));

/** One custom property as tokens.css declares it outside any theme class. */
export interface DesignToken {
  /** `--sf-space-4`. */
  name: string;
  /** Its value on `:root` (`16px`); for a token only the themes set, the Default theme's. */
  value: string;
  /** Values in media queries: `(min-width: 768px)` → `24px`. */
  responsive: { media: string; value: string }[];
}

/** Every token of tokens.css, and each theme's own values. */
export interface DesignTokens {
  /** Every custom property defined, in the order of first definition. */
  tokens: DesignToken[];
  /** Theme class (`theme-light_blue`) → the custom properties its rules set. */
  themes: Map<string, Record<string, string>>;
}

/**
 * Reads the custom properties of a tokens stylesheet: those of `:root` (and media queries on it) and
 * those of each `.theme-<name>` rule; a rule naming both counts for both.
 * @param css the stylesheet's text.
 * @throws postcss's CssSyntaxError when the text is not CSS.
 */
export function parseDesignTokens(css: string): DesignTokens {
  const tokens = new Map<string, DesignToken>();
  const themes = new Map<string, Record<string, string>>();
  postcss.parse(css).walkRules((rule: Rule) => {
    const media = rule.parent?.type === 'atrule' ? (rule.parent as AtRule).params : null;
    const themeClasses = rule.selectors.flatMap((selector) => /^\.(theme-[\w-]+)$/.exec(selector)?.[1] ?? []);
    const root = rule.selectors.includes(':root');
    rule.each((node) => {
      if (node.type !== 'decl' || !node.prop.startsWith('--')) return;
      const value = node.value.replace(/\s+/g, ' ').trim();
      let token = tokens.get(node.prop);
      if (!token) {
        token = { name: node.prop, value, responsive: [] };
        tokens.set(node.prop, token);
      } else if (media && root) token.responsive.push({ media, value });
      else if (root) token.value = value;
      for (const theme of themeClasses) themes.set(theme, { ...themes.get(theme), [node.prop]: value });
    });
  });
  return { tokens: [...tokens.values()], themes };
}

let cached: DesignTokens | null = null;

/** The tokens of {@link TOKENS_FILE}, read once per process. @throws the file system's error. */
export function designTokens(): DesignTokens {
  cached ??= parseDesignTokens(readFileSync(TOKENS_FILE, 'utf8'));
  return cached;
}

/** The theme class of a theme name: `Light_Blue` → `theme-light_blue` (runtime/ui/Document.tsx). */
export function themeClass(theme: string): string {
  return `theme-${theme.toLowerCase()}`;
}

/**
 * The custom properties in effect on an element with a theme's class: `:root`'s, overridden by the
 * theme's, with `var(--x)` references resolved (one level deep is all tokens.css uses).
 */
export function themeValues(tokens: DesignTokens, theme: (typeof THEMES)[number]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const token of tokens.tokens) values[token.name] = token.value;
  Object.assign(values, tokens.themes.get(themeClass(theme)));
  for (const [name, value] of Object.entries(values)) {
    values[name] = value.replace(/var\((--[\w-]+)\)/g, (match, ref: string) => values[ref] ?? match);
  }
  return values;
}

/** A text colour, the background it is used on, and the ratio WCAG 2.2 AA asks of them. */
export interface ContrastPair {
  text: string;
  background: string;
  /** 4.5 for body text; 3 for large text and interface components. */
  minimum: number;
}

/** The text colours of the UI kit on every background each is used on (tokens.css header). */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...['--sf-text', '--sf-muted', '--sf-accent'].flatMap((text) =>
    ['--sf-surface', '--sf-surface-alt', '--sf-accent-soft', '--sf-info'].map((background) => ({
      text,
      background,
      minimum: 4.5,
    })),
  ),
  { text: '--sf-accent-strong', background: '--sf-surface', minimum: 4.5 },
  { text: '--sf-accent-strong', background: '--sf-accent-soft', minimum: 4.5 },
  { text: '--sf-accent-contrast', background: '--sf-accent', minimum: 4.5 },
  { text: '--sf-accent-contrast', background: '--sf-accent-strong', minimum: 4.5 },
  { text: '--sf-on-dark', background: '--sf-surface-dark', minimum: 4.5 },
  { text: '--sf-on-dark-muted', background: '--sf-surface-dark', minimum: 4.5 },
  // The focus ring and borders of inputs are interface components: 3:1 (WCAG 1.4.11).
  { text: '--sf-focus', background: '--sf-surface', minimum: 3 },
  { text: '--sf-muted', background: '--sf-surface', minimum: 3 },
];

/**
 * The WCAG 2.2 contrast ratio of two opaque colours (`#rrggbb` or `#rgb`): (L1 + 0.05) / (L2 + 0.05)
 * of their relative luminances, from 1 to 21.
 * @throws Error for any other colour notation.
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function relativeLuminance(colour: string): number {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) throw new Error(`Cannot compute the contrast of '${colour}': give colours as #rrggbb.`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Whether a token's value is an opaque colour the contrast computation takes (`#rrggbb`). */
export function isHexColour(value: string): boolean {
  return /^#([\da-f]{3}|[\da-f]{6})$/i.test(value.trim());
}
