import { describe, expect, it } from 'vitest';
import { accountProfileValues } from '../../../../../core/portal/account-profile.ts';
import {
  type IdmProfile,
  languageOptions,
  parseIdmProfile,
  profileFieldErrors,
  profilePatch,
  readProfileForm,
} from '../../../../../plugins/portal/islands/account/profile-form.ts';
import { CUSTOMER_FULL_PROFILE } from '../../../../sandbox/identity/fixtures.ts';

const formData = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe('parseIdmProfile', () => {
  it('reads the account answer in ForgeRock field names', () => {
    const profile = parseIdmProfile(CUSTOMER_FULL_PROFILE);
    expect(profile).toMatchObject({
      givenName: 'Clara',
      sn: 'Fuchs',
      preferences: { language: 'de' },
      internal: false,
    });
    expect(parseIdmProfile({ ...CUSTOMER_FULL_PROFILE, internal: true }).internal).toBe(true);
  });

  it('turns missing or non-text fields into empty values', () => {
    const profile = parseIdmProfile({ _id: 'acc-x', givenName: 7, preferences: null });
    expect(profile).toMatchObject({
      _id: 'acc-x',
      givenName: '',
      company: '',
      preferences: { language: '' },
    });
    expect(profile.internal).toBe(false);
  });

  it('throws for an answer that is no profile', () => {
    expect(() => parseIdmProfile(null)).toThrow('Unexpected account answer');
    expect(() => parseIdmProfile({ givenName: 'Clara' })).toThrow('Unexpected account answer');
  });
});

describe('profile form ↔ patch operations', () => {
  const profile: IdmProfile = parseIdmProfile(CUSTOMER_FULL_PROFILE);
  const current = accountProfileValues(profile);

  it('fills the form fields from the profile', () => {
    expect(current).toEqual({
      firstName: 'Clara',
      lastName: 'Fuchs',
      company: 'Alpha Wire GmbH',
      email: 'customer.full@alpha-wire.test',
      telephone: '+49 711 555 0101',
      address: 'Industriestraße 12',
      postalCode: '70565',
      city: 'Stuttgart',
      country: 'Germany',
      language: 'de',
    });
  });

  it('reads the submitted form trimmed, keeping the e-mail the disabled field does not send', () => {
    const { email: _disabled, ...sent } = current;
    const form = readProfileForm(formData({ ...sent, firstName: '  Klara ' }), current);
    expect(form.firstName).toBe('Klara');
    expect(form.email).toBe('customer.full@alpha-wire.test');
  });

  it('sends one replace per changed field, in form order, with the ForgeRock pointers', () => {
    const after = { ...current, city: 'München', firstName: 'Klara', language: 'fr', postalCode: '80802' };
    expect(profilePatch(current, after)).toEqual([
      { operation: 'replace', field: '/givenName', value: 'Klara' },
      { operation: 'replace', field: '/postalCode', value: '80802' },
      { operation: 'replace', field: '/city', value: 'München' },
      { operation: 'replace', field: '/preferences/language', value: 'fr' },
    ]);
  });

  it('sends nothing when nothing changed and never the read-only e-mail', () => {
    expect(profilePatch(current, { ...current })).toEqual([]);
    expect(profilePatch(current, { ...current, email: 'new@alpha-wire.test' })).toEqual([]);
  });

  it('sends a cleared optional field as an empty value', () => {
    expect(profilePatch(current, { ...current, company: '' })).toEqual([
      { operation: 'replace', field: '/company', value: '' },
    ]);
  });
});

describe('profileFieldErrors', () => {
  it('maps the account API field messages to the form fields', () => {
    const detail = {
      fields: { givenName: 'Please enter your first name', sn: 'Please enter your last name' },
    };
    expect(profileFieldErrors(detail)).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
    });
  });

  it.each([[undefined], [{}], [{ fields: 'x' }], [{ failedPolicyRequirements: [] }]])(
    'gives none for %j',
    (detail) => {
      expect(profileFieldErrors(detail)).toEqual({});
    },
  );
});

describe('languageOptions', () => {
  it('names each UI language in itself and keeps an unknown current language', () => {
    const options = languageOptions('it');
    expect(options.find((option) => option.value === 'de')?.label).toBe('Deutsch');
    expect(options.find((option) => option.value === 'fr')?.label).toBe('Français');
    expect(options.map((option) => option.value)).toContain('it');
    expect(languageOptions('en')).toHaveLength(11);
  });
});
