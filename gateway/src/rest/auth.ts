import { Router, type Request } from 'express';
import type { Services } from '../services/index.js';
import { invalidInput } from '../services/errors.js';
import { requestContext } from './request-context.js';
import { viewerOf } from '../http/middleware/request-identity.js';
import { DomainError } from '../services/errors.js';

const FORGOT_PASSWORD_ANSWER =
  'If an account uses this address, a link to set a new password is on its way. It works for 30 minutes.';

/** The JSON object a client sent; anything else (nothing, an array, text) is a 400. */
function jsonObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidInput('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * The spec's sign-up and sign-in calls, answering `{ jwt }`, and logout. Failures go through the
 * REST error handler as `{ error, message }`, which covers both of the spec's clients: register shows
 * `error`, login shows `message`.
 */
export function authRouter(services: Services): Router {
  const router = Router();
  router.post('/signup', async (req, res) => {
    const { firstName, lastName, email, password } = jsonObject(req);
    const session = await services.auth.signup(
      requestContext(res),
      { firstName, lastName, email, password },
      { select: { id: true } },
    );
    res.status(201).json({ jwt: session.token });
  });
  router.post('/signin', async (req, res) => {
    const { email, password } = jsonObject(req);
    const session = await services.auth.signin(requestContext(res), { email, password }, { select: { id: true } });
    res.json({ jwt: session.token });
  });
  // Always 202 with the same words, whether or not the address has an account.
  router.post('/forgot-password', async (req, res) => {
    await services.passwordReset.request(requestContext(res), jsonObject(req).email);
    res.status(202).json({ message: FORGOT_PASSWORD_ANSWER });
  });
  router.post('/reset-password', async (req, res) => {
    const { token, password } = jsonObject(req);
    const session = await services.passwordReset.reset(
      requestContext(res),
      { token, password },
      { select: { id: true } },
    );
    res.json({ jwt: session.token });
  });
  // Ends the session of the bearer token. A token that no longer works is already signed out,
  // so that is a success too (204), and so is calling it twice.
  router.post('/logout', async (req, res) => {
    let viewer = null;
    try {
      viewer = await viewerOf(req, services);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
    if (viewer) await services.auth.logout({ ...requestContext(res), viewer });
    res.status(204).end();
  });
  return router;
}
