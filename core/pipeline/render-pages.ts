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
  /** The pages, each with its input hash (core/pipeline/incremental.ts), in declaration order. */
  pages: { page: PageDescriptor; hash: string }[];
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
 * renderer gives a route payload gets it beside it (core/pipeline/page-file.ts `payloadFile`). Pure
 * apart from the writes.
 *
 * @param input.onProgress called every 250 pages and at the end with pages rendered and the batch size.
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
  for (const { page, hash } of input.pages) {
    const file = pageFile(page);
    const renderer = input.renderers.get(page.view);
    if (!renderer) throw new Error(`No plugin renders the view '${page.view}' of page ${file}`);
    const locale = locales.get(page.locale);
    if (!locale) throw new Error(`Page ${file} names the locale '${page.locale}', which ${site.key} lacks`);
    let rendered: string | RenderedPage;
    try {
      rendered = await renderer(propsOf(page, input.fragments), { site, locale });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Rendering ${site.key} ${file} (view ${page.view}) failed: ${reason}`, {
        cause: error,
      });
    }
    const { html, payload } = typeof rendered === 'string' ? { html: rendered, payload: null } : rendered;
    const replace = input.replaceFiles === true;
    await staging.write({ technicalName: site.technicalName, file, contents: html, replace });
    const payloadTarget = payloadFile(file);
    if (payloadTarget && payload != null) {
      await staging.write({
        technicalName: site.technicalName,
        file: payloadTarget,
        contents: JSON.stringify(payload),
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
  }
  await staging.flush();
  return { pages: written, links: links?.table ?? null };
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
