import { describe, expect, it } from 'vitest';
import { validateTicket } from '../../../../../core/portal/validation.ts';
import {
  closeReasonOptions,
  closeTicketVariables,
  createTicketInput,
  locationOptions,
  machineOptions,
  ticketFormFromData,
} from '../../../../../plugins/portal/islands/tickets/ticket-forms.ts';
import { ASSETS, de, en } from './fixtures.ts';

const formData = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe('new-ticket form choices (customer-area §3 ticket form)', () => {
  it("offers every machine as 'machine name (serial number)' until a location is chosen, then that location's", () => {
    expect(machineOptions(ASSETS, null)).toEqual([
      { value: 'ast-alpha-1', label: 'Alpha 530 (SN-530-10021)' },
      { value: 'ast-alpha-2', label: 'Gamma 333 PC (SN-333-20417)' },
      { value: 'ast-alpha-3', label: 'Zeta 640 (SN-640-30088)' },
    ]);
    expect(machineOptions(ASSETS, '')).toHaveLength(3);
    expect(machineOptions(ASSETS, 'loc-alpha-munich')).toEqual([
      { value: 'ast-alpha-3', label: 'Zeta 640 (SN-640-30088)' },
    ]);
    expect(machineOptions(ASSETS, 'loc-elsewhere')).toEqual([]);
  });

  it("lists the locations of all the caller's organizations", () => {
    const organizations = [
      {
        id: 'org-alpha-wire',
        name: 'Alpha Wire GmbH',
        locations: [
          { id: 'loc-alpha-stuttgart', name: 'Alpha Wire Stuttgart' },
          { id: 'loc-alpha-munich', name: 'Alpha Wire Munich' },
        ],
      },
      {
        id: 'org-beta-cable',
        name: 'Beta Cable AG',
        locations: [{ id: 'loc-beta-zurich', name: 'Beta Cable Zurich' }],
      },
    ];
    expect(locationOptions(organizations).map((option) => option.value)).toEqual([
      'loc-alpha-stuttgart',
      'loc-alpha-munich',
      'loc-beta-zurich',
    ]);
  });

  it('offers the three close reasons in the order of customer-area §4, translated', () => {
    expect(closeReasonOptions(en)).toEqual([
      { value: 'solvedByProvider', label: 'Solved by the provider' },
      { value: 'solvedWithoutProvider', label: 'Solved without the provider' },
      { value: 'noLongerRelevant', label: 'No longer relevant' },
    ]);
    expect(closeReasonOptions(de).map((option) => option.label)).toEqual([
      'Vom Anbieter gelöst',
      'Ohne den Anbieter gelöst',
      'Nicht mehr relevant',
    ]);
  });
});

describe('new-ticket form → createTicket input', () => {
  it('reads an empty form as empty values that validateTicket answers with the five messages', () => {
    const form = ticketFormFromData(new FormData());
    expect(Object.values(form)).toEqual(['', '', '', '', '', '', '']);
    expect(Object.values(validateTicket(form))).toEqual([
      'Please select a location',
      'Please select a ticket type',
      'Please select a machine concerned',
      'Please enter the subject',
      'Please enter the description',
    ]);
  });

  it('trims the values and sends empty optional fields as null', () => {
    const form = ticketFormFromData(
      formData({
        location: 'loc-alpha-munich',
        ticketType: 'Spare parts',
        machineConcerned: 'ast-alpha-3',
        machineName: '   ',
        serialNumber: ' SN-X ',
        subject: '  Feeder jams ',
        description: ' Jams on thin wire.\nEvery hour. ',
      }),
    );
    expect(validateTicket(form)).toEqual({});
    expect(createTicketInput(form)).toEqual({
      location: 'loc-alpha-munich',
      ticketType: 'Spare parts',
      machineConcerned: 'ast-alpha-3',
      machineName: null,
      serialNumber: 'SN-X',
      subject: 'Feeder jams',
      description: 'Jams on thin wire.\nEvery hour.',
    });
  });

  it('reads the close form: the chosen reason, the note trimmed or null', () => {
    expect(
      closeTicketVariables('TCK-1', formData({ reason: 'noLongerRelevant', comment: ' Thanks ' })),
    ).toEqual({
      ticketId: 'TCK-1',
      reason: 'noLongerRelevant',
      comment: 'Thanks',
    });
    expect(closeTicketVariables('TCK-1', formData({ comment: '  ' }))).toEqual({
      ticketId: 'TCK-1',
      reason: '',
      comment: null,
    });
  });
});
