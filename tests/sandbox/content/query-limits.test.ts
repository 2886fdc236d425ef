import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../../../core/graphql/query-limits.ts';
import { createContentYoga, DEFAULT_DRAFT_TOKEN } from '../../../sandbox/content/server.ts';
import { createContentDataset } from '../../../sandbox/dataset/index.ts';
import { postGraphql } from './post-graphql.ts';

const dataset = createContentDataset();
const INTROSPECTION = '{ __schema { queryType { name } } }';
const BEARER = { authorization: `Bearer ${DEFAULT_DRAFT_TOKEN}` };
/** A page's parent's parent … `levels` times: valid against the schema, as deep as asked. */
const parents = (levels: number) =>
  `{ page(where: { id: "page-main-company" }) ${'{ parent '.repeat(levels)}{ id }${' }'.repeat(levels)} }`;

describe('sandbox content service limits (docs/security.md rule 3)', () => {
  const yoga = createContentYoga(dataset);

  it('refuses anonymous introspection but lets the CMS token introspect (the draft proxy reads the schema)', async () => {
    const anonymous = await postGraphql(yoga, { query: INTROSPECTION });
    expect(anonymous.data ?? null).toBeNull();
    expect(anonymous.errors?.[0]?.message).toMatch(/Introspection is disabled/);
    const wrongToken = await postGraphql(yoga, {
      query: INTROSPECTION,
      headers: { authorization: 'Bearer x' },
    });
    expect(wrongToken.errors?.[0]?.message).toMatch(/Introspection is disabled/);
    expect(await postGraphql(yoga, { query: INTROSPECTION, headers: BEARER })).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
  });

  it('lets anyone introspect when started for development', async () => {
    const development = createContentYoga(dataset, { introspection: true });
    expect((await postGraphql(development, { query: INTROSPECTION })).errors).toBeUndefined();
  });

  it('refuses depth 50, even with the CMS token', async () => {
    const deep = await postGraphql(yoga, { query: parents(49), headers: BEARER });
    expect(deep.data ?? null).toBeNull();
    expect(deep.errors?.map((error) => error.message)).toContain(
      `Query depth limit of ${QUERY_LIMITS.content.maxDepth} exceeded, found 51.`,
    );
    // A real query of the same shape within the limit is answered.
    expect((await postGraphql(yoga, { query: parents(2) })).errors).toBeUndefined();
  });

  it('refuses more aliases than the limit and thousands outright', async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: sites(first: 1) { id }`).join(' ')} }`;
    const over = await postGraphql(yoga, { query: aliases(QUERY_LIMITS.content.maxAliases + 1) });
    expect(over.errors?.[0]?.message).toMatch(/Aliases limit of 20 exceeded/);
    const thousands = await postGraphql(yoga, { query: aliases(5000) });
    expect(thousands.data ?? null).toBeNull();
    expect(thousands.errors?.[0]?.message).toMatch(/Token limit of 2000 exceeded/);
  });

  it('hides field suggestions', async () => {
    const typo = await postGraphql(yoga, { query: '{ page(where: { id: "x" }) { titel } }' });
    expect(typo.errors?.[0]?.message).toMatch(/Cannot query field "titel"/);
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
