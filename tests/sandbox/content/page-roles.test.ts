import { describe, expect, it } from 'vitest';
import { ALLOWED_ROLES_QUERY } from '../../../plugins/protected-pages/load.ts';
import { createContentYoga, DEFAULT_DRAFT_TOKEN } from '../../../sandbox/content/server.ts';
import { createContentDataset, pageId } from '../../../sandbox/dataset/index.ts';
import { postGraphql } from './post-graphql.ts';

const yoga = createContentYoga(createContentDataset());
const ROLE_PAGE = pageId('brand-portal', 'partner-downloads');
const PASSWORD_PAGE = pageId('brand-portal', 'brand-portal-downloads');

const allowedRoles = async (headers: Record<string, string>) => {
  const { data } = await postGraphql<{
    pagesConnection: { edges: { node: { id: string; allowedRoles: string[] } }[] };
  }>(yoga, {
    query: ALLOWED_ROLES_QUERY,
    variables: { ids: [ROLE_PAGE, PASSWORD_PAGE], first: 10 },
    headers,
  });
  return new Map(data!.pagesConnection.edges.map(({ node }) => [node.id, node.allowedRoles]));
};

describe('Page.allowedRoles (customer-area §6 page protection "ciam role")', () => {
  it("gives the build (server token) the role page's allowed role names, none for other pages", async () => {
    const answer = await allowedRoles({ authorization: `Bearer ${DEFAULT_DRAFT_TOKEN}` });
    expect(answer.get(ROLE_PAGE)).toEqual(['kmx_int_serviceticketing_active']);
    expect(answer.get(PASSWORD_PAGE)).toEqual([]);
  });

  it('gives nothing to a request without the token', async () => {
    expect((await allowedRoles({})).get(ROLE_PAGE)).toEqual([]);
  });
});
