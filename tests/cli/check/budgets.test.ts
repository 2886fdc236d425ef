import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetFor, evaluateBytes, measurePage } from '../../../cli/check/bytes.ts';
import { evaluateScores } from '../../../cli/check/lighthouse.ts';
import { formatBytes } from '../../../cli/output.ts';
import { checkConfigSchema } from '../../../config/project-schema.ts';

describe('byte budgets', () => {
  const javascript = { default: 1000, 'products/*/*/*': 5000 };

  it('holds a page type to its own budget, else the default; no default: no budget', () => {
    expect(budgetFor(javascript, 'products/*/*/*')).toBe(5000);
    expect(budgetFor(javascript, 'stories/*')).toBe(1000);
    expect(budgetFor({ home: 10 }, 'stories/*')).toBeUndefined();
  });

  it('reports each kind over its budget, with the page type', () => {
    const over = evaluateBytes({
      type: 'stories/*',
      bytes: { javascript: 1001, css: 100 },
      javascript,
      css: { default: 100 },
      format: formatBytes,
    });
    expect(over).toEqual(['JavaScript 1001 B over the budget of 1000 B (page type stories/*)']);
    expect(
      evaluateBytes({
        type: 'products/*/*/*',
        bytes: { javascript: 4000, css: 0 },
        javascript,
        css: {},
        format: formatBytes,
      }),
    ).toEqual([]);
  });

  it('has defaults a config without a check key gets', () => {
    const config = checkConfigSchema.parse(undefined);
    expect(config.bytes).toEqual({
      severity: 'warn',
      javascript: { default: 300_000 },
      css: { default: 100_000 },
    });
    expect(config.lighthouse.scores).toEqual({
      performance: 50,
      accessibility: 90,
      bestPractices: 90,
      seo: 90,
    });
    expect(config.html.severity).toBe('fail');
  });
});

describe('measurePage', () => {
  it('counts scripts with their static imports once, stylesheets and inline code, not lazy modules or data', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'sitefleet-bytes-'));
    await mkdir(path.join(out, '_assets/chunks'), { recursive: true });
    await mkdir(path.join(out, 'main/en'), { recursive: true });
    const entry =
      'import{a}from"./chunks/shared.js";import"./chunks/shared.js";const l=()=>import("./chunks/lazy.js");';
    const shared = 'export const a=1;';
    await writeFile(path.join(out, '_assets/entry.js'), entry);
    await writeFile(path.join(out, '_assets/chunks/shared.js'), shared);
    await writeFile(path.join(out, '_assets/chunks/lazy.js'), 'x'.repeat(10_000));
    await writeFile(path.join(out, '_assets/site.css'), 'body{color:red}');
    const html = [
      '<!DOCTYPE html><html><head>',
      '<link rel="stylesheet" href="/_assets/site.css">',
      '<script type="module" src="/_assets/entry.js"></script>',
      '<script src="https://cdn.example.com/tag.js"></script>',
      '<style>p{margin:0}</style>',
      '</head><body><script>var x=1;</script>',
      '<script type="application/json">{"props":"not code"}</script>',
      '</body></html>',
    ].join('');
    const file = path.join(out, 'main/en/index.html');
    await writeFile(file, html);

    const bytes = await measurePage({ outDir: out, htmlFile: file });
    expect(bytes.javascript).toBe(entry.length + shared.length + 'var x=1;'.length);
    expect(bytes.css).toBe('body{color:red}'.length + 'p{margin:0}'.length);
    expect(bytes.unmeasured).toEqual(['https://cdn.example.com/tag.js']);
  });

  it('lists a reference with a malformed escape as unmeasured instead of failing the check', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'sitefleet-bytes-'));
    await mkdir(path.join(out, '_assets'), { recursive: true });
    await writeFile(path.join(out, '_assets/entry.js'), 'var y=2;');
    const file = path.join(out, 'index.html');
    await writeFile(
      file,
      '<!DOCTYPE html><html><head><script src="/_assets/100%.js"></script><script src="/_assets/entry.js"></script></head></html>',
    );
    const bytes = await measurePage({ outDir: out, htmlFile: file });
    expect(bytes.javascript).toBe('var y=2;'.length);
    expect(bytes.unmeasured).toEqual(['/_assets/100%.js']);
  });
});

describe('Lighthouse scores', () => {
  const minimums = { performance: 90, accessibility: 90, bestPractices: 90, seo: 90 };

  it('names each category below its minimum, on the 0–100 scale', () => {
    expect(
      evaluateScores({
        categories: {
          performance: { score: 0.42 },
          accessibility: { score: 0.9 },
          'best-practices': { score: 0.95 },
          seo: { score: 0.894 },
        },
        minimums,
      }),
    ).toEqual(['performance 42 below the minimum of 90', 'seo 89 below the minimum of 90']);
  });

  it('counts a category Lighthouse could not score as a problem', () => {
    expect(
      evaluateScores({
        categories: {
          performance: { score: null },
          accessibility: { score: 1 },
          'best-practices': { score: 1 },
          seo: { score: 1 },
        },
        minimums,
      }),
    ).toEqual(['performance: no score (Lighthouse could not measure it)']);
  });
});
