import path from 'node:path';
import { siteFileKeys } from '../config/load-sites.ts';
import type { GraphQLEndpoint, ServiceName } from '../core/graphql/client.ts';
import { isLoopbackHost } from '../core/routing/loopback-host.ts';
import type { SharedState } from '../core/serving/context.ts';
import { createRuntimeApp } from '../runtime/server/app.ts';
import { createRuntimeContext } from '../runtime/server/context.ts';
import { listen } from '../runtime/server/listen.ts';
import { closeOnSignals } from '../runtime/server/shutdown.ts';
import { createCommandContext, type GlobalOptions } from './context.ts';
import type { KnownSite } from './dev/dev-rebuild.ts';
import { resolveEditorSecrets } from './editor-secrets.ts';
import { loadFleetPlugins } from './plugin-registry.ts';
import { pluginSettings } from './plugin-settings.ts';
import { createPreviewRebuilds, type PreviewRebuilds } from './rebuild.ts';
import { contentDatabaseFile, previewOrigins, sisDatabaseFile, startServices } from './services.ts';

/** Options of `sitefleet preview`. */
export interface PreviewCommandOptions extends GlobalOptions {
  /** Port; default the config's `preview.port` (4321). 0 picks a free one. */
  port?: number;
  /** Interface; default the config's `preview.host` (127.0.0.1). */
  host?: string;
  /** Output folder to serve; default the config's `outDir`. */
  out?: string;
  /**
   * Notice site trees other processes write into the output folder (a `sitefleet build` in another
   * terminal, `sitefleet dev`'s builds): runtime/server/context.ts `watchOutDir`, polling every 500 ms,
   * then build events to open pages. Default: on when config `redis.url` is set (instances sharing Redis
   * share the output folder, which another instance's build may write), else off.
   */
  watchOutDir?: boolean;
  /**
   * Let the builder prepare the next rebuilds of the served sites while idle after the start
   * (cli/rebuild.ts `prime`); default true. `sitefleet dev`, whose first build follows at once, turns it off.
   */
  primeBuilder?: boolean;
  /**
   * The locales (URL codes) rebuilds build unless a request names its own (`sitefleet dev --locale`,
   * whose trees hold only those); default all of each site's.
   */
  locale?: string[];
}

/** A running preview server. */
export interface RunningPreview {
  url: string;
  /** The absolute output folder served. */
  outDir: string;
  /** The services' endpoints the runtime and its rebuilds use (configured, or the sandbox's it started). */
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  /**
   * The site rebuild queue (cli/rebuild.ts): `request({ sites, trigger, reason })` rebuilds sites in the
   * builder process against the running services and swaps them in; also `RuntimeContext.rebuilds`.
   * Every build into the output folder by this server goes through it.
   */
  rebuilds: PreviewRebuilds;
  /**
   * The sites the queue can build: the served ones with their trees' names, then the project's site
   * ids (its site files, read now) not served yet.
   */
  knownSites(): Promise<KnownSite[]>;
  /**
   * Stops the rebuild queue (queued runs dropped, the builder process stopped: a running run fails as
   * stopped), the build-event streams, then the server gracefully (requests in flight finish, at most
   * 10 s), then the sandbox services.
   */
  close(): Promise<void>;
}

/**
 * `sitefleet preview` (and the serving half of `start`): starts the sandbox services for unset endpoints
 * (the APIs need the content service), serves the built trees through the runtime, prints the service
 * URLs and the preview URL, and on SIGTERM/SIGINT stops accepting, finishes requests in flight and closes
 * everything within 10 s. The editor area's password and secret come from config `editor` or, both
 * unset while the sandbox is in use (no service configured, or `services.sandbox`), from
 * `.sitefleet/editor.json` (cli/editor-secrets.ts): generated on the first run, which prints
 * `Sandbox editor password: … (kept in …)`; later runs print only `Sandbox editor password: kept in …`.
 * With real services and no `editor` config the editor area is off (a warning says which settings open
 * it). The APIs' rate limits come from config `rateLimits`. The forms' settings (store, CSRF secret,
 * SMTP server: config `forms`, else the sandbox SMTP sink while the sandbox is in use, printed as
 * `Sandbox smtp: {page of received mails}`) reach the runtime as cli/plugin-settings.ts says. The runtime mounts the routes and path
 * families of the plugins the project's `sites/` files use (cli/plugin-registry.ts). Site rebuilds
 * (the CMS webhook, the editor, `sitefleet dev`) go through the rebuild queue (cli/rebuild.ts) to one
 * builder process (cli/builder.ts, started with the server and kept warm), against the services it
 * started; every tree swapped in reaches open pages as a build event (`/_build/events`).
 * @returns the running server (the command keeps running until a signal arrives).
 * @throws SitefleetError `ConfigInvalid` when only one of `editor.password` / `editor.secret` is set;
 *   the listen error (e.g. EADDRINUSE), after stopping the services it started.
 */
