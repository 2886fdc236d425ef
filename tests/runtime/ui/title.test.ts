import { describe, expect, it } from 'vitest';
import { browserTitle } from '../../../runtime/ui/title.ts';

describe('browserTitle', () => {
  it('does not repeat the brand on a page titled with its name, such as the home page', () => {
    expect(browserTitle({ title: 'Machinery Group', brandName: 'Machinery Group' })).toBe('Machinery Group');
    expect(browserTitle({ title: 'machinery group ', brandName: 'Machinery Group' })).toBe(
      'machinery group ',
    );
  });

  it('still suffixes a title that only contains the brand name', () => {
    expect(browserTitle({ title: 'Machinery Group Switzerland', brandName: 'Machinery Group' })).toBe(
      'Machinery Group Switzerland | Machinery Group',
    );
  });
});
