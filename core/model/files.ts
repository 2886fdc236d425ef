import { z } from 'zod';

/**
 * Zod schema and GraphQL document of the content service's files (public-site §3 file: url, fileName,
 * size, locale, slug), in the Hygraph dialect: a file is one entry with one version per locale, read
 * through `localizations`.
 */

/** One locale's version of a file (public-site §3 file). */
export const fileVersionSchema = z.object({
  /** The language of this version (`en`, `de`). */
  locale: z.string(),
  /** Absolute URL of the bytes. */
  url: z.url(),
  fileName: z.string().min(1),
  /** Size in bytes. */
  size: z.number().int().nonnegative(),
});
export type FileVersion = z.infer<typeof fileVersionSchema>;

/** A file as received: its slug and every locale's version. */
export const fileSchema = z.object({
  slug: z.string(),
  localizations: z.array(fileVersionSchema),
});
export type CmsFile = z.infer<typeof fileSchema>;

/** Answer of {@link FILE_QUERY}. */
export const filesSchema = z.object({ files: z.array(fileSchema) });

/** The file with a slug, with all its locale versions (public-site §2 file links, §3 file). */
export const FILE_QUERY = /* GraphQL */ `
  query fileQuery($slug: String!, $locales: [Locale!]!) {
    files(where: { slug: $slug }, locales: $locales, first: 1) {
      slug
      localizations(includeCurrent: true) { locale url fileName size }
    }
  }
`;

/**
 * Picks the version of a file to serve (public-site §2 file links `?l={locale}`): the first version
 * whose locale is in `languages` (in that order: the locale's language, the fallback language, en);
 * when none is, the file's first version, so that a link to an existing file never fails.
 *
 * @param input.languages the preference, e.g. from `localePreference()`.
 * @returns the version, or null when the file has none.
 */
export function pickFileVersion(input: {
  versions: readonly FileVersion[];
  languages: readonly string[];
}): FileVersion | null {
  for (const language of input.languages) {
    const version = input.versions.find((candidate) => candidate.locale === language);
    if (version) return version;
  }
  return input.versions[0] ?? null;
}
