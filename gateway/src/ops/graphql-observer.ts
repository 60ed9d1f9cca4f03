// What the logs (and the metrics) learn from each GraphQL operation.
import type { ApolloServerPlugin } from '@apollo/server';
import { noteRequestOperation } from '../telemetry/request-scope.js';

/** An operation's name as logs and metrics show it: a GraphQL name, cut short. */
function operationLabel(name: string | null | undefined): string {
  return name ? name.slice(0, 64) : '(anonymous)';
}

/** Names the request's operation in its log line. */
export function graphqlObserver(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operationName }) {
          noteRequestOperation(operationLabel(operationName));
        },
      };
    },
  };
}
