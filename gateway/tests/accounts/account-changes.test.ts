import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { bearer, signin, signupCustomer, uniqueEmail } from '../support/accounts.js';

let shop: TestShop;
let asha: Awaited<ReturnType<typeof signupCustomer>>;
let ravi: Awaited<ReturnType<typeof signupCustomer>>;
beforeAll(async () => {
  shop = await startTestShop();
  [asha, ravi] = await Promise.all([signupCustomer(shop, 'asha'), signupCustomer(shop, 'ravi')]);
});
afterAll(async () => {
  await shop?.stop();
});

const UPDATE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id firstName lastName email } }';
const CHANGE = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }';

describe('updating the profile', () => {
  it('changes only the signed-in user, trimming names and keeping omitted fields', async () => {
    const { body } = await shop.graphql(UPDATE, { input: { firstName: '  Asha Rani ' } }, bearer(asha.token));
    expect(body.errors).toBeUndefined();
    expect(body.data.updateProfile).toMatchObject({
      firstName: 'Asha Rani',
      lastName: 'Verma',
      email: asha.email.toLowerCase(),
    });
    const other = await shop.db.prisma.user.findUniqueOrThrow({ where: { email: ravi.email.toLowerCase() } });
    expect(other.firstName).toBe('Asha'); // the helper's default name, untouched
  });

  it('refuses an email another account has, in any letter case, with CONFLICT', async () => {
    const { body } = await shop.graphql(
      UPDATE,
      { input: { email: ravi.email.toUpperCase(), currentPassword: asha.password } },
      bearer(asha.token),
    );
    expect(body.errors[0]).toMatchObject({
      message: 'An account with this email already exists',
      extensions: { code: 'CONFLICT', field: 'email' },
    });
  });

  it('refuses a blank name and a malformed email with BAD_USER_INPUT and the field', async () => {
    const blank = await shop.graphql(UPDATE, { input: { lastName: '   ' } }, bearer(asha.token));
    expect(blank.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'lastName' });
    const malformed = await shop.graphql(
      UPDATE,
      { input: { email: 'asha@', currentPassword: asha.password } },
      bearer(asha.token),
    );
    expect(malformed.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('stores a new email lower-cased, and the old token keeps working with it', async () => {
    const fresh = uniqueEmail('Asha.New');
    const { body } = await shop.graphql(
      UPDATE,
      { input: { email: fresh, currentPassword: asha.password } },
      bearer(asha.token),
    );
    expect(body.data.updateProfile.email).toBe(fresh.toLowerCase());
    const me = await shop.graphql('{ me { email } }', {}, bearer(asha.token));
    expect(me.body.data.me.email).toBe(fresh.toLowerCase());
    asha.email = fresh;
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password with BAD_USER_INPUT on currentPassword', async () => {
    const { body } = await shop.graphql(CHANGE, { c: 'not-my-password', n: 'brand-new-pass-1' }, bearer(ravi.token));
    expect(body.errors[0]).toMatchObject({
      message: 'The current password is not correct',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const { body } = await shop.graphql(CHANGE, { c: ravi.password, n: 'short' }, bearer(ravi.token));
    expect(body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'newPassword' });
  });

  it('makes the old password stop working and the new one work', async () => {
    const { body } = await shop.graphql(CHANGE, { c: ravi.password, n: 'brand-new-pass-1' }, bearer(ravi.token));
    expect(body.errors).toBeUndefined();
    expect(body.data.changePassword.token).toEqual(expect.any(String));
    expect((await signin(shop, ravi.email, ravi.password)).status).toBe(401);
    expect((await signin(shop, ravi.email, 'brand-new-pass-1')).status).toBe(200);
  });
});
