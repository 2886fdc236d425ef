import { describe, expect, it } from 'vitest';
import { TICKET_LIST_COLUMNS } from '../../../../../core/portal/tickets.ts';
import {
  formatTicketDate,
  ticketColumnHeaders,
  ticketRowCells,
  ticketStatusLabel,
} from '../../../../../plugins/portal/islands/tickets/ticket-list.ts';
import { de, en, SUMMARY, SUMMARY_CELLS } from './fixtures.ts';

describe('ticket list rows (customer-area §3 ticket list columns)', () => {
  it('maps a SIS ticket to the eleven cells in the column order', () => {
    const cells = ticketRowCells({ ticket: SUMMARY, labels: en, locale: 'en', timeZone: 'UTC' });
    expect(cells.map((cell) => cell.column)).toEqual(TICKET_LIST_COLUMNS.map((column) => column.id));
    expect(cells.map((cell) => cell.text)).toEqual(SUMMARY_CELLS);
  });

  it('translates the headers and the status, and writes the date in the page locale', () => {
    expect(ticketColumnHeaders(en).map((header) => header.text)).toEqual(
      TICKET_LIST_COLUMNS.map((column) => column.label),
    );
    expect(ticketColumnHeaders(de).map((header) => header.text)).toEqual([
      'Ticket-ID',
      'Typ',
      'Betreff',
      'Maschine',
      'Seriennummer',
      'Betrifft',
      'Status',
      'Kontakt',
      'Erstellt am',
      'Antworten',
      'Kommentare',
    ]);
    const german = ticketRowCells({
      ticket: { ...SUMMARY, status: 'closed' },
      labels: de,
      locale: 'de-ch',
      timeZone: 'UTC',
    });
    expect(german.find((cell) => cell.column === 'status')?.text).toBe('Geschlossen');
    expect(german.find((cell) => cell.column === 'createdOn')?.text).toBe('02.05.2024');
  });

  it('shows a status the portal does not know as the SIS sends it', () => {
    expect(ticketStatusLabel('open', en)).toBe('Open');
    expect(ticketStatusLabel('waitingForParts', en)).toBe('waitingForParts');
    expect(ticketStatusLabel('toString', en)).toBe('toString');
  });
});

describe('formatTicketDate', () => {
  it.each([
    ['en', false, 'May 2, 2024'],
    ['en-gb', true, '2 May 2024, 08:00'],
    ['de', false, '02.05.2024'],
    ['de', true, '02.05.2024, 08:00'],
  ])('in %s (with time: %s) gives %s', (locale, withTime, expected) => {
    expect(formatTicketDate('2024-05-02T08:00:00.000Z', { locale, withTime, timeZone: 'UTC' })).toBe(
      expected,
    );
  });

  it('keeps text that is no date, and falls back to English for a locale Intl cannot read', () => {
    expect(formatTicketDate('soon', { locale: 'en' })).toBe('soon');
    expect(formatTicketDate('2024-05-02T08:00:00.000Z', { locale: '!!', timeZone: 'UTC' })).toBe(
      'May 2, 2024',
    );
  });
});
