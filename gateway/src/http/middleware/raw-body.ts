import type { IncomingMessage } from 'node:http';

/** A request whose exact body bytes were kept (webhooks). */
export interface RawBodyRequest extends IncomingMessage {
  rawBody?: Buffer;
}

/**
 * body-parser's `verify` hook: keeps the exact bytes of a webhook's body before it is parsed,
 * because the provider signs those bytes, not the JSON they parse to (re-serialising would change
 * spacing and key order and break the signature). Other requests keep nothing.
 */
export function keepRawBody(req: IncomingMessage, _res: unknown, body: Buffer): void {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  if (url.startsWith('/api/webhooks/')) (req as RawBodyRequest).rawBody = Buffer.from(body);
}
