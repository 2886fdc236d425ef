import { describe, expect, it } from 'vitest';
import { FORM_MESSAGE_KEYS, FORM_MESSAGES, formMessage } from '../../../plugins/forms/messages.ts';
import { retryDelay } from '../../../plugins/forms/outbox/backoff.ts';
import {
  COUNTRY_CODES,
  isAcceptedUploadType,
  isHoneypotFilled,
  UPLOAD_MAX_BYTES,
  validateForm,
} from '../../../plugins/forms/schemas.ts';
import { safeFileName } from '../../../plugins/forms/server/router.ts';

/** The English text of each failing field of a form sent with `fields`. */
function messages(form: Parameters<typeof validateForm>[0]['form'], fields: Record<string, unknown>) {
  const result = validateForm({ form, fields });
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, key]) => [field, formMessage({ language: 'en', key })]),
  );
}

const VALID_SERVICE_REQUEST = {
  locale: 'en',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.com',
  company: 'Muster AG',
  address: 'Industriestrasse 6',
  city: 'Dierikon',
  state: 'LU',
  zipCode: '6036',
  country: 'CH',
  requestedService: 'repair',
  subject: 'Crimp height',
  description: 'It drifts.',
  machineName: 'Alpha 530',
  serialNumber: 'SN-1',
};

