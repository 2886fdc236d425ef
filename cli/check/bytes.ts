import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import { Parser } from 'htmlparser2';
import { safeDecode } from '../../core/routing/url.ts';
import type { CheckedPage } from './pages.ts';
import type { CheckProblem } from './report.ts';

/** A page's JavaScript and CSS, in uncompressed bytes. */
export interface PageBytes {
  javascript: number;
  css: number;
  /** Referenced files that are not in the output folder (another origin, a missing file): not counted. */
  unmeasured: string[];
}

/** Budgets by page type (config `check.bytes.javascript` / `.css`), `default` for the types not named. */
export type ByteBudgets = Readonly<Record<string, number>>;

/** Script types that are code (an absent type is classic JavaScript). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * What a page's files say it loads, in uncompressed bytes (what the browser parses and runs, whatever
 * the server's compression), for when there is no browser to ask: JavaScript is its `<script src>` files, `<link rel="modulepreload">`
 * files and inline code scripts, with every module they import statically (transitively, each file
 * once); CSS is its `<link rel="stylesheet">` files and inline `<style>`. Modules loaded on demand
 * (`import()`, an island's code) are not counted, nor JSON and other data scripts. Files are looked up
 * in `outDir` by URL path (`/_assets/client-x.js` → `<outDir>/_assets/client-x.js`).
 * @param files a cache of file contents shared across pages (every page loads the same bundle).
 * @throws when the page's HTML file cannot be read.
 */
export async function measurePage(input: {
  outDir: string;
  htmlFile: string;
  files?: Map<string, Promise<string | null>>;
}): Promise<PageBytes> {
  await init;
  const files = input.files ?? new Map<string, Promise<string | null>>();
  const read = (urlPath: string) => {
    // A malformed escape (`100%.js`) is looked up as written: it names no file and counts as missing.
    const file = path.join(input.outDir, safeDecode(urlPath));
    // A path that climbs out of the output folder is nothing the runtime serves.
    if (!file.startsWith(`${input.outDir}${path.sep}`)) return Promise.resolve(null);
    if (!files.has(file))
      files.set(
        file,
        readFile(file, 'utf8').catch(() => null),
      );
    return files.get(file)!;
  };
  const html = await readFile(input.htmlFile, 'utf8');
  const modules: string[] = [];
  const stylesheets: string[] = [];
  let inlineJavaScript = 0;
  let inlineCss = 0;
  let inside: 'script' | 'style' | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script') {
          const type = (attributes.type ?? '').toLowerCase();
          if (!SCRIPT_TYPES.has(type)) return;
          if (attributes.src !== undefined) modules.push(attributes.src);
          else inside = 'script';
        } else if (name === 'style') inside = 'style';
        else if (name === 'link' && attributes.href !== undefined) {
          const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
          if (rel.includes('stylesheet')) stylesheets.push(attributes.href);
          else if (rel.includes('modulepreload')) modules.push(attributes.href);
        }
      },
      ontext(text) {
        if (inside === 'script') inlineJavaScript += Buffer.byteLength(text);
        else if (inside === 'style') inlineCss += Buffer.byteLength(text);
      },
      onclosetag() {
        inside = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);

  const unmeasured: string[] = [];
  const counted = new Set<string>();
  let javascript = inlineJavaScript;
  const queue = modules
    .map((href) => localPath(href))
    .filter((urlPath, index) => {
      if (urlPath === null) unmeasured.push(modules[index]!);
      return urlPath !== null;
    }) as string[];
  while (queue.length > 0) {
    const urlPath = queue.shift()!;
    if (counted.has(urlPath)) continue;
    counted.add(urlPath);
    const source = await read(urlPath);
    if (source === null) {
      unmeasured.push(urlPath);
      continue;
    }
    javascript += Buffer.byteLength(source);
    let imports: ReturnType<typeof parse>[0];
    try {
      [imports] = parse(source);
    } catch {
      continue;
    }
    for (const entry of imports) {
      // d === -1: a static import (or re-export); import() and import.meta are not loaded up front.
      if (entry.d !== -1 || entry.n === undefined) continue;
      const target = localPath(entry.n, urlPath);
      if (target === null) unmeasured.push(entry.n);
      else queue.push(target);
    }
  }
  let css = inlineCss;
  for (const href of new Set(stylesheets)) {
    const urlPath = localPath(href);
    const source = urlPath === null ? null : await read(urlPath);
    if (source === null) unmeasured.push(href);
    else css += Buffer.byteLength(source);
  }
  return { javascript, css, unmeasured };
}

