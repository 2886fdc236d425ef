import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator, loadTranslations } from '../../../../../core/i18n/index.ts';
import {
  type AccountState,
  AccountView,
} from '../../../../../plugins/portal/islands/account/AccountScreen.tsx';
import { type IdmClient, IdmRequestError } from '../../../../../plugins/portal/islands/account/idm-client.ts';
import { ACCOUNT_LABEL_KEYS, accountLabels } from '../../../../../plugins/portal/islands/account/labels.ts';
import { parseIdmProfile } from '../../../../../plugins/portal/islands/account/profile-form.ts';
import { CUSTOMER_FULL_PROFILE } from '../../../../sandbox/identity/fixtures.ts';

const translations = await loadTranslations({ languages: ['en', 'de'] });
const labels = accountLabels(createTranslator({ translations, language: 'en' }));

const unused = async () => {
  throw new Error('not called when rendering');
};
const client: IdmClient = {
  readProfile: unused,
  updateProfile: unused,
  changePassword: unused,
  resetMfa: unused,
};

const PROFILE = parseIdmProfile(CUSTOMER_FULL_PROFILE);

const render = (state: AccountState) =>
  load(
    renderToStaticMarkup(
      <AccountView labels={labels} state={state} client={client} onProfileSaved={() => {}} />,
    ),
  );

/** The value of the control a `<label>` with this text points at. */
const field = ($: ReturnType<typeof load>, text: string) => {
  const label = $('label').filter((_, element) => $(element).text() === text);
  expect(label).toHaveLength(1);
  return $(`#${label.attr('for')}`);
};

describe('account labels', () => {
  it('are written in English and German', () => {
    for (const language of ['en', 'de']) {
      const file = JSON.parse(readFileSync(`locales/${language}/portal-account.json`, 'utf8'));
      for (const key of ACCOUNT_LABEL_KEYS) {
        const text = key.split('.').reduce((node, part) => node?.[part], file);
        expect(typeof text, `${language} ${key}`).toBe('string');
      }
    }
    const german = accountLabels(createTranslator({ translations, language: 'de' }));
    expect(german['profile.save']).toBe('Profil speichern');
  });
});

describe('AccountView', () => {
  it('shows the title and a loading note first', () => {
    const $ = render({ status: 'loading' });
    expect($('h1.sf-page__title').text()).toBe('Account');
    expect($('[role=status]').text()).toBe(labels.loading);
    expect($('form')).toHaveLength(0);
  });

  it('shows why the profile could not be loaded', () => {
    const $ = render({ status: 'failed', error: new IdmRequestError('Timeout', { status: null }) });
    expect($('[role=alert]').text()).toContain(labels.loadFailed);
    expect($('[role=alert]').text()).toContain('Timeout');
  });

  it('shows a customer the profile form and the password form', () => {
    const $ = render({ status: 'ready', data: PROFILE });
    expect(field($, 'First name').attr('value')).toBe('Clara');
    expect(field($, 'Last name').attr('value')).toBe('Fuchs');
    expect(field($, 'Company').attr('value')).toBe('Alpha Wire GmbH');
    expect(field($, 'E-mail').attr('value')).toBe('customer.full@alpha-wire.test');
    expect(field($, 'E-mail').is('[disabled]')).toBe(true);
    expect(field($, 'Telephone').attr('type')).toBe('tel');
    expect(field($, 'Address').attr('value')).toBe('Industriestraße 12');
    expect(field($, 'Postal code').attr('value')).toBe('70565');
    expect(field($, 'City').attr('value')).toBe('Stuttgart');
    expect(field($, 'Country').attr('value')).toBe('Germany');
    expect(field($, 'Language').find('option[selected]').text()).toBe('Deutsch');
    for (const label of ['Current password', 'New password', 'Confirm password']) {
      expect(field($, label).attr('type')).toBe('password');
    }
    const buttons = $('button')
      .map((_, button) => $(button).text())
      .get();
    expect(buttons).toEqual(['Save profile', 'Change password']);
  });

  it('shows an internal employee the profile read-only, no password form, and Reset MFA', () => {
    const $ = render({ status: 'ready', data: { ...PROFILE, internal: true } });
    expect($('input, select, form')).toHaveLength(0);
    expect($('.sf-account__internal').text()).toBe(labels['internal.note']);
    expect($('[data-field=firstName] dd').text()).toBe('Clara');
    expect($('[data-field=language] dd').text()).toBe('Deutsch');
    expect(
      $('button')
        .map((_, button) => $(button).text())
        .get(),
    ).toEqual(['Reset MFA']);
  });
});
