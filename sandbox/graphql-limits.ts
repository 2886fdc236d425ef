import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { type FieldNode, GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one sandbox service accepts of a query (graphql-armor's five limits): lexical tokens, depth (every
 * field and fragment level counts), aliases (`__typename` included), directives, and cost (object 2,
 * scalar 1, ×1.5 per level, × a literal `first`/`last`).
 */
export interface ServiceQueryLimits {
  maxTokens: number;
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxCost: number;
}

/**
 * The limits of each sandbox service, the service's own side of the contract: they stand where the real
 * CMS, product-data service and SIS put theirs. The runtime's proxies check their own copy before
 * forwarding (core/graphql/query-limits.ts `QUERY_LIMITS`, the same numbers); the sandbox does not borrow
 * it, so that a drift between the two shows as a refused query in the tests.
 */
export const SANDBOX_QUERY_LIMITS = {
  content: { maxTokens: 2000, maxDepth: 15, maxAliases: 20, maxDirectives: 20, maxCost: 50_000 },
  products: { maxTokens: 1000, maxDepth: 10, maxAliases: 20, maxDirectives: 10, maxCost: 10_000 },
  sis: { maxTokens: 1000, maxDepth: 10, maxAliases: 20, maxDirectives: 10, maxCost: 5000 },
} as const satisfies Record<string, ServiceQueryLimits>;

/** Fields only an introspection query selects (`__typename` is ordinary and allowed). */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * The yoga plugins that put a sandbox GraphQL server under limits (docs/security.md rule 3): graphql-armor
 * (tokens, depth, aliases, directives, cost; refusals as ordinary validation errors, HTTP 400; field
 * suggestions masked, so a refused query does not teach the schema), and introspection (`__schema`,
 * `__type`) refused unless `allowIntrospection` says yes for the request.
 *
 * Introspection is a development tool: nothing the build, the runtime or the portal sends needs it but
 * the draft proxy, which reads the content service's schema with the server's CMS token. So the content
 * service allows it to a request carrying that token, the SIS and the product service never, and each
 * allows it to anyone only when started with `introspection: true` (local development).
 *
 * @param input.limits the service's limits ({@link SANDBOX_QUERY_LIMITS}).
 * @param input.allowIntrospection whether this request may introspect; called once per validation.
 * @param input.allowAliases aliases the alias limit does not count (the content service's protection
 *   marker, which the draft proxy adds to every page selection); default none.
 * @returns plugins for `createYoga({ plugins })`.
 */
export function queryLimitPlugins(input: {
  limits: ServiceQueryLimits;
  allowIntrospection: (request: Request) => boolean;
  allowAliases?: readonly string[];
}): Plugin[] {
  const { limits } = input;
  const report = { propagateOnRejection: false, onReject: [reportToValidation] };
  return [
    EnvelopArmorPlugin({
      maxTokens: { n: limits.maxTokens },
      maxDepth: { n: limits.maxDepth, ...report },
      maxAliases: { n: limits.maxAliases, allowList: [...(input.allowAliases ?? [])], ...report },
      maxDirectives: { n: limits.maxDirectives, ...report },
      costLimit: { maxCost: limits.maxCost, ...report },
      blockFieldSuggestion: { enabled: true },
    }),
    {
      onValidate({ context, addValidationRule }) {
        // yoga's validation context carries the Fetch request; its validation cache keys on the rule
        // names, so an allowed and a refused request never share a cached result.
        const request = (context as { request?: Request }).request;
        if (!request || !input.allowIntrospection(request)) addValidationRule(NoIntrospection);
      },
    },
  ];
}

function reportToValidation(context: ValidationContext | null, error: GraphQLError): void {
  // graphql-armor words every refusal as a syntax error; the limit itself is the clearer message.
  const message = error.message.replace(/^Syntax Error: /, '');
  context?.reportError(new GraphQLError(message, { extensions: { code: 'QUERY_LIMIT' } }));
}

// Reads field names only, no types: graphql's own rule fails when yoga's copy of graphql validates.
function NoIntrospection(context: ValidationContext) {
  return {
    Field(node: FieldNode) {
      if (INTROSPECTION_FIELDS.has(node.name.value)) {
        context.reportError(
          new GraphQLError(`Introspection is disabled: the query selects "${node.name.value}".`),
        );
      }
    },
  };
}
