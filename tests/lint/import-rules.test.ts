import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
/** The folders `npm run lint` cruises. */
const SOURCE_FOLDERS = ['core', 'runtime', 'plugins', 'sandbox', 'config', 'cli', 'sites'];

interface Violation {
  readonly type: string;
  readonly from: string;
  readonly to: string;
  readonly rule: { readonly name: string; readonly severity: string };
}

/**
 * Runs the depcruise CLI as `npm run lint` does, with the project's config, inside a fixture project:
 * the fixture folder is the working directory, so its modules are named `core/…`, `plugins/…` as the
 * real project's are, and the same anchored rules apply.
 */
function depcruise(fixture: string, outputType: 'json' | 'err-long') {
  return spawnSync(
    process.execPath,
    [DEPCRUISE, ...SOURCE_FOLDERS, '--config', CONFIG, '--output-type', outputType],
    {
      cwd: path.join(FIXTURES, fixture),
      encoding: 'utf8',
    },
  );
}

/** The violations depcruise finds in a fixture project. */
function violationsIn(fixture: string): readonly Violation[] {
  const run = depcruise(fixture, 'json');
  if (!run.stdout) throw new Error(`depcruise printed nothing: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

/** A file in a package, wherever node_modules lies (a few folders above a fixture). */
const PACKAGE_FILE = /^(?:\.\.\/)*node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/;

/** `rule: from → to`, a package named by its name (whichever of its files resolved). */
const line = (violation: Violation) =>
  `${violation.rule.name}: ${violation.from} → ${violation.to.replace(PACKAGE_FILE, 'package $1')}`;

const require = createRequire(import.meta.url);
const config = require(CONFIG) as {
  forbidden: readonly { name: string; comment?: string; severity?: string }[];
};

describe('import rules (.dependency-cruiser.cjs, run by npm run lint)', () => {
  let wrong: readonly Violation[];
  let clean: readonly Violation[];

  beforeAll(() => {
    wrong = violationsIn('wrong');
    clean = violationsIn('clean');
  }, 60_000);

  it('reports each wrong import of the fixture with the rule it breaks, and nothing else', () => {
    expect(wrong.map(line).sort()).toEqual(
      [
        'core-is-free-of-frameworks: core/renders-react.ts → package react',
        'core-is-free-of-frameworks: core/handles-requests.ts → package express',
        'core-is-free-of-frameworks: core/limits-requests.ts → package express-rate-limit',
        'core-imports-nothing-above-it: core/uses-plugin.ts → plugins/feature/name.ts',
        'runtime-knows-no-plugin: runtime/server/mount.ts → plugins/feature/name.ts',
        'runtime-imports-nothing-above-it: runtime/server/reads-config.ts → config/defaults.ts',
        'runtime-kit-imports-only-core: runtime/kit/guard.ts → runtime/server/app.ts',
        'runtime-ui-imports-only-core: runtime/ui/Header.ts → runtime/client/menu.ts',
        'plugins-import-only-core-and-runtime-kits: plugins/feature/routes.ts → runtime/server/app.ts',
        'plugins-are-independent: plugins/feature/uses-other.ts → plugins/other/name.ts',
        'sandbox-imports-only-core-model: sandbox/borrows-rules.ts → core/portal/rules.ts',
        'config-imports-only-core: config/reads-runtime.ts → runtime/kit/guard.ts',
        'no-circular: core/cycle/a.ts → core/cycle/b.ts',
      ].sort(),
    );
    expect(wrong.every((violation) => violation.rule.severity === 'error')).toBe(true);
  });

  it('counts a type-only import (core/renders-react.ts imports only a React type)', () => {
    expect(wrong.map((violation) => violation.from)).toContain('core/renders-react.ts');
  });

  it('leaves the allowed arrows alone: plugins/index.ts, cli/, sites/, sandbox → core/model', () => {
    const sources = new Set(wrong.map((violation) => violation.from));
    for (const free of ['plugins/index.ts', 'cli/main.ts', 'sites/main.ts', 'sandbox/uses-model.ts']) {
      expect(sources).not.toContain(free);
    }
  });

  it('passes the clean fixture, which uses every allowed arrow once', () => {
    expect(clean).toEqual([]);
  });

  it('has every rule exercised by the wrong fixture, as an error, with a comment saying it in words', () => {
    const broken = new Set(wrong.map((violation) => violation.rule.name));
    for (const rule of config.forbidden) {
      expect(broken, rule.name).toContain(rule.name);
      expect(rule.severity).toBe('error');
      expect(rule.comment?.length ?? 0, rule.name).toBeGreaterThan(40);
    }
  });

  it('fails the lint run on a wrong import, printing the rule and its explanation', () => {
    const failing = depcruise('wrong', 'err-long');
    expect(failing.status).not.toBe(0);
    expect(failing.stdout).toContain(
      'error runtime-knows-no-plugin: runtime/server/mount.ts → plugins/feature/name.ts',
    );
    expect(failing.stdout).toContain('runtime/ knows no feature by name');
    const passing = depcruise('clean', 'err-long');
    expect(passing.status).toBe(0);
    expect(passing.stdout).toContain('no dependency violations found');
  }, 30_000);

  it('is part of npm run lint, over the source folders', () => {
    const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    expect(scripts.lint).toContain('biome check .');
    expect(scripts.lint).toContain(
      `depcruise ${SOURCE_FOLDERS.join(' ')} --config .dependency-cruiser.cjs --output-type err-long`,
    );
  });
});
