import { graphql, HttpResponse } from 'msw';
import type { MeQuery } from '../graphql/graphql';
import type { WithTypenames } from './typenames';

type Profile = WithTypenames<NonNullable<MeQuery['me']>>;
type Address = Profile['addresses'][number];

/** A signed-in customer as Me returns it; override what a test is about. Typed by the generated Me. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    __typename: 'User',
    id: 'u1',
    firstName: 'asha',
    lastName: 'Verma',
    email: 'asha@example.in',
    role: 'CUSTOMER',
    addresses: [],
    ...overrides,
  };
}

/** A saved address as Me lists it. */
export function anAddress(id: string, overrides: Partial<Address> = {}): Address {
  return {
    __typename: 'Address',
    id,
    firstName: 'Asha',
    lastName: 'Verma',
    streetAddress: `${id} MG Road`,
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560001',
    mobile: '9876543210',
    landmark: '',
    addressType: 'HOME',
    isDefault: false,
    ...overrides,
  };
}

/** Me answering with this user (or null, a visitor). */
export function meReturns(user: Profile | null) {
  const data: WithTypenames<MeQuery> = { me: user };
  return graphql.query('Me', () => HttpResponse.json({ data }));
}

/** A stored session, as after signing in. */
export function signIn(token = 'jwt-of-asha') {
  localStorage.setItem('jwt', token);
}
