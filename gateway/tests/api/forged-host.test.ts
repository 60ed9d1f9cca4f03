import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { signupCustomer } from '../support/accounts.js';
import { allSettled, MAIL_FROM, QUICK_SENDER } from '../support/mail.js';

// Links the shop writes (the reset mail above all) come from PUBLIC_URL or from an address of the
// shop's own, never from what a client writes in Host, X-Forwarded-Host or Forwarded: otherwise a
// forgot-password request with `Host: evil.example` mails the victim a link to the attacker's
// server, and the token in it opens the account on the real shop. Both gateways here run without
// PUBLIC_URL, as a fresh install does; one believes a proxy (TRUST_PROXY=1), one does not.

let inbox: SmtpInbox;
let direct: TestShop;
let proxied: TestShop;
beforeAll(async () => {
  inbox = await startSmtpInbox({ user: 'kapda', pass: 'smtp-secret' });
  const mail = { smtpUrl: inbox.url, from: MAIL_FROM, sender: QUICK_SENDER };
  direct = await startTestShop({ services: { mail } });
  proxied = await startTestShop({ services: { mail }, trustProxy: 1 });
});
afterAll(async () => {
  await direct?.stop();
  await proxied?.stop();
  await inbox?.stop();
});

/** A request with headers fetch() would not send as written (Host above all). */
function rawPost(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: any }> {
  const { hostname, port } = new URL(base);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
        setHost: !('host' in headers),
      },
      (res) => {
        let data = '';
        res.on('data', (chunk) => (data += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(data) }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const forgeries: Array<[string, Record<string, string>]> = [
  ['Host', { host: 'evil.example' }],
  ['Host with a port', { host: 'evil.example:4000' }],
  ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
  ['Forwarded', { forwarded: 'for=1.2.3.4;host=evil.example;proto=https' }],
];

/** The link of the newest reset mail to `email`. */
async function resetLink(email: string, count: number): Promise<string> {
  const mails = (await inbox.waitFor(email, count)).filter((m) => m.subject === 'Reset your Kapda password');
  return /(http\S+\/reset-password\?token=[\w-]+)/.exec(mails.at(-1)!.text)![1]!;
}

describe.each([
  ['a shop clients reach directly', () => direct],
  ['a shop behind a proxy it trusts (TRUST_PROXY=1)', () => proxied],
])('on %s, a forged address', (_name, shopOf) => {
  it.each(forgeries)('in %s never reaches the reset mail over REST', async (_header, headers) => {
    const shop = shopOf();
    const victim = await signupCustomer(shop, 'victim');
    const reply = await rawPost(shop.url, '/auth/forgot-password', { email: victim.email }, headers);
    // Answered exactly as for any other request.
    expect(reply.status).toBe(202);
    expect(reply.body.message).toMatch(/If an account uses this address/);
    const link = await resetLink(victim.email, 2);
    expect(link.startsWith(`${shop.url}/reset-password?token=`)).toBe(true);
    const stored = await allSettled(shop, victim.email);
    expect(stored.some((m) => m.html.includes('evil.example') || m.text.includes('evil.example'))).toBe(false);
  });

  it.each(forgeries)('in %s never reaches the reset mail over GraphQL', async (_header, headers) => {
    const shop = shopOf();
    const victim = await signupCustomer(shop, 'victim-gql');
    const reply = await rawPost(
      shop.url,
      '/graphql',
      { query: 'mutation($e: String!) { requestPasswordReset(email: $e) }', variables: { e: victim.email } },
      headers,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.requestPasswordReset).toBe(true);
    expect((await resetLink(victim.email, 2)).startsWith(`${shop.url}/reset-password?token=`)).toBe(true);
  });
});

describe('the address links use', () => {
  it('is the one a request came to when it is the shop’s own (127.0.0.1 and localhost both work)', async () => {
    const victim = await signupCustomer(direct, 'own-address');
    const port = new URL(direct.url).port;
    await rawPost(direct.url, '/auth/forgot-password', { email: victim.email }, { host: `127.0.0.1:${port}` });
    expect(await resetLink(victim.email, 2)).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/reset-password`));
  });

  it('never follows a forged Host into canonical links, link previews or the sitemap', async () => {
    const { hostname, port } = new URL(direct.url);
    const get = (path: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ host: hostname, port, path, headers: { host: 'evil.example', accept: 'text/html' } }, (res) => {
            let data = '';
            res.on('data', (chunk) => (data += chunk));
            res.on('end', () => resolve(data));
          })
          .on('error', reject);
      });
    for (const path of ['/', '/men/clothing/mens_kurta', '/sitemap.xml', '/robots.txt']) {
      const text = await get(path);
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toContain('evil.example');
    }
  });
});
