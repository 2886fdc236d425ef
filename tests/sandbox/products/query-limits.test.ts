import { describe, expect, it } from 'vitest';
import { createProductDataset } from '../../../sandbox/dataset/catalogue/index.ts';
import { createProductYoga } from '../../../sandbox/products/server.ts';
import { postGraphql } from './post-graphql.ts';

const dataset = createProductDataset();
const INTROSPECTION = '{ __type(name: "Product") { fields { name } } }';

describe('sandbox product-data service limits (docs/security.md rule 3)', () => {
  const yoga = createProductYoga(dataset);

  it('refuses introspection unless started for development', async () => {
    const refused = await postGraphql(yoga, { query: INTROSPECTION });
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.message).toMatch(/Introspection is disabled: the query selects "__type"/);
    const development = createProductYoga(dataset, { introspection: true });
    expect((await postGraphql(development, { query: INTROSPECTION })).errors).toBeUndefined();
  });

  it('refuses too many aliases and too much nesting', async () => {
    const aliases = `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: getProductCapabilities(language: "en") { id }`).join(' ')} }`;
    expect((await postGraphql(yoga, { query: aliases })).errors?.[0]?.message).toMatch(/Aliases limit of 20/);
    const deep = `{ getProductCapabilities(language: "en") ${'{ ... on ProductCapability '.repeat(12)}{ id }${' }'.repeat(12)} }`;
    const answer = await postGraphql(yoga, { query: deep });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.map((error) => error.message)).toContain(
      'Query depth limit of 10 exceeded, found 14.',
    );
  });
});
