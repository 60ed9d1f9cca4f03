import type { RequestHandler } from 'express';
import { findBadText, urlProblem } from './text-guard.js';

/** What a body that is not a JSON object or array is told, on either way to /graphql (graphql-http.ts). */
export const BODY_NOT_JSON = 'The request body is not valid JSON (an object was expected)';

/** A client mistake caught at the edge, before any route runs. */
export class EdgeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'BAD_USER_INPUT',
  ) {
    super(message);
    this.name = 'EdgeError';
  }
}

/**
 * Refuses unreadable text once, for every string a request carries: the raw path and query
 * (percent-escapes must be UTF-8 without NUL) here, the JSON body in rejectBadBody. Services and
 * the database then only ever see text PostgreSQL can store.
 */
export const rejectBadUrl: RequestHandler = (req, _res, next) => {
  const problem = urlProblem(req.originalUrl);
  next(problem ? new EdgeError(400, problem) : undefined);
};

/** Every string of a parsed JSON body, object keys included (see rejectBadUrl). */
export const rejectBadBody: RequestHandler = (req, _res, next) => {
  const found = findBadText(req.body, 'body');
  if (found) return next(new EdgeError(400, `${found.where} ${found.problem}`));
  next();
};
