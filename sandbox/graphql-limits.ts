import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';
import { armorConfig, NoIntrospectionFieldsRule, type QueryLimits } from '../core/graphql/query-limits.ts';

/**
 * The yoga plugins that put the sandbox GraphQL servers under limits (docs/security.md rule 3): graphql-armor
 * (tokens, depth, aliases, directives, cost, no field suggestions) with the service's limits from
 * core/graphql/query-limits.ts, the same the runtime's proxies check, and introspection (`__schema`,
 * `__type`) refused unless `allowIntrospection` says yes for the request.
 *
 * Introspection is a development tool: nothing the build, the runtime or the portal sends needs it but
 * the draft proxy, which reads the content service's schema with the server's CMS token. So the content
 * service allows it to a request carrying that token, the SIS and the product service never, and each
 * allows it to anyone only when started with `introspection: true` (local development).
 *
 * @param input.limits the service's limits.
 * @param input.allowIntrospection whether this request may introspect; called once per validation.
 * @param input.allowAliases aliases the alias limit does not count; default none.
 * @returns plugins for `createYoga({ plugins })`.
 */
export function queryLimitPlugins(input: {
  limits: QueryLimits;
  allowIntrospection: (request: Request) => boolean;
  allowAliases?: readonly string[];
}): Plugin[] {
  return [
    EnvelopArmorPlugin(armorConfig(input.limits, input.allowAliases)),
    {
      onValidate({ context, addValidationRule }) {
        // yoga's validation context carries the Fetch request; its validation cache keys on the rule
        // names, so an allowed and a refused request never share a cached result.
        const request = (context as { request?: Request }).request;
        if (!request || !input.allowIntrospection(request)) addValidationRule(NoIntrospectionFieldsRule);
      },
    },
  ];
}
