import { describe, expect, it } from 'vitest';
import { truncateText } from '../../../core/text/truncate.ts';

const TEXT = 'Wire processing machines cut, strip and crimp wires.';

describe('truncateText (public-site §9 text truncation)', () => {
  it('returns text that fits unchanged', () => {
    expect(truncateText({ text: TEXT, maxLength: TEXT.length })).toBe(TEXT);
    expect(truncateText({ text: '', maxLength: 5 })).toBe('');
  });

  it.each([
    { maxLength: 20, ellipsis: true, result: 'Wire processing…' },
    { maxLength: 25, ellipsis: true, result: 'Wire processing machines…' },
    { maxLength: 24, ellipsis: false, result: 'Wire processing machines' },
    { maxLength: 30, ellipsis: true, result: 'Wire processing machines cut…' },
    { maxLength: 16, ellipsis: false, result: 'Wire processing' },
    { maxLength: 5, ellipsis: true, result: 'Wire…' },
  ])(
    'cuts at a word boundary: $maxLength, ellipsis $ellipsis → $result',
    ({ maxLength, ellipsis, result }) => {
      const cut = truncateText({ text: TEXT, maxLength, ellipsis });
      expect(cut).toBe(result);
      expect(cut.length).toBeLessThanOrEqual(maxLength);
    },
  );

  it('adds an ellipsis by default', () => {
    expect(truncateText({ text: TEXT, maxLength: 20 })).toBe('Wire processing…');
  });

  it('drops a comma left at the end of the cut', () => {
    expect(truncateText({ text: TEXT, maxLength: 29, ellipsis: false })).toBe('Wire processing machines cut');
  });

  it('cuts inside a first word longer than the room', () => {
    expect(truncateText({ text: 'Kabelbaumfertigungsanlage ready', maxLength: 10 })).toBe('Kabelbaum…');
    expect(truncateText({ text: 'Kabelbaumfertigungsanlage', maxLength: 9, ellipsis: false })).toBe(
      'Kabelbaum',
    );
  });

  it('counts characters, never splitting one', () => {
    // 10 code points, 13 UTF-16 units: the emoji count as one character each.
    expect(truncateText({ text: '🔧🔧🔧 tools for you', maxLength: 10 })).toBe('🔧🔧🔧 tools…');
    expect(truncateText({ text: '🔧🔧🔧🔧🔧🔧', maxLength: 3, ellipsis: false })).toBe('🔧🔧🔧');
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses maxLength %s', (maxLength) => {
    expect(() => truncateText({ text: TEXT, maxLength })).toThrow(RangeError);
  });
});
