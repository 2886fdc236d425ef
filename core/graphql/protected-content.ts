import {
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  isAbstractType,
  isObjectType,
  Kind,
  type SelectionNode,
  type SelectionSetNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/**
 * The rule that keeps protected content away from the browser (public-site §4 "protected content
 * cannot be requested directly from the browser", §8), applied by the same-origin draft proxy to every
 * query a browser sends:
 *
 * 1. The document holds exactly one operation, and it is a query (no mutation, no subscription).
 * 2. No field named `password` is selected, on any type.
 * 3. Every selection on a type that has a `protection` field (a page) is given a hidden selection of that
 *    field (alias {@link PROTECTION_MARKER}); on interfaces and unions, through an inline fragment per
 *    protected possible type. The answer is refused as a whole when any object in it carries a
 *    protection other than `none`, whether or not the browser asked for `protection`; otherwise the
 *    markers are removed before the answer is returned.
 *
 * Types come from the content service's own schema, so the rule holds for fragments, aliases,
 * nested pages (`parent`, `page` of a navigation item) and any root field that returns pages.
 */

/** Alias of the protection field the proxy adds; a query using it itself is refused. */
export const PROTECTION_MARKER = 'sitefleetProtectionCheck';

/** Outcome of {@link guardBrowserQuery}. */
export type BrowserQueryGuard =
  | { refused: false; document: DocumentNode }
  | { refused: true; reason: string };

/**
 * Checks a browser's query against rules 1 and 2 and adds the protection selections of rule 3.
 * @param input.schema the content service's schema (from introspection).
 * @returns the document to forward, or why it is refused.
 */
export function guardBrowserQuery(input: {
  document: DocumentNode;
  schema: GraphQLSchema;
}): BrowserQueryGuard {
  const { document, schema } = input;
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1) return { refused: true, reason: 'Send exactly one operation per request.' };
  if (operations[0]?.operation !== 'query') return { refused: true, reason: 'Only queries are forwarded.' };

  let reason: string | null = null;
  const typeInfo = new TypeInfo(schema);
  const guarded = visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === 'password')
          reason = 'The password field cannot be requested from the browser.';
        if (node.alias?.value === PROTECTION_MARKER) reason = `The alias ${PROTECTION_MARKER} is reserved.`;
      },
      SelectionSet: {
        leave(node) {
          const parent = typeInfo.getParentType();
          return parent ? withProtectionSelections({ node, parent, schema }) : undefined;
        },
      },
    }),
  );
  return reason ? { refused: true, reason } : { refused: false, document: guarded };
}

const markerField: FieldNode = {
  kind: Kind.FIELD,
  alias: { kind: Kind.NAME, value: PROTECTION_MARKER },
  name: { kind: Kind.NAME, value: 'protection' },
};

function withProtectionSelections(input: {
  node: SelectionSetNode;
  parent: GraphQLCompositeType;
  schema: GraphQLSchema;
}): SelectionSetNode | undefined {
  const { node, parent, schema } = input;
  if (isObjectType(parent)) {
    return parent.getFields().protection
      ? { ...node, selections: [...node.selections, markerField] }
      : undefined;
  }
  if (!isAbstractType(parent)) return undefined;
  const fragments: SelectionNode[] = schema
    .getPossibleTypes(parent)
    .filter((type) => type.getFields().protection)
    .map((type) => ({
      kind: Kind.INLINE_FRAGMENT,
      typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: type.name } },
      selectionSet: { kind: Kind.SELECTION_SET, selections: [markerField] },
    }));
  return fragments.length > 0 ? { ...node, selections: [...node.selections, ...fragments] } : undefined;
}

/**
 * Walks an answer to a guarded query (rule 3).
 * @returns whether any object is protected (marker present and not `none`), and the data without markers.
 */
export function inspectAnswer(data: unknown): { protectedContent: boolean; data: unknown } {
  let protectedContent = false;
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (key !== PROTECTION_MARKER) result[key] = strip(child);
      else if (child !== 'none' && child !== null) protectedContent = true;
    }
    return result;
  };
  const stripped = strip(data);
  return { protectedContent, data: stripped };
}
