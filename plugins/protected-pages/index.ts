import { fileURLToPath } from 'node:url';
import express from 'express';
import { definePlugin, type PluginSites } from '../../core/pipeline/plugin.ts';
import type { ProtectedPagesData } from './load.ts';
import { loadProtectedPages } from './load.ts';
import { type Options, optionsSchema, type ResolvedOptions } from './options.ts';
import { declareGatePages, emitProtectedPages, protectedPageRenderers } from './pages.tsx';
import { createProtectedPageGuard } from './server/page-guard.ts';
import { createRoleAccessRouter } from './server/role-access-route.ts';
import { createUnlockRouter } from './server/unlock-route.ts';

export { optionsSchema };

/**
 * The protected-pages plugin (public-site §5 password gate, §6; customer-area §2 protected password
 * pages, §6 page protection): for each CMS page whose protection is password (or role), a gate at the
 * page's path in every locale (view `protected-pages:gate`, the `password-gate` island), the page itself
 * prerendered below `_build/protected-pages/` with the site's access table (the page's scrypt password
 * hash from the content service), `POST /api/protected-pages/unlock` (checks the password, sets the
 * page's signed HttpOnly access cookie, scoped to the page's path), `POST /api/protected-pages/role-access`
 * (verifies a signed-in user's identity token, reads the role claim of the user profile and sets the
 * role page's signed grant cookie; the `role-gate` island hands the portal's sign-in over) and a page
 * guard (core/serving/page-guard.ts) that serves the page to a request whose cookie opens it. List it in the
 * `sites/` file of every site with protected pages.
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, ProtectedPagesData>((rawOptions) => {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:protected-pages',
    load: loadProtectedPages,
    pages: (context) => declareGatePages(context, { signInPath: options.signInPath }),
    renderers: protectedPageRenderers,
    emit: emitProtectedPages,
    routes: [
      {
        path: '/api/protected-pages',
        create: (context, sites: PluginSites<ResolvedOptions>) => {
          // Each site's own lifetime: the route is made once and serves every site.
          const accessHours = (siteKey: string) => (sites.optionsOf(siteKey) ?? options).accessHours;
          return express
            .Router()
            .use(
              createUnlockRouter({ context, accessHours }),
              createRoleAccessRouter({ context, accessHours }),
            );
        },
      },
    ],
    pageGuards: [{ create: (context) => createProtectedPageGuard({ context }) }],
    islands: {
      /** The password field of a gate (public-site §5). */
      'password-gate': { module: here('./islands/PasswordGate.tsx'), export: 'PasswordGate' },
      /** The sign-in hand-over of a role page's gate (customer-area §6 "ciam role"). */
      'role-gate': { module: here('./islands/RoleGate.tsx'), export: 'RoleGate' },
    },
    pageStyles: [here('./styles.css')],
  };
});

function here(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}
