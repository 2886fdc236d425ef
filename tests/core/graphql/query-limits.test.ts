import { describe, expect, it } from 'vitest';
import { checkQueryLimits, QUERY_LIMITS, type QueryLimits } from '../../../core/graphql/query-limits.ts';
import * as content from '../../../core/model/content.ts';
import * as files from '../../../core/model/files.ts';
import * as products from '../../../core/model/products.ts';
import * as systemData from '../../../core/model/system-data.ts';
import * as assets from '../../../plugins/portal/islands/inventory/assets.ts';
import * as sisDocuments from '../../../plugins/portal/islands/tickets/sis-documents.ts';
import * as userAdmin from '../../../plugins/portal/islands/user-admin/queries.ts';
import * as downloads from '../../../plugins/portal/islands/wire-flow/downloads.ts';

const LIMITS: QueryLimits = { maxTokens: 200, maxDepth: 5, maxAliases: 3, maxDirectives: 2, maxCost: 1000 };

/** `{ a { a { … { id } } } }` with `depth` levels of fields. */
const nested = (depth: number) => `${'{ a '.repeat(depth - 1)}{ id }${' }'.repeat(depth - 1)}`;
/** `{ a0: id a1: id … }`. */
const aliased = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: id`).join(' ')} }`;

describe('checkQueryLimits (docs/security.md rule 3)', () => {
  it.each([
    ['a plain query', '{ tickets { id subject } }'],
    ['the deepest allowed query', nested(5)],
    ['as many aliases as allowed', aliased(3)],
    ['__typename, which is not introspection', '{ tickets { __typename id } }'],
    ['two directives', '{ a @include(if: true) { id @skip(if: false) } }'],
    ['a mutation with variables', 'mutation($id: ID!) { deleteUser(userId: $id) }'],
    ['fields the proxy cannot know (left to the service)', '{ nope { nothing } }'],
  ])('lets %s through', (_case, query) => {
    expect(checkQueryLimits({ query, limits: LIMITS })).toMatchObject({ ok: true });
  });

  it.each([
    ['one level too deep', nested(6), 'Query depth limit of 5 exceeded, found 6.'],
    ['depth 50', nested(50), 'Query depth limit of 5 exceeded, found 50.'],
    [
      'depth through nested inline fragments',
      `{ me ${'{ ... on User '.repeat(5)}{ id }${' }'.repeat(5)} }`,
      /Query depth limit of 5 exceeded/,
    ],
    [
      'depth hidden in a fragment',
      `{ me { ...f } } fragment f on User ${nested(5)}`,
      /Query depth limit of 5 exceeded/,
    ],
    ['one alias too many', aliased(4), 'Aliases limit of 3 exceeded, found 4.'],
    ['aliased __typename', '{ a: __typename b: __typename c: __typename d: __typename }', /Aliases limit/],
    [
      'aliases hidden in a fragment',
      '{ ...f ...g } fragment f on Query { a: id b: id } fragment g on Query { c: id d: id }',
      'Aliases limit of 3 exceeded, found 4.',
    ],
    ['5,000 aliases', aliased(5000), 'The query is over the limit of 200 tokens.'],
    ['too many directives', '{ a @skip(if: false) @skip(if: false) @skip(if: false) }', /Directives limit/],
    ['a costly list', '{ countries(first: 1000) { id name } }', /Query Cost limit of 1000 exceeded/],
    ['introspection of the schema', '{ __schema { types { name } } }', /Introspection is disabled.*__schema/],
    [
      'introspection of a type',
      '{ __type(name: "User") { fields { name } } }',
      /Introspection is disabled.*__type/,
    ],
    [
      'introspection in a fragment',
      '{ ...f } fragment f on Query { __schema { queryType { name } } }',
      /Introspection is disabled/,
    ],
    ['a query that does not parse', '{ tickets(', /^Syntax Error/],
  ])('refuses %s', (_case, query, reason) => {
    const check = checkQueryLimits({ query, limits: LIMITS });
    expect(check.ok).toBe(false);
    expect(check.ok ? null : check.reason).toEqual(
      typeof reason === 'string' ? reason : expect.stringMatching(reason),
    );
  });

  it('lets introspection through when asked to', () => {
    const query = '{ __schema { queryType { name } } }';
    expect(checkQueryLimits({ query, limits: LIMITS, allowIntrospection: true }).ok).toBe(true);
  });

  it('answers the parsed document it checked', () => {
    const check = checkQueryLimits({ query: '{ tickets { id } }', limits: LIMITS });
    expect(check.ok && check.document.definitions).toHaveLength(1);
  });
});

/** Every exported GraphQL document of a module: a string, or the `query` of an operation object. */
const documentsOf = (module: Record<string, unknown>): [string, string][] =>
  Object.entries(module).flatMap(([name, value]): [string, string][] => {
    const text =
      typeof value === 'string'
        ? value
        : typeof value === 'object' && value !== null && typeof Reflect.get(value, 'query') === 'string'
          ? (Reflect.get(value, 'query') as string)
          : null;
    return text !== null && /^\s*(query|mutation|\{)/.test(text) ? [[name, text]] : [];
  });

describe('QUERY_LIMITS and the demo’s real documents', () => {
  it.each([
    ['content', [files, content, systemData]],
    ['products', [products]],
    ['sis', [assets, sisDocuments, userAdmin, downloads]],
  ] as const)('lets every %s document the build and the portal send through', (service, modules) => {
    const documents = modules.flatMap((module) => documentsOf(module as Record<string, unknown>));
    expect(documents.length).toBeGreaterThan(0);
    for (const [name, query] of documents) {
      expect({ name, ...checkQueryLimits({ query, limits: QUERY_LIMITS[service] }) }).toMatchObject({
        name,
        ok: true,
      });
    }
  });
});
