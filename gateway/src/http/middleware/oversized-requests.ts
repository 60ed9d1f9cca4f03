import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { EdgeError } from './edge-errors.js';

/**
 * How long a request's head may be. Node's own limit (16 KiB) makes its parser drop the
 * connection while a client is still sending a long GET query, which the client sees as a
 * reset; a larger parser limit lets the address reach rejectLongUrl, which answers it.
 */
export const MAX_HEADER_BYTES = 128 * 1024;

/** The longest address the shop reads; a GraphQL document longer than this is sent with POST. */
export const MAX_URL_CHARACTERS = 16 * 1024;

/** 414 with a JSON answer (GraphQL's shape on /graphql) for an address longer than MAX_URL_CHARACTERS. */
export const rejectLongUrl: RequestHandler = (req, _res, next) => {
  const length = req.originalUrl.length;
  if (length <= MAX_URL_CHARACTERS) return next();
  next(
    new EdgeError(
      414,
      `The address is ${length} characters long; the limit is ${MAX_URL_CHARACTERS}. Send a long GraphQL query with POST.`,
      'URI_TOO_LONG',
    ),
  );
};

/**
 * What Node's parser refuses before Express sees the request (a head over MAX_HEADER_BYTES, a
 * malformed request line) is answered in JSON like every other refusal, then the connection closes.
 */
export function answerClientErrors(server: http.Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const message = tooLarge
      ? `The request's address and headers are over ${MAX_HEADER_BYTES / 1024} KiB`
      : 'The request is not valid HTTP';
    const body = JSON.stringify({
      error: tooLarge ? 'headers_too_large' : 'bad_request',
      message,
      code: tooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST',
    });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
