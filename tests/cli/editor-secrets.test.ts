import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveEditorSecrets } from '../../cli/editor-secrets.ts';
import { type ProjectConfigInput, projectConfigSchema } from '../../config/project-schema.ts';

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

const REAL = {
  content: { url: 'https://cms.example.com/graphql' },
  products: { url: 'https://products.example.com/graphql' },
  identity: { url: 'https://id.example.com/am/oauth2/alpha' },
  sis: { url: 'https://sis.example.com/graphql' },
};

/** Resolves the editor secrets of a fresh project with `config`, recording the warnings logged. */
async function resolve(config: ProjectConfigInput, root?: string) {
  const projectRoot = root ?? (await mkdtemp(path.join(tmpdir(), 'sitefleet-editor-')));
  if (!root) roots.push(projectRoot);
  const warnings: string[] = [];
  const logger = pino(
    { level: 'warn' },
    { write: (line: string) => warnings.push(String((JSON.parse(line) as { msg: unknown }).msg)) },
  );
  const resolved = await resolveEditorSecrets({
    root: projectRoot,
    config: projectConfigSchema.parse(config),
    logger,
  });
  return { root: projectRoot, resolved, warnings, file: path.join(projectRoot, '.sitefleet', 'editor.json') };
}

describe('resolveEditorSecrets (customer-area §6; docs/security.md rule 1)', () => {
  it('with every service left to the sandbox: generates once, then keeps, the sandbox editor secrets', async () => {
    const first = await resolve({});
    expect(first.resolved).toEqual({
      source: 'sandbox',
      editor: { password: expect.any(String), secret: expect.any(String) },
      file: first.file,
      generated: true,
    });
    const again = await resolve({}, first.root);
    expect(again.resolved).toEqual({ ...first.resolved, generated: false });
    expect([...first.warnings, ...again.warnings]).toEqual([]);
  });

  it('with services.sandbox next to real services: the sandbox editor secrets', async () => {
    const { resolved, file } = await resolve({ services: { content: REAL.content, sandbox: true } });
    expect(resolved).toMatchObject({ source: 'sandbox', file, generated: true });
  });

  it('with real services and no editor config: the editor area off, a warning naming the settings, no file', async () => {
    const { resolved, warnings, file } = await resolve({ services: REAL });
    expect(resolved).toEqual({ source: 'none', editor: null });
    expect(existsSync(file)).toBe(false);
    expect(warnings).toHaveLength(1);
    for (const name of [
      'editor.password',
      'editor.secret',
      'SITEFLEET_EDITOR_PASSWORD',
      'SITEFLEET_EDITOR_SECRET',
    ]) {
      expect(warnings[0]).toContain(name);
    }
  });

  it('with a configured password and secret: those, nothing kept, nothing logged', async () => {
    const editor = { password: 'configured-password', secret: 'configured-secret-0123456789abcdef0123' };
    for (const services of [{}, REAL]) {
      const { resolved, warnings, file } = await resolve({ services, editor });
      expect(resolved).toEqual({ source: 'config', editor });
      expect(existsSync(file)).toBe(false);
      expect(warnings).toEqual([]);
    }
  });
});
