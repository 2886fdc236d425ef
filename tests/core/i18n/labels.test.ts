import { describe, expect, it } from 'vitest';
import { createTranslator, loadTranslations } from '../../../core/i18n/index.ts';
import { labelText, translateLabels } from '../../../core/i18n/labels.ts';

const translations = await loadTranslations({ languages: ['en', 'de'] });

describe('translateLabels (the islands’ texts)', () => {
  it('translates the keys of one namespace, keeping `{name}` placeholders for the island', () => {
    const t = createTranslator({ translations, language: 'de' });
    expect(translateLabels({ t, namespace: 'basket', keys: ['add', 'count'] })).toEqual({
      add: 'Zum Vergleich hinzufügen',
      count: 'Vergleich ({count})',
    });
  });

  it('reads dotted key paths and falls back to en, then to the key', () => {
    const t = createTranslator({ translations, language: 'de' });
    const labels = translateLabels({ t, namespace: 'portal-wire-flow', keys: ['columns.size', 'no.such'] });
    expect(labels).toEqual({ 'columns.size': 'Größe', 'no.such': 'no.such' });
  });
});

describe('labelText (one text of a label record)', () => {
  const labels = { count: 'Comparison ({count})', added: '{name} was added.', 'platform.windows': 'Windows' };

  it.each([
    [{ key: 'count', values: { count: 3 } }, 'Comparison (3)'],
    [{ key: 'added', values: { name: 'Alpha 550' } }, 'Alpha 550 was added.'],
    [{ key: 'count' }, 'Comparison ({count})'],
    [{ key: 'add' }, 'add'],
    [{ key: 'platform.windows', fallback: 'windows' }, 'Windows'],
    [{ key: 'platform.solaris', fallback: 'solaris' }, 'solaris'],
    [{ key: 'toString' }, 'toString'],
  ])('%j → %s', (input, expected) => {
    expect(labelText({ labels, ...input })).toBe(expected);
  });
});
