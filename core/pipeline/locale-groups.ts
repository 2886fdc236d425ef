import { createHash } from 'node:crypto';
import { localeCodes } from '../locales/locale-codes.ts';
import type { Locale } from '../model/locale.ts';
import { hashText } from './incremental.ts';
import { pageFile } from './page-file.ts';
import type { PageDescriptor, ResolvedSite } from './plugin.ts';

/*
 * Each distinct page rendered once (ARCHITECTURE.md "The build" step 5). Most pages of a site are the same
 * page in another country: `/en-ch/company` and `/en-de/company` differ only by the locale's own codes in
 * their links and head (core/locales/locale-codes.ts). Pages whose inputs are equal once each page's own
 * locale codes are masked form a group; the build renders one of them and writes the others by
 * exchanging the codes in its output. What decides is the inputs, never a list of views: props, fragments,
 * renderer version and the locale's traits (language, measurement system, service locale), so pages that
 * really differ by country (country-filtered navigation, contacts, availability) fall into groups of their
 * own.
 *
 * A renderer may also read the locale's formatting conventions (`Intl` with `locale.code`), which differ
 * between countries of one language. So each group is checked where it is rendered: one page of each
 * other formatting convention in the group is rendered too and must equal the exchanged output of the
 * first; a renderer that reads `locale.country`, or output that already names another member's locale,
 * is not exchanged either; then those pages are rendered on their own (render-pages.ts).
 */

/** A page to render with its input hash (core/pipeline/incremental.ts `RenderPlan.render`). */
export interface RenderEntry {
  page: PageDescriptor;
  hash: string;
}

/**
 * Pages to render once for all (see the top of this file): `pages[0]` is rendered, the next `checks`
 * are rendered too, to check the others may be written by exchanging the codes in `pages[0]`'s output.
 */
export interface LocaleGroup {
  pages: RenderEntry[];
  /** How many pages after the first are rendered as checks (0 for a group of one). */
  checks: number;
}

/**
 * Groups the pages to render by their inputs with each page's own locale codes masked.
 *
 * @param input.entries the pages to render, in declaration order.
 * @param input.fragments the site's fragments by key (core/pipeline/declare-pages.ts).
 * @param input.versionOf the renderer version of a view (a group never mixes versions).
 * @returns the groups, together holding every entry once, each in declaration order except that its
 *   checks come right after its first page: one page of each other formatting convention the group holds
 *   ({@link formattingOf}), else its last page. Groups are ordered by their first page's locale, then
 *   declaration. A page whose locale has no exchangeable codes (an international locale) groups only with
 *   pages of its own locale.
 * @throws Error naming the page when its locale is not one of the site's.
 */
export function localeGroups(input: {
  entries: readonly RenderEntry[];
  site: ResolvedSite;
  fragments: ReadonlyMap<string, unknown>;
  versionOf: (view: string) => string;
}): LocaleGroup[] {
  const locales = new Map(input.site.locales.map((locale) => [locale.urlCode, locale]));
  // A fragment is serialised and hashed once; masked again per locale only where it names that locale.
  const fragmentTexts = new Map<string, { text: string; hash: string }>();
  const maskedFragments = new Map<string, string>();
  const maskedFragment = (key: string, locale: Locale) => {
    const id = `${key}\u0000${locale.urlCode}`;
    let hash = maskedFragments.get(id);
    if (hash === undefined) {
      let plain = fragmentTexts.get(key);
      if (!plain) {
        const text = JSON.stringify(input.fragments.get(key)) ?? 'undefined';
        plain = { text, hash: hashText(text) };
        fragmentTexts.set(key, plain);
      }
      const masked = localeCodes(locale).mask(plain.text, { values: true });
      hash = masked === plain.text ? plain.hash : hashText(masked);
      maskedFragments.set(id, hash);
    }
    return hash;
  };
  const groups = new Map<string, RenderEntry[]>();
  for (const entry of inLocaleOrder(input.entries)) {
    const { page } = entry;
    const locale = locales.get(page.locale);
    if (!locale) {
      throw new Error(
        `Page ${pageFile(page)} names the locale '${page.locale}', which ${input.site.key} lacks`,
      );
    }
    const codes = localeCodes(locale);
    const hash = createHash('sha256');
    hash.update(`${page.view}\u0000${input.versionOf(page.view)}\u0000`);
    hash.update(codes.mask(JSON.stringify(locale), { values: true }));
    hash.update('\u0000');
    hash.update(codes.mask(JSON.stringify(page.props) ?? 'undefined', { values: true }));
    for (const name of Object.keys(page.fragments ?? {}).sort()) {
      hash.update(`\u0000${name}=${maskedFragment(page.fragments![name]!, locale)}`);
    }
    const key = hash.digest('base64url');
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.values()].map((group) => withChecks(group, locales));
}

/** The entries with a locale's pages together, locales in order of first appearance, pages in declaration order. */
function inLocaleOrder(entries: readonly RenderEntry[]): RenderEntry[] {
  const byLocale = new Map<string, RenderEntry[]>();
  for (const entry of entries) {
    const list = byLocale.get(entry.page.locale);
    if (list) list.push(entry);
    else byLocale.set(entry.page.locale, [entry]);
  }
  return [...byLocale.values()].flat();
}

/**
 * The group with its checks right after its first page: the first page of each formatting convention
 * other than the first page's, else (a group of one convention) its last page.
 */
function withChecks(group: RenderEntry[], locales: ReadonlyMap<string, Locale>): LocaleGroup {
  if (group.length === 1) return { pages: group, checks: 0 };
  const formatting = (entry: RenderEntry) => formattingOf(locales.get(entry.page.locale)!.code);
  const seen = new Set([formatting(group[0]!)]);
  const checks: RenderEntry[] = [];
  for (const entry of group.slice(1)) {
    const convention = formatting(entry);
    if (seen.has(convention)) continue;
    seen.add(convention);
    checks.push(entry);
  }
  if (checks.length === 0) checks.push(group.at(-1)!);
  const checked = new Set(checks);
  return {
    pages: [group[0]!, ...checks, ...group.slice(1).filter((entry) => !checked.has(entry))],
    checks: checks.length,
  };
}

const formattings = new Map<string, string>();
const PROBE_DATE = new Date(Date.UTC(2024, 0, 31, 13, 5, 9));

/**
 * A locale's formatting conventions as text: how `Intl` writes a number, a percentage and a date in it.
 * Two locales of one language with the same text write numbers and dates alike.
 */
export function formattingOf(code: string): string {
  let text = formattings.get(code);
  if (text === undefined) {
    try {
      text = [
        new Intl.NumberFormat(code).format(-1234567.891),
        new Intl.NumberFormat(code, { style: 'percent' }).format(0.25),
        new Intl.DateTimeFormat(code, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(
          PROBE_DATE,
        ),
        new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' }).format(PROBE_DATE),
        new Intl.DateTimeFormat(code, { dateStyle: 'short', timeZone: 'UTC' }).format(PROBE_DATE),
      ].join('\u0000');
    } catch {
      text = '';
    }
    formattings.set(code, text);
  }
  return text;
}
