import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Logger as ViteLogger } from 'vite';
import type { Logger } from '../../core/logger.ts';
import { CLIENT_MANIFEST_FILE } from '../../core/pipeline/build-files.ts';
import type { ClientAssets } from '../../core/pipeline/manifest.ts';
import type { Plugin } from '../../core/pipeline/plugin.ts';
import {
  type ClientModules,
  clientModulesPlugin,
  collectClientModules,
  pageStyleEntries,
  pageStyleModule,
} from './client-modules.ts';

/** URL path the client bundle is served at (the runtime serves `<outDir>/_assets/` there). */
export const ASSETS_BASE = '/_assets/';
export { CLIENT_MANIFEST_FILE };

const CLIENT_DIR = fileURLToPath(new URL('./', import.meta.url));
const ENTRY = path.join(CLIENT_DIR, 'main.ts');

/** The built client bundle: a folder of hashed files plus what pages must link. */
export interface BuiltClientAssets {
  /** Absolute temporary folder holding the files; the caller removes it once copied. */
  dir: string;
  /** URL paths below {@link ASSETS_BASE}, entry script first. */
  manifest: ClientAssets;
}

/**
 * Builds the browser bundle (ARCHITECTURE "The browser") with Vite: the entry `runtime/client/main.ts`
 * (island hydration, client navigation, release detection, the site stylesheet) into a fresh temporary
 * folder, minified for Baseline Widely Available browsers, with hashed names: `client-[hash].js`,
 * lazy chunks `chunks/[name]-[hash].js` and stylesheets `[name]-[hash].css`, all requested below
 * `/_assets/`; the stylesheets' web fonts become hashed `[name]-[hash].woff2` files there too. Each
 * plugin's page styles (core/pipeline/plugin.ts `pageStyles`) are an entry of their own, a stylesheet
 * `<feature>-[hash].css` without a script. Also writes {@link CLIENT_MANIFEST_FILE} (`{ scripts, styles,
 * fonts, pageStyles }`, fonts being the ones pages preload) into the folder.
 *
 * The islands, actions and stylesheets come from `input.plugins` (runtime/client/client-modules.ts),
 * so the bundle holds exactly the features the fleet uses.
 *
 * @param input.logger Vite's warnings and errors go here; its info lines at debug level.
 * @param input.plugins the fleet's plugins (cli/plugin-registry.ts `fleetPlugins`); default none.
 * @param input.modules the islands, actions and stylesheets already collected from the plugins (plain
 *   data, as a child process receives them: cli/client-bundle.ts); when given, `plugins` is ignored.
 * @returns the folder and the manifest; on failure the folder is removed.
 * @throws the bundler's error (syntax error, unresolved import).
 */
