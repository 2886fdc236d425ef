import { describe, expect, it } from 'vitest';
import {
  closeReasonLabel,
  ticketFacts,
} from '../../../../../plugins/portal/islands/tickets/ticket-detail.ts';
import { DETAILS, de, en } from './fixtures.ts';

const facts = (ticket = DETAILS, labels = en) =>
  Object.fromEntries(
    ticketFacts({ ticket, labels, locale: 'en-gb', timeZone: 'UTC' }).map((f) => [f.label, f.text]),
  );

describe('ticket detail fields', () => {
  it('lists id, type, subject, description, status, machine, serial number, location, contact, created on and replies', () => {
    expect(facts()).toEqual({
      'Ticket ID': 'TCK-1001',
      Type: 'Service request',
      Subject: 'Crimp height drifts',
      Description: 'Crimp height drifts: details in the attached log.',
      Status: 'In progress',
      Machine: 'Alpha 530',
      'Serial number': 'SN-530-10021',
      'Machine concerned': 'Alpha 530 (SN-530-10021)',
      Location: 'Alpha Wire Stuttgart',
      Contact: 'Clara Fuchs',
      'Created on': '2 May 2024, 08:00',
      Replies: '2',
    });
  });

  it('shows a closed ticket with its translated reason and note, right after the status', () => {
    const closed = {
      ...DETAILS,
      status: 'closed' as const,
      closeReason: 'solvedWithoutProvider',
      closeComment: 'Fixed it.',
    };
    const list = ticketFacts({ ticket: closed, labels: en, locale: 'en' });
    expect(list.slice(4, 7).map((fact) => [fact.id, fact.text])).toEqual([
      ['status', 'Closed'],
      ['closeReason', 'Solved without the provider'],
      ['closeComment', 'Fixed it.'],
    ]);
    expect(facts({ ...closed, closeComment: null }, de)['Grund für das Schließen']).toBe(
      'Ohne den Anbieter gelöst',
    );
    expect(Object.keys(facts({ ...closed, closeComment: null }))).not.toContain('Closing note');
  });

  it('names an unknown close reason as the SIS sends it', () => {
    expect(closeReasonLabel('noLongerRelevant', en)).toBe('No longer relevant');
    expect(closeReasonLabel('duplicate', en)).toBe('duplicate');
  });
});
