import { type LocaleCodes, localeCodes } from '../locales/locale-codes.ts';
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
   * The sizes of the groups {@link pages} is made of, in order (core/pipeline/locale-groups.ts): pages
   * whose inputs are equal but for their own locale's codes, the second one to check the first against.
   * Default: each page a group of its own (each rendered).
   */
  groups?: number[];
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
 * group ({@link RenderBatch.groups}) the first two pages are rendered; when the second equals the first
 * with the locales' codes exchanged (core/locales/locale-codes.ts), every other page of the group is
 * written as the first's output with its own codes, else each is rendered. Pure apart from the writes.
 *
 * @param input.onProgress called every 250 pages and at the end with pages written and the batch size.
 * @returns the manifest entries of the written pages, in the batch's order, and their links.
 * @throws Error naming the page when no plugin renders its view or its locale is not the site's; the
 *   error of a failing renderer, with the page's file in the message.
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
  const links = input.collectLinks ? createPageLinkTable() : null;
  const written: WrittenPage[] = [];
  const localeOf = (page: PageDescriptor): Locale => {
    const locale = locales.get(page.locale);
    if (!locale) {
      throw new Error(`Page ${pageFile(page)} names the locale '${page.locale}', which ${site.key} lacks`);
    }
    return locale;
  };
  const render = async (page: PageDescriptor): Promise<PageOutput> => {
    const file = pageFile(page);
    const renderer = input.renderers.get(page.view);
    if (!renderer) throw new Error(`No plugin renders the view '${page.view}' of page ${file}`);
    let rendered: string | RenderedPage;
    try {
      rendered = await renderer(propsOf(page, input.fragments), { site, locale: localeOf(page) });
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
  const write = async ({ page, hash }: { page: PageDescriptor; hash: string }, output: PageOutput) => {
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
    links?.add(file, internalLinks({ html, pageUrl: pageUrlOf(site, page) }));
    written.push(writtenPage(page, hash, Buffer.byteLength(html)));
    if (written.length % 250 === 0 || written.length === input.pages.length) {
      input.onProgress?.(written.length, input.pages.length);
    }
  };
  let start = 0;
  for (const size of input.groups ?? input.pages.map(() => 1)) {
    const group = input.pages.slice(start, start + size);
    start += size;
    const [first, second, ...others] = group;
    if (!first) continue;
    const output = await render(first.page);
    await write(first, output);
    if (!second) continue;
    const from = localeCodes(localeOf(first.page));
    const checked = await render(second.page);
    await write(second, checked);
    const alike = equalOutput(exchange(output, from, localeCodes(localeOf(second.page))), checked);
    for (const entry of others) {
      const to = localeCodes(localeOf(entry.page));
      await write(entry, alike ? exchange(output, from, to) : await render(entry.page));
    }
  }
  await staging.flush();
  return { pages: written, links: links?.table ?? null };
}

/** A rendered page: its document, and its route payload as JSON (null for none). */
interface PageOutput {
  html: string;
  payload: string | null;
}

/** A page's output with the codes of locale `from` exchanged for those of `to`. */
function exchange(output: PageOutput, from: LocaleCodes, to: LocaleCodes): PageOutput {
  if (from === to) return output;
  return {
    html: from.exchange(output.html, to),
    payload: output.payload === null ? null : from.exchange(output.payload, to),
  };
}

function equalOutput(a: PageOutput, b: PageOutput): boolean {
  return a.html === b.html && a.payload === b.payload;
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
