// A real SMTP server for the mail tests (the npm smtp-server package): it receives what the
// shop sends over a socket, parses each message with mailparser, and can be told to refuse.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { simpleParser } from 'mailparser';

interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lower-cased. */
  rcptTo: string[];
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** Every header as sent, by lower-cased name (the value after the colon, unfolded). */
  headers: Record<string, string>;
}

/** What the server answers for now: accept, a temporary 421, or a permanent 550 (for every mail or one address). */
type Refusal = { code: 421 | 451 | 550; to?: string } | null;

export interface SmtpInbox {
  port: number;
  /** SMTP_URL for the shop. */
  url: string;
  received: ReceivedMail[];
  /** How many conversations reached MAIL FROM (accepted or not). */
  tries: number;
  refuse(refusal: Refusal): void;
  /** Resolves with the mails to `address` once there are at least `count` of them. */
  waitFor(address: string, count?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export async function startSmtpInbox(
  options: { port?: number; user?: string; pass?: string } = {},
): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  let refusal: Refusal = null;
  let tries = 0;
  const refused = (address: SMTPServerAddress | null) =>
    refusal && (!refusal.to || (address && address.address.toLowerCase() === refusal.to.toLowerCase()));

  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !options.user,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) callback(null, { user: auth.username });
      else callback(smtpError(535, 'Authentication failed'));
    },
    onMailFrom(_address, _session, callback) {
      tries++;
      if (refusal && !refusal.to) callback(smtpError(refusal.code, `${refusal.code} refused for this test`));
      else callback();
    },
    onRcptTo(address, _session, callback) {
      if (refused(address)) callback(smtpError(refusal!.code, `${refusal!.code} mailbox refused for this test`));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            rcptTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            to: Array.isArray(parsed.to) ? parsed.to.map((t) => t.text).join(', ') : (parsed.to?.text ?? ''),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            messageId: parsed.messageId ?? '',
            headers: Object.fromEntries(
              parsed.headerLines.map((h) => [
                h.key.toLowerCase(),
                h.line
                  .slice(h.line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          });
          for (const listener of listeners) listener();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const credentials = options.user ? `${options.user}:${options.pass}@` : '';
  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    get tries() {
      return tries;
    },
    refuse(next) {
      refusal = next;
    },
    waitFor(address, count = 1) {
      const mine = () => received.filter((m) => m.rcptTo.includes(address.toLowerCase()));
      return new Promise((resolve) => {
        const check = () => {
          if (mine().length < count) return;
          listeners.delete(check);
          resolve(mine());
        };
        listeners.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
