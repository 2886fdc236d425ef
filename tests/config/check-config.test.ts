import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProjectConfig } from '../../config/load-project.ts';

async function projectWith(config: unknown): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-config-'));
  await writeFile(path.join(root, 'sitefleet.config.json'), JSON.stringify(config));
  return root;
}

describe('config check', () => {
  it('takes severities and budgets, keeping the defaults of what is not set', async () => {
    const root = await projectWith({
      check: {
        links: { severity: 'fail' },
        lighthouse: { sample: 2, scores: { performance: 80 } },
        bytes: { javascript: { default: 200000, 'products/*/*/*': 400000 } },
      },
    });
    const { config } = await loadProjectConfig({ root, env: {} });
    expect(config.check.links.severity).toBe('fail');
    expect(config.check.lighthouse).toEqual({
      severity: 'warn',
      sample: 2,
      scores: { performance: 80, accessibility: 90, bestPractices: 90, seo: 90 },
    });
    expect(config.check.bytes.javascript).toEqual({ default: 200000, 'products/*/*/*': 400000 });
    expect(config.check.bytes.css).toEqual({ default: 100000 });
  });

  it('names the file and key of a bad severity, score or budget', async () => {
    const root = await projectWith({
      check: {
        html: { severity: 'error' },
        lighthouse: { scores: { seo: 101 } },
        bytes: { css: { home: -1 } },
        axe: {},
      },
    });
    const message = await loadProjectConfig({ root, env: {} }).catch((error: Error) => error.message);
    const file = path.join(root, 'sitefleet.config.json');
    expect(message).toContain(`${file}: check.html.severity:`);
    expect(message).toContain(`${file}: check.lighthouse.scores.seo:`);
    expect(message).toContain(`${file}: check.bytes.css.home:`);
    expect(message).toMatch(/check.*axe/);
  });
});
