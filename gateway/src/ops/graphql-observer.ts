// What the logs (and the metrics) learn from each GraphQL operation.
import type { ApolloServerPlugin } from '@apollo/server';
import { countGraphQLOperation } from '../telemetry/metrics.js';
import { noteRequestOperation } from '../telemetry/request-scope.js';

/** An operation's name as logs and metrics show it: a GraphQL name, cut short. */
function operationLabel(name: string | null | undefined): string {
  return name ? name.slice(0, 64) : '(anonymous)';
}

/** Names the request's operation in its log line and counts it by outcome. */
export function graphqlObserver(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operationName }) {
          noteRequestOperation(operationLabel(operationName));
        },
        async willSendResponse({ operationName, request, response }) {
          if (response.body.kind !== 'single') return;
          const code = response.body.singleResult.errors?.[0]?.extensions?.code;
          const outcome = response.body.singleResult.errors?.length
            ? typeof code === 'string'
              ? code
              : 'error'
            : 'ok';
          // Unresolved operations (a parse or validation error) go by the name the client sent.
          countGraphQLOperation(operationLabel(operationName ?? request.operationName), outcome);
        },
      };
    },
  };
}
