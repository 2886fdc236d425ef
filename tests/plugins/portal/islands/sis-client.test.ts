import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { UNEXPECTED_ANSWER_MESSAGE } from '../../../../core/portal/messages.ts';
import { createSisClient, SisRequestError } from '../../../../plugins/portal/islands/sis-client.ts';
import { DOWNLOADS_QUERY } from '../../../../plugins/portal/islands/wire-flow/downloads.ts';

/** A client whose tickets proxy answers `body` (JSON text) with `status`. */
const clientAnswering = (body: string, status = 200) =>
  createSisClient({
    idToken: 'token',
    fetch: async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  });

const DOWNLOAD = {
  id: 'dl-1',
  name: 'Artemis',
  version: '4.2.1',
  releaseDate: '2025-03-18',
  platform: 'windows',
  sizeBytes: 3_482_112,
  fileName: 'artemis.msi',
  url: 'http://127.0.0.1:1/artemis.msi',
};

describe('createSisClient: answers checked at the boundary', () => {
  it('answers the data when it matches the operation’s schema, dropping fields it does not read', async () => {
    const client = clientAnswering(JSON.stringify({ data: { downloads: [{ ...DOWNLOAD, extra: 1 }] } }));
    await expect(client.request(DOWNLOADS_QUERY)).resolves.toEqual({ downloads: [DOWNLOAD] });
  });

  it.each([
    ['a field of the wrong type', { downloads: [{ ...DOWNLOAD, sizeBytes: '3 MB' }] }],
    ['a missing field', { downloads: [{ ...DOWNLOAD, url: undefined }] }],
    ['another shape', { files: [] }],
  ])('fails like any failed read for %s, the zod error as cause', async (_case, data) => {
    const error = await clientAnswering(JSON.stringify({ data }))
      .request(DOWNLOADS_QUERY)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SisRequestError);
    expect(error).toMatchObject({ message: UNEXPECTED_ANSWER_MESSAGE, status: 200, code: null });
    expect((error as Error).cause).toBeInstanceOf(Error);
  });

  it('reads the first error of a GraphQL failure, and its field messages only when they are text', async () => {
    const errors = [
      {
        message: 'Please select a location',
        extensions: { code: 'BAD_USER_INPUT', fields: { location: 'x' } },
      },
    ];
    const refused = await clientAnswering(JSON.stringify({ errors, data: null }))
      .request({ query: '{ x }', answer: z.unknown() })
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', fields: { location: 'x' } });

    const odd = [{ message: 'Refused', extensions: { code: 'BAD_USER_INPUT', fields: { location: 7 } } }];
    const oddly = await clientAnswering(JSON.stringify({ errors: odd }))
      .request({ query: '{ x }', answer: z.unknown() })
      .catch((caught: unknown) => caught);
    expect(oddly).toMatchObject({ message: 'Refused', fields: {} });
  });

  it('words an answer that is no GraphQL answer by its status', async () => {
    const error = await clientAnswering(JSON.stringify({ errors: 'nope' }), 502)
      .request({ query: '{ x }', answer: z.unknown() })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: 'GraphQL Error (Code: 502)', status: 502 });
  });
});