describe('public-site §5 validation rules: every message of every form', () => {
  it('open-source-software request: all required, each with its own message', () => {
    expect(messages('open-source-request', { locale: 'en' })).toEqual({
      email: 'Please provide a valid email address',
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      company: 'Please enter the company you work for',
      country: "Please enter the country you're in",
      product: 'Please specify the product your request regards',
      serialNumber: 'Please enter the serial number of your product',
      message: 'Please add some more details',
    });
  });

  it('service request: the required fields, e-mail, country and requested service messages', () => {
    expect(messages('service-request', { locale: 'en', firstName: '   ' })).toEqual({
      firstName: 'Please enter a valid value.',
      lastName: 'Please enter a valid value.',
      email: 'Please enter your email',
      company: 'Please enter a valid value.',
      address: 'Please enter a valid value.',
      city: 'Please enter a valid value.',
      state: 'Please enter a valid value.',
      zipCode: 'Please enter a valid value.',
      country: 'Please select your country',
      requestedService: 'Please select a requested service',
      subject: 'Please enter a valid value.',
      description: 'Please enter a valid value.',
      machineName: 'Please enter a valid value.',
      serialNumber: 'Please enter a valid value.',
    });
    expect(messages('service-request', { ...VALID_SERVICE_REQUEST, email: 'anna@', country: 'XX' })).toEqual({
      email: 'Please enter your email',
      country: 'Please select your country',
    });
  });

  it('service request: the case ID only for an existing case', () => {
    expect(messages('service-request', { ...VALID_SERVICE_REQUEST, existingCase: 'false' })).toEqual({});
    expect(messages('service-request', { ...VALID_SERVICE_REQUEST, existingCase: 'true' })).toEqual({
      caseId: 'Please enter a case ID',
    });
    expect(
      messages('service-request', { ...VALID_SERVICE_REQUEST, existingCase: 'true', caseId: 'C-7' }),
    ).toEqual({});
  });

  it('service request: the return address only when the same-address toggle is off (default on)', () => {
    const valid = validateForm({ form: 'service-request', fields: VALID_SERVICE_REQUEST });
    expect(valid.ok && valid.value.sameAddress).toBe(true);
    expect(messages('service-request', { ...VALID_SERVICE_REQUEST, sameAddress: 'false' })).toEqual({
      returnAddress: 'Please enter a valid value.',
      returnCity: 'Please enter a valid value.',
      returnState: 'Please enter a valid value.',
      returnZipCode: 'Please enter a valid value.',
      returnCountry: 'Please select your country',
    });
    const returned = {
      ...VALID_SERVICE_REQUEST,
      sameAddress: 'false',
      returnAddress: 'Hafenstrasse 1',
      returnCity: 'Basel',
      returnState: 'BS',
      returnZipCode: '4057',
      returnCountry: 'ch',
    };
    expect(messages('service-request', returned)).toEqual({});
  });

  it('service request: an empty form with the case flag and the toggle off shows every message at once', () => {
    const result = validateForm({
      form: 'service-request',
      fields: { locale: 'en', existingCase: 'true', sameAddress: 'false' },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toMatchObject({
      caseId: 'enterCaseId',
      returnCountry: 'selectCountry',
    });
  });

  it('story feedback: every field with the default message, and the story it is about', () => {
    expect(messages('story-feedback', { locale: 'en' })).toEqual({
      firstName: 'Please enter a valid value.',
      lastName: 'Please enter a valid value.',
      company: 'Please enter a valid value.',
      country: 'Please enter a valid value.',
      message: 'Please enter a valid value.',
      story: 'Please enter a valid value.',
    });
  });

  it('whitepaper download: the required checkbox message for the consent', () => {
    const fields = {
      locale: 'de-CH',
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.com',
      company: 'Muster AG',
      country: 'de',
      whitepaper: 'file-1',
    };
    expect(messages('whitepaper-download', { ...fields, consent: 'false' })).toEqual({
      consent: 'Please select the checkbox to continue.',
    });
    const result = validateForm({ form: 'whitepaper-download', fields: { ...fields, consent: 'true' } });
    expect(result).toEqual({ ok: true, value: { ...fields, country: 'DE', consent: true, website: '' } });
  });

  it('drops unknown fields and trims the others', () => {
    const result = validateForm({
      form: 'open-source-request',
      fields: {
        locale: 'en',
        email: ' dev@example.com ',
        firstName: 'Ada',
        lastName: 'L',
        company: 'C',
        country: 'GB',
        product: 'Wire Studio',
        serialNumber: '42',
        message: 'Source please',
        admin: 'true',
      },
    });
    expect(result.ok && result.value).toMatchObject({ email: 'dev@example.com' });
    expect(result.ok && 'admin' in result.value).toBe(false);
  });
});

describe('honeypot, uploads and countries', () => {
  it('tells a filled honeypot from an empty one', () => {
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(validateForm({ form: 'story-feedback', fields: { website: 'x' } }).ok).toBe(false);
  });

  it('accepts images and videos only, at most 100 MB (public-site §5, §9)', () => {
    expect(UPLOAD_MAX_BYTES).toBe(104_857_600);
    for (const type of ['image/png', 'image/jpeg', 'video/mp4', 'VIDEO/QuickTime']) {
      expect(isAcceptedUploadType(type), type).toBe(true);
    }
    for (const type of ['application/pdf', 'text/html', 'image', '', undefined]) {
      expect(isAcceptedUploadType(type), String(type)).toBe(false);
    }
  });

  it('lists the 249 ISO 3166-1 country codes (public-site §9 "about 250")', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
  });

  it('keeps attachment names safe, with the extension of the detected type', () => {
    expect(safeFileName('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(safeFileName('C:\\Users\\a\\Foto Maschine.JPG', 'jpg')).toBe('Foto_Maschine.JPG');
    expect(safeFileName('', 'mp4')).toBe('attachment.mp4');
  });
});

describe('messages in the eleven UI languages', () => {
  it('has every key in every language, non-empty, the apology naming the support contact', () => {
    for (const [language, texts] of Object.entries(FORM_MESSAGES)) {
      for (const key of FORM_MESSAGE_KEYS) expect(texts[key], `${language} ${key}`).toMatch(/\S/);
      expect(texts.failedApology, language).toContain('{contact}');
      expect(texts.answerWithin24Hours, language).toContain('24');
      expect(texts.uploadTooLarge, language).toContain('100');
    }
  });

  it('gives the §8 failure texts verbatim in English and falls back to English', () => {
    expect(formMessage({ language: 'en', key: 'failed' })).toBe(
      'Something went wrong. Please verify your input is correct and try again later.',
    );
    expect(formMessage({ language: 'de-CH', key: 'enterCaseId' })).toBe(
      'Bitte geben Sie eine Fallnummer ein',
    );
    expect(formMessage({ language: 'xx', key: 'enterCaseId' })).toBe('Please enter a case ID');
    expect(
      formMessage({ language: 'en', key: 'failedApology', values: { contact: 'help@example.com' } }),
    ).toContain('help@example.com');
  });
});

describe('outbox backoff', () => {
  it('doubles the delay with each attempt, up to the maximum', () => {
    const options = { backoffMs: 10_000, maxBackoffMs: 60_000 };
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelay({ attempts, ...options }))).toEqual([
      10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });
});

describe('single-line fields hold one line (nothing adds lines to the notification mail)', () => {
  it('turns line breaks in one-line fields into spaces, the return country and the name included', () => {
    const result = validateForm({
      form: 'service-request',
      fields: {
        ...VALID_SERVICE_REQUEST,
        firstName: 'Anna\r\nSite: elsewhere',
        subject: 'Crimp\rheight\u2028drifts',
        telephone: '+41\n41',
        returnCountry: 'ch\r\nBcc: victim@example.com',
      },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.firstName).toBe('Anna Site: elsewhere');
    expect(result.value.subject).toBe('Crimp height drifts');
    expect(result.value.telephone).toBe('+41 41');
    expect(result.value.returnCountry).toBe('CH BCC: VICTIM@EXAMPLE.COM');
    const oneLine = Object.values(result.value).filter((value) => typeof value === 'string');
    expect(oneLine.filter((value) => /[\r\n\u2028\u2029]/.test(value))).toEqual([]);
  });

  it('keeps the line breaks of the long texts (description, message)', () => {
    const result = validateForm({
      form: 'service-request',
      fields: { ...VALID_SERVICE_REQUEST, description: 'First line.\nSecond line.' },
    });
    expect(result.ok && result.value.description).toBe('First line.\nSecond line.');
  });
});
