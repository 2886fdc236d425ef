import type { Translator } from '../../../core/i18n/index.ts';
import { translateLabels } from '../../../core/i18n/labels.ts';

/**
 * Keys of the editor namespace (`locales/{lng}/editor.json`): every text the editor area shows
 * (customer-area §2 `/{locale}/editor`, §4, §6, §8). The island gets them translated as props, since
 * i18next is not loaded in the browser.
 */
export const EDITOR_LABEL_KEYS = [
  'title',
  'intro',
  'checking',
  'noScript',
  'signIn.heading',
  'signIn.password',
  'signIn.submit',
  'signIn.required',
  'signIn.wrongPassword',
  'signIn.tooMany',
  'signIn.failed',
  'signIn.expired',
  'stage.label',
  'stage.DRAFT',
  'stage.PUBLISHED',
  'navigation.heading',
  'navigation.header',
  'navigation.footer',
  'navigation.hidden',
  'navigation.loading',
  'navigation.failed',
  'navigation.empty',
  'navigation.noPage',
  'page.previewDraft',
  'page.viewPublished',
  'byPath.heading',
  'byPath.label',
  'byPath.hint',
  'byPath.submit',
  'preview.heading',
  'preview.banner',
  'preview.loading',
  'preview.notFound',
  'preview.failed',
  'preview.unpublished',
  'preview.updatedAt',
  'preview.close',
  'translation.heading',
  'translation.source',
  'translation.pageState',
  'translation.language',
  'translation.stateColumn',
  'translation.exportedAt',
  'translation.importedAt',
  'translation.none',
  'translation.noTargets',
  'translation.start',
  'translation.reset',
  'translation.loading',
  'translation.failed',
  'translation.updated',
  'translationState.MarkedForTranslation',
  'translationState.InProgress',
  'translationState.Translated',
  'report.heading',
  'report.load',
  'report.loading',
  'report.failed',
  'report.site',
  'report.language',
  'report.coverage',
  'report.fallbacks',
  'report.missingLinks',
  'report.empty',
  'rebuild.heading',
  'rebuild.forPage',
  'rebuild.forSite',
  'rebuild.button',
  'rebuild.publishing',
  'rebuild.queued',
  'rebuild.running',
  'rebuild.runningPhase',
  'rebuild.succeeded',
  'rebuild.failed',
  'rebuild.previousOnline',
  'rebuild.requestFailed',
  'rebuild.lost',
  'rebuild.nothingToRebuild',
] as const;

/** A key of {@link EDITOR_LABEL_KEYS}. */
export type EditorLabelKey = (typeof EDITOR_LABEL_KEYS)[number];

/** The editor area's texts of one language, by key. */
export type EditorLabels = Record<EditorLabelKey, string>;

/** Translates every editor-area text for the island's `labels` prop (`editor:{key}`). */
export function editorLabels(t: Translator): EditorLabels {
  return translateLabels({ t, namespace: 'editor', keys: EDITOR_LABEL_KEYS });
}