export async function buildClientAssets(input: {
  logger: Logger;
  plugins?: readonly Plugin[];
  modules?: ClientModules;
}): Promise<BuiltClientAssets> {
  const modules = input.modules ?? collectClientModules(input.plugins ?? []);
  const pageStyles = pageStyleEntries(modules);
  const dir = await mkdtemp(path.join(tmpdir(), 'sitefleet-client-'));
  try {
    const output = await withProductionNodeEnv(() =>
      build({
        configFile: false,
        envDir: false,
        root: CLIENT_DIR,
        base: ASSETS_BASE,
        mode: 'production',
        publicDir: false,
        plugins: [clientModulesPlugin(modules)],
        customLogger: viteLogger(input.logger),
        logLevel: 'warn',
        build: {
          outDir: dir,
          emptyOutDir: false,
          target: 'baseline-widely-available',
          minify: true,
          cssCodeSplit: true,
          reportCompressedSize: false,
          // Islands and the navigator load lazily on every browser the target allows: no polyfill needed.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: {
              client: ENTRY,
              ...Object.fromEntries([...pageStyles.keys()].map((entry) => [entry, pageStyleModule(entry)])),
            },
            output: {
              entryFileNames: 'client-[hash].js',
              chunkFileNames: 'chunks/[name]-[hash].js',
              assetFileNames: '[name]-[hash][extname]',
            },
          },
        },
      }),
    );
    const manifest = clientManifest(output, pageStyles);
    await writeFile(path.join(dir, CLIENT_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return { dir, manifest };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

type BuildOutput = Awaited<ReturnType<typeof build>>;

/** Client builds running in this process, and the `NODE_ENV` the first one found. */
const productionEnv = { builds: 0, previous: undefined as string | undefined };

/**
 * Runs `work` with `process.env.NODE_ENV` set to `production`; when the last of the builds running at
 * the same time ends, puts back what it was. Vite takes the variable, not `mode`, for what a production
 * build is: React's production build (through `process.env.NODE_ENV` in its entry), the JSX runtime
 * without dev checks, the packages' `production` export condition. A `NODE_ENV` of `test` (vitest sets
 * it) or `development` in the environment would otherwise ship React's development build, twice the
 * size and slower, to every visitor.
 */
async function withProductionNodeEnv<T>(work: () => Promise<T>): Promise<T> {
  if (productionEnv.builds++ === 0) {
    productionEnv.previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
  }
  try {
    return await work();
  } finally {
    if (--productionEnv.builds === 0) {
      if (productionEnv.previous === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = productionEnv.previous;
    }
  }
}

/**
 * The font files every page preloads: the UI kit's variable font (runtime/ui/styles/tokens.css), latin
 * subset, upright. Text in other scripts loads its subset by unicode-range.
 */
const PRELOADED_FONTS: ReadonlySet<string> = new Set(['inter-latin-wght-400-900.woff2']);

/**
 * Scripts and styles of the entry chunk, the fonts to preload and each plugin's page stylesheet (by
 * the entry names of `pageStyles`, {@link pageStyleEntries}), as URL paths.
 *
 * The chunks the entry imports statically (the bundler's runtime, Vite's preload helper: split out
 * because the lazy chunks share them) are not named for `<link rel="modulepreload">`: nothing on the
 * first paint waits for the entry, while Lighthouse's simulation counts such hints as render-blocking
 * requests beside the stylesheet and puts the first contentful paint later; they would save a round trip
 * only before the entry runs.
 */
function clientManifest(output: BuildOutput, pageStyles: ReadonlyMap<string, string>): ClientAssets {
  const outputs = Array.isArray(output) ? output : 'output' in output ? [output] : [];
  const scripts: string[] = [];
  const styles: string[] = [];
  const fonts: string[] = [];
  const ownStyles: Record<string, string[]> = {};
  const pageStyleModules = new Map(
    [...pageStyles].map(([entry, plugin]) => [pageStyleModule(entry), plugin]),
  );
  for (const item of outputs.flatMap((result) => result.output)) {
    if (item.type === 'asset') {
      if (item.originalFileNames.some((name) => PRELOADED_FONTS.has(path.basename(name)))) {
        fonts.push(ASSETS_BASE + item.fileName);
      }
      // By the virtual module it was built from (named relative to the root): a lazy chunk's stylesheet
      // may bear an entry's name.
      const plugin = [...pageStyleModules].find(([module]) =>
        item.originalFileNames.some((name) => name === module || name.endsWith(`/${module}`)),
      )?.[1];
      if (plugin) {
        ownStyles[plugin] = [...(ownStyles[plugin] ?? []), ASSETS_BASE + item.fileName];
      }
      continue;
    }
    if (!item.isEntry) continue;
    scripts.push(ASSETS_BASE + item.fileName);
    for (const css of item.viteMetadata?.importedCss ?? []) styles.push(ASSETS_BASE + css);
  }
  if (scripts.length === 0) throw new Error('The client build produced no entry script.');
  return { scripts, styles, fonts, ...(Object.keys(ownStyles).length > 0 ? { pageStyles: ownStyles } : {}) };
}

/** Vite's logger on top of ours, so its lines carry the build's labels and levels. */
function viteLogger(logger: Logger): ViteLogger {
  const child = logger.child({ tool: 'vite' });
  const warned = new Set<string>();
  return {
    hasWarned: false,
    info: (message) => child.debug(message),
    warn(message) {
      this.hasWarned = true;
      child.warn(message);
    },
    warnOnce(message) {
      if (warned.has(message)) return;
      warned.add(message);
      this.warn(message);
    },
    error: (message, options) => child.error({ err: options?.error }, message),
    clearScreen: () => {},
    hasErrorLogged: () => false,
  };
}
