import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../../../runtime/ui/Checkbox.tsx';
import { Input } from '../../../runtime/ui/Input.tsx';
import { Select } from '../../../runtime/ui/Select.tsx';

const render = (element: React.ReactElement) => load(renderToString(element));

/** The text of the message the field's aria-describedby points at, or null. */
function message(html: ReturnType<typeof render>, id: string): string | null {
  const describedBy = html(`#${id}`).attr('aria-describedby');
  return describedBy ? html(`#${describedBy}`).text() : null;
}

describe('Input, Select, Checkbox (public-site §5 default messages)', () => {
  it('show no message and no invalid mark by default', () => {
    const $ = render(<Input id="company" name="company" label="Company" />);
    expect($('label[for="company"]').text()).toBe('Company');
    expect($('#company').attr('aria-invalid')).toBeUndefined();
    expect(message($, 'company')).toBeNull();
    expect($('.sf-field__error')).toHaveLength(0);
  });

  it("an invalid input shows 'Please enter a valid value.'", () => {
    const $ = render(<Input id="email" name="email" type="email" label="E-mail" error />);
    expect($('#email').attr('type')).toBe('email');
    expect($('#email').attr('aria-invalid')).toBe('true');
    expect(message($, 'email')).toBe('Please enter a valid value.');
  });

  it('an invalid field shows its own message when given', () => {
    const $ = render(<Input id="email" name="email" label="E-mail" error="Please enter your email" />);
    expect(message($, 'email')).toBe('Please enter your email');
  });

  it("an invalid select shows 'Please enter a valid value.' and starts on its placeholder", () => {
    const $ = render(
      <Select
        id="country"
        name="country"
        label="Country"
        placeholder="Please choose"
        options={[{ value: 'CH', label: 'Switzerland' }]}
        error
      />,
    );
    expect($('#country option').first().text()).toBe('Please choose');
    expect($('#country option[selected]').text()).toBe('Please choose');
    expect(message($, 'country')).toBe('Please enter a valid value.');
  });

  it('a controlled select shows the value it is given, in the same frame, with an extra class', () => {
    const options = [
      { value: '', label: 'All platforms' },
      { value: 'linux', label: 'Linux' },
    ];
    const $ = render(
      <Select
        id="platform"
        label="Platform"
        options={options}
        value="linux"
        onChange={() => {}}
        className="sf-x"
      />,
    );
    expect($('.sf-field').attr('class')).toBe('sf-field sf-field--select sf-x');
    expect($('#platform option[selected]').text()).toBe('Linux');
    expect($('#platform').attr('name')).toBeUndefined();
    expect($('label[for="platform"]').text()).toBe('Platform');
  });

  it('a controlled select with a placeholder shows it for the value ""', () => {
    const $ = render(
      <Select
        id="variant"
        label="Variant"
        placeholder="Choose a variant"
        options={[{ value: 'v1', label: 'V1' }]}
        value=""
        onChange={() => {}}
      />,
    );
    expect($('#variant option[selected]').text()).toBe('Choose a variant');
    expect($('#variant option[selected]').is('[disabled]')).toBe(true);
  });

  it("a required checkbox left unticked shows 'Please select the checkbox to continue.'", () => {
    const $ = render(<Checkbox id="terms" name="terms" label="I accept" required error />);
    expect($('#terms').attr('type')).toBe('checkbox');
    expect($('#terms').is('[required]')).toBe(true);
    expect(message($, 'terms')).toBe('Please select the checkbox to continue.');
  });
});
