import { z } from 'zod';

/**
 * Translation management of a CMS page (customer-area §3 page fields `translationSourceLanguage` and
 * `translationTargetLanguages`, §4 "Translation state per language … Page-level state … The editor can
 * start translation and reset translation for a page", §7 `/api/translation/state|start|reset/{pageId}`).
 * Pure rules, no I/O: the editor plugin's routes read the page, apply them and write the result back.
 */

/** customer-area §4: the translation state of one target language. */
export const TRANSLATION_STATES = ['MarkedForTranslation', 'InProgress', 'Translated'] as const;

/** customer-area §4 translation state per language (and, derived, of the page). */
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** customer-area §3 `translationSourceLanguage` default. */
export const DEFAULT_SOURCE_LANGUAGE = 'en';

/** An ISO 8601 timestamp (`2024-01-09T09:00:00.000Z`) or null (not exported / imported yet). */
const timestampSchema = z.iso.datetime({ offset: true }).nullable();

/**
 * One entry of `translationTargetLanguages` (customer-area §3): the language, its state and when the
 * page was last exported to the translators and imported back (ISO 8601 strings or null).
 */
export const translationTargetSchema = z.object({
  language: z.string().min(2),
  translationState: z.enum(TRANSLATION_STATES),
  exportedAt: timestampSchema,
  importedAt: timestampSchema,
});

/** {@link translationTargetSchema}'s type. */
export type TranslationTarget = z.infer<typeof translationTargetSchema>;

/**
 * A page's translation fields as the content service answers them: `translationSourceLanguage` (null →
 * 'en', customer-area §3 default) and `translationTargetLanguages`.
 */
export const pageTranslationSchema = z.object({
  id: z.string(),
  translationSourceLanguage: z
    .string()
    .nullable()
    .transform((value) => value ?? DEFAULT_SOURCE_LANGUAGE),
  translationTargetLanguages: z.array(translationTargetSchema),
});

/** {@link pageTranslationSchema}'s output. */
export type PageTranslation = z.output<typeof pageTranslationSchema>;

/**
 * The page-level translation state (customer-area §4): `Translated` if all target languages are
 * translated, `InProgress` if any is in progress, else `MarkedForTranslation`.
 *
 * A page without target languages is `Translated`: "all languages are translated" holds when there are
 * none, and there is nothing left to hand to translators.
 *
 * @param targetLanguages the page's `translationTargetLanguages` (only `translationState` is read).
 */
export function pageTranslationState(
  targetLanguages: readonly Pick<TranslationTarget, 'translationState'>[],
): TranslationState {
  if (targetLanguages.every((target) => target.translationState === 'Translated')) return 'Translated';
  if (targetLanguages.some((target) => target.translationState === 'InProgress')) return 'InProgress';
  return 'MarkedForTranslation';
}

/**
 * "Start translation" (customer-area §4): the page is exported to the translators. Every target language
 * not yet `Translated` becomes `InProgress` with `exportedAt` = `now` (an `InProgress` one is exported
 * again); its `importedAt` is kept. `Translated` languages are left as they are. The order is kept.
 *
 * @param input.targetLanguages the page's current target languages (not changed).
 * @param input.now the time of the export (`new Date()`), written as an ISO 8601 string.
 * @returns the new target languages.
 */
export function startTranslation(input: {
  targetLanguages: readonly TranslationTarget[];
  now: Date;
}): TranslationTarget[] {
  const exportedAt = input.now.toISOString();
  return input.targetLanguages.map((target) =>
    target.translationState === 'Translated'
      ? { ...target }
      : { ...target, translationState: 'InProgress', exportedAt },
  );
}

/**
 * "Reset translation" (customer-area §4): the page's translation starts over. Every target language
 * becomes `MarkedForTranslation` with `exportedAt` and `importedAt` cleared (null). The order is kept.
 *
 * @param input.targetLanguages the page's current target languages (not changed).
 * @returns the new target languages.
 */
export function resetTranslation(input: {
  targetLanguages: readonly TranslationTarget[];
}): TranslationTarget[] {
  return input.targetLanguages.map((target) => ({
    language: target.language,
    translationState: 'MarkedForTranslation',
    exportedAt: null,
    importedAt: null,
  }));
}
