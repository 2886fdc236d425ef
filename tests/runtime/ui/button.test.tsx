import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../runtime/ui/Button.tsx';

function button(element: React.ReactElement) {
  const $ = load(renderToString(element));
  return { $, button: $('button') };
}

describe('Button (public-site §4 buttons, §9 heights)', () => {
  it('is a primary, enabled, non-submitting button by default with the 40 px (16 px icon) size', () => {
    const { button: b } = button(<Button icon="Download">Download</Button>);
    expect(b.attr('type')).toBe('button');
    expect(b.hasClass('sf-button--primary')).toBe(true);
    expect(b.hasClass('sf-button--large')).toBe(false);
    expect(b.is('[disabled]')).toBe(false);
    expect(b.attr('aria-busy')).toBeUndefined();
    expect(b.find('svg[data-icon="Download"]').attr('width')).toBe('16');
    expect(b.text()).toBe('Download');
  });

  it('takes the 48 px size with a 24 px icon, and the shadowed size when asked', () => {
    const { button: b } = button(
      <Button variant="secondary" icon="Search" iconSize={24} shadowed>
        Search
      </Button>,
    );
    expect(b.attr('class')).toBe('sf-button sf-button--secondary sf-button--large sf-button--shadowed');
    expect(b.find('svg').attr('width')).toBe('24');
  });

  it('while loading: disabled, busy, a spinner of the icon size, the text kept as its name', () => {
    const { button: b } = button(
      <Button icon="Login" iconSize={24} loading>
        Sign in
      </Button>,
    );
    expect(b.is('[disabled]')).toBe(true);
    expect(b.attr('aria-busy')).toBe('true');
    expect(b.hasClass('sf-button--loading')).toBe(true);
    const spinner = b.find('.sf-button__spinner');
    expect(spinner.attr('data-icon')).toBe('Spinner');
    expect(spinner.attr('width')).toBe('24');
    expect(spinner.attr('aria-hidden')).toBe('true');
    expect(b.find('.sf-button__content').text()).toBe('Sign in');
  });

  it('when disabled: not clickable, not busy, no spinner', () => {
    const { button: b } = button(<Button disabled>Share</Button>);
    expect(b.is('[disabled]')).toBe(true);
    expect(b.attr('aria-busy')).toBeUndefined();
    expect(b.find('.sf-spinner')).toHaveLength(0);
  });

  it('submits a form only when its type says so', () => {
    const { button: b } = button(
      <Button type="submit" name="action" value="send" ariaLabel="Send the form">
        Send
      </Button>,
    );
    expect(b.attr('type')).toBe('submit');
    expect(b.attr('name')).toBe('action');
    expect(b.attr('aria-label')).toBe('Send the form');
  });
});
