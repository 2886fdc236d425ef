import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyChange, planChanges, type WatchedPaths } from '../../../cli/dev/classify.ts';
import { describeFiles, formatBuildLine } from '../../../cli/dev/report.ts';

const fleet = '/srv/sitefleet';
const project = '/home/dev/.work/shop';
const paths: WatchedPaths = {
  sitesDir: path.join(project, 'sites'),
  localesDir: path.join(fleet, 'locales'),
  pluginDirs: [path.join(fleet, 'plugins'), path.join(project, 'plugins')],
  uiDirs: [path.join(fleet, 'runtime/ui'), path.join(fleet, 'runtime/client')],
  datasetDir: path.join(fleet, 'sandbox/dataset'),
  configFile: path.join(project, 'sitefleet.config.json'),
};

describe('classifyChange (what sitefleet dev does about a changed file)', () => {
  it.each([
    [`${project}/sites/main.ts`, 'build'],
    [`${fleet}/locales/de/common.json`, 'build'],
    [`${fleet}/plugins/stories/render.tsx`, 'build'],
    [`${fleet}/plugins/news-feed/islands/news-feed.tsx`, 'build'],
    [`${project}/plugins/greeting/islands/greeting.tsx`, 'build'],
    [`${fleet}/runtime/ui/layout.tsx`, 'build'],
    [`${fleet}/runtime/client/main.ts`, 'build'],
  ])('%s rebuilds', (file, action) => {
    expect(classifyChange(file, paths)).toBe(action);
  });

  it.each([
    [`${fleet}/sandbox/dataset/pages.ts`],
    [`${fleet}/plugins/news-feed/server/news-feed-route.ts`],
    [`${project}/plugins/greeting/index.ts`],
    [`${project}/sitefleet.config.json`],
  ])('%s restarts the runtime, then rebuilds', (file) => {
    expect(classifyChange(file, paths)).toBe('restart');
  });

  it.each([
    [`${project}/sites/.main.ts.swp`],
    [`${project}/sites/main.ts~`],
    [`${project}/sites/4913`],
    [`${fleet}/locales/de/common.json.tmp`],
    [`${fleet}/locales/README.md`],
    [`${fleet}/plugins/stories/node_modules/x/index.js`],
    [`${fleet}/core/pipeline/build.ts`],
    [`${project}/README.md`],
  ])('%s is ignored', (file) => {
    expect(classifyChange(file, paths)).toBe('ignore');
  });

  it('judges dot folders below the watched folders only (the project itself is under .work)', () => {
    expect(classifyChange(`${project}/sites/main.ts`, paths)).toBe('build');
    expect(classifyChange(`${project}/sites/.drafts/main.ts`, paths)).toBe('ignore');
  });

  it('a batch takes its strongest action and keeps only the files that matter', () => {
    expect(planChanges([`${fleet}/locales/de/common.json`, `${project}/sites/main.ts~`], paths)).toEqual({
      action: 'build',
      files: [`${fleet}/locales/de/common.json`],
    });
    expect(
      planChanges([`${fleet}/locales/de/common.json`, `${fleet}/sandbox/dataset/pages.ts`], paths).action,
    ).toBe('restart');
    expect(planChanges([`${project}/README.md`], paths)).toEqual({ action: 'ignore', files: [] });
  });
});

describe("sitefleet dev's output lines", () => {
  it('names the file relative to the project, else to sitefleet', () => {
    expect(describeFiles([`${project}/sites/main.ts`], [project, fleet])).toBe('sites/main.ts');
    expect(
      describeFiles([`${fleet}/locales/de/common.json`, `${project}/sites/a.ts`], [project, fleet]),
    ).toBe('locales/de/common.json (+1 more)');
    expect(describeFiles([], [project])).toBe('first build');
  });

  it('says per site how many pages were re-rendered, and the time', () => {
    const line = formatBuildLine({
      what: 'locales/de/common.json',
      ms: 3449,
      answer: {
        ok: true,
        warnings: 0,
        sites: [
          { technicalName: 'machinery_group', pages: 221, rendered: 109, removed: 0, changed: true },
          { technicalName: 'events', pages: 40, rendered: 0, removed: 0, changed: false },
        ],
      },
    });
    expect(line).toBe(
      'locales/de/common.json → machinery_group: 109 of 221 pages re-rendered; events: unchanged (40 pages) in 3.4 s',
    );
  });

  it('shows a failure with its reason and that the previous pages stay', () => {
    const line = formatBuildLine({
      what: 'sites/main.ts',
      ms: 1200,
      answer: {
        ok: false,
        error: '✖ Invalid site file\n  caused by: sites/main.ts: plugins.seo.exclude: expected array',
      },
    });
    expect(line).toContain('sites/main.ts → build failed in 1.2 s; the previous pages are still served:');
    expect(line).toContain('  caused by: sites/main.ts: plugins.seo.exclude: expected array');
  });
});
