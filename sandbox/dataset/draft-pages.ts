import type { Site } from '../../core/model/system-data.ts';
import { pageId } from './pages.ts';
import type { PageRecord } from './types.ts';

/** Key of the main site's draft-only page (its path below the locale: `/en/company/draft-preview-demo`). */
export const DRAFT_PREVIEW_PAGE_KEY = 'company/draft-preview-demo';

/** Id of the main site's draft-only page, `page-main-company-draft-preview-demo`. */
export const DRAFT_PREVIEW_PAGE_ID = pageId('main', DRAFT_PREVIEW_PAGE_KEY);

/**
 * The main site's draft-only content page:
 * never published (`isPublished` false), in English and German, with a distinctive title and body, below
 * `company` but in no navigation (the header lists company's children by key). Published builds never
 * see it; an editor previews it in stage DRAFT. Its translation targets are in a mix of states (page
 * level: InProgress).
 *
 * Deterministic and drawn from no random source: it shifts no other page's draws.
 *
 * @returns the page, none when the dataset has no main site.
 */
export function createDraftPages(sites: readonly Site[]): PageRecord[] {
  if (!sites.some((site) => site.id === 'main')) return [];
  const createdAt = '2025-02-03T08:30:00.000Z';
  return [
    {
      id: DRAFT_PREVIEW_PAGE_ID,
      siteId: 'main',
      slug: 'draft-preview-demo',
      parentId: pageId('main', 'company'),
      type: 'ContentPage',
      pageType: null,
      theme: null,
      injection: null,
      languages: ['en', 'de'],
      countries: [],
      translationSourceLanguage: 'en',
      translationTargetLanguages: [
        {
          language: 'de',
          translationState: 'Translated',
          exportedAt: '2025-02-04T08:00:00.000Z',
          importedAt: '2025-02-06T16:00:00.000Z',
        },
        {
          language: 'fr',
          translationState: 'InProgress',
          exportedAt: '2025-02-04T08:00:00.000Z',
          importedAt: null,
        },
        { language: 'ja', translationState: 'MarkedForTranslation', exportedAt: null, importedAt: null },
      ],
      isPublished: false,
      protection: 'none',
      password: null,
      alternateVersions: [],
      canonicalUrl: null,
      title: {
        en: 'Draft preview: the cable-ready assembly line (unpublished)',
        de: 'Entwurfsvorschau: die kabelfertige Montagelinie (unveröffentlicht)',
      },
      body: {
        en: [
          'This page is a **draft**: editors see it in the draft preview, visitors get a 404 until it is published.',
          '',
          'The cable-ready assembly line cuts, strips and crimps 4,000 wires an hour. Read more on the [contact page](/contact).',
        ].join('\n'),
        de: [
          'Diese Seite ist ein **Entwurf**: Redaktoren sehen sie in der Entwurfsvorschau, Besucher erhalten einen 404, bis sie veröffentlicht ist.',
          '',
          'Die kabelfertige Montagelinie schneidet, isoliert ab und crimpt 4000 Drähte pro Stunde. Mehr auf der [Kontaktseite](/contact).',
        ].join('\n'),
      },
      modules: [],
      createdAt,
      updatedAt: createdAt,
      publishedAt: null,
    },
  ];
}
