import { describe, expect, it } from 'vitest';
import { countryOptions } from '../../../../plugins/forms/islands/countries.ts';
import { checkUploads, encodeFormData, submitOutcome } from '../../../../plugins/forms/islands/submission.ts';
import { fillLabel, formLabels } from '../../../../plugins/forms/labels.ts';
import { UPLOAD_MAX_BYTES } from '../../../../plugins/forms/schemas.ts';

describe('country pickers (public-site §9: about 250 country codes, CLDR names)', () => {
  it('lists the 249 ISO 3166-1 countries once each, named in the page language', () => {
    const german = countryOptions('de');
    expect(german).toHaveLength(249);
    expect(new Set(german.map((option) => option.value)).size).toBe(249);
    const name = (code: string, options = german) => options.find((option) => option.value === code)?.label;
    expect(name('CH')).toBe('Schweiz');
    expect(name('DE')).toBe('Deutschland');
    expect(name('JP', countryOptions('ja'))).toBe('日本');
    expect(name('CH', countryOptions('fr-CH'))).toBe('Suisse');
  });

  it('sorts by name as the language does: Ö with O in German, accents not last in French', () => {
    const labels = countryOptions('de').map((option) => option.label);
    const collator = new Intl.Collator('de');
    expect([...labels].sort(collator.compare)).toEqual(labels);
    expect(labels.indexOf('Österreich')).toBeLessThan(labels.indexOf('Pakistan'));
    expect(labels.indexOf('Österreich')).toBeGreaterThan(labels.indexOf('Oman'));
    const french = countryOptions('fr').map((option) => option.label);
    expect(french.indexOf('Égypte')).toBeLessThan(french.indexOf('Espagne'));
    expect(countryOptions('en')[0]?.label).toBe('Afghanistan');
  });
});

describe('encodeFormData (the multipart body of POST /api/forms/{form})', () => {
  it('sends texts as typed, checkboxes as true/false and files as attachments', async () => {
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });
    const data = encodeFormData({
      fields: { firstName: 'Ana', sameAddress: true, existingCase: false, caseId: '' },
      files: [photo],
    });
    expect([...data.keys()]).toEqual(['firstName', 'sameAddress', 'existingCase', 'caseId', 'attachments']);
    expect(data.get('sameAddress')).toBe('true');
    expect(data.get('existingCase')).toBe('false');
    expect(data.get('caseId')).toBe('');
    const sent = data.get('attachments') as File;
    expect(sent.name).toBe('photo.png');
    expect(sent.type).toBe('image/png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it('has no attachments field without files', () => {
    expect(encodeFormData({ fields: { message: 'Hi' } }).has('attachments')).toBe(false);
  });
});

describe('checkUploads (public-site §5 uploads: images or videos, 100 MB at most)', () => {
  const image = (size: number) => ({ type: 'image/jpeg', size });
  it('lets images and videos up to 100 MB in all through', () => {
    expect(checkUploads([])).toBeNull();
    expect(checkUploads([image(UPLOAD_MAX_BYTES - 1), { type: 'video/mp4', size: 1 }])).toBeNull();
  });
  it('refuses a file over 100 MB, a file that is no image or video, and too many files', () => {
    expect(UPLOAD_MAX_BYTES).toBe(104_857_600);
    expect(checkUploads([image(UPLOAD_MAX_BYTES + 1)])).toBe('uploadTooLarge');
    expect(checkUploads([image(10), { type: 'application/pdf', size: 10 }])).toBe('uploadType');
    expect(checkUploads([{ type: '', size: 10 }])).toBe('uploadType');
    expect(checkUploads(Array.from({ length: 11 }, () => image(1)))).toBe('uploadTooMany');
  });
  it('refuses files that are over 100 MB together, though each is under it (the limit is per request)', () => {
    expect(checkUploads([image(60 * 1024 * 1024), image(40 * 1024 * 1024)])).toBeNull();
    expect(checkUploads([image(60 * 1024 * 1024), image(60 * 1024 * 1024)])).toBe('uploadTooLarge');
  });
});

describe('submitOutcome (the forms API answers as the visitor sees them)', () => {
  it('201: sent, with the whitepaper download when there is one', () => {
    expect(submitOutcome(201, { id: 's1' })).toEqual({ kind: 'sent', id: 's1', downloadUrl: null });
    expect(submitOutcome(201, { id: 's2', downloadUrl: '/file/wp' })).toMatchObject({
      downloadUrl: '/file/wp',
    });
    expect(submitOutcome(201, null)).toMatchObject({ kind: 'failed', messageKey: 'failed' });
  });
  it('400: each field with its message key; unknown keys read as the default message', () => {
    expect(submitOutcome(400, { errors: { email: 'enterEmail', city: 'nonsense' } })).toEqual({
      kind: 'invalid',
      errors: { email: 'enterEmail', city: 'invalid' },
    });
    expect(submitOutcome(400, { title: 'Bad' })).toMatchObject({ kind: 'failed', messageKey: 'failed' });
  });
  it('413 and 415: the attachments field gets the upload message', () => {
    expect(submitOutcome(413, { messageKey: 'uploadTooLarge' })).toEqual({
      kind: 'invalid',
      errors: { attachments: 'uploadTooLarge' },
    });
    expect(submitOutcome(413, '')).toMatchObject({ errors: { attachments: 'uploadTooLarge' } });
    expect(submitOutcome(415, null)).toMatchObject({ errors: { attachments: 'uploadType' } });
  });
  it('403 asks for a fresh CSRF token; 429, no answer and a 5xx without a contact keep the short message', () => {
    expect(submitOutcome(403, null)).toEqual({ kind: 'forbidden' });
    for (const status of [0, 429, 500, 502, 503]) {
      expect(submitOutcome(status, null)).toEqual({ kind: 'failed', messageKey: 'failed', contact: null });
    }
    expect(submitOutcome(429, { contact: 'support@example.com' })).toMatchObject({ messageKey: 'failed' });
  });
  it('5xx: the longer apology with the support contact the server names (public-site §8)', () => {
    for (const status of [500, 503]) {
      expect(
        submitOutcome(status, { messageKey: 'failedApology', contact: 'service@machinery-group.test' }),
      ).toEqual({ kind: 'failed', messageKey: 'failedApology', contact: 'service@machinery-group.test' });
    }
  });
});

describe('form labels (eleven UI languages)', () => {
  it('has every label in every language, by language or locale, English otherwise', () => {
    const english = formLabels('en');
    for (const language of ['cs', 'de', 'es', 'fr', 'hu', 'ja', 'pt', 'ro', 'sk', 'zh']) {
      const labels = formLabels(language);
      expect(Object.keys(labels)).toEqual(Object.keys(english));
      for (const text of Object.values(labels)) expect(text.trim()).not.toBe('');
    }
    expect(formLabels('de-CH').firstName).toBe('Vorname');
    expect(formLabels('xx').firstName).toBe('First name');
    expect(fillLabel(formLabels('de').download, { title: 'Whitepaper' })).toBe('Whitepaper herunterladen');
  });
});
