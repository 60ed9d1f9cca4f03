import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { findBadText, textProblem } from '../http/middleware/text-guard.js';

function badRequest(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

// Apollo keeps one parsed document per query text, so each document is walked once.
const literalProblems = new WeakMap<DocumentNode, string | null>();

/** The first string literal in a document that cannot be stored as text. */
function badLiteral(document: DocumentNode): string | null {
  const known = literalProblems.get(document);
  if (known !== undefined) return known;
  let problem: string | null = null;
  visit(document, {
    [Kind.STRING]: (node) => {
      problem ??= textProblem(node.value);
      return problem ? false : undefined;
    },
  });
  literalProblems.set(document, problem);
  return problem;
}

/**
 * Refuses, before anything executes, what the schema cannot serve: a string argument (literal
 * or variable) that is not storable text is BAD_USER_INPUT, and a subscription is a plain 400
 * (the shop has none; graphql-js would otherwise fail at execution, reported as internal).
 */
export const graphqlGuards: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, operation, request }) {
        const literal = badLiteral(document);
        if (literal) throw badRequest(`A string argument ${literal}`, 'BAD_USER_INPUT');
        const variable = findBadText(request.variables ?? {}, 'variables');
        if (variable) throw badRequest(`${variable.where} ${variable.problem}`, 'BAD_USER_INPUT');
        if (operation?.operation === 'subscription') {
          throw badRequest('This API has no subscriptions; use a query or a mutation', 'BAD_REQUEST');
        }
      },
    };
  },
};