/** A same-origin URL's path (`/_assets/x.js`), resolved against `base`; null for another origin. */
function localPath(href: string, base = '/'): string | null {
  const origin = 'http://sitefleet.invalid';
  let url: URL;
  try {
    url = new URL(href, `${origin}${base}`);
  } catch {
    return null;
  }
  return url.origin === origin ? url.pathname : null;
}

/** The budget a page type is held to: its own entry, else `default`; undefined: none. */
export function budgetFor(budgets: ByteBudgets, type: string): number | undefined {
  return Object.hasOwn(budgets, type) ? budgets[type] : budgets.default;
}

/**
 * A page's measured bytes against the budgets of its type: one problem per kind over budget
 * (`JavaScript 412.3 kB over the budget of 300 kB (page type products/…)`).
 */
export function evaluateBytes(input: {
  type: string;
  bytes: Pick<PageBytes, 'javascript' | 'css'>;
  javascript: ByteBudgets;
  css: ByteBudgets;
  format: (bytes: number) => string;
}): string[] {
  const over: string[] = [];
  for (const kind of ['javascript', 'css'] as const) {
    const budget = budgetFor(input[kind], input.type);
    const measured = input.bytes[kind];
    if (budget === undefined || measured <= budget) continue;
    over.push(
      `${kind === 'javascript' ? 'JavaScript' : 'CSS'} ${input.format(measured)} over the budget of ${input.format(budget)} (page type ${input.type})`,
    );
  }
  return over;
}

/** A page's measured bytes, as the JSON report lists them. */
export interface MeasuredPage {
  page: string;
  type: string;
  bytes: PageBytes;
}

/**
 * Holds measured pages to their types' budgets ({@link evaluateBytes}): a problem per kind over budget.
 */
export function judgeBytes(input: {
  measured: readonly { page: Pick<CheckedPage, 'site' | 'url' | 'type'>; bytes: PageBytes }[];
  javascript: ByteBudgets;
  css: ByteBudgets;
  format: (bytes: number) => string;
}): { problems: CheckProblem[]; measured: MeasuredPage[] } {
  const problems: CheckProblem[] = [];
  for (const { page, bytes } of input.measured) {
    for (const message of evaluateBytes({ type: page.type, bytes, ...input })) {
      problems.push({ site: page.site, page: page.url, message });
    }
  }
  return {
    problems,
    measured: input.measured.map(({ page, bytes }) => ({ page: page.url, type: page.type, bytes })),
  };
}

/**
 * The bytes check from the files, without a browser: measures one page per page type
 * ({@link measurePage}) and holds each to its type's budgets.
 */
export async function checkBytesFromFiles(input: {
  outDir: string;
  pages: readonly CheckedPage[];
  javascript: ByteBudgets;
  css: ByteBudgets;
  format: (bytes: number) => string;
}): Promise<{ problems: CheckProblem[]; measured: MeasuredPage[] }> {
  const files = new Map<string, Promise<string | null>>();
  const measured: { page: CheckedPage; bytes: PageBytes }[] = [];
  for (const page of input.pages) {
    const htmlFile = path.join(page.dir, page.file);
    measured.push({ page, bytes: await measurePage({ outDir: input.outDir, htmlFile, files }) });
  }
  return judgeBytes({ ...input, measured });
}
