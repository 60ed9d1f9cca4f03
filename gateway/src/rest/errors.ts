import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, httpStatusOf } from '../services/errors.js';

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
    if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
    res.status(httpStatusOf[error.code]).json({
      error: error.message,
      message: error.message,
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
    });
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
  console.error(`[rest] ${req.method} ${req.originalUrl}:`, error);
  res.status(500).json({ error: 'internal_error', message: 'Something went wrong on our side; please try again.' });
};
