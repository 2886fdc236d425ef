import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { ConfigInvalid, createError } from '../core/errors.ts';
import { formatPath } from '../core/graphql/answer-schema.ts';
import { ENVIRONMENT_KEYS, type ProjectConfig, projectConfigSchema } from './project-schema.ts';

/** Default name of the project config file, looked up in the project root. */
export const CONFIG_FILE = 'sitefleet.config.json';

/** The loaded project config and where it came from. */
export interface LoadedProjectConfig {
  config: ProjectConfig;
  /** Absolute project root (folder of the config file, or the working directory). */
  root: string;
  /** Absolute path of the config file read, or null when none exists. */
  file: string | null;
}

/**
 * Loads the project config: the JSON file (optional unless `configFile` is given), then environment
 * variables on top ({@link ENVIRONMENT_KEYS}), then `overrides` (CLI flags), validated with zod.
 *
 * @throws SitefleetError `ConfigInvalid` listing every problem at once, each with file (or variable)
 *   and key path.
 */
export async function loadProjectConfig(options: {
  root?: string;
  configFile?: string;
  env?: NodeJS.ProcessEnv;
  overrides?: Record<string, unknown>;
}): Promise<LoadedProjectConfig> {
  const root = path.resolve(options.root ?? process.cwd());
  const file = path.resolve(root, options.configFile ?? CONFIG_FILE);
  const problems: string[] = [];
  let raw: Record<string, unknown> = {};
  let found = false;
  try {
    const text = await readFile(file, 'utf8');
    found = true;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        problems.push(`${file}: must hold a JSON object`);
      } else raw = parsed as Record<string, unknown>;
    } catch (error) {
      problems.push(`${file}: is not valid JSON (${(error as Error).message})`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || options.configFile) {
      problems.push(`${file}: cannot be read (${(error as Error).message})`);
    }
  }

  // Where each key came from, so an error names the file or the variable.
  const origins = new Map<string, string>();
  const env = options.env ?? process.env;
  for (const [variable, keyPath] of Object.entries(ENVIRONMENT_KEYS)) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    setPath(raw, keyPath, value);
    origins.set(keyPath.join('.'), `environment variable ${variable}`);
  }
  for (const [key, value] of Object.entries(options.overrides ?? {})) {
    if (value === undefined) continue;
    setPath(raw, key.split('.'), value);
    origins.set(key, `command-line option for ${key}`);
  }

  const result = projectConfigSchema.safeParse(raw);
  if (!result.success) problems.push(...describeIssues(result.error, { file, origins }));
  if (problems.length > 0) throw createError(ConfigInvalid, { problems });
  return { config: result.data!, root: found ? path.dirname(file) : root, file: found ? file : null };
}

function describeIssues(
  error: z.ZodError,
  context: { file: string; origins: Map<string, string> },
): string[] {
  return error.issues.map((issue) => {
    const key = formatPath(issue.path);
    const origin = context.origins.get(key) ?? context.file;
    return `${origin}: ${key}: ${issue.message}`;
  });
}

function setPath(target: Record<string, unknown>, keyPath: readonly string[], value: unknown): void {
  let node = target;
  keyPath.forEach((key, index) => {
    if (index === keyPath.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  });
}