export async function runPreview(options: PreviewCommandOptions): Promise<RunningPreview> {
  const context = await createCommandContext(options, {
    'preview.port': options.port,
    'preview.host': options.host,
    outDir: options.out,
  });
  const { config, logger } = context;
  const sitesDir = path.resolve(context.root, config.sitesDir);
  const plugins = await loadFleetPlugins({
    root: context.root,
    sitesDir,
  });
  const editor = await resolveEditorSecrets({ root: context.root, config, logger });
  const services = await startServices({
    config,
    logger,
    identity: true,
    images: true,
    smtp: true,
    sisDatabaseFile: await sisDatabaseFile(context.root),
    contentDatabaseFile: await contentDatabaseFile(context.root),
  });
  let server: Awaited<ReturnType<typeof listen>>;
  let runtimeApp: ReturnType<typeof createRuntimeApp> | undefined;
  let rebuilds: PreviewRebuilds | undefined;
  let projectSites = await siteFileKeys(sitesDir);
  let servedSites: () => KnownSite[] = () => [];
  let sharedState: SharedState | undefined;
  try {
    const runtime = await createRuntimeContext({
      outDir: context.outDir,
      logger,
      endpoints: services.endpoints,
      identityIssuer: services.identityIssuer ?? undefined,
      settings: pluginSettings({ root: context.root, config, smtpUrl: services.smtpUrl }),
      editor: editor.editor ?? undefined,
      rateLimits: {
        api: config.rateLimits.api,
        readOnlyApi: config.rateLimits.readOnlyApi,
        editorAuthentication: config.rateLimits.editorAuthentication,
      },
      // Pages on localhost are the sandbox's or this machine's own; served elsewhere with real services,
      // only the CMS's configured domains may send state changes.
      loopbackOrigins: services.sandbox.length > 0 || isLoopbackHost(config.preview.host),
      // Instances sharing Redis share the output folder too: another one's builder may swap a tree in.
      watchOutDir: options.watchOutDir ?? Boolean(config.redis.url),
      ...(config.redis.url ? { redisUrl: config.redis.url, redisPrefix: config.redis.prefix } : {}),
    });
    sharedState = runtime.sharedState;
    rebuilds = createPreviewRebuilds({
      global: options,
      outDir: context.outDir,
      endpoints: services.endpoints,
      runtime,
      logger,
      locale: options.locale,
      projectSites: () => projectSites,
      prime: options.primeBuilder ?? true,
    });
    runtime.rebuilds = rebuilds;
    servedSites = () =>
      runtime
        .sites()
        .map(({ site }) => ({ id: site.id, technicalName: site.technicalName, slug: site.slug }));
    runtimeApp = createRuntimeApp({
      context: runtime,
      plugins,
      tags: config.tags,
      trustProxy: config.preview.trustProxy,
      imageOrigins: [new URL(services.imageAssetHost).origin],
    });
    server = await listen({ app: runtimeApp.app, port: config.preview.port, host: config.preview.host });
    // The port may have been chosen at listen time: the sandbox provider redirects back to it only now.
    const { port } = new URL(server.url);
    for (const origin of previewOrigins({ ...config.preview, port: Number(port) })) {
      services.registerRuntimeOrigin(origin);
    }
  } catch (error) {
    await rebuilds?.close();
    // The app closes the Redis connection; without an app nothing else would.
    if (runtimeApp) await runtimeApp.close();
    else await sharedState?.close();
    await services.close();
    throw error;
  }
  const queue = rebuilds;
  for (const { name, url } of services.sandbox) process.stdout.write(`Sandbox ${name}: ${url}\n`);
  if (editor.source === 'sandbox') {
    // The password is printed once, when it is made: later starts' output may end up in log aggregation.
    process.stdout.write(
      editor.generated
        ? `Sandbox editor password: ${editor.editor.password} (kept in ${editor.file})\n`
        : `Sandbox editor password: kept in ${editor.file}\n`,
    );
  }
  process.stdout.write(`Preview: ${server.url}/en (serving ${context.outDir})\n`);

  const close = async () => {
    detach();
    await queue.close();
    await server.close();
    // The plugins' stores and workers (the forms' outbox) close before the services they talk to.
    await runtimeApp?.close();
    await services.close();
  };
  const detach = closeOnSignals({ close, logger });
  return {
    url: server.url,
    outDir: context.outDir,
    endpoints: services.endpoints,
    rebuilds: queue,
    async knownSites() {
      projectSites = await siteFileKeys(sitesDir);
      const served = servedSites();
      return [
        ...served,
        ...projectSites.filter((id) => !served.some((site) => site.id === id)).map((id) => ({ id })),
      ];
    },
    close,
  };
}
