import { fileURLToPath } from 'node:url';
import { definePlugin } from '../../core/pipeline/plugin.ts';
import { loadPortal, type PortalPluginData } from './load.ts';
import { type Options, optionsSchema } from './options.ts';
import { CALLBACK_PATH, declarePortalPages, portalRenderers } from './pages.ts';
import { createPortalRouter } from './server/config-route.ts';
import { createTicketsProxyRouter } from './server/tickets-proxy.ts';

export { optionsSchema };

/** The page the hidden frame of silent authorization returns to (customer-area §2 `/blank-callback`). */
export const BLANK_CALLBACK_PATH = '/blank-callback';

/**
 * The customer-portal plugin (customer-area §2 customer area and `/callback`, §4 authentication flow):
 * in every locale of the site, the portal shell at `/{locale}/{segment}` and the login callback page at
 * `/{locale}/callback` (views `portal:shell`, `portal:callback`). At run time it takes over the customer area (every path below
 * `/{locale}/{segment}`, any case, answers the locale's shell, whose island shows the screen) and
 * `/blank-callback` (a bare page hydrating the `callback` island in silent mode), all without tag
 * scripts (they hold tokens; docs/security.md rule 4) and allowed to reach the identity provider; and it
 * mounts `/api/portal` (the identity client's settings) and `/api/tickets-proxy` (the SIS calls).
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, PortalPluginData>((rawOptions) => {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:portal',
    load: (context) => loadPortal(context),
    pages: (context) => declarePortalPages(context, options),
    renderers: portalRenderers,
    routes: [
      { path: '/api/portal', create: (context) => createPortalRouter(context) },
      { path: '/api/tickets-proxy', create: (context) => createTicketsProxyRouter(context) },
    ],
    islands: {
      /** The customer portal: sign-in and its screens (customer-area §2, §4). */
      portal: { module: here('./islands/Portal.tsx'), export: 'Portal' },
      /** The login callback and the silent-authorization frame (customer-area §2 `/callback`, `/blank-callback`). */
      callback: { module: here('./islands/Callback.tsx'), export: 'Callback' },
    },
    pageStyles: [here('./styles.css')],
    pathFamilies: [
      {
        match: { segment: options.segment },
        holdsSecrets: true,
        signIn: true,
        serve: { page: options.segment },
      },
      { match: { segment: CALLBACK_PATH }, holdsSecrets: true, signIn: true, technical: true },
      {
        match: { root: BLANK_CALLBACK_PATH },
        holdsSecrets: true,
        technical: true,
        serve: { island: 'callback', props: { mode: 'silent' } },
      },
    ],
  };
});

function here(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}
