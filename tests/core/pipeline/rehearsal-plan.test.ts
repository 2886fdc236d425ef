import { describe, expect, it } from 'vitest';
import type { RenderPlan } from '../../../core/pipeline/build-graph.ts';
import { REHEARSED_PAGES, rehearsalPlan } from '../../../core/pipeline/build-site.ts';
import { pageFile } from '../../../core/pipeline/page-file.ts';
import type { PageDescriptor } from '../../../core/pipeline/plugin.ts';

const descriptor = (path: string, view: string): PageDescriptor =>
  ({ locale: 'en', path, title: path, view, props: {} }) as PageDescriptor;

const entry = (page: PageDescriptor) => ({
  locale: page.locale,
  path: page.path,
  file: pageFile(page),
  hash: 'h',
});

describe('what the builder rehearses of a plan (core/pipeline/build.ts `rehearse`)', () => {
  const pages = [
    ...Array.from({ length: 100 }, (_, index) => descriptor(`content-${index}`, 'content-pages:content')),
    ...Array.from({ length: 3 }, (_, index) => descriptor(`product-${index}`, 'catalogue:page')),
  ];

  it('renders a sample of the reused pages, every view among them, and takes them out of the reused', () => {
    const plan: RenderPlan = { render: [], reuse: pages.map(entry), removed: [], duplicates: [] };
    const rehearsed = rehearsalPlan(plan, pages);
    expect(rehearsed.render).toHaveLength(REHEARSED_PAGES);
    expect(new Set(rehearsed.render.map(({ page }) => page.view))).toEqual(
      new Set(['content-pages:content', 'catalogue:page']),
    );
    expect(rehearsed.reuse).toHaveLength(pages.length - REHEARSED_PAGES);
    const rendered = new Set(rehearsed.render.map(({ page }) => pageFile(page)));
    expect(rehearsed.reuse.some((page) => rendered.has(page.file))).toBe(false);
  });

  it('renders no more than the sample when the plan renders the whole site (a new release)', () => {
    const plan: RenderPlan = {
      render: pages.map((page) => ({ page, hash: 'h' })),
      reuse: [],
      removed: [],
      duplicates: [],
    };
    expect(rehearsalPlan(plan, pages).render).toHaveLength(REHEARSED_PAGES);
  });
});
