import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToggleGroup } from '../../../runtime/ui/ToggleGroup.tsx';

const OPTIONS = [
  { key: null, label: 'All' },
  { key: 'technology', label: 'Technology' },
  { key: 'customers', label: 'Customers' },
] as const;

function group(selected: (typeof OPTIONS)[number]['key']) {
  return load(
    renderToString(
      <ToggleGroup label="Filter by category" options={OPTIONS} selected={selected} onSelect={() => {}} />,
    ),
  );
}

describe('ToggleGroup', () => {
  it('is a named group of non-submitting buttons in the given order', () => {
    const $ = group(null);
    expect($('[role="group"]').attr('aria-label')).toBe('Filter by category');
    expect(
      $('button')
        .map((_, b) => $(b).text())
        .get(),
    ).toEqual(['All', 'Technology', 'Customers']);
    expect(
      $('button')
        .map((_, b) => $(b).attr('type'))
        .get(),
    ).toEqual(['button', 'button', 'button']);
  });

  it('presses the selected choice only, the "all" choice included', () => {
    expect(group(null)('button[aria-pressed="true"]').text()).toBe('All');
    const $ = group('customers');
    expect($('button[aria-pressed="true"]').text()).toBe('Customers');
    expect($('button[aria-pressed="false"]').length).toBe(2);
  });
});
