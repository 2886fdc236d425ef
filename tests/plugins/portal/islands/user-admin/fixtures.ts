import { createTranslator, loadTranslations, type TranslationTree } from '../../../../../core/i18n/index.ts';
import type { AccessStatus } from '../../../../../core/portal/access-actions.ts';
import { userAdminLabels } from '../../../../../plugins/portal/islands/user-admin/labels.ts';
import type { AdminUser } from '../../../../../plugins/portal/islands/user-admin/queries.ts';

const translations = await loadTranslations({ languages: ['en', 'de'] });

/** The texts of `locales/{language}/portal-user-admin.json`, by dotted key, as written (no fallback). */
export function namespaceTexts(language: string): Record<string, string> {
  const flatten = (tree: TranslationTree, prefix: string): Array<[string, string]> =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
    );
  return Object.fromEntries(flatten(translations[language]?.['portal-user-admin'] ?? {}, ''));
}

/** The screens' English texts. */
export const labels = userAdminLabels(createTranslator({ translations, language: 'en' }));
/** The screens' German texts. */
export const german = userAdminLabels(createTranslator({ translations, language: 'de' }));

export const ALPHA = { id: 'org-alpha-wire', name: 'Alpha Wire GmbH' };
export const BETA = { id: 'org-beta-cable', name: 'Beta Cable AG' };

const APPLICATIONS = [
  { id: 'ticketing', name: 'Service ticketing' },
  { id: 'assetDatabase', name: 'Asset database' },
  { id: 'campus', name: 'Campus' },
];

/** A user as the SIS answers it; `access` gives the status per application id (others unknown). */
export function user(input: {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  organizations?: Array<{ id: string; name: string }>;
  access?: Record<string, AccessStatus>;
}): AdminUser {
  return {
    id: input.id,
    email: input.email,
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    internal: false,
    isDelegatedAdmin: false,
    organizations: input.organizations ?? [ALPHA],
    access: APPLICATIONS.map((application) => ({
      application,
      status: input.access?.[application.id] ?? 'unknown',
      updatedAt: input.access?.[application.id] ? '2024-05-02T08:00:00.000Z' : null,
    })),
  };
}
