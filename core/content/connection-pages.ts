import { z } from 'zod';
import type { ServiceRequest, ServiceTransport } from '../graphql/service-request.ts';
import { pageInfoSchema } from '../model/content.ts';

/** A Relay connection as an answer holds it (core/model/content.ts `pageInfoSchema`). */
export interface Connection<Node> {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: readonly { node: Node }[];
}

/**
 * The zod schema of a Relay connection of `node`s as the content service answers it
 * (`{ pageInfo { hasNextPage endCursor } edges { node { … } } }`), for {@link loadAllConnectionPages}.
 */
export function connectionSchema<Node extends z.ZodType>(node: Node) {
  return z.object({ pageInfo: pageInfoSchema, edges: z.array(z.object({ node })) });
}

/**
 * Every node of a Relay connection (public-site §7 "`first`/`after`, Relay `pageInfo`"): sends the
 * request with `first: pageSize` and `after` (null, then each page's `endCursor`) until `hasNextPage` is
 * false or no `endCursor` comes (null or empty). A page whose `endCursor` was seen before also ends it, its edges left
 * out (by the cursor's meaning they were read already): a service that loops cannot hold the build.
 *
 * @param input.request the operation; its `variables` get `first` and `after` added (the document
 *   declares `$first: Int!` and `$after: String`).
 * @param input.pageSize nodes per request (`first`).
 * @param input.connection picks the connection out of a validated answer.
 * @returns the nodes in the service's order.
 * @throws what the transport throws.
 */
export async function loadAllConnectionPages<Schema extends z.ZodType, Node>(input: {
  transport: ServiceTransport;
  request: ServiceRequest<Schema>;
  pageSize: number;
  connection: (answer: z.output<Schema>) => Connection<Node>;
}): Promise<Node[]> {
  const { request } = input;
  const nodes: Node[] = [];
  const seen = new Set<string>();
  let after: string | null = null;
  do {
    const answer = await input.transport.request({
      ...request,
      variables: { ...request.variables, first: input.pageSize, after },
    });
    const { edges, pageInfo } = input.connection(answer);
    if (pageInfo.endCursor && seen.has(pageInfo.endCursor)) break;
    nodes.push(...edges.map((edge) => edge.node));
    after = pageInfo.hasNextPage && pageInfo.endCursor ? pageInfo.endCursor : null;
    if (after) seen.add(after);
  } while (after);
  return nodes;
}
