import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigInvalid, createError } from '../core/errors.ts';
import { formatPath } from '../core/graphql/answer-schema.ts';
import { type SiteConfig, siteConfigSchema } from './site-schema.ts';

/** A validated `sites/` file. */
export interface LoadedSiteConfig {
  /** File name without extension: the CMS site id. */
  key: string;
  /** Absolute path of the file. */
  file: string;
  config: SiteConfig;
}

const SITE_FILE = /^([a-z0-9][a-z0-9-]*)\.(ts|js|mjs|json)$/;

/**
 * Loads and validates every site file of `sitesDir` (`.ts`, `.js`, `.mjs` default exports, or `.json`).
 *
 * @throws SitefleetError `ConfigInvalid` listing every problem of every file at once, each as
 *   `file: key.path: message`; also when the folder is missing or holds no site file.
 */
export async function loadSiteConfigs(sitesDir: string): Promise<LoadedSiteConfig[]> {
  const problems: string[] = [];
  let names: string[] = [];
  try {
    names = (await readdir(sitesDir)).filter((name) => SITE_FILE.test(name)).sort();
  } catch (error) {
    throw createError(ConfigInvalid, {
      problems: [`${sitesDir}: cannot read the sites folder (${(error as Error).message})`],
    });
  }
  if (names.length === 0) {
    throw createError(ConfigInvalid, { problems: [`${sitesDir}: holds no site file (<site-id>.ts)`] });
  }
  const loaded: LoadedSiteConfig[] = [];
  for (const name of names) {
    const file = path.join(sitesDir, name);
    const key = SITE_FILE.exec(name)![1]!;
    let raw: unknown;
    try {
      const module = (await import(
        pathToFileURL(file).href,
        name.endsWith('.json') ? { with: { type: 'json' } } : undefined
      )) as {
        default?: unknown;
      };
      raw = module.default;
    } catch (error) {
      problems.push(`${file}: cannot be loaded: ${firstLine((error as Error).message)}`);
      continue;
    }
    if (raw === undefined) {
      problems.push(`${file}: has no default export (export default defineSite({ ... }))`);
      continue;
    }
    const result = siteConfigSchema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${file}: ${formatPath(issue.path)}: ${issue.message}`);
      continue;
    }
    loaded.push({ key, file, config: result.data });
  }
  if (problems.length > 0) throw createError(ConfigInvalid, { problems });
  return loaded;
}

/**
 * The site ids of `sitesDir` (its site files' names without extension), sorted, without importing or
 * validating the files: what a serving process may build (cli/rebuild.ts). None when the folder is missing.
 */
export async function siteFileKeys(sitesDir: string): Promise<string[]> {
  const names = await readdir(sitesDir).catch(() => [] as string[]);
  return names
    .map((name) => SITE_FILE.exec(name)?.[1])
    .filter((key): key is string => key !== undefined)
    .sort();
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
