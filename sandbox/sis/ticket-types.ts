/** Ticket types offered by the new-ticket form (customer-area §3 "ticket type"), stored in English. */
export const TICKET_TYPES = ['Service request', 'Spare parts', 'Technical question', 'Complaint'] as const;

/** One stored ticket type. */
export type TicketType = (typeof TICKET_TYPES)[number];

/** The SIS locale every answer falls back to (public-site §7: any other language gives en-US). */
export const DEFAULT_SIS_LOCALE = 'en-US';

/**
 * The ticket types' names in each SIS locale, in {@link TICKET_TYPES} order: the eleven locales the SIS
 * serves (public-site §7 mapping: en-US, de-CH, fr-FR, zh-CN, ja-JP, es-ES, pt-BR, cs-CZ, hu-HU, ro-RO,
 * sk-SK).
 */
const NAMES: Readonly<Record<string, readonly [string, string, string, string]>> = {
  'en-US': TICKET_TYPES,
  'de-CH': ['Serviceanfrage', 'Ersatzteile', 'Technische Frage', 'Reklamation'],
  'fr-FR': ['Demande de service', 'Pièces de rechange', 'Question technique', 'Réclamation'],
  'zh-CN': ['服务请求', '备件', '技术问题', '投诉'],
  'ja-JP': ['サービス依頼', 'スペアパーツ', '技術的な質問', '苦情'],
  'es-ES': ['Solicitud de servicio', 'Piezas de repuesto', 'Consulta técnica', 'Reclamación'],
  'pt-BR': ['Solicitação de serviço', 'Peças de reposição', 'Dúvida técnica', 'Reclamação'],
  'cs-CZ': ['Požadavek na servis', 'Náhradní díly', 'Technický dotaz', 'Reklamace'],
  'hu-HU': ['Szervizkérés', 'Pótalkatrészek', 'Műszaki kérdés', 'Panasz'],
  'ro-RO': ['Cerere de service', 'Piese de schimb', 'Întrebare tehnică', 'Reclamație'],
  'sk-SK': ['Požiadavka na servis', 'Náhradné diely', 'Technická otázka', 'Reklamácia'],
};

/**
 * The caller's SIS locale from the `Accept-Language` header the portal sends (public-site §7 mapping,
 * e.g. `de-CH`): the first listed tag that is one of the mapped SIS locales, else en-US.
 */
export function sisLocaleOf(acceptLanguage: string | null): string {
  const tags = (acceptLanguage ?? '').split(',').map((entry) => entry.split(';')[0]!.trim());
  return tags.find((tag) => Object.hasOwn(NAMES, tag)) ?? DEFAULT_SIS_LOCALE;
}

/** The ticket types' names in a SIS locale (en-US for one without names). */
export function ticketTypeNames(locale: string): readonly string[] {
  return NAMES[locale] ?? TICKET_TYPES;
}

/**
 * The stored (English) ticket type a form value names: a type's name in any SIS locale, so a form
 * filled in one language and sent in another still counts.
 *
 * @returns the stored type, or null for an unknown value.
 */
export function storedTicketType(value: string): TicketType | null {
  for (const names of Object.values(NAMES)) {
    const index = names.indexOf(value);
    if (index >= 0) return TICKET_TYPES[index]!;
  }
  return null;
}

/** A stored ticket type's name in a SIS locale; a type this list does not know is answered as stored. */
export function localizedTicketType(stored: string, locale: string): string {
  const index = (TICKET_TYPES as readonly string[]).indexOf(stored);
  return index < 0 ? stored : (ticketTypeNames(locale)[index] ?? stored);
}
