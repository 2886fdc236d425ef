import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_LENGTH, describeText } from '../../../core/text/description.ts';

const length = (text: string | null) => Array.from(text ?? '').length;

describe('describeText (meta descriptions)', () => {
  it('keeps a short text whole, with its whitespace collapsed', () => {
    expect(describeText({ text: '  Precise   wire\nprocessing. ', language: 'en' })).toBe(
      'Precise wire processing.',
    );
  });

  it('takes as many whole sentences from the start as fit in 160 characters', () => {
    const first = 'Our machines process wire and cable with high precision and minimal waste.';
    const second = 'Our service teams are close to you in more than seventy countries.';
    const third = 'Talk to our specialists to find the right solution for your production line today.';
    const description = describeText({ text: `${first} ${second} ${third}`, language: 'en' });
    expect(description).toBe(`${first} ${second}`);
    expect(length(description)).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });

  it('cuts a first sentence longer than the limit at a word, with an ellipsis', () => {
    const text = `${'Wire processing '.repeat(15)}ends here.`;
    const description = describeText({ text, language: 'en' })!;
    expect(length(description)).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(description.endsWith('processing…')).toBe(true);
  });

  it('finds Japanese sentence ends (。)', () => {
    const sentence = '当社の機械はワイヤーとケーブルを高精度で加工します。';
    const text = sentence.repeat(10);
    const description = describeText({ text, language: 'ja', maxLength: 60 });
    expect(description).toBe(sentence.repeat(2));
  });

  it('gives null for blank text', () => {
    expect(describeText({ text: ' \n ', language: 'en' })).toBeNull();
  });
});
