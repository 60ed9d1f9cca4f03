/**
 * Domain errors thrown by services. GraphQL maps `code` to `extensions.code` (graphql/errors.ts);
 * REST maps it to an HTTP status (rest/errors.ts): services know neither. Anything else that
 * escapes a service is a bug and is reported as internal.
 */
export type DomainErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'OUT_OF_STOCK'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'GONE'
  | 'PAYMENT_REFUSED'
  | 'PAYMENT_PROVIDER_UNAVAILABLE';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Which input field was wrong, when there is one. */
    readonly field?: string,
    /** For TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE: when to try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
    /** Every wrong field of a form with its message, when a check looked at all of them. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalidInput = (message: string, field?: string) => new DomainError('BAD_USER_INPUT', message, field);

/** BAD_USER_INPUT for a whole form: the first wrong field leads, `fields` holds every one. */
export function invalidFields(fields: Record<string, string>): DomainError {
  const [field, message] = Object.entries(fields)[0]!;
  return new DomainError('BAD_USER_INPUT', message, field, undefined, fields);
}
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const unauthenticated = (message = 'Sign in to continue') => new DomainError('UNAUTHENTICATED', message);
export const outOfStock = (message: string) => new DomainError('OUT_OF_STOCK', message);
export const paymentRefused = (message: string) => new DomainError('PAYMENT_REFUSED', message);
export const forbidden = (message = 'You are not allowed to do this') => new DomainError('FORBIDDEN', message);

/** Refused for now; `retryAfterSeconds` goes out as the Retry-After header. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError('TOO_MANY_REQUESTS', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
