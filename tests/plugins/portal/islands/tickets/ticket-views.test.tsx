import { load } from 'cheerio';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TICKET_LIST_COLUMNS } from '../../../../../core/portal/tickets.ts';
import { TICKETS_LABEL_KEYS } from '../../../../../plugins/portal/islands/tickets/labels.ts';
import { NewTicketForm } from '../../../../../plugins/portal/islands/tickets/NewTicket.tsx';
import { TicketNotFound, TicketView } from '../../../../../plugins/portal/islands/tickets/TicketDetail.tsx';
import { CloseReasonField } from '../../../../../plugins/portal/islands/tickets/TicketForms.tsx';
import { TicketTable } from '../../../../../plugins/portal/islands/tickets/TicketList.tsx';
import { Textarea } from '../../../../../runtime/ui/Textarea.tsx';
import { ASSETS, DETAILS, de, en, namespaceTree, SUMMARY, SUMMARY_CELLS, sessionStub } from './fixtures.ts';

const render = (element: ReactElement) => load(renderToStaticMarkup(element));
type Page = ReturnType<typeof render>;

/** The control a visible label names (getByLabel), or an empty selection. */
const byLabel = ($: Page, text: string) => {
  const label = $('label').filter((_, element) => $(element).text() === text);
  return $(`#${label.attr('for')}`);
};

/** The text of the message a control's aria-describedby points at, or null. */
const describedBy = ($: Page, selector: string) => {
  const id = $(selector).attr('aria-describedby');
  return id ? $(`#${id}`).text() : null;
};

const session = sessionStub();

describe('TicketTable (customer-area §3 ticket list)', () => {
  const tickets = [
    { ...SUMMARY, id: 'TCK-1002', status: 'open' as const, subject: 'Replacement blade set' },
    SUMMARY,
  ];

  it('shows the eleven translated column headers in order and one row per ticket', () => {
    const $ = render(<TicketTable session={session} labels={en} tickets={tickets} timeZone="UTC" />);
    expect(
      $('table.sf-portal__table thead th')
        .map((_, th) => $(th).text())
        .get(),
    ).toEqual(TICKET_LIST_COLUMNS.map((column) => column.label));
    const rows = $('tbody tr');
    expect(rows.map((_, row) => $(row).attr('data-ticket-id')).get()).toEqual(['TCK-1002', 'TCK-1001']);
    expect(rows.map((_, row) => $(row).attr('data-status')).get()).toEqual(['open', 'inProgress']);
    const cells = $('tr[data-ticket-id="TCK-1001"] td');
    expect(cells).toHaveLength(11);
    expect(cells.map((_, cell) => $(cell).text()).get()).toEqual(SUMMARY_CELLS);
    expect($('tr[data-ticket-id="TCK-1001"] td').first().find('a').attr('href')).toBe(
      '/en/mykomax/tickets/TCK-1001',
    );
  });

  it('speaks German on a German page', () => {
    const $ = render(
      <TicketTable
        session={sessionStub({ locale: 'de', home: '/de/mykomax' })}
        labels={de}
        tickets={[SUMMARY]}
        timeZone="UTC"
      />,
    );
    expect($('thead th').first().text()).toBe('Ticket-ID');
    expect($('td[data-column="status"]').text()).toBe('In Bearbeitung');
    expect($('td[data-column="createdOn"]').text()).toBe('02.05.2024');
    expect($('td a').attr('href')).toBe('/de/mykomax/tickets/TCK-1001');
  });

  it('says so when there are no tickets, without an empty table', () => {
    const $ = render(<TicketTable session={session} labels={en} tickets={[]} />);
    expect($('table')).toHaveLength(0);
    expect($.root().text()).toBe('There are no service tickets yet.');
  });
});

describe('NewTicketForm (customer-area §3 ticket form)', () => {
  const choices = {
    organizations: [
      {
        id: 'org-alpha-wire',
        name: 'Alpha Wire GmbH',
        locations: [
          { id: 'loc-alpha-stuttgart', name: 'Alpha Wire Stuttgart' },
          { id: 'loc-alpha-munich', name: 'Alpha Wire Munich' },
        ],
      },
    ],
    ticketTypes: ['Service request', 'Spare parts'],
    assets: ASSETS,
  };

  it('labels every field of the form and starts the choices on "Please choose"', () => {
    const $ = render(<NewTicketForm session={session} labels={en} choices={choices} />);
    const fields = {
      'Location (account)': 'location',
      'Ticket type': 'ticketType',
      'Machine concerned': 'machineConcerned',
      'Machine name (optional)': 'machineName',
      'Serial number (optional)': 'serialNumber',
      Subject: 'subject',
      Description: 'description',
    };
    for (const [label, name] of Object.entries(fields)) expect(byLabel($, label).attr('name')).toBe(name);
    expect(byLabel($, 'Description').is('textarea')).toBe(true);
    expect(
      byLabel($, 'Location (account)')
        .find('option')
        .map((_, o) => $(o).text())
        .get(),
    ).toEqual(['Please choose', 'Alpha Wire Stuttgart', 'Alpha Wire Munich']);
    expect(
      byLabel($, 'Machine concerned')
        .find('option')
        .map((_, o) => $(o).text())
        .get(),
    ).toEqual([
      'Please choose',
      'Alpha 530 (SN-530-10021)',
      'Gamma 333 PC (SN-333-20417)',
      'Zeta 640 (SN-640-30088)',
    ]);
    expect($('button[type="submit"]').text()).toBe('Create ticket');
    expect($('form').attr('novalidate')).toBeDefined();
    expect($('[role="alert"]')).toHaveLength(0);
  });
});

