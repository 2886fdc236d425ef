import path from 'node:path';
import escapeHtml from 'escape-html';
import type { Request, Response } from 'express';
import type { ClientAssets } from '../../core/pipeline/manifest.ts';
import type { PathFamily } from '../../core/pipeline/plugin.ts';
import type { PathFamilies } from '../../core/routing/path-families.ts';
import { joinPath } from '../../core/routing/url.ts';
import { serializeIslandProps } from '../ui/Island.tsx';
import { type PageReader, sendHtml } from './html.ts';
import { pageKey } from './site-registry.ts';
import type { ResolvedRequest } from './site-resolution.ts';
import type { TagConfig } from './tags.ts';

/*
 * What the content handler answers for the plugins' path families (core/pipeline/plugin.ts `PathFamily.serve`),
 * before the site's own pages.
 */

/**
 * Sends the bare page of a root path family (core/pipeline/plugin.ts `PathFamily.serve.island`, e.g. the
 * portal's `/blank-callback`): no content, only the client bundle and the family's island with its props,
 * never cached and never with tag scripts.
 */
export function sendIslandPage(input: {
  response: Response;
  family: PathFamily;
  assets: ClientAssets;
}): void {
  const serve = input.family.serve;
  if (!serve || !('island' in serve)) return;
  const { scripts } = input.assets;
  const island =
    `<div data-island="${escapeHtml(serve.island)}" data-island-id="root"></div>` +
    `<script type="application/json" data-island-props="root">${serializeIslandProps(serve.props)}</script>`;
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title></title>${scripts
    .map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`)
    .join('')}</head><body>${island}</body></html>`;
  input.response.setHeader('cache-control', 'no-store');
  input.response.status(200).type('html').send(html);
}

/**
 * Serves the locale's page of a path family for every path of the family (e.g. customer-area §2 "any path
 * starting with /mykomax (case-insensitive) requires login": the portal shell, whose island signs the
 * visitor in and shows the screen), never with tag scripts. Returns false when the path is in no served
 * family or the locale has no such page.
 */
export async function serveFamilyPage(content: {
  request: Request;
  response: Response;
  resolved: ResolvedRequest;
  pages: PageReader;
  tags: TagConfig;
  families: PathFamilies;
}): Promise<boolean> {
  const { served, locale, rest } = content.resolved;
  if (!locale) return false;
  const family = content.families.servedBelowLocale(joinPath({ segments: rest }));
  if (!family?.serve || !('page' in family.serve)) return false;
  const file = served.pageFiles.get(pageKey({ locale, path: family.serve.page }));
  if (!file) return false;
  const html = await content.pages.readFile({
    file: path.join(served.dir, file),
    buildId: served.manifest.buildId,
  });
  if (html === null) return false;
  // The page holds the visitor's tokens whatever spelling of the path reached it: never tag scripts.
  sendHtml({
    request: content.request,
    response: content.response,
    html,
    status: 200,
    tags: content.tags,
    families: content.families,
    withoutTags: true,
  });
  return true;
}
