// What the logger and the metrics know about the request being served, without passing it
// down through every service: the request id, the signed-in user, the GraphQL operation.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  /** The X-Request-Id of this request (the caller's when well formed, else generated). */
  id: string;
  userId?: string;
  /** The GraphQL operation's name, when the request is one. */
  operation?: string;
  /** The caller's network address (for the audit log). */
  address?: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` (and everything it starts) as part of this request. */
export function runInRequest<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/** The request being served, or undefined outside one (start-up, background sweeps). */
export function currentRequest(): RequestScope | undefined {
  return storage.getStore();
}

/** Records who made the request, once their token has been checked. */
export function noteRequestUser(userId: string | undefined): void {
  const scope = storage.getStore();
  if (scope && userId) scope.userId = userId;
}

/** Records the GraphQL operation a request ran. */
export function noteRequestOperation(name: string): void {
  const scope = storage.getStore();
  if (scope) scope.operation = name;
}
