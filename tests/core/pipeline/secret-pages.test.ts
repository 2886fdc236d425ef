import { describe, expect, it } from 'vitest';
import { manifestEntry } from '../../../core/pipeline/incremental.ts';
import { pageFile } from '../../../core/pipeline/page-file.ts';
import type { PageDescriptor } from '../../../core/pipeline/plugin.ts';
import { isSecretPageKey, secretPage, secretPageKey } from '../../../core/pipeline/secret-pages.ts';
import { pageFileAt, pageKey } from '../../../runtime/server/site-registry.ts';

const gate: PageDescriptor = { locale: 'en', path: 'x7k2m9q4', title: 'Internal', view: 'gate', props: {} };

describe('a secret page is recorded by a digest of its address (customer-area §2 {token})', () => {
  it('is written below the build folder and recorded without its path', () => {
    const page = secretPage(gate);
    expect(page.unlisted).toBe(true);
    expect(pageFile(page)).toMatch(/^_build\/secret-pages\/[\w-]{22}\.html$/);
    const entry = manifestEntry(page, pageFile(page), 'hash');
    expect(JSON.stringify(entry)).not.toContain('x7k2m9q4');
    expect(entry.path).toBe(secretPageKey(gate));
    expect(isSecretPageKey(entry.path)).toBe(true);
    // A page that is not secret keeps its path.
    expect(manifestEntry(gate, pageFile(gate), 'hash').path).toBe('x7k2m9q4');
  });

  it('gives each locale and path its own key', () => {
    const keys = new Set(
      [
        { locale: 'en', path: 'x7k2m9q4' },
        { locale: 'de', path: 'x7k2m9q4' },
        { locale: 'en', path: 'x7k2m9q5' },
        { locale: 'en', path: 'events/x7k2m9q4' },
      ].map(secretPageKey),
    );
    expect(keys.size).toBe(4);
  });

  it("is found by the runtime from the request's path, never from its key", () => {
    const page = secretPage(gate);
    const entry = manifestEntry(page, pageFile(page), 'hash');
    const served = { pageFiles: new Map([[pageKey(entry), entry.file]]) };
    expect(pageFileAt(served, { locale: 'en', path: 'x7k2m9q4' })).toBe(pageFile(page));
    expect(pageFileAt(served, { locale: 'de', path: 'x7k2m9q4' })).toBeUndefined();
    expect(pageFileAt(served, { locale: 'en', path: entry.path })).toBeUndefined();
  });
});
