import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  buildSchema,
  type DocumentNode,
  type FieldNode,
  GraphQLError,
  type ValidationContext,
  type ValidationRule,
  validate,
} from 'graphql';
import type { ServiceName } from './client.ts';

/**
 * Size limits of one GraphQL document (docs/security.md rule 3 "GraphQL without limits"), enforced with the
 * same graphql-armor rules by the sandbox GraphQL servers (sandbox/graphql-limits.ts) and, before
 * forwarding, by the runtime's proxies (plugins/portal/server/tickets-proxy.ts, content-proxy.ts).
 */
export interface QueryLimits {
  /** Most lexical tokens of the query text (graphql-armor max-tokens); bounds the parser's work. */
  maxTokens: number;
  /** Deepest nesting of selections; every field and fragment level counts (graphql-armor max-depth). */
  maxDepth: number;
  /** Most aliases, `__typename` included (graphql-armor max-aliases). */
  maxAliases: number;
  /** Most directives (graphql-armor max-directives). */
  maxDirectives: number;
  /**
   * Largest graphql-armor cost: object 2, scalar 1, ×1.5 per level, × a literal `first`/`last`
   * argument (graphql-armor cost-limit).
   */
  maxCost: number;
}

/**
 * The limits of each service. Measured on the demo's real documents (core/model/*, the portal's SIS
 * documents in plugins/portal/islands/**): the deepest is the content navigation query (depth 10,
 * 2 aliases, 281 tokens), the costliest the system-data query (cost 25 250: `countries(first: 1000)`);
 * no SIS or product document goes beyond depth 5, cost 160 or 110 tokens. Each limit leaves headroom
 * over those and refuses what only an attacker sends (thousands of aliases, depth 50).
 */
export const QUERY_LIMITS: Readonly<Record<ServiceName, QueryLimits>> = {
  content: { maxTokens: 2000, maxDepth: 15, maxAliases: 20, maxDirectives: 20, maxCost: 50_000 },
  products: { maxTokens: 1000, maxDepth: 10, maxAliases: 20, maxDirectives: 10, maxCost: 10_000 },
  sis: { maxTokens: 1000, maxDepth: 10, maxAliases: 20, maxDirectives: 10, maxCost: 5000 },
};

/** Fields only an introspection query selects (`__typename` is ordinary and allowed). */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

function reportToValidation(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(
    new GraphQLError(withoutPrefix(error.message), { extensions: { code: 'QUERY_LIMIT' } }),
  );
}

// graphql-armor words every refusal as a syntax error; the limit itself is the clearer message.
const withoutPrefix = (message: string) => message.replace(/^Syntax Error: /, '');

/** Outcome of {@link checkQueryLimits}. */
export type QueryLimitCheck = { ok: true; document: DocumentNode } | { ok: false; reason: string };

// The armor rules read only the document (fragments by name), never types: any valid schema will do.
const NO_SCHEMA = buildSchema('type Query { _: Boolean }');

/**
 * Checks a query a proxy is about to forward (docs/security.md rule 3): parses it with at most
 * `limits.maxTokens` tokens, then applies the depth, alias, directive and cost rules of graphql-armor
 * and, unless `allowIntrospection`, refuses the introspection fields `__schema` and `__type`. Pure: no
 * schema is needed, so unknown fields pass here and are left to the service.
 *
 * @param input.query the GraphQL document text.
 * @param input.limits the target service's limits ({@link QUERY_LIMITS}).
 * @param input.allowIntrospection default false.
 * @returns the parsed document, or the first reason it is refused (e.g. 'Query depth limit of 10
 *   exceeded, found 50.', 'The query is over the limit of 1000 tokens.', a syntax error). Never throws.
 */
export function checkQueryLimits(input: {
  query: string;
  limits: QueryLimits;
  allowIntrospection?: boolean;
}): QueryLimitCheck {
  const { limits } = input;
  let document: DocumentNode;
  let overTokens = false;
  const onReject = [
    () => {
      overTokens = true;
    },
  ];
  try {
    document = new MaxTokensParserWLexer(input.query, { n: limits.maxTokens, onReject }).parseDocument();
  } catch (error) {
    if (overTokens)
      return { ok: false, reason: `The query is over the limit of ${limits.maxTokens} tokens.` };
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const report = { propagateOnRejection: false, onReject: [reportToValidation] };
  const rules: ValidationRule[] = [
    ...(input.allowIntrospection ? [] : [NoIntrospectionFieldsRule]),
    maxDepthRule({ n: limits.maxDepth, ...report }),
    maxAliasesRule({ n: limits.maxAliases, allowList: [], ...report }),
    maxDirectivesRule({ n: limits.maxDirectives, ...report }),
    costLimitRule({ maxCost: limits.maxCost, ...report }),
  ];
  const [first] = validate(NO_SCHEMA, document, rules, { maxErrors: 1 });
  return first ? { ok: false, reason: first.message } : { ok: true, document };
}

/**
 * A validation rule refusing the introspection fields `__schema` and `__type` by name, wherever they
 * stand (operations and fragments alike). Unlike graphql's `NoSchemaIntrospectionCustomRule` it reads no
 * types, so it needs no schema and works with whichever copy of graphql runs the validation.
 */
export function NoIntrospectionFieldsRule(context: ValidationContext) {
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
