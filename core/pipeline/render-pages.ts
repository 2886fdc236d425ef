import { type LocaleCodes, localeCodes, namedForms } from '../locales/locale-codes.ts';
import type { Locale } from '../model/locale.ts';
import { writtenPage } from './incremental.ts';
import type { WrittenPage } from './manifest.ts';
import { pageFile, payloadFile } from './page-file.ts';
import { createPageLinkTable, internalLinks, type PageLinkTable, pageUrlOf } from './page-links.ts';
import type { PageDescriptor, PageRenderer, Plugin, RenderedPage, ResolvedSite } from './plugin.ts';
import type { StagingTree } from './writer.ts';

/**
 * Pages of one site to render in one thread (ARCHITECTURE.md "The build" step 5): plain data, handed to
 * a render worker by structured clone. Each page's fragments are in `fragments` once, however many of
 * its pages use them.
 */
export interface RenderBatch {
  site: ResolvedSite;
  /** The pages, each with its input hash (core/pipeline/incremental.ts), group by group. */
  pages: { page: PageDescriptor; hash: string }[];
  /**
   * The groups {@link pages} is made of, in order (core/pipeline/locale-groups.ts `LocaleGroup`): `size`
   * pages whose inputs are equal but for their own locale's codes, the first rendered, the next `checks`
   * rendered to check it. Default: each page a group of its own (each rendered).
   */
  groups?: { size: number; checks: number }[];
  /** Site-wide fragment key → value, for the fragments these pages use. */
  fragments: Record<string, unknown>;
  /** Whether to record the written pages' internal links. */
  collectLinks: boolean;
  /**
   * Whether the site's staging folder is a tree adopted from an earlier build (core/pipeline/writer.ts
   * `adopt`): each file is unlinked before it is written, and a page without a route payload removes
   * the payload file there. Default false.
   */
  replaceFiles?: boolean;
}

/** What rendering a batch gives back: the manifest entries, and the pages' links when asked for. */
export interface RenderedBatch {
  pages: WrittenPage[];
  links: PageLinkTable | null;
}

/**
 * The renderers of a site's plugins by view name.
 * @throws Error naming both plugins when two register the same view.
 */
export function collectRenderers(plugins: readonly Plugin<unknown>[]): Map<string, PageRenderer> {
  const renderers = new Map<string, PageRenderer>();
  const owners = new Map<string, string>();
  for (const plugin of plugins) {
    for (const [view, renderer] of Object.entries(plugin.renderers ?? {})) {
      const owner = owners.get(view);
      if (owner) throw new Error(`Plugins '${owner}' and '${plugin.name}' both render the view '${view}'`);
      owners.set(view, plugin.name);
      renderers.set(view, renderer);
    }
  }
  return renderers;
}

/**
 * Renders the batch's pages with `renderers` and writes them into the staging tree: the descriptor's
 * props with its fragments merged in go to the renderer of its view. A page at its own path whose
 * renderer gives a route payload gets it beside it (core/pipeline/page-file.ts `payloadFile`). Of a
 * group ({@link RenderBatch.groups}) the first page and its checks are rendered; when every check equals
 * the first with the locales' codes exchanged (core/locales/locale-codes.ts) and the first's renderer did
 * not read `locale.country`, every other page of the group is written as the first's output with its own
 * codes (unless that output already names the page's locale), else it is rendered. Pure apart from the
 * writes.
 *
 * @param input.onProgress called every 250 pages and at the end with pages written and the batch size.
 * @returns the manifest entries of the written pages, in the batch's order, and their links.
 * @throws Error naming the page when no plugin renders its view or its locale is not the site's; the
 *   error of a failing renderer, with the page's file in the message; Error when the groups do not add
 *   up to the batch's pages.
 */
