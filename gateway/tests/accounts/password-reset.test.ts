import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '../support/harness.js';
import type { SmtpInbox } from '../support/smtp-inbox.js';
import { bearer, call, callFrom, signin, signupCustomer } from '../support/accounts.js';
import { allSettled, shopWithInbox } from '../support/mail.js';

let shop: TestShop;
let inbox: SmtpInbox;
beforeAll(async () => {
  ({ shop, inbox } = await shopWithInbox());
});
afterAll(async () => {
  await shop?.stop();
  await inbox?.stop();
});

const RESET = 'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { token user { email } } }';
const REQUEST = 'mutation($e: String!) { requestPasswordReset(email: $e) }';

/** The token of the newest reset mail to `email`, read from the link in the delivered mail. */
async function linkIn(email: string, count: number): Promise<{ link: string; token: string }> {
  const mails = (await inbox.waitFor(email, count)).filter((m) => m.subject === 'Reset your Kapda password');
  const link = /(http\S+\/reset-password\?token=([\w-]+))/.exec(mails.at(-1)!.text)!;
  return { link: link[1]!, token: link[2]! };
}

describe('a forgotten password', () => {
  it('is reset through the mailed link: the new password works, old sessions end, the link works once', async () => {
    const asha = await signupCustomer(shop, 'forgetful');
    const reply = await call(shop, 'POST', '/auth/forgot-password', { email: asha.email.toUpperCase() });
    expect(reply).toEqual({
      status: 202,
      body: { message: expect.stringContaining('If an account uses this address') },
    });
    const { link, token } = await linkIn(asha.email, 2); // after the welcome mail
    expect(link).toBe(`${shop.url}/reset-password?token=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only the SHA-256 is stored, and the sent mail's stored copy no longer holds the token.
    const stored = await shop.db.prisma.passwordResetToken.findFirstOrThrow({ where: { user: { email: asha.email } } });
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const rows = await allSettled(shop, asha.email);
    expect(rows.some((r) => r.html.includes(token) || r.text.includes(token))).toBe(false);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(30 * 60_000);

    const reset = await call(shop, 'POST', '/auth/reset-password', { token, password: 'a-brand-new-pass' });
    expect(reset.status).toBe(200);
    expect((await call(shop, 'GET', '/api/user/profile', undefined, bearer(reset.body.jwt))).status).toBe(200);
    expect((await call(shop, 'GET', '/api/user/profile', undefined, bearer(asha.token))).status).toBe(401);
    expect((await signin(shop, asha.email, asha.password)).status).toBe(401);
    expect((await signin(shop, asha.email, 'a-brand-new-pass')).status).toBe(200);

    const again = await call(shop, 'POST', '/auth/reset-password', { token, password: 'yet-another-pass' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'token',
      message: expect.stringMatching(/not valid/),
    });
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const ghost = `ghost.${Date.now()}@example.com`;
    const rest = await call(shop, 'POST', '/auth/forgot-password', { email: ghost });
    expect(rest.status).toBe(202);
    const gql = await shop.graphql(REQUEST, { e: ghost });
    expect(gql.body.data).toEqual({ requestPasswordReset: true });
    expect(await shop.db.prisma.mail.count({ where: { to: ghost } })).toBe(0);
  });

  it('signs in through GraphQL with the new password, under the sign-up password rules', async () => {
    const ravi = await signupCustomer(shop, 'ravi-reset');
    await shop.graphql(REQUEST, { e: ravi.email });
    const { token } = await linkIn(ravi.email, 2);
    const short = await shop.graphql(RESET, { t: token, p: 'short' });
    expect(short.body.errors[0]).toMatchObject({
      message: 'Password must be at least 8 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'password' },
    });
    const done = await shop.graphql(RESET, { t: token, p: 'long-enough-now' });
    expect(done.body.data.resetPassword.user.email).toBe(ravi.email.toLowerCase());
    const me = await shop.graphql('{ me { email } }', {}, bearer(done.body.data.resetPassword.token));
    expect(me.body.data.me.email).toBe(ravi.email.toLowerCase());
  });

  it('refuses an expired link, a made-up one and a malformed request with a clear 400', async () => {
    const meena = await signupCustomer(shop, 'late');
    await call(shop, 'POST', '/auth/forgot-password', { email: meena.email });
    const { token } = await linkIn(meena.email, 2);
    await shop.db.prisma.passwordResetToken.updateMany({
      where: { user: { email: meena.email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await call(shop, 'POST', '/auth/reset-password', { token, password: 'too-late-pass' });
    expect(expired).toMatchObject({ status: 400, body: { field: 'token' } });
    const madeUp = await call(shop, 'POST', '/auth/reset-password', {
      token: 'x'.repeat(43),
      password: 'whatever-pass',
    });
    expect(madeUp).toMatchObject({ status: 400, body: { field: 'token' } });
    expect((await call(shop, 'POST', '/auth/forgot-password', { email: 42 })).status).toBe(400);
    expect((await call(shop, 'POST', '/auth/forgot-password', [])).status).toBe(400);
    expect((await call(shop, 'POST', '/auth/reset-password', { token: ['a'], password: 'x'.repeat(9) })).status).toBe(
      400,
    );
    expect((await signin(shop, meena.email, meena.password)).status).toBe(200);
  });

  it('mails one account at most three links a quarter hour, answering every request the same', async () => {
    const kiran = await signupCustomer(shop, 'flooded');
    for (let i = 0; i < 5; i++) {
      const reply = await callFrom(shop.url, `127.0.0.${10 + i}`, 'POST', '/auth/forgot-password', {
        email: kiran.email,
      });
      expect(reply.status).toBe(202);
    }
    const rows = await allSettled(shop, kiran.email);
    expect(rows.filter((r) => r.kind === 'password-reset')).toHaveLength(3);
  });

  it('refuses one network asking for too many resets, with Retry-After', async () => {
    const from = '127.0.0.40';
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof callFrom>> | null = null;
    for (let i = 0; i < 21; i++) {
      last = await callFrom(shop.url, from, 'POST', '/auth/forgot-password', { email: `spray${i}@example.com` });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
