import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { fragmentsOf, touchesData } from './document-shape.js';
import {
  BUSY_MESSAGE,
  RETRY_AFTER_SECONDS,
  type Client,
  type DatabaseGate,
  type Release,
} from '../http/middleware/request-gate.js';

/**
 * The database gate on /graphql. A request takes its place in line only once it is about to
 * execute: one refused before that (a parse or validation error, a limit, a budget, a bad API
 * key) never waits, and neither does an operation that reads only the schema (`__typename`,
 * introspection). The turn lasts until the answer is ready. `clientOf` gives the HTTP response
 * of a request's context, so a client that leaves while in line frees its place.
 */
export function graphqlGatePlugin<C extends object>(
  gate: DatabaseGate,
  clientOf: (context: C) => Client | undefined,
): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      let release: Release | null = null;
      return {
        async responseForOperation({ document, operation, contextValue }) {
          // No operation chosen (several in the document and no name, or a name it lacks): Apollo
          // answers 400 itself, and nothing reads the database.
          if (!operation || !touchesData(operation, fragmentsOf(document))) return null;
          const client = clientOf(contextValue);
          release = await gate.enter(client);
          // Whatever happens to the execution, the turn ends with the connection (DatabaseGate.enter).
          if (release) return null;
          return {
            http: {
              status: 503,
              headers: new HeaderMap([['retry-after', String(RETRY_AFTER_SECONDS)]]),
            },
            body: {
              kind: 'single',
              singleResult: {
                errors: [
                  {
                    message: BUSY_MESSAGE,
                    extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: RETRY_AFTER_SECONDS },
                  },
                ],
              },
            },
          };
        },
        async willSendResponse() {
          release?.();
        },
      };
    },
  };
}
