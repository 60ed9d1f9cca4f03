import { BREAK, GraphQLError, Kind, type FieldNode, type ValidationRule } from 'graphql';
import { queryLimits } from '../../../schema/builder.js';
import { expandedFieldCount, fragmentsOf } from './document-shape.js';

/**
 * Bounds on a document that hold before anything walks it. `tokens` is enforced by the parser
 * itself (Apollo's parseOptions.maxTokens): every later walk, validation included, is then
 * bounded by a small text. `fields` bounds what an operation expands to once its fragments are
 * spread; a field costs at least 1, so more fields than the complexity limit could never run.
 * `introspection` bounds the `__schema` and `__type` fields: they are answered from memory
 * without the query limits, and each nested copy of the schema costs about 10 ms to build.
 * The storefront's largest operation is about 100 tokens, GraphiQL's introspection 184 with one `__schema`.
 */
const documentLimits = { tokens: 2000, fields: queryLimits.complexity, introspection: 4 } as const;

/** Apollo's parse options: graphql-js stops reading after this many tokens. */
export const parseOptions = { maxTokens: documentLimits.tokens };

const isIntrospection = (field: FieldNode) => field.name.value === '__schema' || field.name.value === '__type';

/**
 * A validation rule: an operation whose fragments expand to more fields than any operation may
 * have is invalid (400, code QUERY_TOO_COMPLEX). graphql-js's own rules read each fragment once,
 * so validation stays linear; this rule makes sure nothing after it (the password-work count,
 * the cost, execution) ever receives such a document.
 */
export const expansionLimitRule: ValidationRule = (context) => ({
  Document(document) {
    const fragments = fragmentsOf(document);
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const name = definition.name ? `operation ${definition.name.value}` : 'the operation';
      const refuse = (what: string) =>
        context.reportError(
          new GraphQLError(`Query too complex: ${name} ${what}`, {
            nodes: definition,
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          }),
        );
      const limit = documentLimits;
      if (expandedFieldCount(definition, fragments, limit.fields + 1) > limit.fields) {
        refuse(
          `selects more than ${limit.fields} fields once its fragments are spread, the limit. Ask for fewer fields, or spread each fragment once.`,
        );
      } else if (
        expandedFieldCount(definition, fragments, limit.introspection + 1, isIntrospection) > limit.introspection
      ) {
        refuse(`asks for __schema or __type more than ${limit.introspection} times, the limit.`);
      }
    }
    return BREAK;
  },
});