export async function renderPages(
  input: RenderBatch & {
    renderers: ReadonlyMap<string, PageRenderer>;
    staging: StagingTree;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<RenderedBatch> {
  const { site, staging } = input;
  const locales = new Map<string, Locale>(site.locales.map((locale) => [locale.urlCode, locale]));
  const table = input.collectLinks ? createPageLinkTable() : null;
  const written: WrittenPage[] = [];
  const localeOf = (page: PageDescriptor): Locale => {
    const locale = locales.get(page.locale);
    if (!locale) {
      throw new Error(`Page ${pageFile(page)} names the locale '${page.locale}', which ${site.key} lacks`);
    }
    return locale;
  };
  const render = async (page: PageDescriptor, locale = localeOf(page)): Promise<PageOutput> => {
    const file = pageFile(page);
    const renderer = input.renderers.get(page.view);
    if (!renderer) throw new Error(`No plugin renders the view '${page.view}' of page ${file}`);
    let rendered: string | RenderedPage;
    try {
      rendered = await renderer(propsOf(page, input.fragments), { site, locale });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Rendering ${site.key} ${file} (view ${page.view}) failed: ${reason}`, {
        cause: error,
      });
    }
    if (typeof rendered === 'string') return { html: rendered, payload: null };
    return {
      html: rendered.html,
      payload: rendered.payload == null ? null : JSON.stringify(rendered.payload),
    };
  };
  /** Writes a page's files and records it; returns its internal links when they are collected. */
  const writeFiles = async (
    { page, hash }: { page: PageDescriptor; hash: string },
    output: { html: string | Buffer; payload: string | Buffer | null },
    links: () => string[] | null,
  ): Promise<string[] | null> => {
    const file = pageFile(page);
    const { html, payload } = output;
    const replace = input.replaceFiles === true;
    await staging.write({ technicalName: site.technicalName, file, contents: html, replace });
    const payloadTarget = payloadFile(file);
    if (payloadTarget && payload !== null) {
      await staging.write({
        technicalName: site.technicalName,
        file: payloadTarget,
        contents: payload,
        replace,
      });
    } else if (payloadTarget && replace) {
      await staging.remove({ technicalName: site.technicalName, file: payloadTarget });
    }
    const hrefs = links();
    if (hrefs) table?.add(file, hrefs);
    written.push(writtenPage(page, hash, Buffer.byteLength(html)));
    if (written.length % 250 === 0 || written.length === input.pages.length) {
      input.onProgress?.(written.length, input.pages.length);
    }
    return hrefs;
  };
  const write = (entry: { page: PageDescriptor; hash: string }, output: PageOutput) =>
    writeFiles(entry, output, () =>
      table ? internalLinks({ html: output.html, pageUrl: pageUrlOf(site, entry.page) }) : null,
    );
  let start = 0;
  for (const { size, checks } of input.groups ?? input.pages.map(() => ({ size: 1, checks: 0 }))) {
    if (!(size >= 1 && checks >= 0 && checks < size && start + size <= input.pages.length)) {
      throw new Error(
        `A render batch of ${site.key} names a group of ${size} pages (${checks} checks) it lacks`,
      );
    }
    const [first, ...others] = input.pages.slice(start, start + size);
    start += size;
    const watched = watchedLocale(localeOf(first!.page));
    const output = await render(first!.page, watched.locale);
    const firstLinks = await write(first!, output);
    const from = localeCodes(localeOf(first!.page));
    const firstUrl = pageUrlOf(site, first!.page);
    /**
     * Whether the page is at the first page's URL with the codes exchanged: then its links are the
     * first's exchanged (relative hrefs resolve alike); a member at another path has its own.
     */
    const atExchangedUrl = (page: PageDescriptor, to: LocaleCodes) =>
      pageUrlOf(site, page) === (to === from ? firstUrl : from.exchange(firstUrl, to));
    const copies = others.length > 0 ? outputCopies(output, from) : null;
    // A renderer that read the country may show it in other ways than the codes: no copies then. A check
    // page is rendered and must equal its copy, links included.
    let alike = !watched.read();
    for (const entry of others.slice(0, checks)) {
      const to = localeCodes(localeOf(entry.page));
      const checked = await render(entry.page);
      const links = await write(entry, checked);
      alike &&=
        copies!.equals(to, checked) &&
        (!atExchangedUrl(entry.page, to) || equalLinks(exchangeLinks(firstLinks, from, to), links));
    }
    for (const entry of others.slice(checks)) {
      const to = localeCodes(localeOf(entry.page));
      // Codes are exchanged only between locales that have them; output that already names the member's
      // locale (a link to it) would be exchanged wrongly.
      const exchangeable =
        to === from || (from.substitutable && to.substitutable && copies?.names(to) === false);
      if (copies && alike && exchangeable) {
        const copy = copies.of(to);
        await writeFiles(entry, copy, () => {
          if (!table) return null;
          if (atExchangedUrl(entry.page, to)) return exchangeLinks(firstLinks, from, to);
          return internalLinks({ html: copy.html.toString('utf8'), pageUrl: pageUrlOf(site, entry.page) });
        });
      } else await write(entry, await render(entry.page));
    }
  }
  if (start !== input.pages.length) {
    throw new Error(
      `The groups of a render batch of ${site.key} hold ${start} of its ${input.pages.length} pages`,
    );
  }
  await staging.flush();
  return { pages: written, links: table?.table ?? null };
}

/** A rendered page: its document, and its route payload as JSON (null for none). */
interface PageOutput {
  html: string;
  payload: string | null;
}

/** A page's links with the codes of locale `from` exchanged for those of `to` (null: not collected). */
function exchangeLinks(links: string[] | null, from: LocaleCodes, to: LocaleCodes): string[] | null {
  if (links === null || from === to) return links;
  return links.map((href) => from.exchange(href, to));
}

function equalLinks(a: string[] | null, b: string[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((href, position) => href === b[position]);
}

/**
 * The first output of a group, ready to be written for each other member: its text cut at the locale's
 * forms (core/locales/locale-codes.ts `split`) and encoded once, so that a member's copy is its parts
 * joined with the member's own forms, bytes to bytes, with no string made, scanned or encoded per page.
 */
interface OutputCopies {
  /** Whether the output names the locale `to` (then a copy for `to` would be exchanged wrongly). */
  names(to: LocaleCodes): boolean;
  /**
   * The output with the codes of `to`: each text `from.exchange(text, to)`, encoded as UTF-8, where
   * `to` is `from` or both locales are substitutable (core/locales/locale-codes.ts).
   */
  of(to: LocaleCodes): { html: Buffer; payload: Buffer | null };
  /** Whether `output`, rendered for `to`, is the copy {@link OutputCopies.of} makes for `to`. */
  equals(to: LocaleCodes, output: PageOutput): boolean;
}

function outputCopies(output: PageOutput, from: LocaleCodes): OutputCopies {
  const html = encodedParts(from.split(output.html));
  const payload = output.payload === null ? null : encodedParts(from.split(output.payload));
  const named = [namedForms(output.html), ...(output.payload === null ? [] : [namedForms(output.payload)])];
  const formBytes = new Map<LocaleCodes, Buffer[]>();
  const bytesOf = (to: LocaleCodes) => {
    let bytes = formBytes.get(to);
    if (!bytes) {
      bytes = to.forms.map((form) => Buffer.from(form, 'utf8'));
      formBytes.set(to, bytes);
    }
    return bytes;
  };
  const fill = (encoded: EncodedParts, forms: Buffer[]): Buffer => {
    const chunks: Buffer[] = [encoded.parts[0]!];
    let length = encoded.bytes;
    for (let slot = 0; slot < encoded.slots.length; slot++) {
      const form = forms[encoded.slots[slot]!]!;
      chunks.push(form, encoded.parts[slot + 1]!);
      length += form.length;
    }
    return Buffer.concat(chunks, length);
  };
  return {
    names: (to) => named.some((forms) => to.isNamed(forms)),
    of(to) {
      const forms = bytesOf(to);
      return { html: fill(html, forms), payload: payload && fill(payload, forms) };
    },
    equals(to, rendered) {
      if (to !== from && !(from.substitutable && to.substitutable)) return false;
      const copy = this.of(to);
      return (
        copy.html.equals(Buffer.from(rendered.html, 'utf8')) &&
        (copy.payload === null
          ? rendered.payload === null
          : rendered.payload !== null && copy.payload.equals(Buffer.from(rendered.payload, 'utf8')))
      );
    },
  };
}

interface EncodedParts {
  parts: Buffer[];
  slots: number[];
  /** The parts' bytes together. */
  bytes: number;
}

function encodedParts(split: { parts: string[]; slots: number[] }): EncodedParts {
  const parts = split.parts.map((part) => Buffer.from(part, 'utf8'));
  return { parts, slots: split.slots, bytes: parts.reduce((sum, part) => sum + part.length, 0) };
}

/** The locale with its `country` watched: `read()` tells whether anything read it. */
function watchedLocale(locale: Locale): { locale: Locale; read(): boolean } {
  let read = false;
  const watched = { ...locale };
  Object.defineProperty(watched, 'country', {
    enumerable: true,
    get: () => {
      read = true;
      return locale.country;
    },
  });
  return { locale: watched, read: () => read };
}

/** The descriptor's props with each of its fragments under its prop name. */
function propsOf(page: PageDescriptor, fragments: Readonly<Record<string, unknown>>): unknown {
  if (!page.fragments) return page.props;
  const props: Record<string, unknown> = { ...(page.props as Record<string, unknown>) };
  for (const [name, key] of Object.entries(page.fragments)) props[name] = fragments[key];
  return props;
}

/** The fragments `pages` use, by key, from all of the site's. */
export function fragmentsFor(
  pages: readonly { page: PageDescriptor }[],
  all: ReadonlyMap<string, unknown>,
): Record<string, unknown> {
  const used: Record<string, unknown> = {};
  for (const { page } of pages) {
    for (const key of Object.values(page.fragments ?? {})) if (!(key in used)) used[key] = all.get(key);
  }
  return used;
}
