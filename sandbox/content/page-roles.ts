import { ROLE_PAGE_ALLOWED_ROLES } from '../dataset/page-plans.ts';
import { pageId } from '../dataset/pages.ts';
import type { ContentContext } from './resolvers.ts';

/**
 * The roles that open a role-protected page, as the CMS hands them to the build (customer-area §6 page
 * protection "ciam role", role names of the role claim): only to a request that carries the service's
 * bearer token (the build's server token), like `Page.passwordHash`. An extension of
 * CONTENT_SCHEMA_SDL, kept apart.
 */
export const PAGE_ROLES_SDL = /* GraphQL */ `
  extend type Page {
    """
    Role names of the role claim (customer-area §6) of which a signed-in user needs one to see the page,
    when its protection is role; empty otherwise and for requests without the server's bearer token.
    """
    allowedRoles: [String!]!
  }
`;

// Page id → allowed roles, from the dataset's plans (sandbox/dataset/page-plans.ts).
const allowedRolesById = new Map(
  Object.entries(ROLE_PAGE_ALLOWED_ROLES).flatMap(([siteId, pages]) =>
    Object.entries(pages).map(([key, roles]) => [pageId(siteId, key), roles] as const),
  ),
);

/** Resolvers of {@link PAGE_ROLES_SDL}. */
export const pageRolesResolvers = {
  Page: {
    allowedRoles: (node: { id: string }, _args: unknown, context: ContentContext): readonly string[] => {
      if (!context.draftAuthorized) return [];
      if (context.index.pages.get(node.id)?.protection !== 'role') return [];
      return allowedRolesById.get(node.id) ?? [];
    },
  },
};
