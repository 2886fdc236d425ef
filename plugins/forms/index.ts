import express from 'express';
import { definePlugin, type PluginSites } from '../../core/pipeline/plugin.ts';
import { submissionsCommand } from './commands.ts';
import { type Options, optionsSchema, type ResolvedOptions } from './options.ts';
import { createFormsRouter } from './server/router.ts';
import { type FormsService, startFormsService } from './server/service.ts';
import { formsSettingsOf } from './server/settings.ts';
import { formsIslands, formsStyles } from './ui.tsx';

export { optionsSchema };

/**
 * The public forms plugin (public-site §3 public forms, §5 validation rules, §8 forms, §9 upload
 * maximum and 24-hour promise): the four forms (service request, open-source
 * software request, story feedback, whitepaper download) with one zod schema each (schemas.ts, shared by
 * the islands and the server) and their messages in the eleven UI languages (messages.ts); the API
 * `/api/forms` (server/router.ts: CSRF token, multipart submissions with streamed, content-checked
 * uploads, rate limits, a honeypot); the durable store (SQLite or PostgreSQL through Kysely, store/) with
 * its outbox forwarded by e-mail or webhook with retries (outbox/); the `sitefleet submissions` command.
 * The runtime's forms settings (store folder, database URL, CSRF secret, SMTP server) come from the
 * project config `forms` section (server/settings.ts); without them the API answers 503.
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, undefined>((rawOptions) => {
  const options = optionsSchema.parse(rawOptions);
  /** The store and outbox worker the runtime's route opened, closed when the runtime stops. */
  let started: Promise<FormsService> | null = null;
  return {
    name: 'sitefleet:forms',
    // One outbox worker and one limiter serve every site: each site keeps only its `destinations`.
    fleetOptions: ['from', 'perMinute', 'outbox'],
    routes: [
      {
        path: '/api/forms',
        create: (context, sites: PluginSites<ResolvedOptions>) => {
          const settings = formsSettingsOf(context);
          const service = settings ? startFormsService({ settings, options, logger: context.logger }) : null;
          started = service;
          const optionsOf = (siteKey: string) => sites.optionsOf(siteKey) ?? options;
          return express
            .Router()
            .use(createFormsRouter({ context, options, optionsOf, service, formsSecret: settings?.secret }));
        },
        // Stops the outbox worker (a send in flight finishes), then the SMTP pool and the store.
        async dispose() {
          const service = await started?.catch(() => null);
          started = null;
          await service?.close();
        },
      },
    ],
    islands: formsIslands,
    styles: formsStyles,
    commands: [submissionsCommand],
  };
});
