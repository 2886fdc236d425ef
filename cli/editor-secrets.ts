import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { ProjectConfig } from '../config/project-schema.ts';
import type { EditorKeys } from '../core/editor/editor-hash.ts';
import { ConfigInvalid, createError } from '../core/errors.ts';
import type { Logger } from '../core/logger.ts';
import { planServices } from './sandbox-guard.ts';

/** File mode of the kept secrets: read and write for the owner only. */
const SECRETS_FILE_MODE = 0o600;

const keptSchema = z.object({
  password: z.string().min(8),
  secret: z.string().min(32),
});

/** Logged when real services run without an editor password: the editor area stays closed. */
const EDITOR_AREA_OFF =
  'The editor area is off: real services are configured but no editor password. Set editor.password ' +
  'and editor.secret (SITEFLEET_EDITOR_PASSWORD, SITEFLEET_EDITOR_SECRET) to open it.';

/**
 * The editor secrets a command serves with, by where they come from: the config (or environment); the
 * sandbox's `.sitefleet/editor.json` (`generated` on this run, then the command prints the password
 * once); or none (the editor area is off).
 */
export type ResolvedEditorSecrets =
  | { source: 'config'; editor: EditorKeys }
  | { source: 'sandbox'; editor: EditorKeys; file: string; generated: boolean }
  | { source: 'none'; editor: null };

/**
 * The editor password and HMAC secret of `preview` / `start` (customer-area §6, docs/security.md rule 1):
 *
 * - config `editor.password` and `editor.secret` (or SITEFLEET_EDITOR_PASSWORD / _SECRET) both set: those;
 * - neither set, with the sandbox in use (no service configured, or `services.sandbox`): the ones kept in
 *   `<root>/.sitefleet/editor.json` (mode 0600, ignored by git), generated there on the first run
 *   (crypto random, base64url: a 24-character password, a 43-character secret) and reused afterwards,
 *   so editor cookies survive a restart;
 * - neither set, with real services only: none, and a warning naming the settings; the editor area
 *   answers 401 to everyone (no sandbox password next to real content).
 *
 * @throws SitefleetError `ConfigInvalid` when only one of the two is set (naming the missing key), or when
 *   the kept file is not `{ password, secret }` (delete it to generate new ones).
 */
export async function resolveEditorSecrets(input: {
  root: string;
  config: ProjectConfig;
  logger: Logger;
}): Promise<ResolvedEditorSecrets> {
  const { password, secret } = input.config.editor;
  if (password !== undefined && secret !== undefined) {
    return { source: 'config', editor: { password, secret } };
  }
  if (password !== undefined || secret !== undefined) {
    const [set, missing] = password !== undefined ? ['password', 'secret'] : ['secret', 'password'];
    throw createError(ConfigInvalid, {
      problems: [
        `editor.${missing}: missing while editor.${set} is set; set both (SITEFLEET_EDITOR_${missing.toUpperCase()}) or neither (then a password and secret are generated in .sitefleet/editor.json while the sandbox runs)`,
      ],
    });
  }
  const { services } = input.config;
  const sandboxInUse = services.sandbox || planServices({ services, identity: true }).real.length === 0;
  if (!sandboxInUse) {
    input.logger.warn(EDITOR_AREA_OFF);
    return { source: 'none', editor: null };
  }
  const folder = path.join(input.root, '.sitefleet');
  const file = path.join(folder, 'editor.json');
  const kept = await readKept(file);
  if (kept) {
    // Tighten a file copied in with looser rights: it holds the secret every editor hash is signed with.
    await chmod(file, SECRETS_FILE_MODE);
    return { source: 'sandbox', editor: kept, file, generated: false };
  }
  const editor: EditorKeys = {
    password: randomBytes(18).toString('base64url'),
    secret: randomBytes(32).toString('base64url'),
  };
  await mkdir(folder, { recursive: true });
  await writeFile(file, `${JSON.stringify(editor, null, 2)}\n`, { mode: SECRETS_FILE_MODE });
  await chmod(file, SECRETS_FILE_MODE);
  return { source: 'sandbox', editor, file, generated: true };
}

async function readKept(file: string): Promise<EditorKeys | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let parsed: ReturnType<typeof keptSchema.safeParse>;
  try {
    parsed = keptSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = keptSchema.safeParse(undefined);
  }
  if (parsed.success) return parsed.data;
  throw createError(ConfigInvalid, {
    problems: [
      `${file}: not { "password": (at least 8 characters), "secret": (at least 32 characters) }; fix it, or delete it to generate a new editor password and secret`,
    ],
  });
}