describe('TicketView (customer-area §3 ticket comment and close form)', () => {
  it('shows the fields, the comments oldest first, and both forms with clear names while open', () => {
    const $ = render(<TicketView session={session} labels={en} ticket={DETAILS} onUpdate={() => {}} />);
    expect($('h1').text()).toBe('Ticket TCK-1001');
    expect($('dd[data-status]').attr('data-status')).toBe('inProgress');
    expect($('dd[data-status]').text()).toBe('In progress');
    expect(
      $('.sf-ticket__comment-author')
        .map((_, a) => $(a).text())
        .get(),
    ).toEqual(['Clara Fuchs', 'Tobias Keller']);
    expect($('.sf-ticket__comment time').first().attr('datetime')).toBe('2024-05-02T08:00:00.000Z');
    expect(byLabel($, 'Comment').is('textarea')).toBe(true);
    expect(
      $('button')
        .map((_, b) => $(b).text())
        .get(),
    ).toEqual(['Add comment', 'Close ticket']);
    expect($('fieldset legend').text()).toBe('Reason');
    expect(
      $('input[type="radio"][name="reason"]')
        .map((_, radio) => $(`label[for="${radio.attribs.id}"]`).text())
        .get(),
    ).toEqual(['Solved by the provider', 'Solved without the provider', 'No longer relevant']);
    expect(byLabel($, 'Closing note (optional)').attr('name')).toBe('comment');
  });

  it('offers neither form once closed, and shows closed with the reason', () => {
    const closed = {
      ...DETAILS,
      status: 'closed' as const,
      closeReason: 'noLongerRelevant',
      closeComment: null,
    };
    const $ = render(<TicketView session={session} labels={en} ticket={closed} onUpdate={() => {}} />);
    expect($('form')).toHaveLength(0);
    expect($('button')).toHaveLength(0);
    expect($('dd[data-status="closed"]').text()).toBe('Closed');
    expect($('[data-fact="closeReason"] dd').text()).toBe('No longer relevant');
    expect($('.sf-ticket__comment')).toHaveLength(2);
  });

  it('says when a ticket has no comments yet', () => {
    const $ = render(
      <TicketView session={session} labels={en} ticket={{ ...DETAILS, comments: [] }} onUpdate={() => {}} />,
    );
    expect($('.sf-ticket__no-comments').text()).toBe('No comments yet.');
  });

  it('ties the close reason message and a comment message to their controls', () => {
    const group = render(<CloseReasonField labels={en} error="Please select an item" />);
    expect(describedBy(group, 'fieldset')).toBe('Please select an item');
    expect(group('input[aria-invalid="true"]')).toHaveLength(3);
    const field = render(
      <Textarea id="c" name="description" label="Comment" error="Please enter a comment" />,
    );
    expect(describedBy(field, 'textarea')).toBe('Please enter a comment');
    expect(field('.sf-field--invalid .sf-field__label').text()).toBe('Comment');
  });

  it('answers an unknown or foreign ticket with an alert and a way back, nothing else', () => {
    const $ = render(
      <TicketNotFound labels={en}>
        <a href="/en/mykomax/tickets/list">{en['detail.backToList']}</a>
      </TicketNotFound>,
    );
    expect($('[role="alert"] p').text()).toBe(
      'This ticket was not found. It does not exist or belongs to another organization.',
    );
    expect($('[role="alert"] a').attr('href')).toBe('/en/mykomax/tickets/list');
  });
});

describe('tickets texts', () => {
  it.each(['en', 'de'] as const)('has every label written in %s', (language) => {
    const tree = namespaceTree(language) as Record<string, unknown>;
    const missing = TICKETS_LABEL_KEYS.filter(
      (key) =>
        typeof key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree) !== 'string',
    );
    expect(missing).toEqual([]);
  });
});
