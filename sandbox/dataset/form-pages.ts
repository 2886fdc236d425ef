import { type Site, UI_LANGUAGES, type UiLanguage } from '../../core/model/system-data.ts';
import { FILE_SLUGS } from './files.ts';
import { toRecord } from './pages.ts';
import type { Random } from './prng.ts';
import { type TermKey, term } from './terms.ts';
import type { FileRecord, ModuleRecord, PageRecord } from './types.ts';

/** The main site's pages holding a public form, by page key. */
export const FORM_PAGE_KEYS = {
  serviceRequest: 'service-request',
  openSourceRequest: 'open-source-request',
  whitepaper: 'whitepaper',
} as const;

/** Languages of the open-source request page (several, CJK included). */
const OPEN_SOURCE_LANGUAGES: UiLanguage[] = ['en', 'de', 'es', 'fr', 'ja', 'zh'];
/** Languages of the whitepaper page: those the offered file has (sandbox/dataset/files.ts brochure). */
const WHITEPAPER_LANGUAGES: UiLanguage[] = ['en', 'de', 'fr'];

/**
 * The main site's form pages (public-site §3 public forms; docs/architecture.md "Form islands and the
 * form module"): a service request page in every UI language, an open-source-software request page and a
 * whitepaper download page in several, each a content page whose one module is the form. The whitepaper
 * download hands out the product brochure.
 *
 * Deterministic: `random` is the form pages' own source, so they never shift the draws of other pages.
 *
 * @returns the pages, none when the dataset has no main site.
 */
export function createFormPages(input: {
  sites: readonly Site[];
  files: readonly FileRecord[];
  random: Random;
}): PageRecord[] {
  const main = input.sites.find((site) => site.id === 'main');
  if (!main) return [];
  const brochure = input.files.find((file) => file.slug === FILE_SLUGS.brochure);
  const version = brochure?.versions.find((candidate) => candidate.locale === 'en');
  type FormFields = Pick<Extract<ModuleRecord, { __typename: 'FormModule' }>, 'form' | 'whitepaper'>;
  const page = (key: string, title: TermKey, languages: readonly UiLanguage[], fields: FormFields) => {
    const record = toRecord(main, { key, title: term(title, languages), linkPath: '/contact' }, input.random);
    const module: ModuleRecord = {
      __typename: 'FormModule',
      id: `${record.id}-form`,
      heading: null,
      ...fields,
    };
    return { ...record, modules: [module] };
  };
  return [
    page(FORM_PAGE_KEYS.serviceRequest, 'serviceRequest', UI_LANGUAGES, {
      form: 'SERVICE_REQUEST',
      whitepaper: null,
    }),
    page(FORM_PAGE_KEYS.openSourceRequest, 'openSourceRequest', OPEN_SOURCE_LANGUAGES, {
      form: 'OPEN_SOURCE_REQUEST',
      whitepaper: null,
    }),
    page(FORM_PAGE_KEYS.whitepaper, 'whitepaper', WHITEPAPER_LANGUAGES, {
      form: 'WHITEPAPER_DOWNLOAD',
      whitepaper: version
        ? {
            title: term('whitepaper', WHITEPAPER_LANGUAGES),
            fileSlug: FILE_SLUGS.brochure,
            fileName: version.fileName,
            size: version.bytes.length,
          }
        : null,
    }),
  ];
}
