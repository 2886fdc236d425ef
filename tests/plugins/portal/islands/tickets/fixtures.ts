import { createTranslator, loadTranslations } from '../../../../../core/i18n/index.ts';
import type { PortalSession } from '../../../../../plugins/portal/islands/session.ts';
import { type TicketsLabels, ticketsLabels } from '../../../../../plugins/portal/islands/tickets/labels.ts';
import type {
  SisAsset,
  TicketDetails,
  TicketSummary,
} from '../../../../../plugins/portal/islands/tickets/sis-documents.ts';

const translations = await loadTranslations({ languages: ['en', 'de'] });

/** The tickets screens' texts as the portal hands them over, in English and German. */
export const en: TicketsLabels = ticketsLabels(createTranslator({ translations, language: 'en' }));
export const de: TicketsLabels = ticketsLabels(createTranslator({ translations, language: 'de' }));

/** The raw translation trees of the namespace, to check that every key is written. */
export const namespaceTree = (language: 'en' | 'de') => translations[language]?.['portal-tickets'];

/** A session stub: what the views read (locale, home, navigate); SIS calls answer `request`. */
export function sessionStub(
  overrides: Partial<PortalSession> & { request?: (query: string, variables?: object) => unknown } = {},
): PortalSession {
  const { request, ...rest } = overrides;
  return {
    locale: 'en',
    home: '/en/mykomax',
    navigate: () => {},
    sis: {
      request: async (operation: { query: string }, variables?: object) =>
        request?.(operation.query, variables),
    },
    ...rest,
  } as unknown as PortalSession;
}

/** TCK-1001 as the SIS sandbox seeds it. */
export const SUMMARY: TicketSummary = {
  id: 'TCK-1001',
  type: 'Service request',
  subject: 'Crimp height drifts',
  machine: 'Alpha 530',
  serialNumber: 'SN-530-10021',
  concern: 'Alpha 530 (SN-530-10021)',
  status: 'inProgress',
  contact: 'Clara Fuchs',
  createdOn: '2024-05-02T08:00:00.000Z',
  repliesCount: 2,
  commentsCount: 1,
};

/** The cells of {@link SUMMARY}'s row in the ticket list, in English, dates in UTC. */
export const SUMMARY_CELLS: readonly string[] = [
  'TCK-1001',
  'Service request',
  'Crimp height drifts',
  'Alpha 530',
  'SN-530-10021',
  'Alpha 530 (SN-530-10021)',
  'In progress',
  'Clara Fuchs',
  'May 2, 2024',
  '2',
  '1',
];

/** TCK-1001 with its detail fields and one comment. */
export const DETAILS: TicketDetails = {
  ...SUMMARY,
  description: 'Crimp height drifts: details in the attached log.',
  location: { id: 'loc-alpha-stuttgart', name: 'Alpha Wire Stuttgart' },
  closeReason: null,
  closeComment: null,
  comments: [
    {
      id: '1',
      description: 'The drift starts after about two hours.',
      author: 'Clara Fuchs',
      createdOn: '2024-05-02T08:00:00.000Z',
    },
    {
      id: '2',
      description: 'Still drifting after the blade change.',
      author: 'Tobias Keller',
      createdOn: '2024-05-03T14:30:00.000Z',
    },
  ],
};

/** The alpha organization's machines. */
export const ASSETS: SisAsset[] = [
  {
    id: 'ast-alpha-1',
    machineName: 'Alpha 530',
    serialNumber: 'SN-530-10021',
    location: { id: 'loc-alpha-stuttgart' },
  },
  {
    id: 'ast-alpha-2',
    machineName: 'Gamma 333 PC',
    serialNumber: 'SN-333-20417',
    location: { id: 'loc-alpha-stuttgart' },
  },
  {
    id: 'ast-alpha-3',
    machineName: 'Zeta 640',
    serialNumber: 'SN-640-30088',
    location: { id: 'loc-alpha-munich' },
  },
];
