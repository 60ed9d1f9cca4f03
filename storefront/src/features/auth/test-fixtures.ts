import { graphql, HttpResponse } from 'msw';
import type { Viewer } from './hooks/use-viewer';

/** A signed-in customer as Me returns it; override what a test is about. */
export function aViewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    __typename: 'User',
    id: 'u1',
    firstName: 'asha',
    lastName: 'Verma',
    email: 'asha@example.in',
    role: 'CUSTOMER',
    addresses: [],
    ...overrides,
  } as Viewer;
}

/** Me answering with this user (or null, a visitor). */
export function meReturns(user: Viewer | null) {
  return graphql.query('Me', () => HttpResponse.json({ data: { me: user } }));
}

/** A stored session, as after signing in. */
export function signIn(token = 'jwt-of-asha') {
  localStorage.setItem('jwt', token);
}
