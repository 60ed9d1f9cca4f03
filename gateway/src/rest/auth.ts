import { Router, type Request } from 'express';
import type { Services } from '../services/index.js';
import { invalidInput } from '../services/errors.js';
import { requestContext } from './request-context.js';

/** The JSON object a client sent; anything else (nothing, an array, text) is a 400. */
function jsonObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidInput('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * The spec's sign-up and sign-in calls (§7), answering `{ jwt }`. Failures go through the
 * REST error handler as `{ error, message }`, which covers both readers of §8: register shows
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
  return router;
}
