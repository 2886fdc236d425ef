import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerTooLargeError, readCappedBody } from '../../../../core/graphql/answer-size.ts';
import { GraphQLRequestError, requestGraphQL } from '../../../../core/graphql/client.ts';
import { json, startGraphQLTestServer } from './graphql-test-server.ts';

/** A body streamed in `chunks` pieces of `size` bytes, without a Content-Length; counts what was pulled. */
function streamed(chunks: number, size: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
  return { response: new Response(body), pulled: () => pulled };
}

describe('readCappedBody (docs/security.md rule 3)', () => {
  it('reads a body up to the cap', async () => {
    expect(new TextDecoder().decode(await readCappedBody(new Response('{"data":{}}'), 11))).toBe(
      '{"data":{}}',
    );
    expect(await readCappedBody(new Response(null), 10)).toHaveLength(0);
    const { response } = streamed(4, 25);
    expect(await readCappedBody(response, 100)).toHaveLength(100);
  });

  it('refuses a declared Content-Length over the cap before reading', async () => {
    const response = new Response('x'.repeat(11), { headers: { 'content-length': '11' } });
    await expect(readCappedBody(response, 10)).rejects.toBeInstanceOf(AnswerTooLargeError);
  });

  it('stops reading a stream as soon as it passes the cap', async () => {
    const { response, pulled } = streamed(1000, 1024);
    const error = await readCappedBody(response, 4096).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnswerTooLargeError);
    expect((error as AnswerTooLargeError).limitBytes).toBe(4096);
    expect(pulled()).toBeLessThan(10);
  });
});

describe('requestGraphQL with maxAnswerBytes', () => {
  let server: Awaited<ReturnType<typeof startGraphQLTestServer>>;
  beforeAll(async () => {
    server = await startGraphQLTestServer();
  });
  afterAll(() => server.close());

  it('fails a call whose answer is over the cap, and reads a smaller one as usual', async () => {
    const endpoint = { service: 'content' as const, url: server.url, maxAnswerBytes: 1024 };
    server.answerWith(() => json({ data: { text: 'x'.repeat(5000) } }));
    const error = await requestGraphQL(endpoint, { query: '{ text }', operationName: 'big' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({
      message: "The content service's answer is over the limit of 1024 bytes",
      status: null,
      transient: false,
    });
    server.answerWith(() => json({ data: { text: 'small' } }));
    expect((await requestGraphQL(endpoint, { query: '{ text }', operationName: 'small' })).data).toEqual({
      text: 'small',
    });
  });
});
