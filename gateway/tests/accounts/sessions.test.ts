import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { bearer, call, jwtPayload, signin, signupCustomer, uniqueEmail } from '../support/accounts.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

const ENDED = 'This session has ended, please sign in again';
const ME = '{ me { id } }';
const CHANGE =
  'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token user { email } } }';
const UPDATE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { email firstName } }';

/** A second session of the same account, as another device would get it. */
async function anotherDevice(email: string, password: string): Promise<string> {
  const reply = await signin(shop, email, password);
  expect(reply.status).toBe(200);
  return reply.body.jwt;
}

async function works(token: string): Promise<boolean> {
  const rest = await call(shop, 'GET', '/api/user/profile', undefined, bearer(token));
  const gql = await shop.graphql(ME, {}, bearer(token));
  expect(rest.status === 200).toBe(gql.status === 200);
  if (rest.status !== 200) {
    expect(rest.body).toMatchObject({ code: 'UNAUTHENTICATED', message: ENDED });
    expect(gql.body.errors[0]).toMatchObject({ message: ENDED, extensions: { code: 'UNAUTHENTICATED' } });
  }
  return rest.status === 200;
}

describe('a password change', () => {
  it('ends every session of the account and answers a fresh token that works', async () => {
    const user = await signupCustomer(shop, 'changer');
    const laptop = await anotherDevice(user.email, user.password);
    const { body } = await shop.graphql(CHANGE, { c: user.password, n: 'brand-new-pass-1' }, bearer(user.token));
    expect(body.errors).toBeUndefined();
    const fresh = body.data.changePassword.token as string;
    expect(body.data.changePassword.user.email).toBe(user.email.toLowerCase());
    expect(jwtPayload(fresh).jti).not.toBe(jwtPayload(user.token).jti);
    expect(await works(user.token)).toBe(false);
    expect(await works(laptop)).toBe(false);
    expect(await works(fresh)).toBe(true);
  });
});

describe('logging out', () => {
  it('logout over GraphQL ends this session only', async () => {
    const user = await signupCustomer(shop, 'leaver');
    const phone = await anotherDevice(user.email, user.password);
    const { body } = await shop.graphql('mutation { logout }', {}, bearer(user.token));
    expect(body).toEqual({ data: { logout: true }, extensions: expect.any(Object) });
    expect(await works(user.token)).toBe(false);
    expect(await works(phone)).toBe(true);
  });

  it('POST /auth/logout ends this session with 204, and is harmless twice or without a working token', async () => {
    const user = await signupCustomer(shop, 'restleaver');
    const first = await call(shop, 'POST', '/auth/logout', undefined, bearer(user.token));
    expect(first.status).toBe(204);
    expect(await works(user.token)).toBe(false);
    expect((await call(shop, 'POST', '/auth/logout', undefined, bearer(user.token))).status).toBe(204);
    expect((await call(shop, 'POST', '/auth/logout', undefined, bearer('garbage'))).status).toBe(204);
    expect((await call(shop, 'POST', '/auth/logout')).status).toBe(204);
  });

  it('logoutEverywhere ends every session of the account and no other account', async () => {
    const user = await signupCustomer(shop, 'everywhere');
    const other = await signupCustomer(shop, 'bystander');
    const tablet = await anotherDevice(user.email, user.password);
    const { body } = await shop.graphql('mutation { logoutEverywhere }', {}, bearer(user.token));
    expect(body).toEqual({ data: { logoutEverywhere: true }, extensions: expect.any(Object) });
    expect(await works(user.token)).toBe(false);
    expect(await works(tablet)).toBe(false);
    expect(await works(other.token)).toBe(true);
    // Signing in again opens a new session.
    expect(await works(await anotherDevice(user.email, user.password))).toBe(true);
  });

  it('asks a visitor to sign in before logging out', async () => {
    const { body } = await shop.graphql('mutation { logout }');
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('changing the email', () => {
  it('needs the current password: missing or wrong is BAD_USER_INPUT on currentPassword, right changes it', async () => {
    const user = await signupCustomer(shop, 'mover');
    const next = uniqueEmail('moved');
    const missing = await shop.graphql(UPDATE, { input: { email: next } }, bearer(user.token));
    expect(missing.body.errors[0]).toMatchObject({
      message: 'Enter your current password to change your email',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    const wrong = await shop.graphql(
      UPDATE,
      { input: { email: next, currentPassword: 'not-my-password' } },
      bearer(user.token),
    );
    expect(wrong.body.errors[0]).toMatchObject({
      message: 'The current password is not correct',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    const stored = await shop.db.prisma.user.findUniqueOrThrow({ where: { email: user.email.toLowerCase() } });
    expect(stored.email).toBe(user.email.toLowerCase());

    const right = await shop.graphql(
      UPDATE,
      { input: { email: next, currentPassword: user.password } },
      bearer(user.token),
    );
    expect(right.body.data.updateProfile.email).toBe(next.toLowerCase());
  });

  it('needs no password for a name change or for the email the account already has', async () => {
    const user = await signupCustomer(shop, 'renamer');
    const { body } = await shop.graphql(
      UPDATE,
      { input: { firstName: 'Meera', email: user.email.toUpperCase() } },
      bearer(user.token),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.updateProfile).toEqual({ email: user.email.toLowerCase(), firstName: 'Meera' });
  });
});
