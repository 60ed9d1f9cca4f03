import type { Transporter } from 'nodemailer';

/** MAIL_FROM when unset. */
export const DEFAULT_MAIL_FROM = 'Kapda <no-reply@shop.local>';

/** One message as the sender hands it to a transport. */
interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A marketing mail's one-click unsubscribe address; null for a transactional mail. */
  listUnsubscribe?: string | null;
}

/** Where mails leave the shop: an SMTP server (or, in tests of the sender itself, something else). */
export interface MailTransport {
  /** For the start banner: the server, never its password. */
  readonly description: string;
  /** Resolves with the Message-ID once the server accepted the mail; rejects as nodemailer does. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/** How a delivery failed: `temporary` is worth another try later; `permanent` never succeeds. */
export interface DeliveryFailure {
  permanent: boolean;
  /** Short, for the admin: "421 Service not available", "ECONNECTION connect ECONNREFUSED 127.0.0.1:2525". */
  reason: string;
  /** The SMTP server's reply code; null when no server answered (refused, timed out, TLS failed). */
  replyCode: number | null;
}

/** The SMTP server's address as people may see it: no user or password. */
function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
}

/** "SMTP smtp://mail.example.com:587, from Kapda <orders@…>", for the start banner. */
export const describeSmtp = (smtpUrl: string, from: string) => `SMTP ${describeSmtpUrl(smtpUrl)}, from ${from}`;

/**
 * An SMTP transport from SMTP_URL (smtp://user:pass@host:587 upgrades with STARTTLS when the
 * server offers it; smtps:// is TLS from the start). One connection per mail: the shop sends
 * few, and a fresh connection is the simplest thing to retry after an outage. Timeouts are far
 * shorter than the sender's lease, so a hung server never lets a second process send the same mail.
 * nodemailer (about 2 MiB of heap) is loaded with the first mail, not at start (docs/decisions/051).
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  let opened: Promise<Transporter> | undefined;
  const open = () =>
    (opened ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    ));
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'kapda.local';
  return {
    description: describeSmtp(smtpUrl, from),
    async send(mail) {
      const transport = await open();
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // The same id on every try of the same mail, so a receiver can tell a repeat.
        messageId: `<${mail.id}@${domain}>`,
        // RFC 8058: a mail app's Unsubscribe button POSTs List-Unsubscribe=One-Click to this address.
        ...(mail.listUnsubscribe
          ? {
              headers: {
                'List-Unsubscribe': `<${mail.listUnsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      });
      return String(info.messageId ?? `<${mail.id}@${domain}>`);
    },
    close: () =>
      void opened?.then(
        (transport) => transport.close(),
        () => undefined,
      ),
  };
}

/**
 * Temporary or permanent, by the SMTP reply: 5xx is permanent (no such mailbox, refused), 4xx
 * temporary (busy, greylisting, 421 shutting down). No reply at all (refused connection,
 * timeout, TLS trouble) is temporary: the server may be back soon. A refused login (535) is the
 * shop's setting, not the mail's fault, so it is retried too: fixing SMTP_URL lets it through.
 */
export function classifyFailure(error: unknown): DeliveryFailure {
  const e = (error ?? {}) as { responseCode?: number; code?: string; response?: string; message?: string };
  const detail = (e.response ?? e.message ?? String(error)).replace(/\s+/g, ' ').trim().slice(0, 400);
  const code = typeof e.responseCode === 'number' ? e.responseCode : null;
  const reason =
    code !== null ? (detail.startsWith(String(code)) ? detail : `${code} ${detail}`) : `${e.code ?? 'ERROR'} ${detail}`;
  const permanent = code !== null && code >= 500 && code < 600 && e.code !== 'EAUTH';
  return { permanent, reason, replyCode: code };
}
