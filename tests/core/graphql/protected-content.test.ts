import { buildSchema, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  guardBrowserQuery,
  inspectAnswer,
  PROTECTION_MARKER,
} from '../../../core/graphql/protected-content.ts';
import { CONTENT_SCHEMA_SDL } from '../../../sandbox/content/schema.graphql.ts';

const schema = buildSchema(CONTENT_SCHEMA_SDL);
const guard = (query: string) => guardBrowserQuery({ document: parse(query), schema });

describe('guardBrowserQuery (public-site §4 protected content)', () => {
  it.each([
    ['a mutation', 'mutation { publish { id } }', 'Only queries are forwarded.'],
    [
      'two operations',
      'query a { sites { id } } query b { sites { id } }',
      'Send exactly one operation per request.',
    ],
    [
      'the password field',
      'query { page(where: { id: "x" }) { title password } }',
      'The password field cannot be requested from the browser.',
    ],
    [
      'an aliased password field',
      'query { page(where: { id: "x" }) { secret: password } }',
      'The password field cannot be requested from the browser.',
    ],
    [
      'the reserved alias',
      `query { page(where: { id: "x" }) { ${PROTECTION_MARKER}: title } }`,
      `The alias ${PROTECTION_MARKER} is reserved.`,
    ],
  ])('refuses %s', (_case, query, reason) => {
    expect(guard(query)).toEqual({ refused: true, reason });
  });

  it('adds the protection check to every selection on pages, nested and in fragments', () => {
    const result = guard(`
      query nav($id: ID!) {
        headerNavigation(where: { id: $id }) { items { title page { ...pageFields } } }
        page(where: { id: $id }) { title parent { slug } }
      }
      fragment pageFields on Page { slug }
    `);
    expect(result.refused).toBe(false);
    if (result.refused) return;
    const printed = print(result.document);
    // The navigation item's page, the fragment on Page, the page and its parent; not items or header.
    expect(printed.match(new RegExp(`${PROTECTION_MARKER}: protection`, 'g'))).toHaveLength(4);
    expect(printed).toMatch(/fragment pageFields on Page \{\s+slug\s+sitefleetProtectionCheck: protection/);
    expect(printed).toMatch(/page \{\s+\.\.\.pageFields\s+sitefleetProtectionCheck: protection\s+\}/);
    expect(printed).toMatch(/items \{\s+title\s+page \{/);
  });
});

describe('inspectAnswer', () => {
  it('finds protected objects at any depth and removes the markers', () => {
    const open = { page: { title: 'Home', [PROTECTION_MARKER]: 'none', parent: null } };
    expect(inspectAnswer(open)).toEqual({
      protectedContent: false,
      data: { page: { title: 'Home', parent: null } },
    });

    const nested = {
      header: {
        items: [
          { page: { title: 'Open', [PROTECTION_MARKER]: 'none' } },
          { page: { title: 'Internal', [PROTECTION_MARKER]: 'password' } },
        ],
      },
    };
    expect(inspectAnswer(nested).protectedContent).toBe(true);
    expect(inspectAnswer({ page: { [PROTECTION_MARKER]: 'role' } }).protectedContent).toBe(true);
  });
});
