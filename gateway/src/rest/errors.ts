import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { DomainError, type DomainErrorCode } from '../services/errors.js';
import { logger } from '../telemetry/logger.js';

/** The HTTP status of each domain error, for REST answers and errors raised before GraphQL runs. */
export const httpStatusOf: Record<DomainErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  // A one-time link past its time (a staff invitation after 72 hours).
  GONE: 410,
  // 402 Payment Required: the payment could not be accepted (forged, failed, wrong amount, order cancelled).
  PAYMENT_REFUSED: 402,
  // The payment provider did not answer or failed: nothing was decided, the client may retry.
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
};

/** The REST body of a domain error: `{ error, message, code, field?, fields? }`. */
export function domainErrorBody(error: DomainError) {
  return {
    error: error.message,
    message: error.message,
    code: error.code,
    ...(error.field ? { field: error.field } : {}),
    ...(error.fields ? { fields: error.fields } : {}),
  };
}

/** The message of an error nothing expected (logged, never shown): the same on every REST path. */
export const INTERNAL_ERROR_BODY = {
  error: 'internal_error',
  message: 'Something went wrong on our side; please try again.',
} as const;

/**
 * The one REST answer for a domain error: its status, its body (domainErrorBody), and
 * Retry-After when the service said when to come back.
 */
export function sendDomainError(res: Response, error: DomainError): void {
  if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
  res.status(httpStatusOf[error.code]).json(domainErrorBody(error));
}

/** JSON 404 for an /api or /auth path nothing answers. */
export const restNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ error: 'not_found', message: `No such endpoint: ${req.method} ${req.originalUrl.split('?')[0]}` });
};

/**
 * Maps errors to the REST error shape `{ error, message }`. Domain errors keep their status;
 * unreadable bodies are the client's fault (400); anything else is logged and hidden (500).
 */
export const restErrors: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof DomainError) {
    sendDomainError(res, error);
    return;
  }
  const status = (error as { status?: number; type?: string }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      (error as { type?: string }).type === 'entity.parse.failed'
        ? 'The request body is not valid JSON'
        : (error as Error).message || 'Bad request';
    res.status(status).json({ error: message, message });
    return;
  }
  // The address is left out: a query string can carry a payment callback's signature.
  logger.error({ component: 'rest', method: req.method, err: error }, 'unexpected error');
  res.status(500).json(INTERNAL_ERROR_BODY);
};
