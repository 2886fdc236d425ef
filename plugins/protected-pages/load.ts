import { z } from 'zod';
import { loadNavigationByLanguage, loadPages } from '../../core/content/services.ts';
import { localePreference } from '../../core/graphql/content-request.ts';
import type { ServiceTransport } from '../../core/graphql/service-request.ts';
import { loadTranslations, type Translations } from '../../core/i18n/index.ts';
import type { CmsNavigation, CmsPage } from '../../core/model/content.ts';
import { localeLanguages } from '../../core/model/locale.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';

/** What the protected-pages plugin loads for one site. */
export interface ProtectedPagesData {
  /** The site's published protected pages (protection password or role) per language. */
  pagesByLanguage: Map<string, CmsPage[]>;
  navigationByLanguage: Map<string, CmsNavigation>;
  /** scrypt PHC hash of each password page's password, by page id (never the password). */
  passwordHashes: Map<string, string>;
  /** Role names that open each role page (customer-area §6), by page id. */
  allowedRoles: Map<string, string[]>;
  translations: Translations;
}

/**
 * The content service's password hashes (sandbox/content/page-password.ts `Page.passwordHash`): only a
 * request with the service's bearer token (the build's endpoint token) gets them; pages are asked by id,
 * 100 at a time.
 */
export const PASSWORD_HASHES_QUERY = /* GraphQL */ `
  query pagePasswordHashes($ids: [ID!]!, $first: Int!) {
    pagesConnection(where: { id_in: $ids }, locales: [en], first: $first) {
      edges { node { id passwordHash } }
    }
  }
`;

const hashesSchema = z.object({
  pagesConnection: z.object({
    edges: z.array(z.object({ node: z.object({ id: z.string(), passwordHash: z.string().nullable() }) })),
  }),
});

const HASHES_PER_REQUEST = 100;

/**
 * The content service's allowed roles of role pages (sandbox/content/page-roles.ts `Page.allowedRoles`):
 * like the password hashes, only a request with the service's bearer token gets them; asked by id, 100
 * at a time.
 */
export const ALLOWED_ROLES_QUERY = /* GraphQL */ `
  query pageAllowedRoles($ids: [ID!]!, $first: Int!) {
    pagesConnection(where: { id_in: $ids }, locales: [en], first: $first) {
      edges { node { id allowedRoles } }
    }
  }
`;

const rolesSchema = z.object({
  pagesConnection: z.object({
    edges: z.array(z.object({ node: z.object({ id: z.string(), allowedRoles: z.array(z.string()) }) })),
  }),
});

let translations: Promise<Translations> | null = null;

/**
 * Loads the site's protected pages in every language its locales use (the same `pagesQuery` as the
 * content pages, so the shared queue asks once), the navigation for their layout, the password hashes
 * of the password pages and the UI translations.
 */
export async function loadProtectedPages(context: LoadContext): Promise<ProtectedPagesData> {
  const { site, fetch: transport } = context;
  const languages = localeLanguages(site.locales);
  translations ??= loadTranslations();
  const [pages, navigationByLanguage, loaded] = await Promise.all([
    Promise.all(
      languages.map(async (language) => {
        const all = await loadPages({
          transport,
          siteId: site.cms.id,
          languages: localePreference({ language }),
        });
        return [language, all.filter((page) => page.protection !== 'none')] as const;
      }),
    ),
    loadNavigationByLanguage({ transport, site: site.cms, languages }),
    translations,
  ]);
  const pagesByLanguage = new Map(pages);
  const passwordIds = [
    ...new Set(
      [...pagesByLanguage.values()]
        .flat()
        .flatMap((page) => (page.protection === 'password' ? [page.id] : [])),
    ),
  ].sort();
  const roleIds = [
    ...new Set(
      [...pagesByLanguage.values()].flat().flatMap((page) => (page.protection === 'role' ? [page.id] : [])),
    ),
  ].sort();
  const [passwordHashes, allowedRoles] = await Promise.all([
    loadPasswordHashes({ transport, ids: passwordIds }),
    loadAllowedRoles({ transport, ids: roleIds }),
  ]);
  return { pagesByLanguage, navigationByLanguage, passwordHashes, allowedRoles, translations: loaded };
}

/**
 * The allowed roles of role pages by id (customer-area §6); a page the service does not answer is left
 * out (it then opens for nobody).
 * @throws the transport's errors.
 */
export async function loadAllowedRoles(input: {
  transport: ServiceTransport;
  ids: readonly string[];
}): Promise<Map<string, string[]>> {
  const roles = new Map<string, string[]>();
  for (let start = 0; start < input.ids.length; start += HASHES_PER_REQUEST) {
    const ids = input.ids.slice(start, start + HASHES_PER_REQUEST);
    const answer = await input.transport.request({
      service: 'content',
      operationName: 'pageAllowedRoles',
      query: ALLOWED_ROLES_QUERY,
      variables: { ids, first: ids.length },
      schema: rolesSchema,
    });
    for (const { node } of answer.pagesConnection.edges) roles.set(node.id, node.allowedRoles);
  }
  return roles;
}

/**
 * The password hashes of pages by id.
 * @throws the transport's errors.
 */
export async function loadPasswordHashes(input: {
  transport: ServiceTransport;
  ids: readonly string[];
}): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (let start = 0; start < input.ids.length; start += HASHES_PER_REQUEST) {
    const ids = input.ids.slice(start, start + HASHES_PER_REQUEST);
    const answer = await input.transport.request({
      service: 'content',
      operationName: 'pagePasswordHashes',
      query: PASSWORD_HASHES_QUERY,
      variables: { ids, first: ids.length },
      schema: hashesSchema,
    });
    for (const { node } of answer.pagesConnection.edges) {
      if (node.passwordHash) hashes.set(node.id, node.passwordHash);
    }
  }
  return hashes;
}
