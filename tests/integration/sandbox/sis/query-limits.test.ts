import { generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSisService, type VerifyToken } from '../../../../sandbox/sis/server.ts';

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

let token: string;
let verifyToken: VerifyToken;
const services: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  token = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject('acc-customer-full')
    .setExpirationTime('1h')
    .sign(privateKey);
  verifyToken = async (candidate) => {
    const { payload } = await jwtVerify(candidate, publicKey);
    return payload.sub ? { sub: payload.sub } : null;
  };
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});

async function start(options: { introspection?: boolean } = {}) {
  const service = await startSisService({ verifyToken, ...options });
  services.push(service);
  return async (query: string) => {
    const response = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ciam_id_token: token },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, answer: (await response.json()) as Answer };
  };
}

const messages = (answer: Answer) => answer.errors?.map((error) => error.message) ?? [];

describe('sandbox SIS limits (docs/security.md rule 3)', () => {
  it('refuses introspection to a signed-in user unless started for development', async () => {
    const post = await start();
    const refused = await post('{ __schema { types { name } } }');
    expect(refused.status).toBe(400);
    expect(refused.answer.data ?? null).toBeNull();
    expect(messages(refused.answer)).toEqual(['Introspection is disabled: the query selects "__schema".']);
    const development = await start({ introspection: true });
    expect((await development('{ __schema { queryType { name } } }')).answer).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
  });

  it('refuses 5,000 aliases, depth 50 and a query over the token limit', async () => {
    const post = await start();
    const aliases = await post(
      `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    );
    expect(aliases.answer.data ?? null).toBeNull();
    expect(messages(aliases.answer)[0]).toMatch(/Token limit of 1000 exceeded/);
    const some = await post(`{ ${Array.from({ length: 21 }, (_, i) => `a${i}: me { id }`).join(' ')} }`);
    expect(messages(some.answer)).toContain('Aliases limit of 20 exceeded, found 21.');
    const deep = await post(`{ me ${'{ ... on User '.repeat(48)}{ id }${' }'.repeat(48)} }`);
    expect(deep.status).toBe(400);
    expect(messages(deep.answer)).toContain('Query depth limit of 10 exceeded, found 50.');
  });

  it('still answers the portal’s ordinary queries', async () => {
    const post = await start();
    expect((await post('{ me { email } tickets { id } }')).answer.errors).toBeUndefined();
  });
});
