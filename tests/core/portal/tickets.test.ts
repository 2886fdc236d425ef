import { describe, expect, it } from 'vitest';
import { TICKET_LIST_COLUMNS } from '../../../core/portal/tickets.ts';

describe('ticket vocabulary (customer-area §3)', () => {
  it('lists the eleven ticket columns in spec order', () => {
    expect(TICKET_LIST_COLUMNS.map((column) => column.label)).toEqual([
      'Ticket ID',
      'Type',
      'Subject',
      'Machine',
      'Serial number',
      'Concern',
      'Status',
      'Contact',
      'Created on',
      'Replies',
      'Comments',
    ]);
  });
});
