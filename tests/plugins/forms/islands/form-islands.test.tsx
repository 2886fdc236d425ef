import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OpenSourceRequestForm } from '../../../../plugins/forms/islands/OpenSourceRequestForm.tsx';
import {
  ServiceRequestForm,
  serviceRequestGroups,
} from '../../../../plugins/forms/islands/ServiceRequestForm.tsx';
import { StoryFeedbackForm } from '../../../../plugins/forms/islands/StoryFeedbackForm.tsx';
import { WhitepaperDownloadForm } from '../../../../plugins/forms/islands/WhitepaperDownloadForm.tsx';
import { formMessages } from '../../../../plugins/forms/messages.ts';
import { formsIslands } from '../../../../plugins/forms/ui.tsx';

const fieldNames = (html: string) =>
  load(html)('input, select, textarea')
    .map((_, element) => load(element).root().children().first().attr('name'))
    .get();

describe('form islands (public-site §3 public forms)', () => {
  it('registers one island per form under form:{form}', () => {
    expect(Object.keys(formsIslands).sort()).toEqual([
      'form:open-source-request',
      'form:service-request',
      'form:story-feedback',
      'form:whitepaper-download',
    ]);
  });

  it('service request: labels in the page language, the 24-hour promise, no case ID or return address at first', () => {
    const html = renderToString(
      <ServiceRequestForm form="service-request" locale="de-CH" whitepaper={null} />,
    );
    const $ = load(html);
    expect($('label[for="sf-form-service-request-firstName"]').text()).toBe('Vorname');
    expect($('.sf-form__promise').text()).toBe(formMessages('de').answerWithin24Hours);
    expect($('.sf-form__promise').text()).toContain('24');
    const names = fieldNames(html);
    expect(names).toEqual(
      expect.arrayContaining([
        'locale',
        'website',
        'firstName',
        'zipCode',
        'country',
        'sameAddress',
        'existingCase',
        'attachments',
      ]),
    );
    expect(names).not.toContain('caseId');
    expect(names).not.toContain('returnAddress');
    expect($('input[name="sameAddress"]').attr('checked')).toBeDefined();
    expect($('input[name="locale"]').attr('value')).toBe('de-CH');
    expect($('input[name="attachments"]').attr('accept')).toBe('image/*,video/*');
    expect($('select[name="country"] option')).toHaveLength(250);
    expect($('select[name="country"] option[value="CH"]').text()).toBe('Schweiz');
    expect($('button[type="submit"]').text()).toBe('Senden');
  });

  it('service request: the case ID with the existing-case flag, the return address without the same-address toggle', () => {
    const names = (checked: Record<string, boolean>) =>
      serviceRequestGroups(checked).flatMap((group) => group.fields.map((spec) => spec.name));
    expect(names({ sameAddress: true, existingCase: false })).not.toEqual(expect.arrayContaining(['caseId']));
    expect(names({ sameAddress: true, existingCase: true })).toContain('caseId');
    expect(names({ sameAddress: false, existingCase: false })).toEqual(
      expect.arrayContaining([
        'returnAddress',
        'returnCity',
        'returnState',
        'returnZipCode',
        'returnCountry',
      ]),
    );
  });

  it('keeps the honeypot out of sight, out of the tab order and free of autofill', () => {
    const $ = load(renderToString(<StoryFeedbackForm form="story-feedback" locale="en" whitepaper={null} />));
    const trap = $('input[name="website"]');
    expect(trap.closest('[aria-hidden="true"]').hasClass('sf-form__honeypot')).toBe(true);
    expect(trap.attr('tabindex')).toBe('-1');
    expect(trap.attr('autocomplete')).toBe('off');
  });

  it('open-source request and story feedback promise an answer; the whitepaper download does not', () => {
    const promise = 'We will answer your request within 24 hours.';
    const oss = load(
      renderToString(<OpenSourceRequestForm form="open-source-request" locale="en" whitepaper={null} />),
    );
    expect(oss('.sf-form__promise').text()).toBe(promise);
    expect(fieldNames(oss.html())).toEqual(
      expect.arrayContaining([
        'email',
        'firstName',
        'lastName',
        'company',
        'country',
        'product',
        'serialNumber',
        'message',
      ]),
    );
    const whitepaper = { fileSlug: 'product-brochure', title: 'Whitepaper', href: '/file/product-brochure' };
    const wp = load(
      renderToString(
        <WhitepaperDownloadForm form="whitepaper-download" locale="ja-JP" whitepaper={whitepaper} />,
      ),
    );
    expect(wp('.sf-form__promise')).toHaveLength(0);
    expect(wp('input[name="consent"]').attr('type')).toBe('checkbox');
    expect(wp('select[name="country"] option[value="JP"]').text()).toBe('日本');
  });
});
