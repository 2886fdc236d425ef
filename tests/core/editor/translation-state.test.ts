import { describe, expect, it } from 'vitest';
import {
  pageTranslationSchema,
  pageTranslationState,
  resetTranslation,
  startTranslation,
  type TranslationState,
  type TranslationTarget,
} from '../../../core/editor/translation-state.ts';

const target = (
  language: string,
  translationState: TranslationState,
  dates: Partial<Pick<TranslationTarget, 'exportedAt' | 'importedAt'>> = {},
): TranslationTarget => ({
  language,
  translationState,
  exportedAt: dates.exportedAt ?? null,
  importedAt: dates.importedAt ?? null,
});

describe('pageTranslationState (customer-area §4 page-level state)', () => {
  const M = 'MarkedForTranslation';
  const P = 'InProgress';
  const T = 'Translated';
  it.each<[string, TranslationState[], TranslationState]>([
    ['all translated', [T, T, T], T],
    ['one translated language', [T], T],
    ['no target languages (nothing left to translate)', [], T],
    ['one in progress among translated', [T, P, T], P],
    ['in progress wins over marked', [M, P, T], P],
    ['all in progress', [P, P], P],
    ['only marked', [M, M], M],
    ['marked and translated, none in progress', [T, M], M],
    ['one marked', [M], M],
  ])('%s → %s', (_name, states, expected) => {
    expect(pageTranslationState(states.map((state, index) => target(`l${index}`, state)))).toBe(expected);
  });
});

describe('startTranslation (customer-area §4 "start translation")', () => {
  const now = new Date('2025-03-01T10:00:00.000Z');
  const before = [
    target('de', 'Translated', {
      exportedAt: '2024-01-01T00:00:00.000Z',
      importedAt: '2024-01-03T00:00:00.000Z',
    }),
    target('fr', 'MarkedForTranslation'),
    target('ja', 'InProgress', { exportedAt: '2024-06-01T00:00:00.000Z' }),
  ];

  it('exports every language not translated yet, now, and keeps translated ones and the order', () => {
    expect(startTranslation({ targetLanguages: before, now })).toEqual([
      before[0],
      target('fr', 'InProgress', { exportedAt: '2025-03-01T10:00:00.000Z' }),
      target('ja', 'InProgress', { exportedAt: '2025-03-01T10:00:00.000Z' }),
    ]);
  });

  it('turns a marked page into one in progress, and leaves a translated page translated', () => {
    const marked = [target('de', 'MarkedForTranslation'), target('fr', 'Translated')];
    expect(pageTranslationState(startTranslation({ targetLanguages: marked, now }))).toBe('InProgress');
    const done = [target('de', 'Translated')];
    expect(startTranslation({ targetLanguages: done, now })).toEqual(done);
  });

  it('does not change its argument', () => {
    const copy = structuredClone(before);
    startTranslation({ targetLanguages: before, now });
    expect(before).toEqual(copy);
  });
});

describe('resetTranslation (customer-area §4 "reset translation")', () => {
  it('marks every language for translation again and clears the dates', () => {
    const before = [
      target('de', 'Translated', {
        exportedAt: '2024-01-01T00:00:00.000Z',
        importedAt: '2024-01-03T00:00:00.000Z',
      }),
      target('ja', 'InProgress', { exportedAt: '2024-06-01T00:00:00.000Z' }),
    ];
    const after = resetTranslation({ targetLanguages: before });
    expect(after).toEqual([target('de', 'MarkedForTranslation'), target('ja', 'MarkedForTranslation')]);
    expect(pageTranslationState(after)).toBe('MarkedForTranslation');
    expect(before[0]?.translationState).toBe('Translated');
  });
});

describe('pageTranslationSchema (customer-area §3 page fields)', () => {
  it('defaults a missing source language to en', () => {
    const page = pageTranslationSchema.parse({
      id: 'p',
      translationSourceLanguage: null,
      translationTargetLanguages: [target('de', 'Translated')],
    });
    expect(page.translationSourceLanguage).toBe('en');
  });

  it('refuses an unknown state or a date that is no ISO timestamp', () => {
    const parse = (entry: unknown) =>
      pageTranslationSchema.safeParse({
        id: 'p',
        translationSourceLanguage: 'en',
        translationTargetLanguages: [entry],
      }).success;
    expect(parse({ ...target('de', 'Translated'), translationState: 'Done' })).toBe(false);
    expect(parse({ ...target('de', 'InProgress'), exportedAt: 'yesterday' })).toBe(false);
    expect(parse(target('de', 'InProgress', { exportedAt: '2024-06-01T00:00:00.000Z' }))).toBe(true);
  });
});
