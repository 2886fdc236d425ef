import { describe, expect, it } from 'vitest';
import { PORTAL_MESSAGES } from '../../../../core/portal/messages.ts';
import { formText, submitFailure } from '../../../../plugins/portal/islands/forms.ts';
import { SisRequestError } from '../../../../plugins/portal/islands/sis-client.ts';

describe('formText', () => {
  it('reads a field as typed, and a missing field or a file as empty', () => {
    const data = new FormData();
    data.set('subject', '  Crimp height drifts ');
    data.set('attachment', new File(['log'], 'log.txt'));
    expect(formText(data, 'subject')).toBe('  Crimp height drifts ');
    expect(formText(data, 'attachment')).toBe('');
    expect(formText(data, 'description')).toBe('');
  });
});

describe('submitFailure (customer-area §5, §8)', () => {
  it('shows the SIS field messages of a BAD_USER_INPUT answer at their fields', () => {
    const error = new SisRequestError('Please select a machine concerned', {
      status: 200,
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { machineConcerned: 'Please select a machine concerned' },
      },
    });
    expect(submitFailure(error)).toEqual({
      fields: { machineConcerned: 'Please select a machine concerned' },
    });
  });

  it.each([
    [
      'a BAD_USER_INPUT answer without fields',
      new SisRequestError("Ticket 'TCK-1' is already closed", {
        status: 200,
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ],
    ['FORBIDDEN', new SisRequestError('No', { status: 200, extensions: { code: 'FORBIDDEN' } })],
    ['a network failure', new SisRequestError('Network request failed', { status: null })],
    ['any other error', new TypeError('x is undefined')],
  ])('shows the form message for %s', (_, error) => {
    expect(submitFailure(error)).toEqual({ message: PORTAL_MESSAGES.formFailed });
    expect(PORTAL_MESSAGES.formFailed).toBe(
      'Something went wrong. Please verify your input is correct and try again later.',
    );
  });
});
