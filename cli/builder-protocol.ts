/**
 * The messages between a serving process and its builder process (cli/builder.ts, cli/builder-child.ts;
 * docs/architecture.md "Site rebuilds and build events"), validated on arrival on both sides: an IPC
 * message is data from another process, and a mismatch (a builder of another version, a bug) must fail
 * the run with a clear reason instead of building the wrong thing. Pure: no process, no files.
 */
import { z } from 'zod';
import type { GraphQLEndpoint, ServiceName } from '../core/graphql/client.ts';
import type { ManifestPatch } from '../core/pipeline/manifest.ts';

const serviceName = z.enum(['content', 'products', 'sis']);

const endpointSchema = z.looseObject({ service: serviceName, url: z.string().min(1) });

/** What one build in the builder process is asked for. */
export const builderRequestSchema = z.object({
  /** The project: root folder, config file, log format (cli/context.ts `GlobalOptions`). */
  project: z.object({
    root: z.string().optional(),
    config: z.string().optional(),
    logFormat: z.enum(['pretty', 'json']).optional(),
  }),
  /** Site ids (`BuildManifest.site.id`); one build covers them all. */
  sites: z.array(z.string().min(1)).min(1),
  /** Locales (URL codes); absent: all of each site's. */
  locales: z.array(z.string().min(1)).optional(),
  /** Render every page (`build --force`). */
  force: z.boolean(),
  /** The absolute output folder. */
  out: z.string().min(1),
  /** The running services to build against (no sandbox starts in the builder). */
  endpoints: z.partialRecord(serviceName, endpointSchema),
  /** The build's log level; absent: the config's. */
  logLevel: z.string().optional(),
  /** Render worker threads; absent: one per core. */
  workers: z.number().int().min(1).optional(),
  /**
   * The service entries that changed since the builder's last build (core/serving/rebuild.ts
   * `RebuildRun.entryIds`): the builder asks again only for its kept answers naming them
   * (core/pipeline/answer-cache.ts); absent or empty: for every answer.
   */
  entryIds: z.array(z.string().min(1)).optional(),
});

/** A build request (see {@link builderRequestSchema}). */
export type BuilderRequest = Omit<z.infer<typeof builderRequestSchema>, 'endpoints'> & {
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
};

const builtSiteSchema = z.object({
  /** The site id. */
  key: z.string(),
  /** The site's folder in the output folder. */
  technicalName: z.string(),
  pages: z.number().int().min(0),
  rendered: z.number().int().min(0),
  removed: z.number().int().min(0),
  changed: z.boolean(),
  buildId: z.string(),
  /** core/pipeline/manifest.ts `ManifestPatch`: the serving process patches the manifest it holds. */
  manifestPatch: z
    .object({
      base: z.string(),
      head: z.looseObject({
        buildId: z.string(),
        builtAt: z.string(),
        locales: z.array(z.string()),
        site: z.looseObject({ key: z.string(), technicalName: z.string() }),
      }),
      changed: z.array(
        z.tuple([
          z.number().int().min(0),
          z.looseObject({ file: z.string(), locale: z.string(), path: z.string(), hash: z.string() }),
        ]),
      ),
    })
    .transform((patch) => patch as unknown as ManifestPatch)
    .optional(),
});

/** What a successful build reports. */
export const builderOutcomeSchema = z.object({
  /** The build's id (a site of which nothing changed keeps its tree's older id: see `sites`). */
  buildId: z.string(),
  sites: z.array(builtSiteSchema),
  /** Warnings the build logged. */
  warnings: z.number().int().min(0),
  durationMs: z.number().min(0),
});

/** A successful build's report (see {@link builderOutcomeSchema}). */
export type BuilderOutcome = z.infer<typeof builderOutcomeSchema>;

/** Serving process → builder process. */
export const builderCommandSchema = z.discriminatedUnion('type', [
  /** Import the build's modules now, so that the first build starts at once; answered by `ready`. */
  z.object({ type: z.literal('warm'), project: builderRequestSchema.shape.project }),
  /** Build; answered by `progress` messages, then `result` or `error` with the same id. */
  z.object({ type: z.literal('build'), id: z.number().int(), request: builderRequestSchema }),
  /**
   * While idle, prepare the next builds of `request.sites` (core/pipeline/build.ts `prime`); a `build`
   * arriving meanwhile stops it after the site it is at. Answered by `primed`.
   */
  z.object({ type: z.literal('prime'), request: builderRequestSchema }),
]);

/** A message to the builder process. */
export type BuilderCommand =
  | { type: 'warm'; project: BuilderRequest['project'] }
  | { type: 'build'; id: number; request: BuilderRequest }
  | { type: 'prime'; request: BuilderRequest };

/** Builder process → serving process. */
export const builderReplySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  /** The build's phase changed (`load`, `render`, `emit`, `write`: core/serving/rebuild.ts `phase`). */
  z.object({ type: z.literal('progress'), id: z.number().int(), phase: z.string() }),
  z.object({ type: z.literal('result'), id: z.number().int(), outcome: builderOutcomeSchema }),
  /** The build failed: `message` is cli/format-failure.ts's text (no stack). */
  z.object({ type: z.literal('error'), id: z.number().int(), message: z.string() }),
  /**
   * A `prime` ended: the keys of the sites prepared (fewer than asked when a build stopped it), how
   * long it took in ms, and why it failed, if it did (the next build shows the failure again).
   */
  z.object({
    type: z.literal('primed'),
    sites: z.array(z.string()),
    durationMs: z.number().min(0),
    error: z.string().optional(),
  }),
]);

/** A message from the builder process. */
export type BuilderReply = z.infer<typeof builderReplySchema>;

/**
 * Validates a message one side received.
 * @returns the message, typed.
 * @throws Error `Invalid builder message: <path>: <problem>` naming the first problem.
 */
export function parseBuilderCommand(message: unknown): BuilderCommand {
  return parse(builderCommandSchema, message) as BuilderCommand;
}

/** As {@link parseBuilderCommand}, for the builder's replies. */
export function parseBuilderReply(message: unknown): BuilderReply {
  return parse(builderReplySchema, message);
}

function parse<Schema extends z.ZodType>(schema: Schema, message: unknown): z.infer<Schema> {
  const result = schema.safeParse(message);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length > 0 ? issue.path.join('.') : '(message)';
  throw new Error(`Invalid builder message: ${where}: ${issue.message}`);
}

/** The build progress phases a builder reports (core/pipeline/build.ts `BuildProgress['phase']`). */
export type BuildProgressPhase = 'system-data' | 'load' | 'render' | 'emit' | 'commit';

/**
 * The rebuild phase a build progress phase belongs to (core/serving/rebuild.ts `RebuildRun.phase`):
 * system data and loads → `load`, `render`, `emit`, the swap → `write`.
 */
export function rebuildPhaseOf(phase: BuildProgressPhase): string {
  switch (phase) {
    case 'system-data':
    case 'load':
      return 'load';
    case 'render':
      return 'render';
    case 'emit':
      return 'emit';
    case 'commit':
      return 'write';
  }
}
