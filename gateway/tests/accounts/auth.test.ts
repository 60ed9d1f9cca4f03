import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, TEST_PASSWORD_WORK, type TestShop } from '../support/harness.js';
import { bearer, call, jwtPayload, signin, signupCustomer, uniqueEmail } from '../support/accounts.js';
import { PASSWORD_WORK, setPasswordWork } from '../../src/services/accounts/passwords.js';

let shop: TestShop;
let main: { email: string; password: string; token: string };
beforeAll(async () => {
  shop = await startTestShop();
  // The main shopper signs up at the shop's real scrypt cost; the test shop's other accounts are cheap.
  setPasswordWork(PASSWORD_WORK);
  try {
    main = await signupCustomer(shop, 'Main.Shopper');
  } finally {
    setPasswordWork(TEST_PASSWORD_WORK);
  }
});
afterAll(async () => {
  await shop?.stop();
});

const SIGNUP = `mutation Signup($input: SignupInput!) { signup(input: $input) { token user { id email firstName role addresses { id } } } }`;
const ME = '{ me { id firstName lastName email role } }';

describe('signing up', () => {
  it('answers 201 with a jwt whose subject is the new user and stores the email lower-cased', async () => {
    const user = await shop.db.prisma.user.findUniqueOrThrow({ where: { email: main.email.toLowerCase() } });
    expect(jwtPayload(main.token)).toMatchObject({ sub: user.id, role: 'CUSTOMER', iss: 'kapda-shop' });
    expect(user.email).toBe(main.email.toLowerCase());
    expect(user.role).toBe('CUSTOMER');
  });

  it('stores the password as an scrypt hash, never the password itself', async () => {
    const user = await shop.db.prisma.user.findUniqueOrThrow({ where: { email: main.email.toLowerCase() } });
    expect(user.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(user.passwordHash).not.toContain(main.password);
  });

  it('refuses an email already taken in another letter case with 409 and the error field', async () => {
    const reply = await call(shop, 'POST', '/auth/signup', {
      firstName: 'Other',
      lastName: 'Person',
      email: `  ${main.email.toUpperCase()} `,
      password: 'another-password',
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ error: 'An account with this email already exists', code: 'CONFLICT' });
  });

  it.each([
    [{ lastName: 'V', email: 'a@b.co', password: 'password1' }, 'firstName', 'First name is required'],
    [{ firstName: '  ', lastName: 'V', email: 'a@b.co', password: 'password1' }, 'firstName', 'First name is required'],
    [{ firstName: 'A', email: 'a@b.co', password: 'password1' }, 'lastName', 'Last name is required'],
    [{ firstName: 'A', lastName: 'V', password: 'password1' }, 'email', 'Email is required'],
    [
      { firstName: 'A', lastName: 'V', email: 'not-an-email', password: 'password1' },
      'email',
      'Enter a valid email address',
    ],
    [{ firstName: 'A', lastName: 'V', email: 'a@b.co' }, 'password', 'Password is required'],
    [
      { firstName: 'A', lastName: 'V', email: 'a@b.co', password: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    [{ firstName: 42, lastName: 'V', email: 'a@b.co', password: 'password1' }, 'firstName', 'First name must be text'],
  ])('refuses %j with 400 naming the field in error', async (payload, field, message) => {
    const reply = await call(shop, 'POST', '/auth/signup', payload);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: message, field });
  });

  it.each([
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
    ['broken JSON', '{"email":'],
  ])('answers a body that is %s with 400, not 500', async (_what, raw) => {
    const reply = await call(shop, 'POST', '/auth/signup', raw);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual(expect.any(String));
  });

  it('signs up over GraphQL too, returning the user without any password field', async () => {
    const email = uniqueEmail('Graph');
    const input = { firstName: ' Ravi ', lastName: 'Kumar', email, password: 'graphql-pass-1' };
    const { body } = await shop.graphql(SIGNUP, { input });
    expect(body.errors).toBeUndefined();
    expect(body.data.signup.user).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      firstName: 'Ravi',
      role: 'CUSTOMER',
      addresses: [],
    });
    const me = await shop.graphql(ME, {}, bearer(body.data.signup.token));
    expect(me.body.data.me.email).toBe(email.toLowerCase());

    const again = await shop.graphql(SIGNUP, { input: { ...input, email: email.toUpperCase() } });
    expect(again.body.errors[0].extensions).toEqual({ code: 'CONFLICT', field: 'email' });
  });

  it('has no GraphQL field that could expose the password hash', async () => {
    const { body } = await shop.graphql('{ __type(name: "User") { fields { name } } }');
    const names = body.data.__type.fields.map((f: { name: string }) => f.name);
    expect(names.some((n: string) => /password/i.test(n))).toBe(false);
  });
});

describe('signing in', () => {
  it('accepts the email in any letter case and answers 200 with a jwt', async () => {
    const reply = await signin(shop, main.email.toUpperCase(), main.password);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ jwt: expect.any(String) });
  });

  it('gives a wrong password and an unknown email the same 401 with message', async () => {
    const wrongPassword = await signin(shop, main.email, 'not-the-password');
    const unknownEmail = await signin(shop, uniqueEmail('nobody'), main.password);
    for (const reply of [wrongPassword, unknownEmail]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ message: 'Invalid email or password', error: 'Invalid email or password' });
    }
  });

  it('refuses a sign-in without a password with 400', async () => {
    const reply = await call(shop, 'POST', '/auth/signin', { email: main.email });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: 'Password is required', field: 'password' });
  });

  it('signs in over GraphQL with UNAUTHENTICATED for bad credentials', async () => {
    const SIGNIN = 'mutation($e: String!, $p: String!) { signin(email: $e, password: $p) { token user { email } } }';
    const ok = await shop.graphql(SIGNIN, { e: main.email, p: main.password });
    expect(ok.body.data.signin.user.email).toBe(main.email.toLowerCase());
    const bad = await shop.graphql(SIGNIN, { e: main.email, p: 'wrong-password' });
    expect(bad.body.errors[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('the profile', () => {
  it('GET /api/user/profile answers the spec shape with addresses in saved order and no password hash', async () => {
    const user = await shop.db.prisma.user.findUniqueOrThrow({ where: { email: main.email.toLowerCase() } });
    const address = {
      firstName: 'Asha',
      lastName: 'Verma',
      streetAddress: '1 MG Road',
      city: 'Pune',
      state: 'MH',
      zipCode: '411001',
    };
    await shop.db.prisma.address.create({
      data: { ...address, userId: user.id, mobile: '9000000001', createdAt: new Date(2025, 0, 1) },
    });
    await shop.db.prisma.address.create({
      data: { ...address, userId: user.id, mobile: '9000000002', createdAt: new Date(2025, 5, 1) },
    });

    const reply = await call(shop, 'GET', '/api/user/profile', undefined, bearer(main.token));
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual([
      '_id',
      'addresses',
      'createdAt',
      'email',
      'firstName',
      'lastName',
      'role',
    ]);
    expect(reply.body).toMatchObject({
      _id: user.id,
      firstName: 'Asha',
      email: main.email.toLowerCase(),
      role: 'CUSTOMER',
    });
    expect(reply.body.addresses.map((a: { mobile: string }) => a.mobile)).toEqual(['9000000001', '9000000002']);
    // The spec's fields, then what the address book added (issue 56): landmark, Home/Work, default.
    expect(reply.body.addresses[0]).toEqual({
      _id: expect.any(String),
      ...address,
      mobile: '9000000001',
      landmark: '',
      addressType: 'HOME',
      isDefault: false,
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/scrypt|passwordHash/);
  });
});
